import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Customer, CustomerUsers, MenuEntry, OrderHistoryRow } from '@provender/contract';
import { mailOutbox, orders, users } from '../src/db/schema/index.ts';
import { call, createSiblingApp, createTestApp, requestToken, signIn, type TestApp } from './helpers/app.ts';
import { insertCatalogFixtures, type CatalogFixtures } from './helpers/catalog-fixtures.ts';
import { fillCart, newKey, postHeader, setShipto, submit, type As } from './helpers/checkout.ts';
import { easyHumanCheck, solveHumanCheck } from './helpers/human-check.ts';
import { listen, type Listening } from './helpers/socket.ts';

/*
 * A customer's own users (issue 35): its admin invites by e-mail (a one-time link sets the password
 * under the site's rules), changes roles, limits users to ship-tos, disables and re-enables them;
 * the limits hold on every API answer, and a disabled user's tokens stop at once on every process.
 */

let t: TestApp;
let f: CatalogFixtures;
let server: Listening;
let admin: As;
const clock = new Date('2026-03-09T14:00:00Z');

const visibleMenu = async (as: As) =>
  ((await call(t.app, 'GET', '/api/menu', as)).json() as MenuEntry[]).filter((e) => e.isVisible).map((e) => e.key);

async function userId(username: string): Promise<number> {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
}

async function outboxLink(to: string): Promise<string> {
  return vi.waitFor(
    async () => {
      const [mail] = await t.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, to), eq(mailOutbox.kind, 'invite-user')));
      const token = mail ? /\/changepassword\?t=([A-Za-z0-9_-]+)/.exec(mail.text)?.[1] : undefined;
      if (!token) throw new Error(`no invitation to ${to}`);
      return token;
    },
    { timeout: 5_000, interval: 100 },
  );
}

const invite = (as: As, body: Record<string, unknown>) =>
  call(t.app, 'POST', '/api/customer/users', { ...as, payload: body });
const update = (as: As, id: number, body: Record<string, unknown>) =>
  call(t.app, 'PUT', `/api/customer/users/${id}`, { ...as, payload: body });

beforeAll(async () => {
  t = await createTestApp({ ...easyHumanCheck, now: () => clock });
  f = await insertCatalogFixtures(t.db);
  await setShipto(t.db, f.customerIds.C10001, '001', { deliveryDays: [1, 2, 3, 4, 5] });
  await setShipto(t.db, f.customerIds.C10001, '002', { deliveryDays: [1, 2, 3, 4, 5] });
  admin = { token: await signIn(t.app, 'demo.customer') };
  server = await listen(t.app);
});
afterAll(async () => {
  await server.close();
  await t.close();
});

describe('the Users page', () => {
  it("lists the customer's users and roles; only the customer's admin may change them", async () => {
    const res = await call(t.app, 'GET', '/api/customer/users', admin);
    expect(res.statusCode, res.body).toBe(200);
    const list = res.json() as CustomerUsers;
    expect(list.canManage).toBe(true);
    expect(list.approvalRules).toEqual({ overAmount: 500, everyBuyerOrder: false });
    expect(list.users).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ username: 'demo.customer', role: null, isCustomerAdmin: true }),
        expect.objectContaining({ username: 'demo.buyer', role: 'buyer', disabled: false }),
        expect.objectContaining({ username: 'demo.bookkeeper', role: 'accountsPayable' }),
        expect.objectContaining({ username: 'demo.disabled', disabled: true }),
      ]),
    );
    expect(list.shiptos.map((s) => s.code)).toEqual(expect.arrayContaining(['001', '002']));

    // The salesperson reads them (issue 35 item 4) and changes nothing.
    const sales = { token: await signIn(t.app, 'demo.sales'), customerKey: f.customerIds.C10001 };
    const read = await call(t.app, 'GET', '/api/customer/users', sales);
    expect(read.json()).toMatchObject({ canManage: false });
    expect((await update(sales, await userId('demo.buyer'), { role: 'viewer' })).statusCode).toBe(403);
    // Without a chosen customer the access layer asks for one first (context.ts), here and on the approvals.
    for (const path of ['/api/customer/users', '/api/approvals']) {
      const unchosen = await call(t.app, 'GET', path, { token: sales.token });
      expect(unchosen.statusCode).toBe(400);
      expect(unchosen.json()).toMatchObject({ code: 'BAD_REQUEST', message: 'Choose a customer first' });
    }
    // An administrator reads any customer's users.
    const siteAdmin = { token: await signIn(t.app, 'demo.admin') };
    const forAdmin = await call(t.app, 'GET', '/api/admin/customers/C10001/users', siteAdmin);
    expect(forAdmin.statusCode).toBe(200);
    expect((forAdmin.json() as CustomerUsers).users.length).toBe(list.users.length);
    expect((await call(t.app, 'GET', '/api/admin/customers/NOPE/users', siteAdmin)).statusCode).toBe(404);
  });

  it('invites a colleague: one-time link, password under the site rules, then sign-in with the role', async () => {
    const res = await invite(admin, {
      email: 'sam.cook@example.com',
      name: 'Sam Cook',
      role: 'buyer',
      shiptoCodes: ['002'],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ username: 'sam.cook@example.com', role: 'buyer', invitationPending: true });
    expect((await requestToken(t.app, 'sam.cook@example.com', 'anything')).statusCode).toBe(401);
    const token = await outboxLink('sam.cook@example.com');
    const type = await call(t.app, 'POST', '/api/password/userType', { payload: { resetToken: token } });
    expect(type.json()).toEqual({ isB2B: true, errors: [] });
    const weak = await call(t.app, 'POST', '/api/password/reset', {
      payload: { email: '', password: 'short', resetToken: token, verifyToken: await solveHumanCheck(t.app) },
    });
    expect(weak.statusCode).toBe(400);
    const set = await call(t.app, 'POST', '/api/password/reset', {
      payload: { email: '', password: 'Kitchen-pass7', resetToken: token, verifyToken: await solveHumanCheck(t.app) },
    });
    expect(set.statusCode, set.body).toBe(200);
    const again = await call(t.app, 'POST', '/api/password/reset', {
      payload: { email: '', password: 'Kitchen-pass8', resetToken: token, verifyToken: await solveHumanCheck(t.app) },
    });
    expect(again.statusCode).toBe(400);
    const sam = { token: await signIn(t.app, 'sam.cook@example.com', 'Kitchen-pass7') };
    expect(await visibleMenu(sam)).not.toContain('AccountSummary');
    expect(await visibleMenu(sam)).toContain('CheckOut');
    const listed = (await call(t.app, 'GET', '/api/customer/users', admin)).json() as CustomerUsers;
    expect(listed.users.find((u) => u.username === 'sam.cook@example.com')?.invitationPending).toBe(false);
  });

  it('refuses bad input with a clear error and changes nothing', async () => {
    const before = (await t.db.select({ id: users.id }).from(users)).length;
    const taken = await invite(admin, {
      email: 'Jordan.Reyes@example.com',
      name: 'Dup',
      role: 'buyer',
      shiptoCodes: null,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe('A user with this e-mail address already exists');
    const unknown = await invite(admin, { email: 'x1@example.com', name: 'X', role: 'buyer', shiptoCodes: ['ZZZ'] });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().message).toBe("Ship-to ZZZ is not one of the customer's");
    expect(
      (await invite(admin, { email: 'not-an-address', name: 'X', role: 'buyer', shiptoCodes: null })).statusCode,
    ).toBe(400);
    expect(
      (await invite(admin, { email: 'x2@example.com', name: 'X', role: 'owner', shiptoCodes: null })).statusCode,
    ).toBe(400);
    expect((await t.db.select({ id: users.id }).from(users)).length).toBe(before);
    const self = await update(admin, await userId('demo.customer'), { disabled: true });
    expect(self.statusCode).toBe(409);
    expect((await update(admin, 999999, { role: 'viewer' })).statusCode).toBe(404);
    // Another customer's user is not this admin's to change.
    expect((await update(admin, await userId('buyer.c10003'), { role: 'viewer' })).statusCode).toBe(404);
    const buyer = { token: await signIn(t.app, 'demo.buyer') };
    expect((await update(buyer, await userId('demo.bookkeeper'), { role: 'viewer' })).statusCode).toBe(403);
  });

  it('a role change takes effect on the next call', async () => {
    const id = await userId('demo.bookkeeper');
    const bookkeeper = { token: await signIn(t.app, 'demo.bookkeeper') };
    expect((await call(t.app, 'GET', '/api/account/summary', bookkeeper)).statusCode).toBe(200);
    expect((await call(t.app, 'GET', '/api/cart', bookkeeper)).json()).toMatchObject({ code: 'MENU_LOCKED' });
    expect((await update(admin, id, { role: 'viewer' })).statusCode).toBe(200);
    try {
      expect((await call(t.app, 'GET', '/api/account/summary', bookkeeper)).statusCode).toBe(403);
      expect((await call(t.app, 'GET', '/api/history/orders', bookkeeper)).statusCode).toBe(200);
    } finally {
      await update(admin, id, { role: 'accountsPayable' });
    }
  });
});

describe('ship-to limits', () => {
  it('hold on the customer, cart, checkout, history and documents', async () => {
    const id = await userId('demo.buyer');
    expect((await update(admin, id, { shiptoCodes: ['002'] })).statusCode).toBe(200);
    try {
      const limited = { token: await signIn(t.app, 'demo.buyer') };
      const customer = (await call(t.app, 'GET', '/api/customer', limited)).json() as Customer;
      expect(customer.shiptos.map((s) => s.code)).toEqual(['002']);
      expect(customer.defaultShipto).toBe('002');
      const header = await call(t.app, 'POST', '/api/cart/header', {
        ...limited,
        payload: { customerShipToCode: '001' },
      });
      expect(header.statusCode).toBe(403);
      expect(header.json().message).toBe('You may not order for this ship-to');
      expect((await call(t.app, 'GET', '/api/cart/date', { ...limited, query: { shipto: '001' } })).statusCode).toBe(
        404,
      );

      // The admin's order for 001 is not the limited buyer's to see.
      await fillCart(t.app, admin, [{ productKey: f.products.cola, unitOfMeasure: 'EA', orderQuantity: 12 }]);
      await postHeader(t.app, admin, { customerShipToCode: '001', deliveryDate: null });
      const placed = await submit(t.app, admin, newKey());
      expect(placed.statusCode, placed.body).toBe(200);
      const { orderNumber } = placed.json() as { orderNumber: string };
      const history = (await call(t.app, 'GET', '/api/history/orders', limited)).json() as OrderHistoryRow[];
      expect(history.some((h) => h.orderNumber === orderNumber)).toBe(false);
      const allCodes = await t.db
        .select({ code: orders.shiptoCode })
        .from(orders)
        .where(eq(orders.customerId, f.customerIds.C10001));
      expect(history.length).toBe(allCodes.filter((o) => o.code === '002').length);
      const doc = await fetch(`${server.url}/api/documents/order/${orderNumber}/confirmation`, {
        headers: { authorization: `Bearer ${limited.token}` },
      });
      expect(doc.status).toBe(404);
      expect((await call(t.app, 'GET', `/api/documents/order/${orderNumber}/confirmation`, admin)).statusCode).toBe(
        200,
      );

      // Its own ship-to orders as before.
      await fillCart(t.app, limited, [{ productKey: f.products.cola, unitOfMeasure: 'EA', orderQuantity: 12 }]);
      const own = await postHeader(t.app, limited, { customerShipToCode: '002', deliveryDate: null });
      expect(own.message).toBe('');
      const ordered = await submit(t.app, limited, newKey());
      expect(ordered.statusCode, ordered.body).toBe(200);
    } finally {
      await update(admin, id, { shiptoCodes: null });
    }
  });
});

describe('disabling', () => {
  it("stops the user's tokens at once on every process, and re-enabling lets a new sign-in in", async () => {
    const sibling = await createSiblingApp(t);
    try {
      const id = await userId('demo.buyer');
      const token = await signIn(t.app, 'demo.buyer');
      // Both processes have checked the token and keep its user.
      expect((await call(t.app, 'GET', '/api/user', { token })).statusCode).toBe(200);
      expect((await call(sibling.app, 'GET', '/api/user', { token })).statusCode).toBe(200);
      const res = await update(admin, id, { disabled: true });
      expect(res.statusCode, res.body).toBe(200);
      for (const app of [t.app, sibling.app]) {
        const after = await call(app, 'GET', '/api/user', { token });
        expect(after.statusCode).toBe(401);
      }
      expect((await fetch(`${server.url}/api/user`, { headers: { authorization: `Bearer ${token}` } })).status).toBe(
        401,
      );
      expect((await requestToken(t.app, 'demo.buyer')).statusCode).toBe(401);
      expect((await update(admin, id, { disabled: false })).statusCode).toBe(200);
      expect((await call(t.app, 'GET', '/api/user', { token })).statusCode).toBe(401);
      const fresh = await signIn(t.app, 'demo.buyer');
      expect((await call(sibling.app, 'GET', '/api/user', { token: fresh })).statusCode).toBe(200);
    } finally {
      await sibling.close();
    }
  });
});
