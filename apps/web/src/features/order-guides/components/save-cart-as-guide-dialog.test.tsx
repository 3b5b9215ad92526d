// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints, type OrderGuideCreate } from '@provender/contract';
import { guideQuantityError } from '@provender/rules';
import { ApiSessionContext, type ApiSession } from '../../../components/api-client/api-session.ts';
import { NotifyContext, type NotificationRequest } from '../../../components/notifications/notification.ts';
import { endpointHandler, server } from '../../../testing/msw.ts';
import { chicken, cola, guide } from '../testing/guide-products.ts';
import { SaveCartAsGuideDialog, type CartLineForGuide } from './save-cart-as-guide-dialog.tsx';

const api: ApiSession = { token: 'tok', customerKey: 1, shipMethod: null, onSessionEnded: vi.fn() };

afterEach(cleanup);

/** The server's check (decision 040): a line off its Sell By multiple refuses the whole guide. */
function renderDialog(lines: CartLineForGuide[]) {
  const created: OrderGuideCreate[] = [];
  server.use(
    endpointHandler(endpoints.getOrderGuides, () => [guide('Standard', [], true)]),
    endpointHandler(endpoints.getProductList, () => ({ products: [cola, chicken], total: 2, offset: 0 })),
    endpointHandler(endpoints.createOrderGuide, async ({ body }) => {
      const sent = await body();
      for (const line of sent.lines) {
        const product = [cola, chicken].find((p) => p.productKey === line.productKey);
        const sellBy = product?.sellBys.find((s) => s.unitOfMeasure === line.unitOfMeasure);
        const error = sellBy ? guideQuantityError(String(line.orderQuantity), String(sellBy.sellByMultiple)) : 'unit';
        if (error) {
          const reason = `"${product?.description}": ${error}`;
          return new HttpResponse(JSON.stringify({ isSuccess: false, errorCode: 400, errorReason: reason }), {
            status: 400,
          });
        }
      }
      created.push(sent);
      return { isSuccess: true };
    }),
  );
  const notices: NotificationRequest[] = [];
  const onClose = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ApiSessionContext value={api}>
        <NotifyContext value={(n) => notices.push(n)}>
          <SaveCartAsGuideDialog open lines={lines} onClose={onClose} />
        </NotifyContext>
      </ApiSessionContext>
    </QueryClientProvider>,
  );
  return { created, notices, onClose, user: userEvent.setup() };
}

describe('SaveCartAsGuideDialog', () => {
  it('names a line the cart took off its Sell By step, offers to round it up and saves every line', async () => {
    const { created, notices, onClose, user } = renderDialog([
      { productKey: cola.productKey, orderQuantity: 4, unitOfMeasure: 'EA' },
      { productKey: chicken.productKey, orderQuantity: 2, unitOfMeasure: 'CS' },
    ]);
    const notice = await screen.findByRole('alert', { name: 'Quantities rounded for the guide' });
    expect(within(notice).getByText('One line is rounded up for the guide')).toBeTruthy();
    expect(within(notice).getByRole('listitem').textContent).toBe(
      'Quokka Cola 12 oz Can: 4 EA becomes 6 EA (sold in multiples of 6)',
    );
    await user.type(screen.getByRole('textbox', { name: 'New Order Guide Name' }), 'Weekly');
    fireEvent.click(screen.getByRole('button', { name: 'Round and Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(created).toEqual([
      {
        name: 'Weekly',
        lines: [
          { productKey: cola.productKey, orderQuantity: 6, unitOfMeasure: 'EA', included: false },
          { productKey: chicken.productKey, orderQuantity: 2, unitOfMeasure: 'CS', included: false },
        ],
      },
    ]);
    expect(notices).toEqual([
      {
        type: 'success',
        message: 'Created order guide "Weekly" successfully.',
        action: 'Open',
        actionLink: '/order-guide#og=Weekly',
      },
    ]);
  });

  it('saves lines on their steps as they are, with the plain Save', async () => {
    const { created, onClose, user } = renderDialog([
      { productKey: cola.productKey, orderQuantity: 12, unitOfMeasure: 'EA' },
    ]);
    await user.type(screen.getByRole('textbox', { name: 'New Order Guide Name' }), 'Bar');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(created[0]?.lines).toEqual([
      { productKey: cola.productKey, orderQuantity: 12, unitOfMeasure: 'EA', included: false },
    ]);
    expect(screen.queryByRole('alert', { name: 'Quantities rounded for the guide' })).toBeNull();
  });
});
