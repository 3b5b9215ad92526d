import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockStartingAt } from '../src/config.ts';
import { orders } from '../src/db/schema/index.ts';
import { call, createTestApp, signIn, type TestApp } from './helpers/app.ts';
import { insertCatalogFixtures, type CatalogFixtures } from './helpers/catalog-fixtures.ts';
import { insertPastOrder, type PastLine } from './helpers/history.ts';
import { easyHumanCheck } from './helpers/human-check.ts';
import { customerKey } from './helpers/personas.ts';

/*
 * POST /api/history/usual (issue 36 item 8, decision 425): how much of a product the acting
 * customer usually orders, the median per order of the last 13 weeks in the unit most ordered.
 */

let t: TestApp;
let f: CatalogFixtures;
let customer: { token: string };

const chicken = (unitOfMeasure: 'CS' | 'LB', quantity: string): PastLine => ({
  productId: f.products.chicken,
  unitOfMeasure,
  quantity,
  unitOfMeasurePrc: 'LB',
  unitPrice: '1.9000',
  extension: '10.00',
});
const cola = (quantity: string): PastLine => ({
  productId: f.products.cola,
  unitOfMeasure: 'CS',
  quantity,
  unitOfMeasurePrc: 'CS',
  unitPrice: '11.0000',
  extension: '11.00',
});

let orderNumber = 910000;
async function order(
  customerId: number,
  orderDate: string,
  lines: PastLine[],
  status: 'Open' | 'Invoiced' = 'Invoiced',
) {
  orderNumber += 1;
  return insertPastOrder(t.db, {
    orderNumber: String(orderNumber),
    customerId,
    orderDate,
    deliveryDate: orderDate,
    status,
    lines,
  });
}

beforeAll(async () => {
  // The server's clock is 15 July 2019: the 13 weeks reach back to 15 April.
  t = await createTestApp({ now: clockStartingAt(new Date('2019-07-15T15:00:00Z')), ...easyHumanCheck });
  f = await insertCatalogFixtures(t.db);
  customer = { token: await signIn(t.app, 'demo.customer') };
  const c10001 = f.customerIds.C10001;
  // Chicken per order in stock units (LB): 80, 160 (3 CS and 40 LB), 80. Median 80 LB = 2 CS.
  await order(c10001, '2019-05-01', [chicken('CS', '2.00'), cola('1.00')]);
  await order(c10001, '2019-06-03', [chicken('CS', '3.00'), chicken('LB', '40.00')]);
  await order(c10001, '2019-07-01', [chicken('CS', '2.00')], 'Open');
  // Older than 13 weeks, cancelled, credited or another customer's: none of them counts.
  await order(c10001, '2019-01-07', [chicken('CS', '500.00')]);
  const cancelled = await order(c10001, '2019-07-08', [chicken('CS', '900.00')], 'Open');
  await t.db.update(orders).set({ status: 'Cancelled' }).where(eq(orders.id, cancelled));
  await order(c10001, '2019-07-09', [chicken('CS', '-4.00')]);
  await order(await customerKey(t.db, 'C10006'), '2019-07-02', [chicken('CS', '700.00'), cola('300.00')]);
  await order(await customerKey(t.db, 'C10006'), '2019-07-03', [chicken('CS', '700.00'), cola('300.00')]);
});
afterAll(() => t.close());

const usual = (productKeys: number[], opts: { token?: string; customerKey?: number } = customer) =>
  call(t.app, 'POST', '/api/history/usual', { ...opts, payload: productKeys.map((productKey) => ({ productKey })) });

describe('POST /api/history/usual', () => {
  it("answers the median per order of the customer's last 13 weeks, in the unit most ordered", async () => {
    const res = await usual([f.products.chicken]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([{ productKey: f.products.chicken, orders: 3, unitOfMeasure: 'CS', orderQuantity: 2 }]);
  });

  it('has no usual quantity for a product on fewer than two orders or never ordered, in the order asked', async () => {
    const res = await usual([f.products.cola, 999_999, f.products.chicken]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      { productKey: f.products.cola, orders: 1, unitOfMeasure: null, orderQuantity: null },
      { productKey: 999_999, orders: 0, unitOfMeasure: null, orderQuantity: null },
      { productKey: f.products.chicken, orders: 3, unitOfMeasure: 'CS', orderQuantity: 2 },
    ]);
  });

  it('needs an acting customer and a signed-in caller', async () => {
    const sales = await signIn(t.app, 'demo.sales');
    expect((await usual([f.products.chicken], { token: sales })).statusCode).toBe(400);
    expect((await usual([f.products.chicken], {})).statusCode).toBe(401);
  });
});
