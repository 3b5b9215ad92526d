import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OrderGuideMessages, type OrderGuide, type ProductList } from '@provender/contract';
import { guideQuantityError } from '@provender/rules';
import { customers, orderLines, orders, productUnits, products, salespersonCustomers } from '../src/db/schema/index.ts';
import { call, createTestApp, signIn, type TestApp } from './helpers/app.ts';
import { insertCatalogFixtures, userId, type CatalogFixtures } from './helpers/catalog-fixtures.ts';

let t: TestApp;
let f: CatalogFixtures;
let sales: string;
let customer: string;
let regular: number;
let newcomer: number;
let occasional: number;
/** Two seeded products: one on five of the twelve latest orders, one only on older orders. */
let sometimes: number;
let longAgo: number;

type Line = [productId: number, unit: string, quantity: string];
let orderNo = 0;

async function addOrder(customerId: number, daysAgo: number, lines: Line[]) {
  orderNo += 1;
  const [order] = await t.db
    .insert(orders)
    .values({
      orderNumber: `TST-${orderNo}`,
      customerId,
      status: 'Invoiced',
      orderDate: new Date(Date.now() - daysAgo * 86_400_000),
      lineTotal: '0',
      total: '0',
    })
    .returning({ id: orders.id });
  if (!order) throw new Error('order insert returned nothing');
  if (lines.length === 0) return;
  await t.db.insert(orderLines).values(
    lines.map(([productId, unitOfMeasure, quantity], i) => ({
      orderId: order.id,
      lineNo: i + 1,
      productId,
      unitOfMeasure,
      quantity,
      unitOfMeasurePrc: unitOfMeasure,
      unitPrice: '1.0000',
      extension: '0',
    })),
  );
}

async function addCustomer(code: string, salesId: number): Promise<number> {
  const [row] = await t.db
    .insert(customers)
    .values({ customerCode: code, name: `Test ${code}` })
    .returning({ id: customers.id });
  if (!row) throw new Error('customer insert returned nothing');
  await t.db.insert(salespersonCustomers).values({ userId: salesId, customerId: row.id });
  return row.id;
}

async function guidesFor(customerKey: number): Promise<OrderGuide[]> {
  const res = await call(t.app, 'GET', '/api/orderguide', { token: sales, customerKey });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const standardOf = async (customerKey: number) => (await guidesFor(customerKey)).find((g) => g.name === 'Standard');
const lines = (g: OrderGuide | undefined) =>
  g?.products.map((p) => `${p.sequence}. ${p.productKey} ${p.orderQuantity} ${p.unitOfMeasure}`);

beforeAll(async () => {
  t = await createTestApp();
  f = await insertCatalogFixtures(t.db);
  [sales, customer] = await Promise.all([signIn(t.app, 'demo.sales'), signIn(t.app, 'demo.customer')]);
  const salesId = await userId(t.db, 'demo.sales');
  [regular, newcomer, occasional] = [
    await addCustomer('TSTSTD1', salesId),
    await addCustomer('TSTSTD2', salesId),
    await addCustomer('TSTSTD3', salesId),
  ];
  const seeded = await t.db
    .select({ id: products.id })
    .from(products)
    .innerJoin(
      productUnits,
      and(
        eq(productUnits.productId, products.id),
        eq(productUnits.unitOfMeasure, 'CS'),
        eq(productUnits.isSellBy, true),
      ),
    )
    .where(and(eq(products.isActive, true), eq(products.mainCategoryCode, 'PD')))
    .orderBy(products.id)
    .limit(2);
  [sometimes, longAgo] = seeded.map((r) => r.id) as [number, number];
  // The tobacco is now sold in pairs; its history was typed in threes.
  await t.db
    .update(productUnits)
    .set({ sellByMultiple: '2' })
    .where(and(eq(productUnits.productId, f.products.excluded), eq(productUnits.unitOfMeasure, 'EA')));

  const { chicken, cola, excluded: tobacco, inactive, noSellBy } = f.products;
  // Fourteen orders, newest (index 0) first; only the twelve latest count.
  for (let i = 0; i < 14; i++) {
    const order: Line[] = [
      [inactive, 'EA', '1.00'],
      [noSellBy, 'EA', '1.00'],
    ];
    if (i < 8) order.push([chicken, 'CS', i < 5 ? '2.00' : '3.00']);
    if ([0, 2, 4].includes(i)) order.push([cola, 'EA', i === 4 ? '18.00' : '12.00']);
    if ([6, 8, 10].includes(i)) order.push([cola, 'CS', '1.00']);
    if (i < 12 && i % 2 === 1) order.push([tobacco, 'EA', '3.00']);
    if ([0, 1, 2, 3, 4, 12, 13].includes(i)) order.push([sometimes, 'CS', '1.00']);
    if (i >= 12) order.push([longAgo, 'CS', '1.00']);
    await addOrder(regular, 7 * i + 1, order);
  }
  await addOrder(newcomer, 3, [[chicken, 'CS', '1.00']]);
  await addOrder(occasional, 20, [[chicken, 'CS', '1.00']]);
  await addOrder(occasional, 10, [
    [chicken, 'CS', '2.00'],
    [cola, 'CS', '1.00'],
  ]);
  await addOrder(occasional, 5, [[cola, 'EA', '6.00']]);
});
afterAll(() => t.close());

describe('the Standard guide', () => {
  it('holds the products on at least half of the twelve latest orders, in their usual unit and quantity, by category', async () => {
    const { chicken, cola, excluded: tobacco } = f.products;
    const standard = await standardOf(regular);
    expect(standard).toMatchObject({ name: 'Standard', isPrimary: true, isReadOnly: true });
    // Test Main › Test Beverages, Test Main › Test Poultry, Test Restricted › Test Tobacco.
    // Cola: EA and CS three times each, EA is the more recent; tobacco: 3 EA rounded up to pairs.
    expect(lines(standard)).toEqual([`1. ${cola} 12 EA`, `2. ${chicken} 2 CS`, `3. ${tobacco} 4 EA`]);
    expect(standard?.products.map((p) => p.productKey)).not.toContain(sometimes);
    expect(standard?.products.map((p) => p.productKey)).not.toContain(longAgo);
  });

  it('comes first, before the customer’s own guides, and is there even without a history', async () => {
    const created = await call(t.app, 'POST', '/api/orderguide/Aaa', {
      token: sales,
      customerKey: newcomer,
      payload: { name: 'Aaa', lines: [] },
    });
    expect(created.statusCode, created.body).toBe(200);
    const list = await guidesFor(newcomer);
    expect(list.map((g) => g.name)).toEqual(['Standard', 'Aaa']);
    // A single order says nothing about a habit.
    expect(list[0]?.products).toEqual([]);
  });

  it('needs two orders out of a short history; ties go to the latest unit and quantity', async () => {
    expect(lines(await standardOf(occasional))).toEqual([
      `1. ${f.products.cola} 6 EA`,
      `2. ${f.products.chicken} 2 CS`,
    ]);
  });

  it('is derived from the demo history for the demo customer', async () => {
    const res = await call(t.app, 'GET', '/api/orderguide', { token: customer });
    const standard = (res.json() as OrderGuide[])[0];
    expect(standard?.name).toBe('Standard');
    expect(standard?.products.length).toBeGreaterThan(3);
    expect(standard?.products.map((p) => p.sequence)).toEqual(standard?.products.map((_, i) => i + 1));
    expect(standard?.products.every((p) => p.orderQuantity > 0)).toBe(true);
  });

  it('sits beside the guides the demo customer starts with, whose quantities are whole sell-by multiples', async () => {
    const list = (await call(t.app, 'GET', '/api/orderguide', { token: customer })).json() as OrderGuide[];
    expect(list.map((g) => g.name).slice(0, 2)).toEqual(['Standard', expect.any(String)]);
    const weekly = list.find((g) => g.name === 'Weekly');
    expect(weekly?.products.length).toBeGreaterThan(3);
    const keys = list.flatMap((g) => g.products.map((p) => p.productKey));
    const res = await call(t.app, 'GET', '/api/product/list', {
      token: customer,
      query: { productKeys: [...new Set(keys)].join(','), limit: '500' },
    });
    const sellBys = new Map((res.json() as ProductList).products.map((p) => [p.productKey, p.sellBys]));
    for (const line of list.flatMap((g) => g.products)) {
      const sellBy = sellBys.get(line.productKey)?.find((u) => u.unitOfMeasure === line.unitOfMeasure);
      expect(sellBy, `${line.productKey} ${line.unitOfMeasure}`).toBeDefined();
      expect(guideQuantityError(line.orderQuantity, sellBy?.sellByMultiple ?? 1)).toBeNull();
    }
  });

  it('is read-only: it cannot be created, changed or deleted', async () => {
    const as = { token: sales, customerKey: regular };
    const post = await call(t.app, 'POST', '/api/orderguide/Standard', {
      ...as,
      payload: { name: 'Standard', lines: [] },
    });
    expect([post.statusCode, post.json().errorReason]).toEqual([405, OrderGuideMessages.nameReserved]);
    const patch = await call(t.app, 'PATCH', '/api/orderguide/standard', {
      ...as,
      payload: [{ productKey: f.products.chicken, orderQuantity: 0, isDelete: true, sequence: -1 }],
    });
    expect([patch.statusCode, patch.json().errorReason]).toEqual([405, OrderGuideMessages.standardReadOnly]);
    const del = await call(t.app, 'DELETE', '/api/orderguide/Standard', as);
    expect(del.statusCode).toBe(405);
    expect(lines(await standardOf(regular))).toHaveLength(3);
  });
});
