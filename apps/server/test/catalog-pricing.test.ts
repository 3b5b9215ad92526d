import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HIDDEN_PRODUCT_KEY } from '@provender/contract';
import { eq } from 'drizzle-orm';
import { customers, orderLines, orders, products } from '../src/db/schema/index.ts';
import { call, createTestApp, signIn, type TestApp } from './helpers/app.ts';
import { insertCatalogFixtures, setCustomerSetting, type CatalogFixtures } from './helpers/catalog-fixtures.ts';

let t: TestApp;
let f: CatalogFixtures;
let customer: string;
let admin: string;
let sales: string;

beforeAll(async () => {
  t = await createTestApp();
  f = await insertCatalogFixtures(t.db);
  [customer, admin, sales] = await Promise.all([
    signIn(t.app, 'demo.customer'),
    signIn(t.app, 'demo.admin'),
    signIn(t.app, 'demo.sales'),
  ]);
});
afterAll(() => t.close());

type Item = { productKey: number; unitOfMeasure: string };
async function prices(token: string | undefined, items: Item[], customerKey?: number) {
  const res = await call(t.app, 'POST', '/api/product/price', { token, customerKey, payload: items });
  expect(res.statusCode, res.body).toBe(200);
  return (
    res.json() as { productKey: number; unitOfMeasure: string; price: number | null; priceDecimals: number }[]
  ).map((p) => `${p.unitOfMeasure} ${p.price === null ? '-' : p.price.toFixed(p.priceDecimals)}`);
}

describe('POST /api/product/price', () => {
  const both = () => [
    { productKey: f.products.chicken, unitOfMeasure: 'LB' },
    { productKey: f.products.chicken, unitOfMeasure: 'CS' },
    { productKey: f.products.cola, unitOfMeasure: 'CS' },
    { productKey: f.products.cola, unitOfMeasure: 'EA' },
  ];

  it('prices every price-by unit from the list price for a level-0 customer, rounded to its decimals', async () => {
    expect(await prices(admin, both())).toEqual(['LB 2.1500', 'CS 86.00', 'CS 12.34', 'EA 0.5142']);
  });

  it('takes the level discount and a lower contract price effective today', async () => {
    // C10001: level 2 (6 %); chicken contract 1.90/LB today (an expired 1.50 and a future 1.00 do not count).
    expect(await prices(customer, both())).toEqual(['LB 1.9000', 'CS 76.00', 'CS 11.60', 'EA 0.4833']);
  });

  it('keeps the level price when the contract price is higher', async () => {
    // C10003: level 3 (9 %) gives 11.2294/CS, below its 11.50 contract.
    expect(await prices(sales, both(), f.customerIds.C10003)).toEqual([
      'LB 1.9565',
      'CS 78.26',
      'CS 11.23',
      'EA 0.4679',
    ]);
  });

  it("prices for the salesperson's acting customer", async () => {
    expect(await prices(sales, both(), f.customerIds.C10001)).toEqual(await prices(customer, both()));
  });

  it('answers list prices to guests', async () => {
    expect(await prices(undefined, both())).toEqual(['LB 2.1500', 'CS 86.00', 'CS 12.34', 'EA 0.5142']);
  });

  it('answers no price for unknown units, unavailable, excluded and hidden products', async () => {
    const items = [
      { productKey: f.products.chicken, unitOfMeasure: 'BX' },
      { productKey: f.products.inactive, unitOfMeasure: 'EA' },
      { productKey: f.products.excluded, unitOfMeasure: 'EA' },
      { productKey: HIDDEN_PRODUCT_KEY, unitOfMeasure: 'EA' },
      { productKey: 99999999, unitOfMeasure: 'EA' },
    ];
    expect(await prices(customer, items)).toEqual(['BX -', 'EA -', 'EA -', 'EA -', 'EA -']);
    // The excluded category is the acting customer's only.
    expect((await prices(admin, items))[2]).toBe('EA 9.99');
  });

  it('hides every price when hidePricing applies to the customer', async () => {
    await setCustomerSetting(t.db, f.customerIds.C10001, 'hidePricing', true);
    expect(await prices(customer, both())).toEqual(['LB -', 'CS -', 'CS -', 'EA -']);
    await setCustomerSetting(t.db, f.customerIds.C10001, 'hidePricing', undefined);
  });

  it('refuses malformed batches', async () => {
    const tooMany = Array.from({ length: 501 }, () => ({ productKey: 1, unitOfMeasure: 'EA' }));
    for (const payload of [
      [{ productKey: 'x', unitOfMeasure: 'EA' }],
      [{ productKey: 1 }],
      [{ productKey: 1, unitOfMeasure: 'EA', extra: 1 }],
      tooMany,
    ]) {
      expect((await call(t.app, 'POST', '/api/product/price', { token: customer, payload })).statusCode).toBe(400);
    }
  });

  it('answers a price met in one batch alike in batches of other products, and a changed price at once', async () => {
    expect(await prices(customer, [{ productKey: f.products.chicken, unitOfMeasure: 'LB' }])).toEqual(['LB 1.9000']);
    const mixed = [
      { productKey: f.products.cola, unitOfMeasure: 'EA' },
      { productKey: f.products.chicken, unitOfMeasure: 'LB' },
      { productKey: f.products.cola, unitOfMeasure: 'CS' },
    ];
    expect(await prices(customer, mixed)).toEqual(['EA 0.4833', 'LB 1.9000', 'CS 11.60']);
    const [cola] = await t.db
      .select({ basePrice: products.basePrice })
      .from(products)
      .where(eq(products.id, f.products.cola));
    await t.db.update(products).set({ basePrice: '24.68' }).where(eq(products.id, f.products.cola));
    try {
      // 24.68 less the level's 6 %: every batch naming the product answers the new price.
      expect((await prices(customer, mixed))[2]).toBe('CS 23.20');
      expect(await prices(customer, [{ productKey: f.products.cola, unitOfMeasure: 'CS' }])).toEqual(['CS 23.20']);
    } finally {
      await t.db.update(products).set({ basePrice: cola!.basePrice }).where(eq(products.id, f.products.cola));
    }
    expect(await prices(customer, mixed)).toEqual(['EA 0.4833', 'LB 1.9000', 'CS 11.60']);
  });

  it('answers units as the schema reads them (blanks around a unit are dropped)', async () => {
    expect(await prices(customer, [{ productKey: f.products.cola, unitOfMeasure: ' CS ' }])).toEqual(['CS 11.60']);
  });

  it('refuses prices for a customer the salesperson is not assigned to', async () => {
    const [other] = await t.db.select({ id: customers.id }).from(customers).where(eq(customers.customerCode, 'C10013'));
    const res = await call(t.app, 'POST', '/api/product/price', {
      token: sales,
      customerKey: other!.id,
      payload: both(),
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('a price batch sent again as the same text (decision 351)', () => {
  const send = (token: string | undefined, text: string, customerKey?: number) =>
    call(t.app, 'POST', '/api/product/price', {
      token,
      customerKey,
      payload: text,
      headers: { 'content-type': 'application/json' },
    });
  const text = () =>
    JSON.stringify([
      { productKey: f.products.chicken, unitOfMeasure: 'LB' },
      { productKey: f.products.cola, unitOfMeasure: 'CS' },
    ]);
  const shown = (res: { json: () => unknown }) =>
    (res.json() as { unitOfMeasure: string; price: number | null }[]).map((p) => `${p.unitOfMeasure} ${p.price}`);

  it("answers each caller's own prices for the same text", async () => {
    for (let round = 0; round < 2; round++) {
      expect(shown(await send(admin, text()))).toEqual(['LB 2.15', 'CS 12.34']);
      expect(shown(await send(customer, text()))).toEqual(['LB 1.9', 'CS 11.6']);
      expect(shown(await send(sales, text(), f.customerIds.C10003))).toEqual(['LB 1.9565', 'CS 11.23']);
      expect(shown(await send(undefined, text()))).toEqual(['LB 2.15', 'CS 12.34']);
    }
  });

  it('refuses a refused text every time it is sent, with the same answer', async () => {
    const refused = [
      `[{"productKey":${f.products.cola},"unitOfMeasure":"C\u0000S"}]`,
      `[{"productKey":${f.products.cola},"unitOfMeasure":"CS","__proto__":{"x":1}}]`,
      `[{"productKey":${f.products.cola},"unitOfMeasure":"CS"}`,
      `[{"productKey":"${f.products.cola}","unitOfMeasure":"CS"}]`,
      '{}',
      '',
    ];
    for (const body of refused) {
      const first = await send(customer, body);
      expect(first.statusCode, body).toBe(400);
      for (let again = 0; again < 2; again++) {
        const res = await send(customer, body);
        expect(res.statusCode, body).toBe(400);
        expect(res.json()).toEqual(first.json());
      }
    }
  });

  it('reads blanks around a unit the same way every time, and a clean text after a refused one', async () => {
    const blanks = JSON.stringify([{ productKey: f.products.cola, unitOfMeasure: ' CS ' }]);
    for (let round = 0; round < 2; round++) expect(shown(await send(customer, blanks))).toEqual(['CS 11.6']);
    expect((await send(customer, `[{"productKey":${f.products.cola},"unitOfMeasure":"C\tS"}]`)).statusCode).toBe(400);
    expect(shown(await send(customer, text()))).toEqual(['LB 1.9', 'CS 11.6']);
  });
});

describe('unit conversion to $', () => {
  it("answers one unit's price as the factor", async () => {
    const res = await call(t.app, 'GET', `/api/product/${f.products.chicken}/conversion`, {
      token: customer,
      query: { from: 'CS', to: '$' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ factor: 76, from: 'CS', to: '$' });
  });

  it('refuses other currencies and unknown units', async () => {
    const other = await call(t.app, 'GET', `/api/product/${f.products.chicken}/conversion`, {
      token: customer,
      query: { from: 'CS', to: 'EUR' },
    });
    expect(other.statusCode).toBe(400);
    const unknown = await call(t.app, 'GET', `/api/product/${f.products.chicken}/conversion`, {
      token: customer,
      query: { from: 'PAL', to: '$' },
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('POST /api/product/uncommitted', () => {
  it('answers stock on hand less open orders, in the stock unit', async () => {
    const lines = async (status: string, quantity: string, n: number) => {
      const [order] = await t.db
        .insert(orders)
        .values({ orderNumber: `TST-${n}`, customerId: f.customerIds.C10002, status, lineTotal: '0', total: '0' })
        .returning({ id: orders.id });
      await t.db.insert(orderLines).values({
        orderId: order!.id,
        lineNo: 1,
        productId: f.products.chicken,
        unitOfMeasure: 'CS',
        quantity,
        unitOfMeasurePrc: 'LB',
        unitPrice: '2.15',
        extension: '0',
      });
    };
    await lines('Open', '2', 1);
    await lines('Invoiced', '3', 2);
    await lines('Cancelled', '1', 3);
    const res = await call(t.app, 'POST', '/api/product/uncommitted', {
      token: customer,
      payload: [
        { productKey: f.products.chicken },
        { productKey: f.products.cola },
        { productKey: f.products.excluded },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { productKey: f.products.chicken, uncommitted: 320, unitOfMeasure: 'LB' },
      { productKey: f.products.cola, uncommitted: 240, unitOfMeasure: 'EA' },
      // A product the customer may not see answers like an unknown key: no stock and no unit (issue 14).
      { productKey: f.products.excluded, uncommitted: 0, unitOfMeasure: '' },
    ]);
  });
});
