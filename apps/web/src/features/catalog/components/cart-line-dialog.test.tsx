// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { CartMessages, endpoints, type CartLine, type CartLinePayload } from '@provender/contract';
import { endpointHandler, server } from '../../../testing/msw.ts';
import {
  CatalogEnvironmentContext,
  defaultCatalogSettings,
  type CatalogCart,
  type CatalogSettings,
} from '../catalog-environment.ts';
import { almondMilk, cartLineOf, chicken } from '../testing/sample-products.ts';
import { stockAndUsualHandlers } from '../testing/stock-handlers.ts';
import { CartLineDialog, type CartLineDialogRequest } from './cart-line-dialog.tsx';

/** Prices per product and unit, as POST /api/product/price answers them. */
const prices: Record<string, number> = { '840|CS': 29.04, '840|EA': 2.42, '101|CS': 86, '101|LB': 2.15 };

beforeAll(() => {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
});

beforeEach(() => {
  server.use(
    endpointHandler(endpoints.getPrices, async ({ body }) =>
      (await body()).map((i) => ({
        ...i,
        price: prices[`${i.productKey}|${i.unitOfMeasure}`] ?? null,
        priceDecimals: 4,
      })),
    ),
    ...stockAndUsualHandlers([chicken, almondMilk]),
  );
});

afterEach(cleanup);

function fakeCart(): CatalogCart & { added: { payload: CartLinePayload; confirmQuantity: boolean }[] } {
  const added: { payload: CartLinePayload; confirmQuantity: boolean }[] = [];
  const answer = (payload: CartLinePayload): CartLine =>
    cartLineOf(payload.productKey === chicken.productKey ? chicken : almondMilk);
  return {
    added,
    lines: [],
    addLine: (payload, options) => {
      added.push({ payload, confirmQuantity: options?.confirmQuantity ?? false });
      return Promise.resolve(answer(payload));
    },
    editLine: (_id, payload, options) => {
      added.push({ payload, confirmQuantity: options?.confirmQuantity ?? false });
      return Promise.resolve(answer(payload));
    },
    addLines: () => Promise.resolve({ isSuccess: true, data: [], errors: [] }),
    validateLines: () => Promise.resolve([]),
  };
}

function open(request: CartLineDialogRequest, settings: Partial<CatalogSettings> = {}) {
  const cart = fakeCart();
  const onSaved = vi.fn();
  const onClose = vi.fn();
  render(
    <QueryClientProvider client={new QueryClient()}>
      <CatalogEnvironmentContext
        value={{
          userType: 'customer',
          settings: { ...defaultCatalogSettings, ...settings },
          cartAccess: 'open',
          readOnlyNote: null,
          cart,
          addToOrderGuide: null,
        }}
      >
        <CartLineDialog request={request} onClose={onClose} onSaved={onSaved} />
      </CatalogEnvironmentContext>
    </QueryClientProvider>,
  );
  return {
    cart,
    onSaved,
    onClose,
    dialog: screen.getByRole('dialog', { name: request.mode === 'add' ? 'Add To Cart' : 'Edit Cart' }),
  };
}

const submit = (dialog: HTMLElement, name = 'Add To Cart') =>
  fireEvent.click(within(dialog).getByRole('button', { name }));

describe('Add To Cart dialog', () => {
  it("shows the customer's price and the extension, and adds the default quantity", async () => {
    const { dialog, cart, onSaved } = open({ mode: 'add', product: almondMilk });
    await waitFor(() => expect(within(dialog).getByTestId('dialog-extension').textContent).toBe('$29.04'));
    expect(within(dialog).getByTestId('dialog-unit-price').textContent).toContain('$29.04');
    const quantity = within(dialog).getByRole('textbox', { name: 'Quantity' });
    const user = userEvent.setup();
    await user.clear(quantity);
    await user.type(quantity, '3');
    await waitFor(() => expect(within(dialog).getByTestId('dialog-extension').textContent).toBe('$87.12'));
    submit(dialog);
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(cart.added).toEqual([
      {
        payload: { productKey: 840, unitOfMeasure: 'CS', orderQuantity: 3, unitOfMeasure_Prc: 'CS' },
        confirmQuantity: false,
      },
    ]);
  });

  it('asks before adding a quantity that is not a multiple of the Sell By (rounding off)', async () => {
    const { dialog, cart } = open({ mode: 'add', product: almondMilk, start: { quantity: 7, unitOfMeasure: 'EA' } });
    submit(dialog);
    const confirm = await screen.findByRole('dialog', { name: 'Confirm Quantity' });
    expect(confirm.textContent).toContain(CartMessages.notDivisible);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(cart.added).toHaveLength(1));
    expect(cart.added[0]).toMatchObject({ payload: { orderQuantity: 7, unitOfMeasure: 'EA' }, confirmQuantity: true });
  });

  it('rounds to the multiple instead of asking when a rounding mode is set', async () => {
    const { dialog, cart } = open(
      { mode: 'add', product: almondMilk, start: { quantity: 7, unitOfMeasure: 'EA' } },
      { roundingFlag: 'up' },
    );
    submit(dialog);
    await waitFor(() => expect(cart.added).toHaveLength(1));
    expect(screen.queryByRole('dialog', { name: 'Confirm Quantity' })).toBeNull();
    expect(cart.added[0]?.payload.orderQuantity).toBe(12);
  });

  it('offers the price unit and an editable price only with canChangePrice, and sends an override', async () => {
    const customer = open({ mode: 'add', product: chicken });
    expect(within(customer.dialog).queryByRole('combobox', { name: 'Price By U/M' })).toBeNull();
    expect(within(customer.dialog).queryByRole('textbox', { name: 'Unit Price' })).toBeNull();
    cleanup();

    const { dialog, cart } = open({ mode: 'add', product: chicken }, { canChangePrice: true });
    expect(within(dialog).getByRole('combobox', { name: 'Price By U/M' })).toBeTruthy();
    const price = within(dialog).getByRole('textbox', { name: 'Unit Price' });
    await waitFor(() => expect((price as HTMLInputElement).value).toBe('86.0000'));
    const user = userEvent.setup();
    await user.clear(price);
    await user.type(price, '80.5');
    expect(dialog.textContent).toContain('Price overridden');
    submit(dialog);
    await waitFor(() => expect(cart.added).toHaveLength(1));
    expect(cart.added[0]?.payload).toMatchObject({ overridePrice: 80.5, unitOfMeasure_Prc: 'CS' });
  });

  it('hides prices with hidePricing and notes without allowProductTextLines', () => {
    const hidden = open({ mode: 'add', product: chicken }, { hidePricing: true });
    expect(within(hidden.dialog).queryByTestId('dialog-extension')).toBeNull();
    expect(within(hidden.dialog).queryByText('Unit Price')).toBeNull();
    expect(within(hidden.dialog).queryByRole('textbox', { name: 'Note 1' })).toBeNull();
    cleanup();
    const notes = open({ mode: 'add', product: chicken }, { allowProductTextLines: true });
    expect(within(notes.dialog).getByRole('textbox', { name: 'Note 1' })).toBeTruthy();
    expect(within(notes.dialog).getByRole('textbox', { name: 'Note 2' })).toBeTruthy();
  });

  it('refuses a product without a Sell By U/M', () => {
    const { dialog } = open({ mode: 'add', product: { ...chicken, sellBys: [] } });
    expect(dialog.textContent).toContain(CartMessages.noSellBy);
    expect((within(dialog).getByRole('button', { name: 'Add To Cart' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('shows the first error the server gives', async () => {
    const { dialog, cart } = open({ mode: 'add', product: almondMilk });
    cart.addLine = () => Promise.reject(new Error('Quantity is too large.'));
    submit(dialog);
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Quantity is too large.');
  });
});

describe('Add To Cart: the typo guard (issue 36 item 8)', () => {
  it('asks before adding more than is in stock, showing the stock and the usual quantity; Change Quantity adds nothing', async () => {
    // 3 cases of almond milk are free (36 EA); the customer usually orders 2 cases over 6 orders.
    server.use(
      ...stockAndUsualHandlers([almondMilk], {
        stock: { [almondMilk.productKey]: 36 },
        usual: { [almondMilk.productKey]: { orders: 6, unitOfMeasure: 'CS', orderQuantity: 2 } },
      }),
    );
    const { dialog, cart } = open({
      mode: 'add',
      product: almondMilk,
      start: { quantity: 99_999_999, unitOfMeasure: 'CS' },
    });
    submit(dialog);
    const guard = await screen.findByRole('dialog', { name: 'Check Quantity' });
    expect(guard.textContent).toContain(`You are about to add 99,999,999 CS of ${almondMilk.description}.`);
    const facts = within(guard).getByRole('region', { name: almondMilk.description });
    expect(facts.textContent).toContain('In stock3 CS available');
    expect(facts.textContent).toContain('You usually order2 CS per order (6 orders in the last 13 weeks)');
    // The safe answer has the focus: a reflexive Enter goes back to the quantity.
    expect(document.activeElement?.textContent).toBe('Change Quantity');
    fireEvent.click(within(guard).getByRole('button', { name: 'Change Quantity' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Check Quantity' })).toBeNull());
    expect(cart.added).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Add To Cart' })).toBeTruthy();
  });

  it('asks about a quantity far above the usual one even when it is in stock, and Add Anyway adds it', async () => {
    server.use(
      ...stockAndUsualHandlers([almondMilk], {
        usual: { [almondMilk.productKey]: { orders: 4, unitOfMeasure: 'CS', orderQuantity: 2 } },
      }),
    );
    const { dialog, cart } = open({ mode: 'add', product: almondMilk, start: { quantity: 200, unitOfMeasure: 'CS' } });
    submit(dialog);
    const guard = await screen.findByRole('dialog', { name: 'Check Quantity' });
    expect(guard.textContent).toContain('2 CS per order (4 orders in the last 13 weeks)');
    fireEvent.click(within(guard).getByRole('button', { name: 'Add Anyway' }));
    await waitFor(() => expect(cart.added).toHaveLength(1));
    expect(cart.added[0]?.payload).toMatchObject({ orderQuantity: 200, unitOfMeasure: 'CS' });
  });

  it('adds a usual quantity that is in stock without asking', async () => {
    server.use(
      ...stockAndUsualHandlers([almondMilk], {
        stock: { [almondMilk.productKey]: 36 },
        usual: { [almondMilk.productKey]: { orders: 4, unitOfMeasure: 'CS', orderQuantity: 2 } },
      }),
    );
    const { dialog, cart } = open({ mode: 'add', product: almondMilk, start: { quantity: 3, unitOfMeasure: 'CS' } });
    submit(dialog);
    await waitFor(() => expect(cart.added).toHaveLength(1));
    expect(screen.queryByRole('dialog', { name: 'Check Quantity' })).toBeNull();
  });
});

describe('Edit Cart dialog', () => {
  it('keeps the Sell By of the line and sends the line id', async () => {
    const line = cartLineOf(chicken, {
      id: 42,
      quantity: { value: 2, unit: 'CS' },
      unitPrice: { factor: 86, from: 'CS', to: '$' },
    });
    const { dialog, cart } = open({ mode: 'edit', line });
    expect(within(dialog).getByRole('combobox', { name: 'Sell By U/M' }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Increase quantity' }));
    submit(dialog, 'Update Cart');
    await waitFor(() => expect(cart.added).toHaveLength(1));
    expect(cart.added[0]?.payload).toMatchObject({ id: 42, orderQuantity: 3, unitOfMeasure: 'CS' });
  });
});
