import { and, asc, eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { CartEstimate, OrderResult } from '@provender/contract';
import { cartLines, carts, holidays, orderLines, orders, products, users } from '../src/db/schema/index.ts';
import {
  cartFingerprint,
  createCheckoutRepository,
  type OrderWrite,
} from '../src/modules/checkout/checkout.repository.ts';
import { call, createTestApp, signIn, type TestApp } from './helpers/app.ts';
import { insertCatalogFixtures, setCustomerSetting, type CatalogFixtures } from './helpers/catalog-fixtures.ts';
import { fillCart, newKey, orderCount, postHeader, setShipto, submit, type As } from './helpers/checkout.ts';

let t: TestApp;
let f: CatalogFixtures;
let customer: As;

/** 2 CS chicken at the contract 1.90/LB = 152.00; 12 EA cola at 0.4833 = 5.80 (C10001, level 2). */
const usualLines = () => [
  { productKey: f.products.chicken, unitOfMeasure: 'CS', orderQuantity: 2, unitOfMeasure_Prc: 'LB' },
  { productKey: f.products.cola, unitOfMeasure: 'EA', orderQuantity: 12 },
];
const overrides = [
  'taxableMainCategories',
  'fuelSurchargePercent',
  'taxExempt',
  'hidePricing',
  'smallOrderDeliveryCharge',
];

beforeAll(async () => {
  t = await createTestApp();
  f = await insertCatalogFixtures(t.db);
  customer = { token: await signIn(t.app, 'demo.customer') };
  await setShipto(t.db, f.customerIds.C10001, '001', { deliveryDays: [1, 2, 3, 4, 5], state: 'MA' });
  await setShipto(t.db, f.customerIds.C10001, '002', { deliveryDays: [1, 2, 3, 4, 5], state: 'NH' });
});
afterAll(() => t.close());
beforeEach(async () => {
  await fillCart(t.app, customer, usualLines());
  await postHeader(t.app, customer, {
    customerShipToCode: '001',
    customer_PO: '',
    specialInstruction1: '',
    deliveryDate: null,
  });
});
afterEach(async () => {
  for (const key of overrides) await setCustomerSetting(t.db, f.customerIds.C10001, key, undefined);
  await t.db.update(products).set({ isCatchWeight: false, isActive: true }).where(eq(products.id, f.products.chicken));
});

async function estimate(): Promise<CartEstimate> {
  const res = await call(t.app, 'GET', '/api/checkout', customer);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('the estimate', () => {
  it('adds the small-order delivery charge and no tax when nothing is taxable', async () => {
    expect(await estimate()).toEqual({
      lineTotal: 157.8,
      addOnCharges: 7.5,
      charges: [{ code: 'delivery', description: 'Small order delivery charge', amount: 7.5 }],
      taxableAmount: 0,
      tax: 0,
      taxRate: 6.25,
      total: 165.3,
      isEstimated: false,
    });
  });

  it("taxes taxable categories at the ship-to state's rate, not the charges", async () => {
    await setCustomerSetting(t.db, f.customerIds.C10001, 'taxableMainCategories', ['TMC']);
    // 157.80 x 6.25 % = 9.8625 -> 9.86
    expect(await estimate()).toMatchObject({
      lineTotal: 157.8,
      taxableAmount: 157.8,
      tax: 9.86,
      addOnCharges: 7.5,
      total: 175.16,
    });
    await postHeader(t.app, customer, { customerShipToCode: '002' });
    expect(await estimate()).toMatchObject({ taxableAmount: 157.8, taxRate: 0, tax: 0, total: 165.3 });
  });

  it('leaves exempt customers untaxed and adds a fuel surcharge when configured', async () => {
    await setCustomerSetting(t.db, f.customerIds.C10001, 'taxableMainCategories', ['TMC']);
    await setCustomerSetting(t.db, f.customerIds.C10001, 'taxExempt', true);
    await setCustomerSetting(t.db, f.customerIds.C10001, 'fuelSurchargePercent', 1.5);
    // fuel 157.80 x 1.5 % = 2.367 -> 2.37
    const e = await estimate();
    expect(e).toMatchObject({ tax: 0, addOnCharges: 9.87, total: 167.67 });
    expect(e.charges.map((c) => c.code)).toEqual(['delivery', 'fuel']);
  });

  it('drops the delivery charge at the threshold', async () => {
    await setCustomerSetting(t.db, f.customerIds.C10001, 'smallOrderDeliveryCharge', {
      threshold: '150.00',
      amount: '7.50',
    });
    expect(await estimate()).toMatchObject({ addOnCharges: 0, charges: [], total: 157.8 });
  });

  it('says the total is estimated when a line is sold by catch weight, and hides amounts with hidden pricing', async () => {
    await t.db.update(products).set({ isCatchWeight: true }).where(eq(products.id, f.products.chicken));
    expect((await estimate()).isEstimated).toBe(true);
    await setCustomerSetting(t.db, f.customerIds.C10001, 'hidePricing', true);
    expect(await estimate()).toEqual({
      lineTotal: null,
      addOnCharges: null,
      charges: [],
      taxableAmount: null,
      tax: null,
      taxRate: null,
      total: null,
      isEstimated: true,
    });
  });
});

describe('submitting', () => {
  it('turns the cart into an order with a new number, the checked header and priced lines, then empties the cart', async () => {
    await setCustomerSetting(t.db, f.customerIds.C10001, 'taxableMainCategories', ['TMC']);
    const dates = (await call(t.app, 'GET', '/api/cart/date', { ...customer, query: { shipto: '001' } })).json();
    await postHeader(t.app, customer, {
      customer_PO: 'PO-4411',
      specialInstruction1: 'Back door',
      deliveryDate: dates.dates[1],
    });
    const before = await orderCount(t.db, f.customerIds.C10001);
    const res = await submit(t.app, customer, newKey());
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json() as OrderResult;
    expect(result).toMatchObject({
      accepted: true,
      messages: [],
      estimatedTotal: 175.16,
      deliveryDate: dates.dates[1],
    });
    expect(result.confirmation).toBe(`/api/documents/order/${result.orderNumber}/confirmation`);
    expect(Number(result.orderNumber)).toBeGreaterThan(100000);
    expect(await orderCount(t.db, f.customerIds.C10001)).toBe(before + 1);

    const [order] = await t.db.select().from(orders).where(eq(orders.orderNumber, result.orderNumber));
    expect(order).toMatchObject({
      shiptoCode: '001',
      shipMethod: 'delivery',
      poNumber: 'PO-4411',
      specialInstruction1: 'Back door',
      status: 'Open',
      lineTotal: '157.80',
      addOnCharges: '7.50',
      taxableAmount: '157.80',
      tax: '9.86',
      total: '175.16',
    });
    expect(order?.shipTo?.state).toBe('MA');
    const lines = await t.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order?.id ?? 0))
      .orderBy(orderLines.lineNo);
    expect(
      lines.map((l) => [
        l.lineNo,
        l.quantity,
        l.unitOfMeasure,
        l.unitPrice,
        l.unitOfMeasurePrc,
        l.extension,
        l.caseQuantity,
      ]),
    ).toEqual([
      [1, '2.00', 'CS', '1.9000', 'LB', '152.00', '2.00'],
      [2, '12.00', 'EA', '0.4833', 'EA', '5.80', '0.50'],
    ]);
    const cart = (await call(t.app, 'GET', '/api/cart', customer)).json();
    expect(cart.lines).toEqual([]);
    expect(cart.header).toMatchObject({
      customerShipToCode: '001',
      customer_PO: '',
      specialInstruction1: '',
      deliveryDate: null,
    });
  });

  it('stores header texts exactly as given, quotes, backslashes and dollar signs included', async () => {
    // On PostgreSQL the order is written with its values as literals (decision 301): nothing in
    // them may end a literal or read as a parameter.
    const texts = {
      customer_PO: "O'Brien \\' $1",
      specialInstruction1: "'); delete from orders; --",
      specialInstruction2: "\\x27 $$ $2 E'\\\\'",
      notes: 'Zoë — “quoted” \\n not a newline',
    };
    await postHeader(t.app, customer, texts);
    const res = await submit(t.app, customer, newKey());
    expect(res.statusCode, res.body).toBe(200);
    const [order] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, (res.json() as OrderResult).orderNumber));
    expect({
      customer_PO: order?.poNumber,
      specialInstruction1: order?.specialInstruction1,
      specialInstruction2: order?.specialInstruction2,
      notes: order?.notes,
    }).toEqual(texts);
  });

  it('delivers on the earliest date when none was chosen', async () => {
    const { earliestDate } = (
      await call(t.app, 'GET', '/api/cart/date', { ...customer, query: { shipto: '001' } })
    ).json();
    const res = await submit(t.app, customer);
    expect(res.json().deliveryDate).toBe(earliestDate);
  });

  it('refuses an empty cart and an invalid header with every message, ordering nothing', async () => {
    const before = await orderCount(t.db, f.customerIds.C10001);
    await postHeader(t.app, customer, { customer_PO: 'P'.repeat(21), deliveryDate: '2020-01-06' });
    const invalid = await submit(t.app, customer);
    expect(invalid.statusCode).toBe(409);
    expect(invalid.json()).toMatchObject({
      code: 'CONFLICT',
      errors: [
        'Customer P.O. must be at most 20 characters',
        expect.stringMatching(/^Delivery date 01\/06\/2020 is not available\./),
      ],
    });
    expect(invalid.json().message.split('\n')).toEqual(invalid.json().errors);
    expect((await call(t.app, 'GET', '/api/cart', customer)).json().lines).toHaveLength(2);

    await call(t.app, 'DELETE', '/api/cart', customer);
    const empty = await submit(t.app, customer);
    expect(empty.statusCode).toBe(409);
    expect(empty.json()).toMatchObject({ message: 'No items in cart', errors: ['No items in cart'] });
    expect(await orderCount(t.db, f.customerIds.C10001)).toBe(before);
  });

  it('refuses a cart holding a product that can no longer be bought', async () => {
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, f.products.chicken));
    const res = await submit(t.app, customer);
    expect(res.statusCode).toBe(409);
    expect(res.json().errors).toEqual(['Zorblax Chicken Breast (TST-001) is no longer available.']);
  });

  it('reads the holidays as they are at submit: a date become a holiday is refused, and taken again once it is not', async () => {
    const dates = (await call(t.app, 'GET', '/api/cart/date', { ...customer, query: { shipto: '001' } })).json();
    const chosen = dates.dates[0] as string;
    await postHeader(t.app, customer, { deliveryDate: chosen });
    await t.db.insert(holidays).values({ day: chosen, name: 'Warehouse inventory day' });
    try {
      const refusedRes = await submit(t.app, customer, newKey());
      expect(refusedRes.statusCode).toBe(409);
      expect(refusedRes.json().errors).toEqual([
        expect.stringMatching(
          new RegExp(
            `^Delivery date ${chosen.slice(5, 7)}/${chosen.slice(8)}/${chosen.slice(0, 4)} is not available\\.`,
          ),
        ),
      ]);
    } finally {
      await t.db.delete(holidays).where(eq(holidays.day, chosen));
    }
    const res = await submit(t.app, customer, newKey());
    expect(res.statusCode, res.body).toBe(200);
    expect((res.json() as OrderResult).deliveryDate).toBe(chosen);
  });

  it('is for business customers: consumers pay by card', async () => {
    const consumer = await signIn(t.app, 'demo.consumer@example.com');
    const res = await submit(t.app, { token: consumer, shipMethod: 'pickup' });
    expect(res.statusCode).toBe(403);
  });

  it('refuses a malformed idempotency key', async () => {
    for (const key of ['short', 'has spaces in it', 'x'.repeat(201)]) {
      const res = await submit(t.app, customer, key);
      expect(res.statusCode, key).toBe(400);
    }
  });
});

describe('submitting twice', () => {
  it('with the same key answers the same order and creates one', async () => {
    const key = newKey();
    const first = await submit(t.app, customer, key);
    const again = await submit(t.app, customer, key);
    expect(first.statusCode).toBe(200);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(again.headers['idempotent-replayed']).toBe('true');
    const [row] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(eq(orders.orderNumber, first.json().orderNumber));
    expect(row?.n).toBe(1);
  });

  it("does not answer one user's key to another", async () => {
    const key = newKey();
    const first = await submit(t.app, customer, key);
    const sales = { token: await signIn(t.app, 'demo.sales'), customerKey: f.customerIds.C10001 };
    await call(t.app, 'DELETE', '/api/cart', sales);
    const other = await submit(t.app, sales, key);
    expect(other.statusCode).toBe(409);
    expect(first.statusCode).toBe(200);
  });

  it.each([
    ['the same key', () => Array.from({ length: 10 }, () => 'same')],
    ['different keys', () => Array.from({ length: 10 }, (_, i) => `k${i}`)],
    ['no key', () => Array.from({ length: 10 }, () => '')],
  ])('in parallel with %s creates exactly one order', async (_label, keysOf) => {
    const prefix = newKey();
    const keys = keysOf().map((k) => (k ? `${prefix}-${k}` : undefined));
    const before = await orderCount(t.db, f.customerIds.C10001);
    const answers = await Promise.all(keys.map((key) => submit(t.app, customer, key)));
    const accepted = answers.filter((r) => r.statusCode === 200);
    const refused = answers.filter((r) => r.statusCode !== 200);
    expect(await orderCount(t.db, f.customerIds.C10001)).toBe(before + 1);
    const numbers = new Set(accepted.map((r) => r.json().orderNumber));
    expect(numbers.size).toBe(1);
    for (const r of refused) {
      expect(r.statusCode, r.body).toBe(409);
      expect(r.json().errors).toEqual(['No items in cart']);
    }
    if (keys[0] !== undefined && new Set(keys).size === 1) expect(accepted).toHaveLength(10);
    const [order] = await t.db
      .select()
      .from(orders)
      .where(and(eq(orders.customerId, f.customerIds.C10001), eq(orders.orderNumber, [...numbers][0] ?? '')));
    const lines = await t.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order?.id ?? 0));
    expect(lines).toHaveLength(2);
  });
});

describe('placing a checked cart', () => {
  /** demo.customer's cart for C10001 as stored, with its fingerprint and an order written from it. */
  async function storedCart() {
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'demo.customer'));
    const owner = { userId: user?.id ?? 0, customerId: f.customerIds.C10001 };
    const [cart] = await t.db
      .select()
      .from(carts)
      .where(and(eq(carts.userId, owner.userId), eq(carts.customerId, owner.customerId)));
    const lines = await t.db
      .select()
      .from(cartLines)
      .where(eq(cartLines.cartId, cart?.id ?? 0))
      .orderBy(asc(cartLines.id));
    const order: OrderWrite = {
      ...owner,
      status: 'Open',
      approvalReason: null,
      shiptoCode: '001',
      addressId: null,
      shipMethod: 'delivery',
      shipTo: null,
      poNumber: 'PO-CHECKED',
      orderDate: new Date('2026-03-02T15:00:00Z'),
      deliveryDate: '2026-03-04',
      specialInstruction1: '',
      specialInstruction2: '',
      notes: '',
      lineTotal: '1.00',
      addOnCharges: '0.00',
      taxableAmount: '0.00',
      tax: '0.00',
      total: '1.00',
      lines: lines.map((l) => ({
        productId: l.productId,
        unitOfMeasure: l.unitOfMeasure,
        quantity: l.quantity,
        unitOfMeasurePrc: l.unitOfMeasurePrc,
        unitPrice: '0.5000',
        extension: '0.50',
        caseQuantity: '1.00',
        productText1: l.productText1,
        productText2: l.productText2,
        isOverridePrice: false,
      })),
    };
    const [version] = (
      (await t.db.execute(sql`select version::text as v from cache_versions where name = 'catalog'`)) as unknown as {
        rows: { v: string }[];
      }
    ).rows;
    return {
      owner,
      lines,
      order,
      fingerprint: cartFingerprint(cart ?? null, lines),
      catalogVersion: Number(version?.v),
    };
  }

  it('writes nothing when the cart changed after it was checked, and places the cart as it was checked once', async () => {
    const repo = createCheckoutRepository(t.db);
    const key = `${f.customerIds.C10001}:checked:${newKey()}`;
    const checked = await storedCart();
    expect(checked.lines).toHaveLength(2);
    const before = await orderCount(t.db, f.customerIds.C10001);

    // A quantity changed, then the header: each makes the checked cart stale.
    await t.db
      .update(cartLines)
      .set({ quantity: '3.00' })
      .where(eq(cartLines.id, checked.lines[0]?.id ?? 0));
    expect(
      await repo.placeOrder(checked.owner, checked.fingerprint, checked.catalogVersion, checked.order, key, null),
    ).toEqual({
      kind: 'changed',
    });
    const requantified = await storedCart();
    await postHeader(t.app, customer, { customer_PO: 'PO-LATER' });
    expect(
      await repo.placeOrder(
        requantified.owner,
        requantified.fingerprint,
        requantified.catalogVersion,
        requantified.order,
        key,
        null,
      ),
    ).toEqual({
      kind: 'changed',
    });
    expect(await orderCount(t.db, f.customerIds.C10001)).toBe(before);
    expect((await storedCart()).lines).toHaveLength(2);

    // A catalog change (here a product's description) after the cart was checked and priced: the
    // products and prices were those of an older catalog version (decision 340).
    const priced = await storedCart();
    await t.db
      .update(products)
      .set({ description: sql`${products.description}` })
      .where(eq(products.id, checked.lines[0]?.productId ?? 0));
    expect(
      await repo.placeOrder(priced.owner, priced.fingerprint, priced.catalogVersion, priced.order, key, null),
    ).toEqual({
      kind: 'stale',
    });
    expect(await orderCount(t.db, f.customerIds.C10001)).toBe(before);

    const current = await storedCart();
    const placed = await repo.placeOrder(
      current.owner,
      current.fingerprint,
      current.catalogVersion,
      current.order,
      key,
      null,
    );
    expect(placed.kind).toBe('placed');
    expect(await orderCount(t.db, f.customerIds.C10001)).toBe(before + 1);
    expect((await storedCart()).lines).toHaveLength(0);
    const [order] = await t.db.select().from(orders).where(eq(orders.idempotencyKey, key));
    const written = await t.db
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order?.id ?? 0))
      .orderBy(asc(orderLines.lineNo));
    expect(written.map((l) => [l.productId, l.quantity])).toEqual(current.lines.map((l) => [l.productId, l.quantity]));

    // The same key again answers that order, and the emptied cart places nothing else.
    const again = await repo.placeOrder(
      current.owner,
      current.fingerprint,
      current.catalogVersion,
      current.order,
      key,
      null,
    );
    expect(again.kind === 'replay' && placed.kind === 'placed' && again.order.orderNumber).toBe(
      placed.kind === 'placed' && placed.order.orderNumber,
    );
    expect(
      await repo.placeOrder(current.owner, current.fingerprint, current.catalogVersion, current.order, null, null),
    ).toEqual({
      kind: 'empty',
    });
    expect(await orderCount(t.db, f.customerIds.C10001)).toBe(before + 1);
  });
});
