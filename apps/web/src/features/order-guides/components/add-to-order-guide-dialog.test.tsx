// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiSessionContext, type ApiSession } from '../../../components/api-client/api-session.ts';
import { NotifyContext, type NotificationRequest } from '../../../components/notifications/notification.ts';
import { getOrderGuidesQueryOptions } from '../api/get-order-guides.ts';
import { cola, guide } from '../testing/guide-products.ts';
import { AddToOrderGuideDialog } from './add-to-order-guide-dialog.tsx';

const api: ApiSession = { token: 'tok', customerKey: 1, shipMethod: null, onSessionEnded: vi.fn() };

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderDialog(answer: { status: number; body: unknown }) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(getOrderGuidesQueryOptions(api).queryKey, [guide('Standard', [], true), guide('Weekly')]);
  const fetch = vi.fn((_url: string, _init?: RequestInit) =>
    Promise.resolve(new Response(JSON.stringify(answer.body), { status: answer.status })),
  );
  vi.stubGlobal('fetch', fetch);
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
  const writes = () => fetch.mock.calls.filter(([, init]) => init?.method && init.method !== 'GET');
  return { notices, onClose, writes };
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
    const [[url, init]] = writes() as [[string, RequestInit]];
    expect([url, init.method]).toEqual(['/api/orderguide/Weekly', 'PATCH']);
    expect(JSON.parse(init.body as string)).toEqual([
      { productKey: 11, orderQuantity: 1, unitOfMeasure: 'CS', isDelete: false, sequence: -1 },
    ]);
    expect(notices).toEqual([{ type: 'success', message: 'Added "Quokka Cola 12 oz Can" to order guide "Weekly".' }]);
  });

  it('creates a new guide, refuses taken and invalid entries inline, and reports a failure', async () => {
    const { notices, onClose, writes } = renderDialog({
      status: 409,
      body: { isSuccess: false, errorCode: 409, errorReason: 'taken' },
    });
    const name = screen.getByRole('textbox', { name: 'New Order Guide Name' });
    fireEvent.change(name, { target: { value: 'weekly' } });
    expect(screen.getByText('An order guide named "weekly" already exists.')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Bar' } });
    fireEvent.change(screen.getByRole('spinbutton', { name: /^Quantity of/ }), { target: { value: '1.5' } });
    expect(screen.getByText('Invalid quantity of 1.5. Please enter a multiple of 1')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Add' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByRole('spinbutton', { name: /^Quantity of/ }), { target: { value: '2' } });
    add();
    await waitFor(() => expect(notices).toEqual([{ type: 'error', message: 'Error adding product to order guide.' }]));
    const [[url, init]] = writes() as [[string, RequestInit]];
    expect([url, init.method]).toEqual(['/api/orderguide/Bar', 'POST']);
    expect(JSON.parse(init.body as string)).toEqual({
      name: 'Bar',
      lines: [{ productKey: 11, orderQuantity: 2, unitOfMeasure: 'CS' }],
    });
    expect(onClose).not.toHaveBeenCalled();
  });
});
