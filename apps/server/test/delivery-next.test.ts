import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerListItem, DeliveryDates, NextDelivery } from '@provender/contract';
import { customers, holidays, orders } from '../src/db/schema/index.ts';
import { call, createTestApp, signIn, type TestApp } from './helpers/app.ts';
import { setShipto } from './helpers/checkout.ts';
import { customerKey, demoUsers } from './helpers/personas.ts';
import { listen, type Listening } from './helpers/socket.ts';

/**
 * The next delivery in view (issue 34 item 4, decisions 500-502): the app bar's dates and cut-offs
 * are the checkout's, at the boundary minute and across a holiday; Select Customer marks the
 * customers with no order for their next delivery. Spring 2027 in New York (UTC-4), far from any
 * demo order and federal holiday.
 */
let clock = new Date('2027-04-06T14:00:00Z');
let t: TestApp;
let server: Listening;
let customer: string;
let sales: string;
let c10001: number;

const nextOf = async (query: Record<string, string> = { shipto: '001' }) => {
  const res = await call(t.app, 'GET', '/api/cart/next-delivery', { token: customer, query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as NextDelivery;
};
/** Moves the server clock; tokens are issued by it, so both users sign in again. */
async function at(iso: string) {
  clock = new Date(iso);
  customer = await signIn(t.app, demoUsers.customer);
  sales = await signIn(t.app, demoUsers.sales);
}
const datesOf = async () => {
  const res = await call(t.app, 'GET', '/api/cart/date', { token: customer, query: { shipto: '001' } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as DeliveryDates;
};

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  server = await listen(t.app);
  c10001 = await customerKey(t.db, 'C10001');
  await t.db.update(customers).set({ defaultShiptoCode: '001' }).where(eq(customers.id, c10001));
  await setShipto(t.db, c10001, '001', { deliveryDays: [1, 2, 3, 4, 5] });
  await t.db.delete(holidays).where(sql`${holidays.day} between '2027-03-20' and '2027-05-20'`);
});
afterAll(async () => {
  await server.close();
  await t.close();
});

describe('GET /api/cart/next-delivery', () => {
  it('names the next dates with their cut-offs; the cut-off minute moves it to the next date at once', async () => {
    await at('2027-04-06T19:59:59.999Z'); // Tuesday 15:59:59.999 EDT
    const before = await nextOf();
    expect(before).toEqual({
      kind: 'delivery',
      timeZone: 'America/New_York',
      deliveries: [
        { date: '2027-04-07', cutoff: { date: '2027-04-06', time: '16:00' }, closesAt: '2027-04-06T20:00:00.000Z' },
        { date: '2027-04-08', cutoff: { date: '2027-04-07', time: '16:00' }, closesAt: '2027-04-07T20:00:00.000Z' },
        { date: '2027-04-09', cutoff: { date: '2027-04-08', time: '16:00' }, closesAt: '2027-04-08T20:00:00.000Z' },
      ],
    });
    // The checkout says the same: its earliest date and its cut-off.
    const dates = await datesOf();
    expect(dates.earliestDate).toBe('2027-04-07');
    expect(dates.cutoff).toEqual({ date: '2027-04-06', time: '16:00', timeZone: 'America/New_York' });

    await at('2027-04-06T20:00:00.000Z'); // 16:00:00 EDT: closed
    const after = await nextOf();
    expect(after.deliveries[0]).toEqual({
      date: '2027-04-08',
      cutoff: { date: '2027-04-07', time: '16:00' },
      closesAt: '2027-04-07T20:00:00.000Z',
    });
    expect((await datesOf()).earliestDate).toBe('2027-04-08');
  });

  it('moves the cut-off back past a holiday and the delivery on past it, as the checkout does', async () => {
    // A Monday the warehouse is closed: Monday's route delivers Tuesday, and Tuesday's orders close Sunday.
    await t.db.insert(holidays).values({ day: '2027-04-12', name: 'Warehouse inventory day' });
    try {
      await at('2027-04-11T19:59:00Z'); // Sunday 15:59 EDT
      const open = await nextOf();
      expect(open.deliveries.map((d) => [d.date, d.cutoff.date, d.closesAt])).toEqual([
        ['2027-04-13', '2027-04-11', '2027-04-11T20:00:00.000Z'],
        ['2027-04-14', '2027-04-13', '2027-04-13T20:00:00.000Z'],
        ['2027-04-15', '2027-04-14', '2027-04-14T20:00:00.000Z'],
      ]);
      expect((await datesOf()).cutoff).toEqual({ date: '2027-04-11', time: '16:00', timeZone: 'America/New_York' });
      await at('2027-04-11T20:00:00Z'); // Sunday 16:00 EDT
      expect((await nextOf()).deliveries[0]?.date).toBe('2027-04-14');
      expect((await datesOf()).earliestDate).toBe('2027-04-14');
    } finally {
      await t.db.delete(holidays).where(eq(holidays.day, '2027-04-12'));
    }
  });

  it('answers over a real socket; the default ship-to when none is named; 404 for a ship-to not the customer’s', async () => {
    await at('2027-04-06T14:00:00Z');
    const res = await fetch(`${server.url}/api/cart/next-delivery`, {
      headers: { authorization: `Bearer ${customer}` },
    });
    expect(res.status).toBe(200);
    const body = (await res.json()) as NextDelivery;
    expect(body.deliveries[0]?.date).toBe((await datesOf()).earliestDate);
    const missing = await call(t.app, 'GET', '/api/cart/next-delivery', { token: customer, query: { shipto: 'NOPE' } });
    expect(missing.statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/api/cart/next-delivery')).statusCode).toBe(401);
  });
});

describe('Select Customer (GET /api/customer/list)', () => {
  it('marks a customer with no order yet for its next delivery, with the cut-off, until one is placed', async () => {
    await at('2027-04-06T14:00:00Z');
    const list = async () => {
      const res = await call(t.app, 'GET', '/api/customer/list', { token: sales });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as CustomerListItem[];
    };
    const first = (await list()).find((c) => c.customerKey === c10001);
    expect(first?.nextDelivery).toEqual({
      date: '2027-04-07',
      cutoff: { date: '2027-04-06', time: '16:00' },
      closesAt: '2027-04-06T20:00:00.000Z',
      shiptoCode: '001',
      ordered: false,
    });
    const [order] = await t.db
      .insert(orders)
      .values({
        orderNumber: 'T-NEXT-1',
        customerId: c10001,
        shiptoCode: '001',
        deliveryDate: '2027-04-07',
        status: 'Open',
        lineTotal: '10.00',
        total: '10.00',
      })
      .returning({ id: orders.id });
    try {
      expect((await list()).find((c) => c.customerKey === c10001)?.nextDelivery?.ordered).toBe(true);
      // A cancelled order is no order.
      await t.db
        .update(orders)
        .set({ status: 'Cancelled' })
        .where(eq(orders.id, order?.id ?? 0));
      expect((await list()).find((c) => c.customerKey === c10001)?.nextDelivery?.ordered).toBe(false);
    } finally {
      await t.db.delete(orders).where(and(eq(orders.customerId, c10001), eq(orders.orderNumber, 'T-NEXT-1')));
    }
    // The customer's own list is as it was: no marks.
    const own = await call(t.app, 'GET', '/api/customer/list', { token: customer });
    expect((own.json() as CustomerListItem[]).every((c) => c.nextDelivery === undefined)).toBe(true);
  });
});
