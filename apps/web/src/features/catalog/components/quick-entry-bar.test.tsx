// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CartMessages, type CartLineError, type CartLinePayload } from '@provender/contract';
import { NotifyContext, type NotificationRequest } from '../../../components/notifications/notification.ts';
import { server } from '../../../testing/msw.ts';
import { CatalogEnvironmentContext, defaultCatalogSettings, type CatalogCart } from '../catalog-environment.ts';
import { almondMilk, chicken } from '../testing/sample-products.ts';
import { stockAndUsualHandlers } from '../testing/stock-handlers.ts';
import type { QuickEntryLine } from '../utils/quick-entry.ts';
import { QUICK_ENTRY_STATUS_TEXT } from './quick-entry-status-dialog.tsx';
import { QuickEntryBar } from './quick-entry-bar.tsx';

afterEach(cleanup);

const cheese = { ...chicken, productKey: 555, description: 'Cheddar Sharp Yellow' };

// Plenty in stock and no usual quantities, unless a test says otherwise (the typo guard, decision 425).
beforeEach(() => server.use(...stockAndUsualHandlers([chicken, almondMilk, cheese])));

/**
 * A cart that answers line errors as the server does with rounding off: a quantity that is not a
 * multiple of its Sell By gets the divisibility question unless confirmed; `refuse` names products
 * refused outright.
 */
function fakeCart(refuse: Record<number, string> = {}) {
  const added: { payloads: CartLinePayload[]; confirmQuantity: boolean }[] = [];
  const products = [chicken, almondMilk, cheese];
  const cart: CatalogCart = {
    lines: [],
    addLine: () => Promise.reject(new Error('not used')),
    editLine: () => Promise.reject(new Error('not used')),
    addLines: (payloads, options) => {
      added.push({ payloads, confirmQuantity: options?.confirmQuantity ?? false });
      return Promise.resolve({ isSuccess: true, data: [], errors: [] });
    },
    validateLines: (payloads, options) =>
      Promise.resolve(
        payloads.flatMap((p): CartLineError[] => {
          const product = products.find((x) => x.productKey === p.productKey);
          const multiple = product?.sellBys.find((s) => s.unitOfMeasure === p.unitOfMeasure)?.sellByMultiple ?? 1;
          const base = { id: p.id ?? null, productKey: p.productKey, unitOfMeasure: p.unitOfMeasure };
          const description = product?.description ?? '';
          const refusal = refuse[p.productKey];
          if (refusal) return [{ ...base, description, message: refusal }];
          if (p.orderQuantity % multiple !== 0 && !options?.confirmQuantity)
            return [{ ...base, description, message: CartMessages.notDivisible }];
          return [];
        }),
      ),
  };
  return { cart, added };
}

function renderBar(cart: CatalogCart, lines: QuickEntryLine[]) {
  const onAdded = vi.fn<(keys: number[]) => void>();
  const notices: NotificationRequest[] = [];
  render(
    <QueryClientProvider client={new QueryClient()}>
      <NotifyContext value={(n) => notices.push(n)}>
        <CatalogEnvironmentContext
          value={{
            userType: 'customer',
            settings: { ...defaultCatalogSettings, roundingFlag: 'none' },
            cartAccess: 'open',
            cart,
            readOnlyNote: null,
            addToOrderGuide: null,
          }}
        >
          <QuickEntryBar
            lines={new Map(lines.map((l) => [l.product.productKey, l]))}
            onClear={() => undefined}
            onAdded={onAdded}
          />
        </CatalogEnvironmentContext>
      </NotifyContext>
    </QueryClientProvider>,
  );
  return { onAdded, notices };
}

/** Two cases of chicken (fine) and 7 EA of almond milk, sold in sixes. */
const typed: QuickEntryLine[] = [
  { product: chicken, quantity: '2', unitOfMeasure: 'CS' },
  { product: almondMilk, quantity: '7', unitOfMeasure: 'EA' },
];

describe('quick entry: the divisibility question', { timeout: 20_000 }, () => {
  it('is asked as the yes/no confirm before anything is added; Yes adds every line, confirmed', async () => {
    const user = userEvent.setup();
    const { cart, added } = fakeCart();
    const { onAdded, notices } = renderBar(cart, typed);
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));

    const confirm = await screen.findByRole('dialog', { name: 'Confirm Quantity' });
    expect(confirm.textContent).toContain(CartMessages.notDivisible);
    expect(within(confirm).getByRole('list', { name: 'Quantities to confirm' }).textContent).toContain(
      `${almondMilk.description}7 EA · Sell By multiple 6`,
    );
    // Not an error table, and nothing went into the cart while the question is open.
    expect(screen.queryByRole('dialog', { name: 'Quick Entry Status' })).toBeNull();
    expect(added).toEqual([]);
    // Yes is the primary answer and has the focus.
    expect(within(confirm).getByRole('button', { name: 'Yes' }).className).toContain('MuiButton-contained');
    expect(within(confirm).getByRole('button', { name: 'No' }).className).not.toContain('MuiButton-contained');
    expect(document.activeElement?.textContent).toBe('Yes');

    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await vi.waitFor(() => expect(added).toHaveLength(1));
    expect(added[0]?.confirmQuantity).toBe(true);
    expect(added[0]?.payloads.map((p) => [p.productKey, p.orderQuantity, p.unitOfMeasure])).toEqual([
      [chicken.productKey, 2, 'CS'],
      [almondMilk.productKey, 7, 'EA'],
    ]);
    expect(onAdded).toHaveBeenCalledWith([chicken.productKey, almondMilk.productKey]);
    expect(notices.at(-1)).toMatchObject({ type: 'success', message: '2 Product(s) Added To Cart' });
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm Quantity' })).toBeNull());
  });

  it('No adds only the other lines and leaves the undivisible row as typed', async () => {
    const user = userEvent.setup();
    const { cart, added } = fakeCart();
    const { onAdded, notices } = renderBar(cart, typed);
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    const confirm = await screen.findByRole('dialog', { name: 'Confirm Quantity' });
    await user.click(within(confirm).getByRole('button', { name: 'No' }));

    await vi.waitFor(() => expect(added).toHaveLength(1));
    expect(added[0]?.confirmQuantity).toBe(false);
    expect(added[0]?.payloads.map((p) => p.productKey)).toEqual([chicken.productKey]);
    // Only the chicken row is cleared; the almond milk row keeps its 7 for editing.
    expect(onAdded).toHaveBeenCalledWith([chicken.productKey]);
    expect(notices.at(-1)).toMatchObject({ message: '1 Product(s) Added To Cart' });
    expect(screen.queryByRole('dialog', { name: 'Quick Entry Status' })).toBeNull();
  });

  it('No with nothing else to add adds nothing and says nothing', async () => {
    const user = userEvent.setup();
    const { cart, added } = fakeCart();
    const { onAdded, notices } = renderBar(cart, [typed[1] as QuickEntryLine]);
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Confirm Quantity' })).getByRole('button', { name: 'No' }),
    );
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm Quantity' })).toBeNull());
    expect(added).toEqual([]);
    expect(onAdded).not.toHaveBeenCalled();
    expect(notices).toEqual([]);
  });

  it('keeps real line errors in Quick Entry Status, apart from the question', async () => {
    const user = userEvent.setup();
    const { cart, added } = fakeCart({ [cheese.productKey]: 'This product is unavailable.' });
    const { onAdded } = renderBar(cart, [...typed, { product: cheese, quantity: '1', unitOfMeasure: 'CS' }]);
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));

    // First the question, without the error table...
    const confirm = await screen.findByRole('dialog', { name: 'Confirm Quantity' });
    expect(confirm.textContent).not.toContain(cheese.description);
    expect(screen.queryByRole('dialog', { name: 'Quick Entry Status' })).toBeNull();
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));

    // ...then the lines are added and only the real error is listed.
    const status = await screen.findByRole('dialog', { name: 'Quick Entry Status' });
    expect(status.textContent).toContain(QUICK_ENTRY_STATUS_TEXT);
    const rows = within(status).getAllByRole('row');
    expect(rows.map((r) => r.textContent)).toEqual([
      'Product DescriptionMessage',
      `${cheese.description}This product is unavailable.`,
    ]);
    expect(status.textContent).not.toContain(CartMessages.notDivisible);
    expect(within(status).queryByRole('button', { name: 'Add Anyway' })).toBeNull();
    expect(added[0]?.payloads.map((p) => p.productKey)).toEqual([chicken.productKey, almondMilk.productKey]);
    expect(onAdded).toHaveBeenCalledWith([chicken.productKey, almondMilk.productKey]);
  });
});

describe('quick entry: the typo guard (issue 36 item 8)', { timeout: 20_000 }, () => {
  it('asks about every line above the stock or far above the usual quantity at once, before anything is sent', async () => {
    // 2 cases of chicken free (80 LB); almond milk usually 2 cases a order, 400 typed.
    server.use(
      ...stockAndUsualHandlers([chicken, almondMilk, cheese], {
        stock: { [chicken.productKey]: 80 },
        usual: { [almondMilk.productKey]: { orders: 5, unitOfMeasure: 'CS', orderQuantity: 2 } },
      }),
    );
    const user = userEvent.setup();
    const { cart, added } = fakeCart();
    const { onAdded, notices } = renderBar(cart, [
      { product: chicken, quantity: '5', unitOfMeasure: 'CS' },
      { product: almondMilk, quantity: '400', unitOfMeasure: 'CS' },
      { product: cheese, quantity: '1', unitOfMeasure: 'CS' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));

    const guard = await screen.findByRole('dialog', { name: 'Check Quantity' });
    const chickenFacts = within(guard).getByRole('region', { name: chicken.description });
    expect(chickenFacts.textContent).toContain('Adding5 CS');
    expect(chickenFacts.textContent).toContain('In stock2 CS available');
    const milkFacts = within(guard).getByRole('region', { name: almondMilk.description });
    expect(milkFacts.textContent).toContain('Adding400 CS');
    expect(milkFacts.textContent).toContain('2 CS per order (5 orders in the last 13 weeks)');
    expect(within(guard).queryByRole('region', { name: cheese.description })).toBeNull();
    expect(added).toEqual([]);

    await user.click(within(guard).getByRole('button', { name: 'Change Quantities' }));
    await vi.waitFor(() => expect(screen.queryByRole('dialog', { name: 'Check Quantity' })).toBeNull());
    expect(added).toEqual([]);
    expect(onAdded).not.toHaveBeenCalled();
    expect(notices).toEqual([]);
  });

  it('Add Anyway goes on to add every line', async () => {
    server.use(...stockAndUsualHandlers([chicken, almondMilk, cheese], { stock: { [chicken.productKey]: 80 } }));
    const user = userEvent.setup();
    const { cart, added } = fakeCart();
    const { notices } = renderBar(cart, [
      { product: chicken, quantity: '5', unitOfMeasure: 'CS' },
      { product: cheese, quantity: '1', unitOfMeasure: 'CS' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    const guard = await screen.findByRole('dialog', { name: 'Check Quantity' });
    expect(guard.textContent).toContain(`You are about to add 5 CS of ${chicken.description}.`);
    await user.click(within(guard).getByRole('button', { name: 'Add Anyway' }));
    await vi.waitFor(() => expect(added).toHaveLength(1));
    expect(added[0]?.payloads.map((p) => [p.productKey, p.orderQuantity])).toEqual([
      [chicken.productKey, 5],
      [cheese.productKey, 1],
    ]);
    expect(notices.at(-1)).toMatchObject({ type: 'success', message: '2 Product(s) Added To Cart' });
  });
});
