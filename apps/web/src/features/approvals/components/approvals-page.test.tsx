// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints, type PendingApproval } from '@provender/contract';
import { ApiSessionContext, type ApiSession } from '../../../components/api-client/api-session.ts';
import { NotifyContext } from '../../../components/notifications/notification.ts';
import { endpointHandler, server } from '../../../testing/msw.ts';
import { ApprovalsPage } from './approvals-page.tsx';

const api: ApiSession = { token: 'approver-token', customerKey: 7, shipMethod: null, onSessionEnded: vi.fn() };

const order: PendingApproval = {
  orderNumber: '100234',
  orderDate: '2026-03-09T15:00:00.000Z',
  deliveryDate: '2026-03-10',
  shiptoCode: '001',
  shiptoName: 'Main Kitchen',
  pO_Number: '',
  buyer: 'Jordan Reyes',
  reason: 'Orders over $500.00 need approval',
  lineTotal: 608,
  total: 608,
  lines: [
    {
      lineNo: 1,
      productKey: 11,
      productCode: '100011',
      description: 'Chicken Breast',
      quantity: 8,
      unitOfMeasure: 'CS',
      unitPrice: 1.9,
      unitOfMeasure_Prc: 'LB',
      extension: 608,
    },
  ],
};

afterEach(cleanup);

function renderPage() {
  const bodies: unknown[] = [];
  server.use(
    endpointHandler(endpoints.getApprovals, () => [order]),
    endpointHandler(endpoints.approveOrder, async ({ request }) => {
      bodies.push(await request.json());
      return {
        orderNumber: '100234',
        status: 'Open',
        deliveryDate: '2026-03-10',
        movedFrom: null,
        message: 'Order 100234 approved.',
      };
    }),
    endpointHandler(endpoints.rejectOrder, async ({ request }) => {
      bodies.push(await request.json());
      return {
        orderNumber: '100234',
        status: 'Rejected',
        deliveryDate: '2026-03-10',
        movedFrom: null,
        message: 'Order 100234 rejected.',
      };
    }),
  );
  const notify = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ApiSessionContext value={api}>
        <NotifyContext value={notify}>
          <ApprovalsPage />
        </NotifyContext>
      </ApiSessionContext>
    </QueryClientProvider>,
  );
  return { bodies, notify };
}

describe('ApprovalsPage', () => {
  it('shows the order with its reason, lines and total; changed quantities go with the approval', async () => {
    const { bodies, notify } = renderPage();
    const card = await screen.findByRole('region', { name: 'Order 100234' });
    expect(within(card).getByText('Orders over $500.00 need approval')).toBeTruthy();
    expect(within(card).getByTestId('approval-total').textContent).toBe('$608.00');
    fireEvent.change(within(card).getByLabelText('Quantity of Chicken Breast'), { target: { value: '5' } });
    expect(within(card).getByTestId('approval-total').textContent).toBe('$380.00');
    fireEvent.click(within(card).getByRole('button', { name: 'Approve' }));
    await vi.waitFor(() => expect(notify).toHaveBeenCalledWith({ type: 'success', message: 'Order 100234 approved.' }));
    expect(bodies).toEqual([{ lines: [{ lineNo: 1, quantity: 5 }] }]);
  });

  it('asks for a reason before rejecting', async () => {
    const { bodies } = renderPage();
    const card = await screen.findByRole('region', { name: 'Order 100234' });
    fireEvent.click(within(card).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject Order 100234?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('A reason is required')).toBeTruthy();
    expect(bodies).toEqual([]);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Reason' }), { target: { value: 'Too much' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    await vi.waitFor(() => expect(bodies).toEqual([{ reason: 'Too much' }]));
  });
});
