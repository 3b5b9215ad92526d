// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '@provender/contract';
import { HttpResponse } from 'msw';
import { ApiSessionContext, type ApiSession } from '../../../components/api-client/api-session.ts';
import { NotifyContext, type NotificationRequest } from '../../../components/notifications/notification.ts';
import { endpointHandler, server } from '../../../testing/msw.ts';
import { getOrderGuidesQueryOptions } from '../api/get-order-guides.ts';
import { cola, guide } from '../testing/guide-products.ts';
import { AddToOrderGuideDialog } from './add-to-order-guide-dialog.tsx';

const api: ApiSession = { token: 'tok', customerKey: 1, shipMethod: null, onSessionEnded: vi.fn() };

afterEach(cleanup);

function renderDialog(answer: { status: number; body: unknown }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  const guides = [guide('Standard', [], true), guide('Weekly')];
  queryClient.setQueryData(getOrderGuidesQueryOptions(api).queryKey, guides);
  // Every order guide write gets the given answer; the guides themselves are in the cache.
  const sent: { url: string; method: string; body: unknown }[] = [];
  server.use(
    ...[endpoints.createOrderGuide, endpoints.patchOrderGuide, endpoints.deleteOrderGuide].map((endpoint) =>
      endpointHandler(endpoint, async ({ request }) => {
        sent.push({ url: new URL(request.url).pathname, method: request.method, body: await request.json() });
        return new HttpResponse(JSON.stringify(answer.body), { status: answer.status });
      }),
    ),
    // A write refreshes the list.
    endpointHandler(endpoints.getOrderGuides, () => guides),
  );
  const notices: NotificationRequest[] = [];
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={queryClient}>
      <ApiSessionContext value={api}>
        <NotifyContext value={(n) => notices.push(n)}>
          <AddToOrderGuideDialog product={cola} onClose={onClose} />
        </NotifyContext>
      </ApiSessionContext>
    </QueryClientProvider>,
  );
  const writes = () => sent;
  return { notices, onClose, writes, user: userEvent.setup() };
}

const add = () => fireEvent.click(screen.getByRole('button', { name: 'Add' }));

describe('AddToOrderGuideDialog', () => {
  it('asks for a guide or a new name before anything is sent', () => {
    const { writes } = renderDialog({ status: 200, body: { isSuccess: true } });
    add();
    expect(screen.getByText('Select Order Guide or set New Order Guide Name')).toBeTruthy();
    expect(writes()).toEqual([]);
  });

  it('adds the product to a chosen guide with its quantity and says so', async () => {
    const { notices, onClose, writes } = renderDialog({ status: 200, body: { isSuccess: true } });
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Order Guide' }));
    const options = within(screen.getByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['None', 'Weekly']);
    fireEvent.click(screen.getByRole('option', { name: 'Weekly' }));
    add();
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [write] = writes();
    expect([write?.url, write?.method]).toEqual(['/api/orderguide/Weekly', 'PATCH']);
    expect(write?.body).toEqual([
      { productKey: 11, orderQuantity: 1, unitOfMeasure: 'CS', isDelete: false, sequence: -1 },
    ]);
    expect(notices).toEqual([{ type: 'success', message: 'Added "Quokka Cola 12 oz Can" to order guide "Weekly".' }]);
  });

  it('creates a new guide, refuses taken and invalid entries inline, and reports a failure', async () => {
    const { notices, onClose, writes, user } = renderDialog({
      status: 409,
      body: { isSuccess: false, errorCode: 409, errorReason: 'taken' },
    });
    const name = screen.getByRole('textbox', { name: 'New Order Guide Name' });
    await user.type(name, 'weekly');
    expect(screen.getByText('An order guide named "weekly" already exists.')).toBeTruthy();
    await user.clear(name);
    await user.type(name, 'Bar');
    const quantity = screen.getByRole('spinbutton', { name: /^Quantity of/ });
    await user.clear(quantity);
    await user.type(quantity, '1.5');
    expect(screen.getByText('Invalid quantity of 1.5. Please enter a multiple of 1')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Add' }) as HTMLButtonElement).disabled).toBe(true);
    await user.clear(quantity);
    await user.type(quantity, '2');
    add();
    await waitFor(() => expect(notices).toEqual([{ type: 'error', message: 'Error adding product to order guide.' }]));
    const [write] = writes();
    expect([write?.url, write?.method]).toEqual(['/api/orderguide/Bar', 'POST']);
    expect(write?.body).toEqual({
      name: 'Bar',
      lines: [{ productKey: 11, orderQuantity: 2, unitOfMeasure: 'CS' }],
    });
    expect(onClose).not.toHaveBeenCalled();
  });
});
