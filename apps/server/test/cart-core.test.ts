import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CartMessages, HIDDEN_PRODUCT_KEY, type Cart, type CartLine } from '@provender/contract';
import { customers, menuEntries, products } from '../src/db/schema/index.ts';
import { call, createTestApp, signIn, type TestApp } from './helpers/app.ts';
import { insertCatalogFixtures, setCustomerSetting, type CatalogFixtures } from './helpers/catalog-fixtures.ts';

let t: TestApp;
let f: CatalogFixtures;
let customer: string;
let sales: string;

beforeAll(async () => {
  t = await createTestApp();
  f = await insertCatalogFixtures(t.db);
  [customer, sales] = await Promise.all([signIn(t.app, 'demo.customer'), signIn(t.app, 'demo.sales')]);
});
afterAll(() => t.close());

type As = { token: string | undefined; customerKey?: number };
const asCustomer = (): As => ({ token: customer });
const asSales = (customerKey: number): As => ({ token: sales, customerKey });

function addLine(as: As, payload: Record<string, unknown>, query?: Record<string, string>) {
  return call(t.app, 'POST', '/api/cart/line', { ...as, payload: { id: -1, ...payload }, ...(query ? { query } : {}) });
}
async function getCart(as: As): Promise<Cart> {
  const res = await call(t.app, 'GET', '/api/cart', as);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const summary = (l: CartLine) =>
  `${l.quantity.value} ${l.quantity.unit} @ ${l.unitPrice.factor}/${l.unitPrice.from} = ${l.extension}`;

beforeEach(async () => {
  await call(t.app, 'DELETE', '/api/cart', asCustomer());
  await call(t.app, 'DELETE', '/api/cart', asSales(f.customerIds.C10001));
  await call(t.app, 'DELETE', '/api/cart', asSales(f.customerIds.C10003));
});

describe('adding a line', () => {
  it('prices the line on the server: unit price, extension and case quantity', async () => {
    const res = await addLine(asCustomer(), {
      productKey: f.products.chicken,
      unitOfMeasure: 'CS',
      orderQuantity: 2,
      caseQuantity: 99,
      unitOfMeasure_Prc: 'LB',
    });
    expect(res.statusCode, res.body).toBe(200);
    const line = res.json() as CartLine;
    expect(line).toMatchObject({
      productKey: f.products.chicken,
      quantity: { value: 2, unit: 'CS' },
      unitPrice: { factor: 1.9, from: 'LB', to: '$' },
      priceDecimals: 4,
      extension: 152,
      caseQuantity: 2,
      isOverridePrice: false,
      isAvailable: true,
    });
    expect(line.id).toBeGreaterThan(0);
    expect(line.product.productCode).toBe('TST-001');
  });

  it('uses the sell-by unit as price unit when none is sent and the sync flag is on', async () => {
    const res = await addLine(asCustomer(), { productKey: f.products.cola, unitOfMeasure: 'EA', orderQuantity: 12 });
    const line = res.json() as CartLine;
    // 12 EA at 0.4833 = 5.7996 -> 5.80; half a case of 24.
    expect(summary(line)).toBe('12 EA @ 0.4833/EA = 5.8');
    expect(line.caseQuantity).toBe(0.5);
  });

  it('adds to the line already holding the product in the same sell-by unit', async () => {
    await addLine(asCustomer(), { productKey: f.products.chicken, unitOfMeasure: 'CS', orderQuantity: 1 });
    await addLine(asCustomer(), { productKey: f.products.chicken, unitOfMeasure: 'CS', orderQuantity: 2 });
    const cart = await getCart(asCustomer());
    expect(cart.lines.map(summary)).toEqual(['3 CS @ 76/CS = 228']);
  });

  it('refuses products the customer may not buy', async () => {
    const cases: [number, string, string][] = [
      [f.products.noSellBy, 'EA', CartMessages.noSellBy],
      [f.products.excluded, 'EA', CartMessages.unavailable],
      [f.products.inactive, 'EA', CartMessages.unavailable],
      [HIDDEN_PRODUCT_KEY, 'EA', CartMessages.unavailable],
      [99999999, 'EA', CartMessages.unavailable],
      [f.products.chicken, 'BX', 'BX is not a Sell By U/M of this product.'],
    ];
    for (const [productKey, unitOfMeasure, message] of cases) {
      const res = await addLine(asCustomer(), { productKey, unitOfMeasure, orderQuantity: 1 });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({ code: 'CONFLICT', message, errors: [message] });
    }
    expect((await getCart(asCustomer())).lines).toEqual([]);
  });

  it('refuses a zero quantity and more than 2 decimals', async () => {
    const zero = await addLine(asCustomer(), { productKey: f.products.chicken, unitOfMeasure: 'CS', orderQuantity: 0 });
    expect(zero.statusCode).toBe(409);
    const fine = await addLine(asCustomer(), {
      productKey: f.products.chicken,
      unitOfMeasure: 'CS',
      orderQuantity: 1.255,
    });
    expect(fine.json().message).toBe('Quantity may have at most 2 decimals.');
  });

  it('refuses an unknown field and a malformed line with 400', async () => {
    expect(
      (await addLine(asCustomer(), { productKey: f.products.chicken, unitOfMeasure: 'CS', orderQuantity: 1, price: 1 }))
        .statusCode,
    ).toBe(400);
    expect((await addLine(asCustomer(), { productKey: f.products.chicken, orderQuantity: 1 })).statusCode).toBe(400);
  });

  it('asks guests to sign in', async () => {
    const res = await addLine(
      { token: undefined },
      { productKey: f.products.chicken, unitOfMeasure: 'CS', orderQuantity: 1 },
    );
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(CartMessages.signInToAdd);
    const many = await call(t.app, 'POST', '/api/cart/lines', {
      payload: [{ productKey: f.products.chicken, unitOfMeasure: 'CS', orderQuantity: 1 }],
    });
    expect(many.json().message).toBe(CartMessages.signInToAdd);
    expect((await call(t.app, 'GET', '/api/cart')).statusCode).toBe(401);
  });
});

describe('quantities and the rounding flag', () => {
  const seven = () => ({ productKey: f.products.cola, unitOfMeasure: 'EA', orderQuantity: 7 });
  afterAll(() => setCustomerSetting(t.db, f.customerIds.C10001, 'orderQuantityRoundingFlag', undefined));

  it('with rounding off refuses a quantity off the multiple unless the buyer confirmed it', async () => {
    const res = await addLine(asCustomer(), seven());
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: CartMessages.notDivisible, errors: [CartMessages.notDivisible] });
    const confirmed = await addLine(asCustomer(), seven(), { confirmQuantity: 'true' });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().quantity).toEqual({ value: 7, unit: 'EA' });
  });

  it('rounds up, down and to the nearest multiple by the flag', async () => {
    const expectations: [string, number, number][] = [
      ['up', 7, 12],
      ['down', 7, 6],
      ['nearest', 10, 12],
      ['nearest', 8, 6],
    ];
    for (const [flag, entered, stored] of expectations) {
      await setCustomerSetting(t.db, f.customerIds.C10001, 'orderQuantityRoundingFlag', flag);
      await call(t.app, 'DELETE', '/api/cart', asCustomer());
      const res = await addLine(asCustomer(), { ...seven(), orderQuantity: entered });
      expect(res.json().quantity, `${flag} ${entered}`).toEqual({ value: stored, unit: 'EA' });
    }
  });

  it('refuses a quantity that rounds down to nothing', async () => {
    await setCustomerSetting(t.db, f.customerIds.C10001, 'orderQuantityRoundingFlag', 'down');
    const res = await addLine(asCustomer(), { ...seven(), orderQuantity: 3 });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Quantity must be at least 6 EA.');
  });
});

describe('price overrides', () => {
  it('lets a salesperson with canChangePrice override the price', async () => {
    const res = await addLine(asSales(f.customerIds.C10001), {
      productKey: f.products.chicken,
      unitOfMeasure: 'CS',
      orderQuantity: 2,
      unitOfMeasure_Prc: 'CS',
      overridePrice: 70.5,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      unitPrice: { factor: 70.5, from: 'CS' },
      extension: 141,
      isOverridePrice: true,
    });
    const cart = await getCart(asSales(f.customerIds.C10001));
    expect(cart.lines.map((l) => l.isOverridePrice)).toEqual([true]);
  });

  it("refuses a customer's override price", async () => {
    const res = await addLine(asCustomer(), {
      productKey: f.products.chicken,
      unitOfMeasure: 'CS',
      orderQuantity: 1,
      overridePrice: 1,
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('You may not change the price.');
  });

  it('refuses a price unit the customer may not choose when the sync flag is off', async () => {
    await setCustomerSetting(t.db, f.customerIds.C10001, 'syncPriceByWithSellByUMFlag', false);
    const res = await addLine(asCustomer(), {
      productKey: f.products.chicken,
      unitOfMeasure: 'CS',
      orderQuantity: 1,
      unitOfMeasure_Prc: 'CS',
    });
    expect(res.json().message).toBe('You may not change the Price By U/M.');
    const dflt = await addLine(asCustomer(), { productKey: f.products.chicken, unitOfMeasure: 'CS', orderQuantity: 1 });
    expect(dflt.json().unitPrice).toEqual({ factor: 1.9, from: 'LB', to: '$' });
    await setCustomerSetting(t.db, f.customerIds.C10001, 'syncPriceByWithSellByUMFlag', undefined);
  });

  it('rounds an override to the price decimals of its unit', async () => {
    const res = await addLine(asSales(f.customerIds.C10001), {
      productKey: f.products.chicken,
      unitOfMeasure: 'CS',
      orderQuantity: 1,
      unitOfMeasure_Prc: 'CS',
      overridePrice: 70.125,
    });
    expect(res.json().unitPrice.factor).toBe(70.13);
    const tooFine = await addLine(asSales(f.customerIds.C10001), {
      productKey: f.products.cola,
      unitOfMeasure: 'CS',
      orderQuantity: 1,
      overridePrice: 1.23456,
    });
    expect(tooFine.json().message).toBe('Price may have at most 4 decimals.');
  });
});

describe('editing, removing and clearing', () => {
  it('changes quantity and notes, but not the sell-by unit or the product', async () => {
    const added = (
      await addLine(asCustomer(), { productKey: f.products.chicken, unitOfMeasure: 'CS', orderQuantity: 1 })
    ).json() as CartLine;
    const edit = (payload: Record<string, unknown>) =>
      call(t.app, 'POST', `/api/cart/line/${added.id}`, {
        ...asCustomer(),
        payload: { id: added.id, productKey: f.products.chicken, unitOfMeasure: 'CS', ...payload },
      });
    const res = await edit({ orderQuantity: 4, productText1: 'Leave at back door' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      quantity: { value: 4, unit: 'CS' },
      extension: 304,
      productText1: 'Leave at back door',
    });
    expect((await edit({ orderQuantity: 4, unitOfMeasure: 'LB' })).statusCode).toBe(409);
    expect((await edit({ orderQuantity: 4, productKey: f.products.cola })).statusCode).toBe(409);
  });

  it('removes one line and clears the cart', async () => {
    const a = (
      await addLine(asCustomer(), { productKey: f.products.chicken, unitOfMeasure: 'CS', orderQuantity: 1 })
    ).json() as CartLine;
    await addLine(asCustomer(), { productKey: f.products.cola, unitOfMeasure: 'CS', orderQuantity: 1 });
    expect((await call(t.app, 'DELETE', `/api/cart/line/${a.id}`, asCustomer())).statusCode).toBe(204);
    expect((await call(t.app, 'DELETE', `/api/cart/line/${a.id}`, asCustomer())).statusCode).toBe(404);
    expect((await getCart(asCustomer())).lines.map((l) => l.product.productCode)).toEqual(['TST-002']);
    expect((await call(t.app, 'DELETE', '/api/cart', asCustomer())).statusCode).toBe(204);
    expect((await getCart(asCustomer())).lines).toEqual([]);
  });
});

describe('GET /api/cart', () => {
  it('answers header, lines, messages and the price conversion', async () => {
    const cart = await getCart(asCustomer());
    expect(cart).toEqual({
      header: {
        customerShipToCode: null,
        customer_PO: '',
        specialInstruction1: '',
        specialInstruction2: '',
        notes: '',
        deliveryDate: null,
        addressId: null,
      },
      lines: [],
      messages: [],
      readOnly: null,
      priceConversion: { from: '$', to: '$' },
    });
  });

  it('reprices lines now and flags products that can no longer be bought', async () => {
    await addLine(asCustomer(), { productKey: f.products.cola, unitOfMeasure: 'CS', orderQuantity: 2 });
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, f.products.cola));
    const cart = await getCart(asCustomer());
    expect(cart.lines[0]?.isAvailable).toBe(false);
    expect(cart.messages).toEqual(['Quokka Cola 12 oz Can (TST-002) is no longer available.']);
    await t.db.update(products).set({ isActive: true }).where(eq(products.id, f.products.cola));
  });

  it('hides unit prices and extensions when pricing is hidden', async () => {
    await addLine(asCustomer(), { productKey: f.products.cola, unitOfMeasure: 'CS', orderQuantity: 2 });
    await setCustomerSetting(t.db, f.customerIds.C10001, 'hidePricing', true);
    const [line] = (await getCart(asCustomer())).lines;
    expect(line).toMatchObject({ unitPrice: { factor: null, from: 'CS', to: '$' }, extension: null, caseQuantity: 2 });
    await setCustomerSetting(t.db, f.customerIds.C10001, 'hidePricing', undefined);
  });

  it('is closed when the ViewCart menu entry is locked for the customer', async () => {
    await t.db.insert(menuEntries).values({
      key: 'ViewCart',
      userType: 'customer',
      customerId: f.customerIds.C10001,
      isVisible: true,
      isLocked: true,
    });
    expect((await call(t.app, 'GET', '/api/cart', asCustomer())).statusCode).toBe(403);
    expect(
      (await addLine(asCustomer(), { productKey: f.products.chicken, unitOfMeasure: 'CS', orderQuantity: 1 }))
        .statusCode,
    ).toBe(403);
    await t.db
      .delete(menuEntries)
      .where(and(eq(menuEntries.key, 'ViewCart'), eq(menuEntries.customerId, f.customerIds.C10001)));
  });
});

describe('quick entry: validate and add several lines', () => {
  const good = () => [
    { id: -1, productKey: f.products.chicken, unitOfMeasure: 'CS', orderQuantity: 1 },
    { id: -2, productKey: f.products.cola, unitOfMeasure: 'EA', orderQuantity: 6 },
    { id: -3, productKey: f.products.chicken, unitOfMeasure: 'CS', orderQuantity: 2 },
  ];
  const bad = () => [
    ...good(),
    { id: -4, productKey: f.products.noSellBy, unitOfMeasure: 'EA', orderQuantity: 1 },
    { id: -5, productKey: f.products.cola, unitOfMeasure: 'EA', orderQuantity: 7 },
  ];

  it('answers line errors as a data list', async () => {
    const res = await call(t.app, 'POST', '/api/cart/validate', { ...asCustomer(), payload: bad() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      isSuccess: false,
      data: [
        {
          id: -4,
          productKey: f.products.noSellBy,
          unitOfMeasure: 'EA',
          description: 'Quokka Display Rack',
          message: CartMessages.noSellBy,
        },
        {
          id: -5,
          productKey: f.products.cola,
          unitOfMeasure: 'EA',
          description: 'Quokka Cola 12 oz Can',
          message: CartMessages.notDivisible,
        },
      ],
    });
    const ok = await call(t.app, 'POST', '/api/cart/validate', { ...asCustomer(), payload: good() });
    expect(ok.json()).toEqual({ isSuccess: true, data: [] });
  });

  it('adds all lines, merging the same product and unit', async () => {
    const res = await call(t.app, 'POST', '/api/cart/lines', { ...asCustomer(), payload: good() });
    expect(res.statusCode).toBe(200);
    const body = res.json() as { isSuccess: boolean; data: CartLine[]; errors: string[] };
    expect(body.isSuccess).toBe(true);
    expect(body.errors).toEqual([]);
    expect(body.data.map(summary).sort()).toEqual(['3 CS @ 76/CS = 228', '6 EA @ 0.4833/EA = 2.9']);
  });

  it('adds nothing when any line is refused', async () => {
    const res = await call(t.app, 'POST', '/api/cart/lines', { ...asCustomer(), payload: bad() });
    expect(res.json()).toEqual({
      isSuccess: false,
      data: [],
      errors: [`Quokka Display Rack: ${CartMessages.noSellBy}`, `Quokka Cola 12 oz Can: ${CartMessages.notDivisible}`],
    });
    expect((await getCart(asCustomer())).lines).toEqual([]);
  });
});

describe('consumers', () => {
  it('keep a cart for their own account, priced at list', async () => {
    const consumer = await signIn(t.app, 'demo.consumer@example.com');
    const as: As = { token: consumer, customerKey: 0 };
    const opts = { ...as, shipMethod: 'pickup' };
    const res = await call(t.app, 'POST', '/api/cart/line', {
      ...opts,
      payload: { productKey: f.products.cola, unitOfMeasure: 'CS', orderQuantity: 1 },
    });
    expect(res.statusCode, res.body).toBe(200);
    const cart = await call(t.app, 'GET', '/api/cart', opts);
    expect((cart.json() as Cart).lines.map(summary)).toEqual(['1 CS @ 12.34/CS = 12.34']);
    expect((await getCart(asCustomer())).lines).toEqual([]);
  });
});

describe('tenant isolation', () => {
  it("keeps a salesperson's carts apart per customer, and apart from the customer's own", async () => {
    const line = (
      await addLine(asSales(f.customerIds.C10001), {
        productKey: f.products.chicken,
        unitOfMeasure: 'CS',
        orderQuantity: 5,
      })
    ).json() as CartLine;
    expect((await getCart(asSales(f.customerIds.C10001))).lines.map((l) => l.id)).toEqual([line.id]);
    expect((await getCart(asSales(f.customerIds.C10003))).lines).toEqual([]);
    expect((await getCart(asCustomer())).lines).toEqual([]);

    // Acting for C10003, the C10001 line cannot be touched.
    const payload = { id: line.id, productKey: f.products.chicken, unitOfMeasure: 'CS', orderQuantity: 1 };
    expect(
      (await call(t.app, 'POST', `/api/cart/line/${line.id}`, { ...asSales(f.customerIds.C10003), payload }))
        .statusCode,
    ).toBe(404);
    expect((await call(t.app, 'DELETE', `/api/cart/line/${line.id}`, asSales(f.customerIds.C10003))).statusCode).toBe(
      404,
    );
    // Nor by the customer's own buyer.
    expect((await call(t.app, 'DELETE', `/api/cart/line/${line.id}`, asCustomer())).statusCode).toBe(404);
    await call(t.app, 'DELETE', '/api/cart', asSales(f.customerIds.C10003));
    expect((await getCart(asSales(f.customerIds.C10001))).lines.map((l) => l.quantity.value)).toEqual([5]);
  });

  it('prices the cart for the acting customer', async () => {
    await addLine(asSales(f.customerIds.C10003), {
      productKey: f.products.chicken,
      unitOfMeasure: 'CS',
      orderQuantity: 1,
    });
    expect((await getCart(asSales(f.customerIds.C10003))).lines.map(summary)).toEqual(['1 CS @ 78.26/CS = 78.26']);
  });

  it('refuses a customer the salesperson is not assigned to, and a salesperson with no customer', async () => {
    const [other] = await t.db.select({ id: customers.id }).from(customers).where(eq(customers.customerCode, 'C10013'));
    expect((await call(t.app, 'GET', '/api/cart', asSales(other!.id))).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/cart', { token: sales })).statusCode).toBe(400);
    const add = await addLine(
      { token: sales },
      { productKey: f.products.chicken, unitOfMeasure: 'CS', orderQuantity: 1 },
    );
    expect(add.statusCode).toBe(400);
  });
});
