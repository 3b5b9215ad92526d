import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CardCheckoutResult } from '@provender/contract';
import { cardCharges, cartLines, consumerAddresses, orders, users } from '../src/db/schema/index.ts';
import { createTestGateway, type TestGateway } from '../src/modules/payments/test-gateway.ts';
import { call, createTestApp, signIn, type TestApp } from './helpers/app.ts';
import { insertCatalogFixtures, setCustomerSetting, type CatalogFixtures } from './helpers/catalog-fixtures.ts';
import { fillCart, newKey, orderCount, postHeader, type As } from './helpers/checkout.ts';

let t: TestApp;
let f: CatalogFixtures;
let consumer: As;
let pickup: As;
let consumerCustomerId: number;
let home: number;
let studio: number;
let afterCharge: (() => Promise<void>) | null = null;
const inner = createTestGateway();
/** The test gateway, with a hook that runs between an approved charge and the order. */
const gateway: TestGateway = {
  ...inner,
  async charge(request) {
    const result = await inner.charge(request);
    if (afterCharge) await afterCharge();
    return result;
  },
};

const visa = { cardNumber: '4111 1111 1111 1111', expirationDate: '1230', cvv2: '123' };
const billing = {
  name: 'Jordan Ellis',
  address1: '48 Union Park',
  address2: '',
  city: 'Boston',
  state: 'MA',
  zip: '02118',
  phone: '(617) 555-0142',
  country: 'US',
  email: 'demo.consumer@example.com',
};

beforeAll(async () => {
  t = await createTestApp({ paymentGateway: gateway });
  f = await insertCatalogFixtures(t.db);
  const token = await signIn(t.app, 'demo.consumer@example.com');
  consumer = { token, shipMethod: 'delivery' };
  pickup = { token, shipMethod: 'pickup' };
  const [user] = await t.db
    .select({ customerId: users.customerId })
    .from(users)
    .where(eq(users.username, 'demo.consumer@example.com'));
  consumerCustomerId = user?.customerId ?? 0;
  const addresses = await t.db
    .select()
    .from(consumerAddresses)
    .where(eq(consumerAddresses.customerId, consumerCustomerId));
  home = addresses.find((a) => a.display === 'Home')?.id ?? 0;
  studio = addresses.find((a) => a.display === 'Studio')?.id ?? 0;
});
afterAll(() => t.close());
beforeEach(async () => {
  await fillCart(t.app, consumer, [{ productKey: f.products.cola, unitOfMeasure: 'CS', orderQuantity: 2 }]);
  await postHeader(t.app, consumer, { customer_PO: 'Weekend BBQ', addressId: home, deliveryDate: null });
});
afterEach(() => {
  afterCharge = null;
  gateway.declineAll(null);
  gateway.setUnavailable(false);
  gateway.failVoids(false);
});

async function total(as: As = consumer): Promise<number> {
  const res = await call(t.app, 'GET', '/api/checkout', as);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().total;
}
async function pay(as: As, body: Record<string, unknown>, key?: string) {
  return call(t.app, 'POST', '/api/checkout', {
    ...as,
    payload: { creditCard: visa, address: billing, ...body },
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });
}
const cartSize = async () => (await call(t.app, 'GET', '/api/cart', consumer)).json().lines.length as number;

describe('paying by card', () => {
  it('charges the card, places the order for the delivery address and keeps only brand, last four and expiry', async () => {
    // 2 CS at list 12.34 = 24.68, plus the 7.50 small-order delivery charge.
    expect(await total()).toBe(32.18);
    const before = gateway.transactions().length;
    const res = await pay(consumer, { orderTotal: 32.18, deliveryAddressId: home }, newKey());
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json() as CardCheckoutResult;
    expect(result).toMatchObject({
      isSuccess: true,
      errorReason: null,
      errors: [],
      transactionId: expect.stringMatching(/^test_/),
    });
    expect(result.order).toMatchObject({ orderNumber: result.orderNumber, estimatedTotal: 32.18, accepted: true });
    expect(gateway.transactions()).toHaveLength(before + 1);

    const [order] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, result.orderNumber ?? ''));
    expect(order).toMatchObject({
      customerId: consumerCustomerId,
      shipMethod: 'delivery',
      addressId: home,
      shiptoCode: null,
      poNumber: 'Weekend BBQ',
      total: '32.18',
    });
    expect(order?.shipTo?.zip).toBe('02118');
    const charges = await t.db
      .select()
      .from(cardCharges)
      .where(eq(cardCharges.orderId, order?.id ?? 0));
    expect(charges).toEqual([
      expect.objectContaining({
        status: 'captured',
        brand: 'Visa',
        last4: '1111',
        expiry: '1230',
        amount: '32.18',
        transactionId: result.transactionId,
        token: expect.stringMatching(/^tok_/),
      }),
    ]);
    const stored =
      JSON.stringify(await t.db.execute(sql`select * from card_charges`)) +
      JSON.stringify(await t.db.select().from(orders).where(eq(orders.customerId, consumerCustomerId)));
    expect(stored).not.toContain('4111111111111111');
    expect(stored).not.toContain('4111 1111');
    expect(await cartSize()).toBe(0);
  });

  it('collects pickup orders without delivery charge or address', async () => {
    await fillCart(t.app, pickup, [{ productKey: f.products.cola, unitOfMeasure: 'CS', orderQuantity: 2 }]);
    const amount = await total(pickup);
    expect(amount).toBe(24.68);
    const res = await pay(pickup, { orderTotal: amount });
    const result = res.json() as CardCheckoutResult;
    expect(result.isSuccess, res.body).toBe(true);
    const [order] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, result.orderNumber ?? ''));
    expect(order).toMatchObject({ shipMethod: 'pickup', addressId: null, shipTo: null, addOnCharges: '0.00' });
  });

  it('with the same key charges once and answers the same order', async () => {
    const key = newKey();
    const amount = await total();
    const before = gateway.transactions().length;
    const first = (await pay(consumer, { orderTotal: amount }, key)).json() as CardCheckoutResult;
    const again = (await pay(consumer, { orderTotal: amount }, key)).json() as CardCheckoutResult;
    expect(first.isSuccess).toBe(true);
    expect(again).toEqual(first);
    expect(gateway.transactions()).toHaveLength(before + 1);
  });

  it('in parallel with the same key creates one order and one charge', async () => {
    const key = newKey();
    const amount = await total();
    const [ordersBefore, chargesBefore] = [await orderCount(t.db, consumerCustomerId), gateway.transactions().length];
    const answers = await Promise.all(Array.from({ length: 6 }, () => pay(consumer, { orderTotal: amount }, key)));
    const results = answers.map((r) => r.json() as CardCheckoutResult);
    expect(
      results.every((r) => r.isSuccess),
      answers.map((a) => a.body).join('\n'),
    ).toBe(true);
    expect(new Set(results.map((r) => r.orderNumber)).size).toBe(1);
    expect(await orderCount(t.db, consumerCustomerId)).toBe(ordersBefore + 1);
    expect(gateway.transactions().filter((x) => x.status === 'approved')).toHaveLength(chargesBefore + 1);
  });
});

describe('a payment that fails orders nothing', () => {
  async function expectNothingOrdered(run: () => Promise<void>) {
    const before = await orderCount(t.db, consumerCustomerId);
    await run();
    expect(await orderCount(t.db, consumerCustomerId)).toBe(before);
    expect(await cartSize()).toBe(1);
  }

  it('when the card is declined', async () => {
    await expectNothingOrdered(async () => {
      const res = await pay(consumer, {
        orderTotal: await total(),
        creditCard: { ...visa, cardNumber: '4000000000000002' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        isSuccess: false,
        orderNumber: null,
        transactionId: null,
        errorReason: 'Your card was declined. Try another card or contact your bank.',
      });
    });
    const [declined] = await t.db.select().from(cardCharges).where(eq(cardCharges.status, 'declined'));
    // The processor's reason stays with the charge, for support; the buyer is not shown it.
    expect(declined).toMatchObject({ orderId: null, last4: '0002', transactionId: null, message: 'Do not honor' });
  });

  it('when the gateway is told to decline', async () => {
    gateway.declineAll('Insufficient funds');
    await expectNothingOrdered(async () => {
      const res = await pay(consumer, { orderTotal: await total() });
      expect(res.json().errorReason).toBe('Your card was declined. Try another card or contact your bank.');
    });
  });

  it('when the card breaks a rule, before anything is charged', async () => {
    const before = gateway.transactions().length;
    const cases: [Record<string, string>, string][] = [
      [{ cardNumber: '4111111111111112' }, 'Card Number is invalid'],
      [{ cardNumber: '4242424242424242' }, 'Only test card numbers are accepted in test mode'],
      [{ cardNumber: '3530111333300000' }, 'Card is from an unaccepted Issuer'],
      [{ cardNumber: '' }, 'Card Number is a required field'],
      [{ expirationDate: '0120' }, 'Card is expired'],
      [{ expirationDate: '1330' }, 'Expiration Date is invalid'],
      [{ cardNumber: '378282246310005', cvv2: '123' }, 'CVV must be 4 digits'],
      [{ cvv2: '' }, 'CVV is a required field'],
    ];
    await expectNothingOrdered(async () => {
      for (const [card, message] of cases) {
        const res = await pay(consumer, { orderTotal: await total(), creditCard: { ...visa, ...card } });
        expect(res.json(), message).toMatchObject({ isSuccess: false, errorReason: message });
      }
      const named = await pay(consumer, {
        orderTotal: await total(),
        address: { ...billing, name: 'Jordan', zip: '' },
      });
      expect(named.json()).toMatchObject({
        isSuccess: false,
        errorReason: 'Please enter first and last name',
        errors: ['Please enter first and last name', 'ZIP Code is required'],
      });
    });
    expect(gateway.transactions()).toHaveLength(before);
  });

  it('when the total the buyer saw is not the total', async () => {
    const before = gateway.transactions().length;
    await expectNothingOrdered(async () => {
      const res = await pay(consumer, { orderTotal: 1 });
      expect(res.statusCode).toBe(409);
      expect(res.json().errors).toEqual([
        'The order total has changed. Please review your order before paying.',
        'The order total is now $32.18.',
      ]);
    });
    expect(gateway.transactions()).toHaveLength(before);
  });

  it('when the delivery zone minimum is not met', async () => {
    await expectNothingOrdered(async () => {
      const res = await pay(consumer, { orderTotal: await total(), deliveryAddressId: studio });
      expect(res.statusCode).toBe(409);
      expect(res.json().errors).toEqual([
        'Current line total is $24.68',
        'Minimum order amount for this zip code is $40.00',
      ]);
    });
  });

  it('when the payment service is down', async () => {
    gateway.setUnavailable(true);
    await expectNothingOrdered(async () => {
      const res = await pay(consumer, { orderTotal: await total() });
      expect(res.statusCode).toBe(502);
      expect(res.json().message).toBe('Payment Service is unavailable. Please contact support.');
    });
  });

  it('and voids the charge when the order cannot be placed after it', async () => {
    const amount = await total();
    afterCharge = async () => {
      await t.db.delete(cartLines);
    };
    const before = await orderCount(t.db, consumerCustomerId);
    const res = await pay(consumer, { orderTotal: amount }, newKey());
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual(['No items in cart']);
    expect(await orderCount(t.db, consumerCustomerId)).toBe(before);
    const last = gateway.transactions().at(-1);
    expect(last?.status).toBe('voided');
    const [row] = await t.db
      .select()
      .from(cardCharges)
      .where(eq(cardCharges.transactionId, last?.transactionId ?? ''));
    expect(row).toMatchObject({ status: 'voided', orderId: null });
  });

  it('and records a void the processor refused for a person to follow up', async () => {
    const amount = await total();
    gateway.failVoids(true);
    afterCharge = async () => {
      await t.db.delete(cartLines);
    };
    const res = await pay(consumer, { orderTotal: amount });
    expect(res.statusCode).toBe(409);
    const [row] = await t.db
      .select()
      .from(cardCharges)
      .where(eq(cardCharges.transactionId, gateway.transactions().at(-1)?.transactionId ?? ''));
    expect(row?.status).toBe('void_failed');
  });

  it('when prices are hidden: no card is charged for a total the buyer was never shown', async () => {
    await setCustomerSetting(t.db, consumerCustomerId, 'hidePricing', true);
    try {
      expect(await total()).toBeNull();
      const before = gateway.transactions().length;
      await expectNothingOrdered(async () => {
        // What a browser without a total could send, and the real total guessed right: both refused.
        for (const orderTotal of [0, 32.18]) {
          const res = await pay(consumer, { orderTotal, deliveryAddressId: home }, newKey());
          expect(res.statusCode, res.body).toBe(409);
          expect(res.json().errors).toEqual([
            'Card payment is not available because prices are hidden for your account. Please contact support to place your order.',
          ]);
        }
      });
      expect(gateway.transactions()).toHaveLength(before);
    } finally {
      await setCustomerSetting(t.db, consumerCustomerId, 'hidePricing', undefined);
    }
    const res = await pay(consumer, { orderTotal: await total() }, newKey());
    expect(res.json().isSuccess, res.body).toBe(true);
  });

  it('is for consumers only', async () => {
    const customer = await signIn(t.app, 'demo.customer');
    const res = await call(t.app, 'POST', '/api/checkout', {
      token: customer,
      payload: { orderTotal: 1, creditCard: visa, address: billing },
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('card data in the logs', () => {
  it('never appears, on success or on a refused body', async () => {
    const lines: string[] = [];
    const logged = await createTestApp({
      paymentGateway: createTestGateway(),
      logLevel: 'trace',
      logStream: { write: (line) => void lines.push(line) },
    });
    try {
      const token = await signIn(logged.app, 'demo.consumer@example.com');
      const as = { token, shipMethod: 'pickup' };
      await fillCart(logged.app, as, [
        { productKey: (await insertCatalogFixtures(logged.db)).products.cola, unitOfMeasure: 'CS', orderQuantity: 1 },
      ]);
      await postHeader(logged.app, as, { customer_PO: 'Log check' });
      const amount = (await call(logged.app, 'GET', '/api/checkout', as)).json().total;
      const card = { cardNumber: '5555555555554444', expirationDate: '1230', cvv2: '731' };
      const ok = await call(logged.app, 'POST', '/api/checkout', {
        ...as,
        payload: { orderTotal: amount, creditCard: card, address: billing },
      });
      expect(ok.json().isSuccess, ok.body).toBe(true);
      const bad = await call(logged.app, 'POST', '/api/checkout', {
        ...as,
        payload: { orderTotal: amount, creditCard: { ...card, pin: '1234' }, address: billing },
      });
      expect(bad.statusCode).toBe(400);
      const log = lines.join('\n');
      expect(lines.length).toBeGreaterThan(4);
      expect(log).not.toContain('5555555555554444');
      expect(log).not.toContain('cvv2');
    } finally {
      await logged.close();
    }
  });
});
