import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, holidays, mailOutbox, orderGuides, orders, users } from '../src/db/schema/index.ts';
import { call, createSiblingApp, createTestApp, signIn, type TestApp } from './helpers/app.ts';
import { setShipto } from './helpers/checkout.ts';
import { customerKey, demoUsers } from './helpers/personas.ts';
import { listen, type Listening } from './helpers/socket.ts';

/**
 * "Remind me to order" (issue 34 item 6, decision 503): the setting's validation, and one mail per
 * user, ship-to and delivery date however many processes run the job. Two applications share the
 * database: on PostgreSQL each with its own connections, on PGlite on the one embedded database.
 * Spring 2027 in New York (UTC-4); demo.customer's ship-to 001 receives Monday to Friday, orders
 * close at 16:00 the day before.
 */
let clock = new Date('2027-04-06T14:00:00Z');
let t: TestApp;
let peer: TestApp;
let server: Listening;
let c10001: number;
const EMAIL = 'dana.whitaker@example.com';

const reminders = () =>
  t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, 'order-reminder'), eq(mailOutbox.to, EMAIL)))
    .orderBy(mailOutbox.id);

/** A round on each application, twice, all at once: answers how many mails they sent in all. */
async function rounds(iso: string): Promise<number> {
  clock = new Date(iso);
  const sent = await Promise.all([
    t.app.orderReminders.runOnce(),
    peer.app.orderReminders.runOnce(),
    t.app.orderReminders.runOnce(),
    peer.app.orderReminders.runOnce(),
  ]);
  // The mails leave in the background: wait until they are in the outbox.
  await Promise.all([t.app.backgroundIdle(), peer.app.backgroundIdle()]);
  return sent.reduce((a, b) => a + b, 0);
}

async function save(body: unknown, token?: string) {
  const as = token ?? (await signIn(t.app, demoUsers.customer));
  return call(t.app, 'PUT', '/api/user/order-reminder', { token: as, payload: body as Record<string, unknown> });
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  peer = await createSiblingApp(t);
  server = await listen(t.app);
  c10001 = await customerKey(t.db, 'C10001');
  await t.db.update(customers).set({ defaultShiptoCode: '001' }).where(eq(customers.id, c10001));
  await setShipto(t.db, c10001, '001', { deliveryDays: [1, 2, 3, 4, 5], name: 'Riverside Downtown' });
  await t.db.delete(holidays).where(sql`${holidays.day} between '2027-03-20' and '2027-05-20'`);
  await t.db.update(orderGuides).set({ isPrimary: false }).where(eq(orderGuides.customerId, c10001));
  await t.db.insert(orderGuides).values({ customerId: c10001, name: 'Walk-in & Dry', isPrimary: true });
});
afterAll(async () => {
  await server.close();
  await peer.close();
  await t.close();
});

describe('the Remind me to order setting', () => {
  it('is off with 3 hours until chosen; refuses what is not 1 to 48 whole hours and changes nothing', async () => {
    const token = await signIn(t.app, demoUsers.customer);
    const read = async () => (await call(t.app, 'GET', '/api/user/order-reminder', { token })).json() as unknown;
    expect(await read()).toEqual({ enabled: false, hoursBefore: 3 });
    const refused: [unknown, string][] = [
      [{ enabled: true, hoursBefore: 0 }, 'Hours before the cut-off must be 1 to 48'],
      [{ enabled: true, hoursBefore: 49 }, 'Hours before the cut-off must be 1 to 48'],
      [{ enabled: true, hoursBefore: 2.5 }, 'Hours before the cut-off must be a whole number'],
      [{ enabled: true }, ''],
      [{ enabled: 'yes', hoursBefore: 3 }, ''],
      [{ enabled: true, hoursBefore: '3' }, ''],
      [{ enabled: true, hoursBefore: 3, email: 'x@example.com' }, ''],
    ];
    for (const [body, message] of refused) {
      const res = await save(body, token);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      if (message) expect(res.body).toContain(message);
    }
    expect(await read()).toEqual({ enabled: false, hoursBefore: 3 });
  });

  it("is a customer user's own: a salesperson is refused, a guest must sign in; saved over a real socket", async () => {
    const sales = await signIn(t.app, demoUsers.sales);
    expect((await save({ enabled: true, hoursBefore: 3 }, sales)).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/user/order-reminder', { token: sales })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/user/order-reminder')).statusCode).toBe(401);
    const token = await signIn(t.app, demoUsers.customer);
    const res = await fetch(`${server.url}/api/user/order-reminder`, {
      method: 'PUT',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ enabled: true, hoursBefore: 3 }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ enabled: true, hoursBefore: 3 });
  });
});

describe('the reminder job', () => {
  it('mails once per user, ship-to and delivery date, that many hours before the cut-off, across two processes', async () => {
    expect((await save({ enabled: true, hoursBefore: 3 })).statusCode).toBe(200);
    expect(await rounds('2027-04-06T16:59:59Z')).toBe(0); // Tuesday 12:59:59 EDT: 3 h 0 min 1 s before
    expect(await reminders()).toHaveLength(0);
    expect(await rounds('2027-04-06T17:00:00Z')).toBe(1); // 13:00 EDT: 3 hours before 16:00
    expect(await rounds('2027-04-06T19:30:00Z')).toBe(0);
    const mails = await reminders();
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.subject).toBe("Order by 4:00 PM Tuesday for Wednesday's delivery");
    expect(mail?.text).toContain('Riverside Downtown has no order yet for the Wednesday, 04/07/2027 delivery.');
    expect(mail?.text).toContain('Orders for it close at 4:00 PM on Tuesday, 04/06/2027.');
    expect(mail?.text).toContain(`${t.config.publicUrl}/order-guide/count#og=Walk-in+%26+Dry`);
    expect(mail?.html).toContain('Count &amp; Order');
  });

  it('sends nothing when the ship-to has an order for the date, nor after the cut-off, nor when turned off', async () => {
    // Wednesday: Thursday's delivery already ordered.
    await t.db.insert(orders).values({
      orderNumber: 'T-REMIND-1',
      customerId: c10001,
      shiptoCode: '001',
      deliveryDate: '2027-04-08',
      status: 'Open',
      lineTotal: '10.00',
      total: '10.00',
    });
    expect(await rounds('2027-04-07T18:00:00Z')).toBe(0);
    // Thursday 16:00 EDT: Friday's orders have closed; the next is Monday's, closing Sunday at 16:00.
    expect(await rounds('2027-04-08T20:00:00Z')).toBe(0);
    // Off: Sunday 13:30 EDT, 2 h 30 min before Monday's cut-off.
    expect((await save({ enabled: false, hoursBefore: 3 })).statusCode).toBe(200);
    expect(await rounds('2027-04-11T17:30:00Z')).toBe(0);
    // On again with 1 hour: not at 14:59, once at 15:00.
    expect((await save({ enabled: true, hoursBefore: 1 })).statusCode).toBe(200);
    expect(await rounds('2027-04-11T18:59:00Z')).toBe(0);
    expect(await rounds('2027-04-11T19:00:00Z')).toBe(1);
    const mails = await reminders();
    expect(mails.map((m) => m.subject)).toEqual([
      "Order by 4:00 PM Tuesday for Wednesday's delivery",
      "Order by 4:00 PM Sunday for Monday's delivery",
    ]);
  });

  it("is for the first of the user's ship-tos when the user is limited to others than the default", async () => {
    await t.db
      .update(users)
      .set({ shiptoCodes: ['003', '002'] })
      .where(eq(users.username, demoUsers.customer));
    await setShipto(t.db, c10001, '002', { deliveryDays: [1, 2, 3, 4, 5], name: 'Riverside Harbor' });
    try {
      // Monday 15:00 EDT: an hour before Tuesday's cut-off (hours still 1).
      expect(await rounds('2027-04-12T18:59:00Z')).toBe(0);
      expect(await rounds('2027-04-12T19:00:00Z')).toBe(1);
      const last = (await reminders()).at(-1);
      expect(last?.text).toContain('Riverside Harbor has no order yet for the Tuesday, 04/13/2027 delivery.');
    } finally {
      await t.db.update(users).set({ shiptoCodes: null }).where(eq(users.username, demoUsers.customer));
    }
  });
});
