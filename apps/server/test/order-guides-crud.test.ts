import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { HIDDEN_PRODUCT_KEY, OrderGuideMessages, type OrderGuide } from '@provender/contract';
import { customerExcludedCategories, menuEntries, orderGuides } from '../src/db/schema/index.ts';
import { call, createTestApp, signIn, type TestApp } from './helpers/app.ts';
import { insertCatalogFixtures, type CatalogFixtures } from './helpers/catalog-fixtures.ts';

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
beforeEach(async () => {
  await t.db.delete(orderGuides);
});

type As = { token: string; customerKey?: number };
const asCustomer = (): As => ({ token: customer });
const asSales = (customerKey: number): As => ({ token: sales, customerKey });
const path = (name: string) => `/api/orderguide/${encodeURIComponent(name)}`;

type Line = { productKey: number; orderQuantity: number; unitOfMeasure?: string; included?: boolean };
const create = (as: As, name: string, lines: Line[], bodyName = name) =>
  call(t.app, 'POST', path(name), { ...as, payload: { name: bodyName, lines } });
const patch = (as: As, name: string, lines: (Line & { isDelete: boolean; sequence?: number })[]) =>
  call(t.app, 'PATCH', path(name), { ...as, payload: lines.map((l) => ({ sequence: -1, ...l })) });

async function guides(as: As): Promise<OrderGuide[]> {
  const res = await call(t.app, 'GET', '/api/orderguide', as);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
async function guide(as: As, name: string): Promise<OrderGuide | undefined> {
  return (await guides(as)).find((g) => g.name === name);
}
const lines = (g: OrderGuide | undefined) =>
  g?.products.map((p) => `${p.sequence}. ${p.productKey} ${p.orderQuantity} ${p.unitOfMeasure}`);

describe('creating a guide', () => {
  it('stores the lines in the given order and answers isSuccess', async () => {
    const res = await create(asCustomer(), 'Weekly', [
      { productKey: f.products.cola, orderQuantity: 12, unitOfMeasure: 'EA', included: false },
      { productKey: f.products.chicken, orderQuantity: 2, unitOfMeasure: 'CS', included: false },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ isSuccess: true });

    const list = await guides(asCustomer());
    expect(list.map((g) => g.name)).toEqual(['Standard', 'Weekly']);
    const weekly = list[1];
    expect(weekly).toMatchObject({ name: 'Weekly', isPrimary: false, isReadOnly: false });
    expect(lines(weekly)).toEqual([`1. ${f.products.cola} 12 EA`, `2. ${f.products.chicken} 2 CS`]);
    expect(weekly?.products.every((p) => p.included)).toBe(true);
  });

  it("uses the product's default unit when none is sent, and accepts a zero quantity", async () => {
    const res = await create(asCustomer(), 'Defaults', [
      { productKey: f.products.cola, orderQuantity: 3 },
      { productKey: f.products.chicken, orderQuantity: 0, unitOfMeasure: '' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(lines(await guide(asCustomer(), 'Defaults'))).toEqual([
      `1. ${f.products.cola} 3 CS`,
      `2. ${f.products.chicken} 0 CS`,
    ]);
  });

  it('lists guides by name ignoring case and keeps names as typed, including odd characters', async () => {
    for (const name of ['bar / grill', 'Apéritif #2', 'Zz'])
      expect((await create(asCustomer(), name, [])).statusCode).toBe(200);
    expect((await guides(asCustomer())).map((g) => g.name)).toEqual(['Standard', 'Apéritif #2', 'bar / grill', 'Zz']);
    expect((await call(t.app, 'DELETE', path('BAR / GRILL'), asCustomer())).json()).toEqual({ isSuccess: true });
  });

  it('refuses a name already used by the customer, ignoring case, with 409 and the reason', async () => {
    await create(asCustomer(), 'Weekly', []);
    const res = await create(asCustomer(), 'WEEKLY', [{ productKey: f.products.chicken, orderQuantity: 1 }]);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      isSuccess: false,
      errorCode: 409,
      errorReason: OrderGuideMessages.nameTaken('WEEKLY'),
    });
    expect(lines(await guide(asCustomer(), 'Weekly'))).toEqual([]);
  });

  it("reserves 'Standard' in any letter case (405)", async () => {
    for (const name of ['Standard', 'standard', ' STANDARD ']) {
      const res = await create(asCustomer(), name, [], name.trim());
      expect(res.statusCode, name).toBe(405);
      expect(res.json()).toEqual({ isSuccess: false, errorCode: 405, errorReason: OrderGuideMessages.nameReserved });
    }
    expect((await guides(asCustomer())).filter((g) => g.name.toLowerCase() === 'standard')).toHaveLength(1);
  });

  it('takes names of 1 to 12 characters, blanks trimmed', async () => {
    expect((await create(asCustomer(), 'A', [])).statusCode).toBe(200);
    expect((await create(asCustomer(), 'Twelve chars', [])).statusCode).toBe(200);
    expect((await create(asCustomer(), '  Padded  ', [], '  Padded  ')).statusCode).toBe(200);
    expect((await guides(asCustomer())).map((g) => g.name)).toContain('Padded');

    const blank = await create(asCustomer(), ' ', [], '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({
      isSuccess: false,
      errorCode: 400,
      errorReason: 'Order Guide Name cannot be blank.',
    });

    const long = await create(asCustomer(), 'Thirteen char', []);
    expect(long.statusCode).toBe(400);
    expect(long.json().errorReason).toBe(OrderGuideMessages.nameTooLong);
  });

  it('refuses a body name other than the one in the address', async () => {
    const res = await create(asCustomer(), 'Weekly', [], 'Monthly');
    expect(res.statusCode).toBe(400);
    expect(res.json().isSuccess).toBe(false);
    expect(await guide(asCustomer(), 'Weekly')).toBeUndefined();
    expect(await guide(asCustomer(), 'Monthly')).toBeUndefined();
  });

  it('refuses quantities that are not multiples of the sell-by multiple, writing nothing', async () => {
    const res = await create(asCustomer(), 'Multiples', [
      { productKey: f.products.chicken, orderQuantity: 2, unitOfMeasure: 'CS' },
      { productKey: f.products.cola, orderQuantity: 7, unitOfMeasure: 'EA' },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      isSuccess: false,
      errorCode: 400,
      errorReason: '"Quokka Cola 12 oz Can": Invalid quantity of 7. Please enter a multiple of 6',
    });
    expect(await guide(asCustomer(), 'Multiples')).toBeUndefined();

    const decimals = await create(asCustomer(), 'Multiples', [
      { productKey: f.products.chicken, orderQuantity: 1.005, unitOfMeasure: 'CS' },
    ]);
    expect(decimals.statusCode).toBe(400);
    expect(
      (
        await create(asCustomer(), 'Multiples', [
          { productKey: f.products.cola, orderQuantity: 18, unitOfMeasure: 'EA' },
        ])
      ).statusCode,
    ).toBe(200);
  });

  it('refuses products the customer may not buy, units the product is not sold by and repeated products', async () => {
    const refused: Line[] = [
      { productKey: f.products.excluded, orderQuantity: 1, unitOfMeasure: 'EA' },
      { productKey: f.products.inactive, orderQuantity: 1, unitOfMeasure: 'EA' },
      { productKey: f.products.noSellBy, orderQuantity: 1 },
      { productKey: HIDDEN_PRODUCT_KEY, orderQuantity: 1, unitOfMeasure: 'EA' },
      { productKey: 99_999_999, orderQuantity: 1, unitOfMeasure: 'EA' },
      { productKey: f.products.chicken, orderQuantity: 1, unitOfMeasure: 'LB' },
    ];
    for (const line of refused) {
      const res = await create(asCustomer(), 'Refused', [line]);
      expect(res.statusCode, JSON.stringify(line)).toBe(400);
      expect(res.json().isSuccess).toBe(false);
    }
    const twice = await create(asCustomer(), 'Refused', [
      { productKey: f.products.cola, orderQuantity: 1, unitOfMeasure: 'CS' },
      { productKey: f.products.cola, orderQuantity: 6, unitOfMeasure: 'EA' },
    ]);
    expect(twice.statusCode).toBe(400);
    expect(twice.json().errorReason).toContain('listed more than once');
    expect(await guide(asCustomer(), 'Refused')).toBeUndefined();
  });

  it('refuses a malformed body with the common result shape', async () => {
    const res = await call(t.app, 'POST', path('Bad'), {
      ...asCustomer(),
      payload: { name: 'Bad', lines: [{ productKey: 'x', orderQuantity: 1 }] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ isSuccess: false, errorCode: 400 });
    expect(res.json().errorReason).toMatch(/^lines\.0\.productKey: /);
  });
});

describe('patching a guide', () => {
  beforeEach(async () => {
    const res = await create(asCustomer(), 'Weekly', [
      { productKey: f.products.chicken, orderQuantity: 2, unitOfMeasure: 'CS' },
      { productKey: f.products.cola, orderQuantity: 12, unitOfMeasure: 'EA' },
    ]);
    expect(res.statusCode, res.body).toBe(200);
  });

  it('changes products in place, appends new ones and removes those sent with isDelete', async () => {
    const res = await patch(asCustomer(), 'weekly', [
      { productKey: f.products.chicken, orderQuantity: 0, isDelete: true },
      { productKey: f.products.cola, orderQuantity: 3, unitOfMeasure: 'CS', isDelete: false },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ isSuccess: true });
    expect(lines(await guide(asCustomer(), 'Weekly'))).toEqual([`1. ${f.products.cola} 3 CS`]);

    await patch(asCustomer(), 'Weekly', [
      { productKey: f.products.chicken, orderQuantity: 4, unitOfMeasure: 'CS', isDelete: false },
    ]);
    expect(lines(await guide(asCustomer(), 'Weekly'))).toEqual([
      `1. ${f.products.cola} 3 CS`,
      `2. ${f.products.chicken} 4 CS`,
    ]);

    await patch(asCustomer(), 'Weekly', [
      { productKey: f.products.cola, orderQuantity: 24, unitOfMeasure: 'EA', isDelete: false },
    ]);
    expect(lines(await guide(asCustomer(), 'Weekly'))).toEqual([
      `1. ${f.products.cola} 24 EA`,
      `2. ${f.products.chicken} 4 CS`,
    ]);
  });

  it('ignores deleting a product that is not in the guide and may delete every product', async () => {
    const res = await patch(asCustomer(), 'Weekly', [
      { productKey: f.products.chicken, orderQuantity: 0, isDelete: true },
      { productKey: f.products.cola, orderQuantity: 0, isDelete: true },
      { productKey: f.products.excluded, orderQuantity: 0, isDelete: true },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(lines(await guide(asCustomer(), 'Weekly'))).toEqual([]);
  });

  it('checks every upserted line before writing any', async () => {
    const res = await patch(asCustomer(), 'Weekly', [
      { productKey: f.products.chicken, orderQuantity: 0, isDelete: true },
      { productKey: f.products.cola, orderQuantity: 5, unitOfMeasure: 'EA', isDelete: false },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errorReason).toContain('Invalid quantity of 5. Please enter a multiple of 6');
    const excluded = await patch(asCustomer(), 'Weekly', [
      { productKey: f.products.excluded, orderQuantity: 1, unitOfMeasure: 'EA', isDelete: false },
    ]);
    expect(excluded.statusCode).toBe(400);
    const twice = await patch(asCustomer(), 'Weekly', [
      { productKey: f.products.cola, orderQuantity: 1, unitOfMeasure: 'CS', isDelete: false },
      { productKey: f.products.cola, orderQuantity: 0, isDelete: true },
    ]);
    expect(twice.statusCode).toBe(400);
    expect(lines(await guide(asCustomer(), 'Weekly'))).toEqual([
      `1. ${f.products.chicken} 2 CS`,
      `2. ${f.products.cola} 12 EA`,
    ]);
  });

  it('takes only sequence -1 and at least one line', async () => {
    const res = await patch(asCustomer(), 'Weekly', [
      { productKey: f.products.chicken, orderQuantity: 1, unitOfMeasure: 'CS', isDelete: false, sequence: 1 },
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().errorReason).toMatch(/^0\.sequence: /);
    expect((await call(t.app, 'PATCH', path('Weekly'), { ...asCustomer(), payload: [] })).statusCode).toBe(400);
  });

  it('answers 404 for a guide that does not exist and 405 for Standard', async () => {
    const missing = await patch(asCustomer(), 'Monthly', [
      { productKey: f.products.chicken, orderQuantity: 1, isDelete: false },
    ]);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({
      isSuccess: false,
      errorCode: 404,
      errorReason: OrderGuideMessages.notFound('Monthly'),
    });
    const standard = await patch(asCustomer(), 'Standard', [
      { productKey: f.products.chicken, orderQuantity: 1, isDelete: false },
    ]);
    expect(standard.statusCode).toBe(405);
    expect(standard.json().errorReason).toBe(OrderGuideMessages.standardReadOnly);
  });
});

describe('deleting a guide', () => {
  it('removes the guide and its lines; a second delete is 404; Standard is 405', async () => {
    await create(asCustomer(), 'Weekly', [{ productKey: f.products.chicken, orderQuantity: 1 }]);
    const res = await call(t.app, 'DELETE', path('WEEKLY'), asCustomer());
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ isSuccess: true });
    expect(await guide(asCustomer(), 'Weekly')).toBeUndefined();
    expect((await call(t.app, 'DELETE', path('Weekly'), asCustomer())).statusCode).toBe(404);
    expect((await call(t.app, 'DELETE', path('Standard'), asCustomer())).statusCode).toBe(405);
    // The name is free again.
    expect((await create(asCustomer(), 'Weekly', [])).statusCode).toBe(200);
  });
});

describe('ownership', () => {
  it("shares a customer's guides with the salespeople acting for it and with no other customer", async () => {
    const { C10001, C10003 } = f.customerIds;
    await create(asCustomer(), 'Weekly', [{ productKey: f.products.chicken, orderQuantity: 2, unitOfMeasure: 'CS' }]);

    expect(lines(await guide(asSales(C10001), 'Weekly'))).toEqual([`1. ${f.products.chicken} 2 CS`]);
    expect(await guide(asSales(C10003), 'Weekly')).toBeUndefined();

    // Acting for another customer, the same name is another guide; the first one stays untouched.
    const other = asSales(C10003);
    expect(
      (await patch(other, 'Weekly', [{ productKey: f.products.cola, orderQuantity: 1, isDelete: false }])).statusCode,
    ).toBe(404);
    expect((await call(t.app, 'DELETE', path('Weekly'), other)).statusCode).toBe(404);
    expect(
      (await create(other, 'Weekly', [{ productKey: f.products.cola, orderQuantity: 1, unitOfMeasure: 'CS' }]))
        .statusCode,
    ).toBe(200);
    expect(lines(await guide(other, 'Weekly'))).toEqual([`1. ${f.products.cola} 1 CS`]);
    expect(lines(await guide(asCustomer(), 'Weekly'))).toEqual([`1. ${f.products.chicken} 2 CS`]);

    // A salesperson's change is the customer's.
    await patch(asSales(C10001), 'Weekly', [
      { productKey: f.products.chicken, orderQuantity: 5, unitOfMeasure: 'CS', isDelete: false },
    ]);
    expect(lines(await guide(asCustomer(), 'Weekly'))).toEqual([`1. ${f.products.chicken} 5 CS`]);
  });

  it("refuses a customer's buyer who names another customer in the header", async () => {
    const res = await call(t.app, 'GET', '/api/orderguide', { token: customer, customerKey: f.customerIds.C10003 });
    expect(res.statusCode).toBe(403);
  });

  it('hides lines of products the customer can no longer buy without forgetting them', async () => {
    const { C10003 } = f.customerIds;
    await create(asSales(C10003), 'Tobacco', [
      { productKey: f.products.excluded, orderQuantity: 1, unitOfMeasure: 'EA' },
      { productKey: f.products.cola, orderQuantity: 1, unitOfMeasure: 'CS' },
    ]);
    expect(lines(await guide(asSales(C10003), 'Tobacco'))).toEqual([
      `1. ${f.products.excluded} 1 EA`,
      `2. ${f.products.cola} 1 CS`,
    ]);
    await t.db.insert(customerExcludedCategories).values({ customerId: C10003, categoryCode: 'TC3' });
    try {
      expect(lines(await guide(asSales(C10003), 'Tobacco'))).toEqual([`1. ${f.products.cola} 1 CS`]);
    } finally {
      await t.db.delete(customerExcludedCategories).where(eq(customerExcludedCategories.customerId, C10003));
    }
    expect(lines(await guide(asSales(C10003), 'Tobacco'))).toEqual([
      `1. ${f.products.excluded} 1 EA`,
      `2. ${f.products.cola} 1 CS`,
    ]);
  });

  it('answers only Standard and refuses every write when the OrderGuides entry is locked', async () => {
    await create(asCustomer(), 'Weekly', []);
    await t.db
      .update(menuEntries)
      .set({ isLocked: true })
      .where(and(eq(menuEntries.key, 'OrderGuides'), eq(menuEntries.userType, 'customer')));
    try {
      expect((await guides(asCustomer())).map((g) => g.name)).toEqual(['Standard']);
      for (const res of [
        await create(asCustomer(), 'Monthly', []),
        await patch(asCustomer(), 'Weekly', [{ productKey: f.products.chicken, orderQuantity: 1, isDelete: false }]),
        await call(t.app, 'DELETE', path('Weekly'), asCustomer()),
      ]) {
        expect(res.statusCode).toBe(403);
        expect(res.json().code).toBe('MENU_LOCKED');
      }
    } finally {
      await t.db
        .update(menuEntries)
        .set({ isLocked: false })
        .where(and(eq(menuEntries.key, 'OrderGuides'), eq(menuEntries.userType, 'customer')));
    }
    expect((await guides(asCustomer())).map((g) => g.name)).toEqual(['Standard', 'Weekly']);
  });
});
