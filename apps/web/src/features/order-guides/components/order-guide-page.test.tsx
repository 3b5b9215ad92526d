// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints, type OrderGuide } from '@provender/contract';
import { ApiSessionContext, type ApiSession } from '../../../components/api-client/api-session.ts';
import { NotifyContext, type NotificationRequest } from '../../../components/notifications/notification.ts';
import { endpointHandler, server } from '../../../testing/msw.ts';
import { chicken, cola, guide } from '../testing/guide-products.ts';
import { OrderGuidePage } from './order-guide-page.tsx';

const api: ApiSession = { token: 'tok', customerKey: 1, shipMethod: null, onSessionEnded: vi.fn() };

afterEach(cleanup);

const line = (productKey: number, orderQuantity: number, unitOfMeasure: string, sequence: number) => ({
  productKey,
  orderQuantity,
  unitOfMeasure,
  sequence,
  included: true,
});

function renderViewer(entry: string | { pathname: string; hash: string; state: unknown }) {
  let guides: OrderGuide[] = [
    guide('Standard', [], true),
    guide('Bar', [line(cola.productKey, 2, 'CS', 1), line(chicken.productKey, 1, 'CS', 2)]),
    guide('Weekly', [line(cola.productKey, 1, 'CS', 1)]),
  ];
  const patches: unknown[] = [];
  server.use(
    endpointHandler(endpoints.getOrderGuides, () => guides),
    endpointHandler(endpoints.getProductList, () => ({ products: [cola, chicken], total: 2, offset: 0 })),
    endpointHandler(endpoints.patchOrderGuide, async ({ body, params }) => {
      const lines = await body();
      patches.push({ name: params['id'], lines });
      const removed = new Set(lines.filter((l) => l.isDelete).map((l) => l.productKey));
      guides = guides.map((g) =>
        g.name === params['id'] ? { ...g, products: g.products.filter((p) => !removed.has(p.productKey)) } : g,
      );
      return { isSuccess: true };
    }),
  );
  const notices: NotificationRequest[] = [];
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={queryClient}>
      <ApiSessionContext value={api}>
        <NotifyContext value={(n) => notices.push(n)}>
          <MemoryRouter initialEntries={[entry]}>
            <OrderGuidePage />
          </MemoryRouter>
        </NotifyContext>
      </ApiSessionContext>
    </QueryClientProvider>,
  );
  return { notices, patches };
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('OrderGuidePage', () => {
  it('says a guide named in the address was not found and chooses none, so Delete and Copy are off', async () => {
    renderViewer('/order-guide#og=Missing');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Order guide "Missing" was not found. Choose one of your order guides above.');
    expect(screen.getByRole('combobox', { name: 'Order Guide' }).textContent).not.toContain('Bar');
    expect(button('Delete').disabled).toBe(true);
    expect(button('Copy').disabled).toBe(true);
    expect(button('Add New Product').disabled).toBe(true);
    expect(button('Create New').disabled).toBe(false);
    expect(screen.queryByRole('list', { name: /^Products of/ })).toBeNull();

    // Choosing a guide from the list shows it.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Order Guide' }));
    fireEvent.click(screen.getByRole('option', { name: 'Weekly' }));
    expect(await screen.findByRole('heading', { name: 'Weekly: 1 product' })).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(button('Delete').disabled).toBe(false);
  });

  it('finds a guide named in another letter case, and opens the first guide when the address names none', async () => {
    renderViewer('/order-guide#og=weekly');
    expect(await screen.findByRole('heading', { name: 'Weekly: 1 product' })).toBeTruthy();
    cleanup();
    renderViewer('/order-guide');
    expect(await screen.findByRole('heading', { name: 'Bar: 2 products' })).toBeTruthy();
  });

  it('points Standard to the products page and after a cancelled creation just asks for a choice', async () => {
    renderViewer('/order-guide#og=Standard');
    expect((await screen.findByText(/cannot be changed/)).textContent).toContain('The "Standard" order guide');
    expect(screen.getByRole('link', { name: 'Order from Standard' }).getAttribute('href')).toBe(
      '/products#og=Standard',
    );
    expect(button('Delete').disabled).toBe(true);
    cleanup();
    renderViewer({ pathname: '/order-guide', hash: '#og=Fresh', state: { notCreated: true } });
    expect(await screen.findByText('Choose one of your order guides above.')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(button('Delete').disabled).toBe(true);
  });

  it('asks "Delete Product?" before removing a product from a guide; Cancel keeps it', async () => {
    const { patches } = renderViewer('/order-guide#og=Bar');
    const products = await screen.findByRole('list', { name: 'Products of Bar' });
    const remove = await within(products).findByRole('button', { name: `Remove ${chicken.description}` });
    await waitFor(() => expect((remove as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(remove);
    let dialog = await screen.findByRole('dialog', { name: 'Delete Product?' });
    expect(dialog.textContent).toContain(`"${chicken.description}" will be removed from order guide "Bar".`);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(patches).toEqual([]);

    fireEvent.click(remove);
    dialog = await screen.findByRole('dialog', { name: 'Delete Product?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'Bar: 1 product' })).toBeTruthy();
    expect(patches).toEqual([
      { name: 'Bar', lines: [{ productKey: chicken.productKey, orderQuantity: 0, isDelete: true, sequence: -1 }] },
    ]);
  });
});
