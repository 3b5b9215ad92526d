import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GuideCount } from '@provender/contract';
import { clockStartingAt } from '../src/config.ts';
import { orderGuideCounts, orderGuidePars, users } from '../src/db/schema/index.ts';
import { call, createTestApp, signIn, type CallOptions, type TestApp } from './helpers/app.ts';
import { insertCatalogFixtures, type CatalogFixtures } from './helpers/catalog-fixtures.ts';
import { postHeader, setShipto } from './helpers/checkout.ts';
import { easyHumanCheck } from './helpers/human-check.ts';
import { listen, type Listening } from './helpers/socket.ts';

/*
 * Pars and counts at the current ship-to (issue 34 with issue 35): without ?shipto= the cart header's
 * ship-to (the checkout's current one), else the default; a user limited to some ship-tos reaches only
 * those, and is refused another as the checkout refuses it (403 "You may not order for this ship-to"),
 * with nothing changed.
 */

let t: TestApp;
let f: CatalogFixtures;
let server: Listening;
let admin: CallOptions;
let buyer: CallOptions;
let buyerId: number;

const NOT_ALLOWED = 'You may not order for this ship-to';
const path = (tail: string) => `/api/orderguide/Walk-in${tail}`;
const withShipto = (shipto?: string) => (shipto === undefined ? {} : { query: { shipto } });
const getPars = (as: CallOptions, shipto?: string) =>
  call(t.app, 'GET', path('/pars'), { ...as, ...withShipto(shipto) });
const setPars = (as: CallOptions, quantity: number, shipto?: string) =>
  call(t.app, 'POST', path('/pars'), {
    ...as,
    ...withShipto(shipto),
    payload: { lines: [{ productKey: f.products.cola, quantity, unitOfMeasure: 'CS' }] },
  });
const saveCount = (as: CallOptions, onHand: number, shipto?: string) =>
  call(t.app, 'PUT', path('/count'), {
    ...as,
    ...withShipto(shipto),
    payload: { lines: [{ productKey: f.products.cola, onHand, onHandUnit: 'CS', orderQuantity: null }] },
  });
const limitBuyer = (shiptoCodes: string[] | null) =>
  call(t.app, 'PUT', `/api/customer/users/${buyerId}`, { ...admin, payload: { shiptoCodes } });

beforeAll(async () => {
  t = await createTestApp({ now: clockStartingAt(new Date('2019-07-15T15:00:00Z')), ...easyHumanCheck });
  f = await insertCatalogFixtures(t.db);
  await setShipto(t.db, f.customerIds.C10001, '001', { deliveryDays: [1, 2, 3, 4, 5] });
  await setShipto(t.db, f.customerIds.C10001, '002', { deliveryDays: [1, 2, 3, 4, 5] });
  admin = { token: await signIn(t.app, 'demo.customer') };
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, 'demo.buyer'));
  buyerId = row?.id ?? 0;
  const created = await call(t.app, 'POST', path(''), {
    ...admin,
    payload: { name: 'Walk-in', lines: [{ productKey: f.products.cola, orderQuantity: 1, unitOfMeasure: 'CS' }] },
  });
  expect(created.statusCode, created.body).toBe(200);
  expect((await setPars(admin, 4, '001')).statusCode).toBe(200);
  expect((await setPars(admin, 9, '002')).statusCode).toBe(200);
  server = await listen(t.app);
});
afterAll(async () => {
  await server.close();
  await t.close();
});

describe('the current ship-to', () => {
  it("is the cart header's when none is named, else the default", async () => {
    expect((await getPars(admin)).json()).toMatchObject({ shipto: '001' });
    await postHeader(t.app, admin, { customerShipToCode: '002' });
    try {
      expect((await getPars(admin)).json()).toMatchObject({ shipto: '002', lines: [{ par: { quantity: 9 } }] });
      expect(((await call(t.app, 'GET', path('/count'), admin)).json() as GuideCount).shipto).toBe('002');
      expect((await getPars(admin, '001')).json()).toMatchObject({ shipto: '001', lines: [{ par: { quantity: 4 } }] });
    } finally {
      await postHeader(t.app, admin, { customerShipToCode: '001' });
    }
  });
});

describe('a user limited to some ship-tos', () => {
  it("reaches only those: another ship-to's pars and count are refused as the checkout refuses it, nothing changed", async () => {
    expect((await limitBuyer(['002'])).statusCode).toBe(200);
    try {
      buyer = { token: await signIn(t.app, 'demo.buyer') };
      // Neither the customer's default (001) nor a header naming it: the first ship-to of the limit.
      expect((await getPars(buyer)).json()).toMatchObject({ shipto: '002', lines: [{ par: { quantity: 9 } }] });
      const parsBefore = await t.db.select().from(orderGuidePars);
      const countsBefore = await t.db.select().from(orderGuideCounts);
      const refusals = [
        await getPars(buyer, '001'),
        await setPars(buyer, 1, '001'),
        await call(t.app, 'GET', path('/pars/suggested'), { ...buyer, query: { shipto: '001' } }),
        await call(t.app, 'GET', path('/count'), { ...buyer, query: { shipto: '001' } }),
        await saveCount(buyer, 2, '001'),
        await call(t.app, 'POST', path('/count/cart'), { ...buyer, query: { shipto: '001' } }),
      ];
      for (const res of refusals) {
        expect(res.statusCode, res.body).toBe(403);
        expect(res.json()).toMatchObject({ message: NOT_ALLOWED, errors: [NOT_ALLOWED] });
      }
      expect(await t.db.select().from(orderGuidePars)).toEqual(parsBefore);
      expect(await t.db.select().from(orderGuideCounts)).toEqual(countsBefore);
      // An unknown code stays a 400, as before; the user's own ship-to works.
      expect((await getPars(buyer, 'ZZZ')).statusCode).toBe(400);
      expect((await saveCount(buyer, 2, '002')).statusCode).toBe(200);
    } finally {
      expect((await limitBuyer(null)).statusCode).toBe(200);
    }
  });

  it('is refused over a real socket too', async () => {
    expect((await limitBuyer(['002'])).statusCode).toBe(200);
    try {
      const token = await signIn(t.app, 'demo.buyer');
      const res = await fetch(`${server.url}${path('/count')}?shipto=001`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ message: NOT_ALLOWED });
      const own = await fetch(`${server.url}${path('/count')}?shipto=002`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(own.status).toBe(200);
    } finally {
      expect((await limitBuyer(null)).statusCode).toBe(200);
    }
  });
});
