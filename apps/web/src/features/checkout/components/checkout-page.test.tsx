// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  defaultSettingValues,
  endpoints,
  type Cart,
  type CartEstimate,
  type CartHeaderState,
  type OrderResult,
  type ShipMethod,
  type UserSettings,
  type UserType,
} from '@provender/contract';
import { ApiSessionContext, type ApiSession } from '../../../components/api-client/api-session.ts';
import { endpointHandler, errorAnswer, server, tableRows } from '../../../testing/msw.ts';
import { CheckoutPage, type CheckoutPageProps } from './checkout-page.tsx';

afterEach(cleanup);

const isoIn = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const dates = { defaultDate: isoIn(3), earliestDate: isoIn(3), dates: [isoIn(3), isoIn(4)], cutoff: null };
const header: CartHeaderState = {
  customerShipToCode: '001',
  customer_PO: 'PO-1',
  specialInstruction1: '',
  specialInstruction2: '',
  notes: '',
  deliveryDate: dates.defaultDate,
  addressId: null,
  isValid: true,
  message: '',
};
const cart: Cart = {
  header,
  messages: [],
  readOnly: null,
  priceConversion: { from: 'CS', to: '$' },
  lines: [
    {
      id: 1,
      productKey: 11,
      product: {
        productKey: 11,
        productCode: 'P11',
        description: 'Quokka Cola 12 oz Can',
        catalogDescription: '',
        additional: {},
        productMainCategoryCode: 'M',
        productCategoryCode: 'C',
        mainCategoryDescription: 'Main',
        categoryDescription: 'Category',
        sellBys: [{ unitOfMeasure: 'CS', sellByMultiple: 1, stockConversion: 24, isPricing: true }],
        priceBys: [{ unitOfMeasure: 'CS', stockConversion: 24, priceDecimals: 2 }],
        pricingUM: 'CS',
        listImage: '',
        mobileImage: '',
        cardImage: '',
        detailImages: [],
        defaultQuantity: { orderQuantity: 1, unitOfMeasure: 'CS' },
      },
      quantity: { value: 2, unit: 'CS' },
      unitPrice: { factor: 12.34, from: 'CS', to: '$' },
      priceDecimals: 2,
      extension: 24.68,
      caseQuantity: 2,
      productText1: '',
      productText2: '',
      isOverridePrice: false,
      isAvailable: true,
    },
  ],
};
const estimateOf = (total: number | null): CartEstimate => ({
  lineTotal: total,
  addOnCharges: 0,
  tax: 0,
  taxableAmount: 0,
  total,
  charges: [],
  taxRate: 0,
  isEstimated: false,
});
const order = (o: Partial<OrderResult> = {}): OrderResult => ({
  orderNumber: '100001',
  estimatedTotal: 24.68,
  accepted: true,
  messages: [],
  confirmation: null,
  deliveryDate: null,
  ...o,
});
const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status });

type Answer = Response | (() => Response);
type EndpointName = keyof typeof endpoints;
/**
 * A fake server: each endpoint of the table named here answers its queued responses in turn, the
 * last one for good; every other endpoint answers 404.
 */
function fakeServer(routes: Partial<Record<EndpointName, Answer[]>>) {
  const calls: { name: EndpointName; body: unknown }[] = [];
  const named = (Object.keys(routes) as EndpointName[]).map((name) =>
    endpointHandler(endpoints[name], async ({ request }) => {
      const text = await request.text();
      calls.push({ name, body: text ? (JSON.parse(text) as unknown) : undefined });
      const queue = routes[name] ?? [];
      const next = (queue.length > 1 ? queue.shift() : queue[0]) as Answer;
      return typeof next === 'function' ? next() : next.clone();
    }),
  );
  const others = tableRows.map((endpoint) =>
    endpointHandler(endpoint, () => errorAnswer(404, 'NOT_FOUND', `${endpoint.method} ${endpoint.path}`)),
  );
  server.use(...named, ...others);
  return { calls, posts: (name: EndpointName) => calls.filter((c) => c.name === name).map((c) => c.body) };
}

function renderCheckout(options: {
  userType: UserType;
  shipMethod?: ShipMethod;
  settings?: Partial<UserSettings>;
  punchout?: CheckoutPageProps['punchout'];
}) {
  const settings: UserSettings = {
    ...defaultSettingValues,
    sessionType: 'normal',
    requiredPO: false,
    defaultPO: '',
    menu: [],
    ...options.settings,
  };
  const api: ApiSession = {
    token: 'tok',
    customerKey: 1,
    shipMethod: options.shipMethod ?? null,
    onSessionEnded: vi.fn(),
  };
  const onCartChanged = vi.fn();
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <MemoryRouter>
      <QueryClientProvider client={queryClient}>
        <ApiSessionContext value={api}>
          <CheckoutPage
            userType={options.userType}
            settings={settings}
            cart={cart}
            cartPending={false}
            shipTos={[
              {
                code: '001',
                name: 'Main Kitchen',
                address1: '1 Main St',
                address2: '',
                city: 'Boston',
                state: 'MA',
                zip: '02118',
                phone: '',
              },
            ]}
            addresses={[]}
            shipMethod={options.shipMethod ?? 'delivery'}
            onShipMethodChange={vi.fn()}
            onCartChanged={onCartChanged}
            punchout={options.punchout ?? null}
          />
        </ApiSessionContext>
      </QueryClientProvider>
    </MemoryRouter>,
  );
  return { onCartChanged };
}

const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;
const type = async (user: UserEvent, label: RegExp | string, value: string) => {
  const field = screen.getByRole('textbox', { name: label });
  await user.clear(field);
  await user.type(field, value);
};

async function toConfirm() {
  fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
  await screen.findByText('Confirm Order');
}

async function payWithCard() {
  const user = userEvent.setup();
  await screen.findByRole('textbox', { name: /^Card Number/ });
  await type(user, /^Card Number/, '4111111111111111');
  await type(user, /^Expiration/, '1230');
  await type(user, /^CVV/, '123');
  await type(user, /^Name on Card/, 'Jordan Ellis');
  await type(user, /^Address Line 1/, '48 Union Park');
  await type(user, /^City/, 'Boston');
  await type(user, /^State/, 'MA');
  await type(user, /^ZIP Code/, '02118');
  fireEvent.click(button('Next'));
}

const consumerPickup = {
  userType: 'consumer' as const,
  shipMethod: 'pickup' as const,
  settings: { allowConsumerDelivery: false },
};
const cardResult = (o: OrderResult) => ({
  isSuccess: true,
  transactionId: 'test_1',
  orderNumber: o.orderNumber,
  errorReason: null,
  errors: [],
  order: o,
});

// Each test walks the whole checkout in jsdom (three steps, a card form): seconds on a busy shared machine.
describe('CheckoutPage, paying by card', { timeout: 20_000 }, () => {
  it('after "the total has changed" loads the new total before the buyer submits again, and pays that total', async () => {
    // The total changes on the server when it refuses the first payment; every estimate after that shows it.
    let changed = false;
    const fake = fakeServer({
      getCartHeader: [json(200, header)],
      getDeliveryDates: [json(200, dates)],
      saveCartHeader: [json(200, header)],
      getCartEstimate: [() => json(200, estimateOf(changed ? 26.5 : 24.68))],
      payAndSubmit: [
        () => {
          changed = true;
          return json(409, {
            code: 'CONFLICT',
            message: 'changed',
            errors: [
              'The order total has changed. Please review your order before paying.',
              'The order total is now $26.50.',
            ],
          });
        },
        json(200, cardResult(order({ estimatedTotal: 26.5 }))),
      ],
    });
    const { onCartChanged } = renderCheckout(consumerPickup);
    await screen.findByText('Pickup at the warehouse');
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await payWithCard();
    await waitFor(() => expect(screen.getAllByText('$24.68').length).toBeGreaterThan(1));

    fireEvent.click(button('Submit'));
    await screen.findByText('The order total is now $26.50.');
    // The Confirm step shows the new total; the buyer submits again and pays it.
    await screen.findAllByText('$26.50');
    expect(onCartChanged).toHaveBeenCalled();
    await waitFor(() => expect(button('Submit').disabled).toBe(false));
    fireEvent.click(button('Submit'));
    await screen.findByText('Order 100001 submitted');
    expect(fake.posts('payAndSubmit').map((b) => (b as { orderTotal: number }).orderTotal)).toEqual([24.68, 26.5]);
  });

  it("names on the receipt the card's issuer, its last four digits and the transaction id (issue 36)", async () => {
    fakeServer({
      getCartHeader: [json(200, header)],
      getDeliveryDates: [json(200, dates)],
      saveCartHeader: [json(200, header)],
      getCartEstimate: [json(200, estimateOf(24.68))],
      payAndSubmit: [json(200, cardResult(order({ estimatedTotal: 24.68 })))],
    });
    renderCheckout(consumerPickup);
    await screen.findByText('Pickup at the warehouse');
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await payWithCard();
    await waitFor(() => expect(button('Submit').disabled).toBe(false));
    fireEvent.click(button('Submit'));
    await screen.findByText('Order 100001 submitted');
    const paid = screen.getByTestId('receipt-payment');
    expect(paid.textContent).toBe('Paid by Visa ending in 1111Transaction test_1');
    expect(document.body.textContent).not.toContain('4111111111111111');
  }, 30_000);

  it('shows a declined card once, inline above Submit, in buyer words', async () => {
    const declined = 'Your card was declined. Try another card or contact your bank.';
    fakeServer({
      getCartHeader: [json(200, header)],
      getDeliveryDates: [json(200, dates)],
      saveCartHeader: [json(200, header)],
      getCartEstimate: [json(200, estimateOf(24.68))],
      payAndSubmit: [
        json(200, {
          isSuccess: false,
          transactionId: null,
          orderNumber: null,
          errorReason: declined,
          errors: [declined],
          order: null,
        }),
      ],
    });
    renderCheckout(consumerPickup);
    await screen.findByText('Pickup at the warehouse');
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await payWithCard();
    await waitFor(() => expect(button('Submit').disabled).toBe(false));
    fireEvent.click(button('Submit'));
    await screen.findByText(declined);
    expect(screen.getAllByText(declined)).toHaveLength(1);
    await waitFor(() => expect(button('Submit').disabled).toBe(false));
  }, 30_000);

  it('with hidden pricing takes no card: the payment step says why and goes no further', async () => {
    const fake = fakeServer({
      getCartHeader: [json(200, header)],
      getDeliveryDates: [json(200, dates)],
      saveCartHeader: [json(200, header)],
    });
    renderCheckout({ ...consumerPickup, settings: { ...consumerPickup.settings, hidePricing: true } });
    await screen.findByText('Pickup at the warehouse');
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    await screen.findByText(
      'Card payment is not available because prices are hidden for your account. Please contact support to place your order.',
    );
    expect(screen.queryByRole('textbox', { name: /^Card Number/ })).toBeNull();
    expect(button('Next').disabled).toBe(true);
    expect(fake.posts('payAndSubmit')).toEqual([]);
  });
});

describe('CheckoutPage, submitting an order', () => {
  const routes = (submit: Response[]) => ({
    getCartHeader: [json(200, header)],
    getDeliveryDates: [json(200, dates)],
    saveCartHeader: [json(200, header)],
    getCartEstimate: [json(200, estimateOf(24.68))],
    submitOrder: submit,
  });

  it('shows the P.O. and special instruction limits as counters, and the order summary from the start', async () => {
    fakeServer(routes([json(200, order())]));
    renderCheckout({ userType: 'customer' });
    await screen.findByRole('textbox', { name: 'Customer P.O.' });
    // 'PO-1' of 20, and empty instructions of 50.
    expect(screen.getByText('4/20')).toBeTruthy();
    expect(screen.getAllByText('0/50')).toHaveLength(2);
    await type(userEvent.setup(), 'Special Instruction 1', 'Dock 3');
    await screen.findByText('6/50');
    const summary = screen.getByRole('complementary', { name: 'Order Summary' });
    await waitFor(() => expect(summary.textContent).toContain('$24.68'));
  }, 30_000);

  it('stays on Confirm with the messages when the server does not accept the order', async () => {
    fakeServer(
      routes([
        json(200, order({ accepted: false, messages: ['Credit hold: call the office'] })),
        json(200, order({ accepted: false })),
      ]),
    );
    const { onCartChanged } = renderCheckout({ userType: 'customer' });
    await toConfirm();
    await waitFor(() => expect(button('Submit').disabled).toBe(false));

    fireEvent.click(button('Submit'));
    await screen.findByText('Credit hold: call the office');
    expect(screen.queryByText(/submitted/)).toBeNull();
    await waitFor(() => expect(button('Submit').disabled).toBe(false));

    fireEvent.click(button('Submit'));
    await screen.findByText('The server rejected the order for an unspecified reason. Please contact support.');
    expect(screen.queryByText(/submitted/)).toBeNull();
    expect(onCartChanged).not.toHaveBeenCalled();
  });

  it('shows the receipt when the order is accepted', async () => {
    fakeServer(routes([json(200, order())]));
    const { onCartChanged } = renderCheckout({ userType: 'customer' });
    await toConfirm();
    await waitFor(() => expect(button('Submit').disabled).toBe(false));
    fireEvent.click(button('Submit'));
    await screen.findByText('Order 100001 submitted');
    expect(onCartChanged).toHaveBeenCalledTimes(1);
  });
});

describe('CheckoutPage in punchout', () => {
  const routes = {
    getCartHeader: [json(200, header)],
    getDeliveryDates: [json(200, dates)],
    saveCartHeader: [json(200, header)],
    getCartEstimate: [json(200, estimateOf(24.68))],
  };

  it('keeps Submit disabled after the cart was transferred (the page is leaving)', async () => {
    fakeServer(routes);
    const transfer = vi.fn(() => Promise.resolve());
    renderCheckout({ userType: 'customer', punchout: { label: 'Submit', transfer } });
    await toConfirm();
    await waitFor(() => expect(button('Submit').disabled).toBe(false));
    fireEvent.click(button('Submit'));
    await waitFor(() => expect(transfer).toHaveBeenCalledTimes(1));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(button('Submit').disabled).toBe(true);
    expect(button('Back').disabled).toBe(true);
  });

  it('enables Submit again when the transfer failed', async () => {
    fakeServer(routes);
    const transfer = vi.fn(() => Promise.reject(new Error('no')));
    renderCheckout({ userType: 'customer', punchout: { label: 'Submit', transfer } });
    await toConfirm();
    await waitFor(() => expect(button('Submit').disabled).toBe(false));
    fireEvent.click(button('Submit'));
    await screen.findByText('An unexpected error occurred. Please contact support.');
    expect(button('Submit').disabled).toBe(false);
  });
});
