import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CountMessages, type GuideCount, type OrderGuide } from '@provender/contract';
import { clockStartingAt } from '../src/config.ts';
import { orderGuideCounts, orderGuidePars, orders } from '../src/db/schema/index.ts';
import { call, createTestApp, signIn, type CallOptions, type TestApp } from './helpers/app.ts';
import { insertCatalogFixtures, type CatalogFixtures } from './helpers/catalog-fixtures.ts';
import { insertPastOrder, type PastLine } from './helpers/history.ts';
import { easyHumanCheck } from './helpers/human-check.ts';
import { listen } from './helpers/socket.ts';

/*
 * Par levels and count mode (issue 34): pars per guide and ship-to in any unit of the product,
 * counts kept as a draft on the server, the suggested order (par − on hand in the sell-by unit,
 * rounded up to its multiple), suggested pars from the last 8 weeks of deliveries, and Add to Cart.
 * Products (catalog fixtures): chicken is catch weight, stock unit LB, priced per LB, sold by the
 * 40 LB case (CS, multiple 1); cola is sold by the case of 24 (multiple 1) or by the each (multiple 6).
 */

let t: TestApp;
let f: CatalogFixtures;
let customer: CallOptions;
let sales: CallOptions;

const guidePath = (name: string, tail = '') => `/api/orderguide/${encodeURIComponent(name)}${tail}`;
const withShipto = (shipto?: string) => (shipto === undefined ? {} : { query: { shipto } });
const getPars = (as: CallOptions, shipto?: string, name = 'Walk-in') =>
  call(t.app, 'GET', guidePath(name, '/pars'), { ...as, ...withShipto(shipto) });
const setPars = (as: CallOptions, lines: unknown[], shipto?: string, name = 'Walk-in') =>
  call(t.app, 'POST', guidePath(name, '/pars'), { ...as, ...withShipto(shipto), payload: { lines } });
const saveCount = (as: CallOptions, lines: unknown[], shipto?: string) =>
  call(t.app, 'PUT', guidePath('Walk-in', '/count'), { ...as, ...withShipto(shipto), payload: { lines } });
const getCount = (as: CallOptions, shipto?: string) =>
  call(t.app, 'GET', guidePath('Walk-in', '/count'), { ...as, ...withShipto(shipto) });
const parOf = (res: { json(): unknown }, productKey: number) =>
  (res.json() as { lines: { productKey: number; par: unknown }[] }).lines.find((l) => l.productKey === productKey)?.par;
const counted = (
  lines: { onHand: number | null; orderQuantity?: number | null; productKey: number; onHandUnit: string }[],
) => lines.map((l) => ({ orderQuantity: null, ...l }));

const chickenLine = (unitOfMeasure: 'CS' | 'LB', quantity: string): PastLine => ({
  productId: f.products.chicken,
  unitOfMeasure,
  quantity,
  unitOfMeasurePrc: 'LB',
  unitPrice: '2.1500',
  extension: '10.00',
});

let orderNumber = 930000;
async function delivered(shiptoCode: string, date: string, lines: PastLine[]) {
  orderNumber += 1;
  const id = await insertPastOrder(t.db, {
    orderNumber: String(orderNumber),
    customerId: f.customerIds.C10001,
    orderDate: date,
    deliveryDate: date,
    status: 'Invoiced',
    lines,
  });
  await t.db.update(orders).set({ shiptoCode }).where(eq(orders.id, id));
}

beforeAll(async () => {
  // The server's clock is Monday 15 July 2019: the 8 weeks of suggested pars reach back to 20 May.
  t = await createTestApp({ now: clockStartingAt(new Date('2019-07-15T15:00:00Z')), ...easyHumanCheck });
  f = await insertCatalogFixtures(t.db);
  customer = { token: await signIn(t.app, 'demo.customer') };
  sales = { token: await signIn(t.app, 'demo.sales'), customerKey: f.customerIds.C10001 };
  const created = await call(t.app, 'POST', guidePath('Walk-in'), {
    ...customer,
    payload: {
      name: 'Walk-in',
      lines: [
        { productKey: f.products.chicken, orderQuantity: 2, unitOfMeasure: 'CS' },
        { productKey: f.products.cola, orderQuantity: 1, unitOfMeasure: 'CS' },
      ],
    },
  });
  expect(created.statusCode, created.body).toBe(200);
  // Chicken delivered to 001: 80 LB, then 100 LB (2 CS and 20 LB on two orders for one date), then 120 LB.
  await delivered('001', '2019-06-03', [chickenLine('CS', '2.00')]);
  await delivered('001', '2019-06-17', [chickenLine('CS', '2.00')]);
  await delivered('001', '2019-06-17', [chickenLine('LB', '20.00')]);
  await delivered('001', '2019-07-01', [chickenLine('CS', '3.00')]);
  // Older than 8 weeks, or to another ship-to: not counted for 001.
  await delivered('001', '2019-05-06', [chickenLine('CS', '90.00')]);
  await delivered('002', '2019-07-08', [chickenLine('CS', '50.00')]);
  await delivered('002', '2019-07-09', [chickenLine('CS', '50.00')]);
});
afterAll(() => t.close());

describe('par levels', () => {
  it('keeps pars per ship-to, in any unit the product has, the default ship-to when none is named', async () => {
    const res = await setPars(
      customer,
      [
        { productKey: f.products.chicken, quantity: 100, unitOfMeasure: 'LB' },
        { productKey: f.products.cola, quantity: 6, unitOfMeasure: 'CS' },
      ],
      '001',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(
      (await setPars(customer, [{ productKey: f.products.cola, quantity: 2, unitOfMeasure: 'CS' }], '002')).statusCode,
    ).toBe(200);

    const first = await getPars(customer, '001');
    expect(first.json()).toEqual({
      shipto: '001',
      lines: [
        { productKey: f.products.chicken, par: { quantity: 100, unitOfMeasure: 'LB' } },
        { productKey: f.products.cola, par: { quantity: 6, unitOfMeasure: 'CS' } },
      ],
    });
    const second = await getPars(customer, '002');
    expect(parOf(second, f.products.chicken)).toBeNull();
    expect(parOf(second, f.products.cola)).toEqual({ quantity: 2, unitOfMeasure: 'CS' });
    // C10001's default ship-to is 001; the salesperson acting for it sees the same pars.
    expect((await getPars(customer)).json()).toEqual(first.json());
    expect((await getPars(sales, '001')).json()).toEqual(first.json());
  });

  it('refuses a unit the product lacks, a product not in the guide, 3 decimals, an unknown ship-to: 400, nothing changed', async () => {
    const before = await getPars(customer, '001');
    const refusals: [unknown[], string | undefined, string][] = [
      [
        [{ productKey: f.products.cola, quantity: 1, unitOfMeasure: 'LB' }],
        '001',
        'LB is not a unit of "Quokka Cola 12 oz Can".',
      ],
      [
        [{ productKey: f.products.excluded, quantity: 1, unitOfMeasure: 'EA' }],
        '001',
        CountMessages.notInGuide(f.products.excluded),
      ],
      [[{ productKey: f.products.cola, quantity: 1.005, unitOfMeasure: 'CS' }], '001', 'may have at most 2 decimals'],
      [[{ productKey: f.products.cola, quantity: 1, unitOfMeasure: 'CS' }], '999', CountMessages.unknownShipto('999')],
      // The first line is fine: all or none.
      [
        [
          { productKey: f.products.chicken, quantity: 1, unitOfMeasure: 'CS' },
          { productKey: f.products.cola, quantity: 1, unitOfMeasure: 'BX' },
        ],
        '001',
        'BX is not a unit',
      ],
    ];
    for (const [lines, shipto, message] of refusals) {
      const res = await setPars(customer, lines, shipto);
      expect(res.statusCode, res.body).toBe(400);
      expect((res.json() as { message: string }).message).toContain(message);
    }
    const overCap = await setPars(
      customer,
      [{ productKey: f.products.cola, quantity: 100_000_000, unitOfMeasure: 'CS' }],
      '001',
    );
    expect(overCap.statusCode).toBe(400);
    expect((await getPars(customer, '001')).json()).toEqual(before.json());
  });

  it("answers 404 for a guide the acting customer does not have (another customer's)", async () => {
    const other = { token: sales.token, customerKey: f.customerIds.C10002 };
    expect((await getPars(other)).statusCode).toBe(404);
    expect((await setPars(other, [{ productKey: f.products.cola, quantity: 1, unitOfMeasure: 'CS' }])).statusCode).toBe(
      404,
    );
    expect((await getPars(customer, undefined, 'Nowhere')).statusCode).toBe(404);
  });
});

describe('suggested pars', () => {
  it("answers each line's usual quantity per delivery at the ship-to over 8 weeks, rounded up, without saving it", async () => {
    const res = await call(t.app, 'GET', guidePath('Walk-in', '/pars/suggested'), {
      ...customer,
      query: { shipto: '001' },
    });
    expect(res.statusCode, res.body).toBe(200);
    // 80, 100 and 120 LB per delivery: the median 100 LB is 2.5 CS, rounded up to 3 CS. Cola was never delivered.
    expect(res.json()).toEqual({
      shipto: '001',
      weeks: 8,
      lines: [
        { productKey: f.products.chicken, deliveries: 3, par: { quantity: 3, unitOfMeasure: 'CS' } },
        { productKey: f.products.cola, deliveries: 0, par: null },
      ],
    });
    const other = await call(t.app, 'GET', guidePath('Walk-in', '/pars/suggested'), {
      ...customer,
      query: { shipto: '002' },
    });
    expect((other.json() as { lines: unknown[] }).lines[0]).toEqual({
      productKey: f.products.chicken,
      deliveries: 2,
      par: { quantity: 50, unitOfMeasure: 'CS' },
    });
    expect(parOf(await getPars(customer, '001'), f.products.chicken)).toEqual({ quantity: 100, unitOfMeasure: 'LB' });
  });
});

describe('count mode', () => {
  it('suggests par − on hand in the sell-by unit, rounded up, counted in any unit (catch weight by the pound)', async () => {
    const res = await saveCount(
      customer,
      counted([
        // Par 100 LB, 12.5 LB on hand: 87.5 LB is 2.19 cases of 40 LB, rounded up to 3 CS.
        { productKey: f.products.chicken, onHand: 12.5, onHandUnit: 'LB' },
        // Par 6 CS (144 EA), 5 EA on the shelf: 139 EA is 5.79 cases, rounded up to 6 CS.
        { productKey: f.products.cola, onHand: 5, onHandUnit: 'EA' },
      ]),
      '001',
    );
    expect(res.statusCode, res.body).toBe(200);
    const count = res.json() as GuideCount;
    expect(count.lines).toEqual([
      {
        productKey: f.products.chicken,
        unitOfMeasure: 'CS',
        par: { quantity: 100, unitOfMeasure: 'LB' },
        onHand: 12.5,
        onHandUnit: 'LB',
        orderQuantity: null,
        suggested: 3,
      },
      {
        productKey: f.products.cola,
        unitOfMeasure: 'CS',
        par: { quantity: 6, unitOfMeasure: 'CS' },
        onHand: 5,
        onHandUnit: 'EA',
        orderQuantity: null,
        suggested: 6,
      },
    ]);
    expect(count).toMatchObject({ name: 'Walk-in', shipto: '001', countedBy: expect.any(String) });
    // The injected clock: 15 July 2019, a few seconds after the server started.
    expect(count.countedAt).toMatch(/^2019-07-15T15:0/);
    // The draft is on the server: another device (the salesperson's desktop) reads it.
    expect(((await getCount(sales, '001')).json() as GuideCount).lines).toEqual(count.lines);
    // Ship-to 002 has its own count and pars: cola par 2 CS, nothing counted.
    const second = (await getCount(customer, '002')).json() as GuideCount;
    expect(second.lines.map((l) => [l.onHand, l.suggested])).toEqual([
      [null, null],
      [null, null],
    ]);
    // More on hand than the par suggests nothing, never below 0.
    const full = await saveCount(
      customer,
      counted([{ productKey: f.products.cola, onHand: 7, onHandUnit: 'CS' }]),
      '002',
    );
    expect((full.json() as GuideCount).lines[1]?.suggested).toBe(0);
  });

  it('refuses a unit the product lacks and an order quantity off its sell-by multiple: 400, the draft kept', async () => {
    const before = (await getCount(customer, '001')).json() as GuideCount;
    const wrongUnit = await saveCount(
      customer,
      counted([{ productKey: f.products.chicken, onHand: 1, onHandUnit: 'EA' }]),
      '001',
    );
    expect(wrongUnit.statusCode).toBe(400);
    const offStep = await saveCount(
      customer,
      counted([{ productKey: f.products.chicken, onHand: 1, onHandUnit: 'LB', orderQuantity: 1.5 }]),
      '001',
    );
    expect(offStep.statusCode).toBe(400);
    expect((offStep.json() as { message: string }).message).toContain('Please enter a multiple of 1');
    const negative = await saveCount(
      customer,
      counted([{ productKey: f.products.chicken, onHand: -1, onHandUnit: 'LB' }]),
      '001',
    );
    expect(negative.statusCode).toBe(400);
    expect((await getCount(customer, '001')).json()).toEqual(before);
  });

  it("adds the suggested (or the buyer's) quantities to the cart in one write, once", async () => {
    await call(t.app, 'DELETE', '/api/cart', customer);
    const changed = await saveCount(
      customer,
      counted([
        { productKey: f.products.chicken, onHand: 12.5, onHandUnit: 'LB', orderQuantity: 4 },
        { productKey: f.products.cola, onHand: 5, onHandUnit: 'EA' },
      ]),
      '001',
    );
    expect(changed.statusCode, changed.body).toBe(200);
    const added = await call(t.app, 'POST', guidePath('Walk-in', '/count/cart'), {
      ...customer,
      query: { shipto: '001' },
    });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json()).toEqual({
      added: [
        { productKey: f.products.chicken, unitOfMeasure: 'CS', orderQuantity: 4 },
        { productKey: f.products.cola, unitOfMeasure: 'CS', orderQuantity: 6 },
      ],
    });
    const cart = (await call(t.app, 'GET', '/api/cart', customer)).json() as {
      lines: { productKey: number; quantity: { value: number; unit: string } }[];
    };
    expect(cart.lines.map((l) => [l.productKey, l.quantity.value, l.quantity.unit])).toEqual([
      [f.products.chicken, 4, 'CS'],
      [f.products.cola, 6, 'CS'],
    ]);
    // The draft is closed: a second click adds nothing, and the guide says who counted last.
    const again = await call(t.app, 'POST', guidePath('Walk-in', '/count/cart'), {
      ...customer,
      query: { shipto: '001' },
    });
    expect(again.statusCode).toBe(409);
    expect((again.json() as { message: string }).message).toBe(CountMessages.nothingToAdd);
    const after = (await getCount(customer, '001')).json() as GuideCount;
    expect(after.lines.every((l) => l.onHand === null)).toBe(true);
    expect(after.countedBy).not.toBeNull();
  });
});

describe('sequence', () => {
  const sequence = (as: CallOptions, name: string, productKeys: number[]) =>
    call(t.app, 'PUT', guidePath(name, '/sequence'), { ...as, payload: { productKeys } });

  it('puts the lines in a new shelf order; every product once; Standard keeps its own', async () => {
    const res = await sequence(customer, 'Walk-in', [f.products.cola, f.products.chicken]);
    expect(res.statusCode, res.body).toBe(200);
    const guides = (await call(t.app, 'GET', '/api/orderguide', customer)).json() as OrderGuide[];
    expect(guides.find((g) => g.name === 'Walk-in')?.products.map((p) => p.productKey)).toEqual([
      f.products.cola,
      f.products.chicken,
    ]);
    expect((await sequence(customer, 'Walk-in', [f.products.cola])).statusCode).toBe(400);
    expect((await sequence(customer, 'Walk-in', [f.products.cola, f.products.cola])).statusCode).toBe(400);
    expect((await sequence(customer, 'Standard', [f.products.cola])).statusCode).toBe(405);
  });
});

describe('over a real socket', () => {
  it('answers the count and the pars as over inject', async () => {
    const server = await listen(t.app);
    try {
      const res = await fetch(`${server.url}${guidePath('Walk-in', '/pars')}?shipto=002`, {
        headers: { authorization: `Bearer ${customer.token}` },
      });
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual((await getPars(customer, '002')).json());
    } finally {
      await server.close();
    }
  });
});

describe('deleting the guide', () => {
  it('deletes its pars and counts, so a new guide of that name starts without them', async () => {
    const walkInPars = () => t.db.select().from(orderGuidePars).where(eq(orderGuidePars.guideKey, 'walk-in'));
    expect((await walkInPars()).length).toBeGreaterThan(0);
    expect((await call(t.app, 'DELETE', guidePath('Walk-in'), customer)).statusCode).toBe(200);
    // The demo's own guide keeps its pars; this guide's pars and count are gone.
    expect(await walkInPars()).toEqual([]);
    expect(await t.db.select().from(orderGuideCounts).where(eq(orderGuideCounts.guideKey, 'walk-in'))).toEqual([]);
    expect((await getPars(customer, '001')).statusCode).toBe(404);
  });
});
