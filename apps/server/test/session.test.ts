import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defaultPasswordOptions, type MenuEntry, type NextDelivery } from '@provender/contract';
import {
  customers,
  menuEntries,
  menuLog,
  salespersonCustomers,
  settingOverrides,
  siteSettings,
  users,
} from '../src/db/schema/index.ts';
import { clockStartingAt } from '../src/config.ts';
import { call, createTestApp, signIn, type TestApp } from './helpers/app.ts';
import { customerKeys, demoTokens, demoUsers } from './helpers/personas.ts';

let t: TestApp;
let tokens: Awaited<ReturnType<typeof demoTokens>>;
let keys: Record<'C10001' | 'C10002' | 'C10003' | 'C10004' | 'C10006' | 'C10013', number>;

beforeAll(async () => {
  // A Tuesday morning, hours before the 4 PM cut-off, after every seeded order's delivery date: the
  // salesperson's list carries each customer's next delivery (decision 502), the same on any day.
  t = await createTestApp({ now: clockStartingAt(new Date('2027-04-06T14:00:00Z')) });
  tokens = await demoTokens(t.app);
  keys = await customerKeys(t.db, 'C10001', 'C10002', 'C10003', 'C10004', 'C10006', 'C10013');
});
afterAll(() => t.close());

async function userId(username: string): Promise<number> {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
}

async function setSite(key: string, value: unknown) {
  await t.db
    .insert(siteSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: siteSettings.key, set: { value } });
}

const menuOf = async (opts: Parameters<typeof call>[3]) => {
  const res = await call(t.app, 'GET', '/api/menu', opts);
  expect(res.statusCode).toBe(200);
  return res.json() as MenuEntry[];
};
const entry = (menu: MenuEntry[], key: string) => menu.find((e) => e.key === key);

describe('GET /api/user', () => {
  it('describes a business customer', async () => {
    const res = await call(t.app, 'GET', '/api/user', { token: tokens.customer });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      username: 'demo.customer',
      name: 'Dana Whitaker',
      email: 'dana.whitaker@example.com',
      isSalesperson: false,
      isAdmin: false,
      userType: 'customer',
      sessionType: 'normal',
    });
  });

  it('describes an administrator as a customer user with isAdmin', async () => {
    const body = (await call(t.app, 'GET', '/api/user', { token: tokens.admin })).json();
    expect(body).toMatchObject({
      username: 'demo.admin',
      isAdmin: true,
      isSalesperson: false,
      userType: 'customer',
      sessionType: 'normal',
    });
  });

  it('describes a salesperson, with or without an acting customer', async () => {
    for (const customerKey of [undefined, keys.C10001]) {
      const body = (await call(t.app, 'GET', '/api/user', { token: tokens.sales, customerKey })).json();
      expect(body).toEqual({
        username: 'demo.sales',
        name: 'Sam Delgado',
        email: 'demo_sales@harborvine.example.com',
        isSalesperson: true,
        isAdmin: false,
        userType: 'salesperson',
        sessionType: 'normal',
      });
    }
  });

  it('describes a consumer with the consumer session type', async () => {
    const body = (
      await call(t.app, 'GET', '/api/user', { token: tokens.consumer, customerKey: 0, shipMethod: 'pickup' })
    ).json();
    expect(body).toEqual({
      username: 'demo.consumer@example.com',
      name: 'Jordan Ellis',
      email: 'demo.consumer@example.com',
      isSalesperson: false,
      isAdmin: false,
      userType: 'consumer',
      sessionType: 'consumer',
    });
  });

  it('needs a token', async () => {
    const res = await call(t.app, 'GET', '/api/user');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });
});

describe('GET /api/customer', () => {
  it("answers a customer's own account with its ship-tos", async () => {
    const res = await call(t.app, 'GET', '/api/customer', { token: tokens.customer });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      customerKey: keys.C10001,
      customerCode: 'C10001',
      name: 'Riverside Bistro Group',
      defaultShipto: '001',
      defaultPO: '',
      requiredPO: false,
    });
    expect(body.shiptos.map((s: { code: string }) => s.code)).toEqual(['001', '002', '003', '004']);
    for (const s of body.shiptos)
      expect(Object.keys(s).sort()).toEqual(['address1', 'address2', 'city', 'code', 'name', 'phone', 'state', 'zip']);
    const withOwnKey = await call(t.app, 'GET', '/api/customer', { token: tokens.customer, customerKey: keys.C10001 });
    expect(withOwnKey.json()).toEqual(body);
  });

  it("answers the salesperson's chosen customer with its PO rules", async () => {
    const standing = (
      await call(t.app, 'GET', '/api/customer', { token: tokens.sales, customerKey: keys.C10004 })
    ).json();
    expect(standing).toMatchObject({ customerKey: keys.C10004, customerCode: 'C10004', defaultPO: 'STANDING' });
    const required = (
      await call(t.app, 'GET', '/api/customer', { token: tokens.sales, customerKey: keys.C10003 })
    ).json();
    expect(required).toMatchObject({ customerKey: keys.C10003, requiredPO: true });
  });

  it('asks a salesperson to choose a customer first', async () => {
    const res = await call(t.app, 'GET', '/api/customer', { token: tokens.sales });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', message: 'Choose a customer first' });
  });

  it('gives a consumer key 0 and names the account after the ship method', async () => {
    const name = async (shipMethod: string | undefined) => {
      const res = await call(t.app, 'GET', '/api/customer', { token: tokens.consumer, customerKey: 0, shipMethod });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ customerKey: 0, requiredPO: true });
      return res.json().name;
    };
    expect(await name('delivery')).toBe('Delivery');
    expect(await name('pickup')).toBe('Pickup');
    expect(await name('Pickup')).toBe('Pickup');
    expect(await name(undefined)).toBe('Jordan Ellis');
  });

  it('refuses a ship method that does not exist', async () => {
    const res = await call(t.app, 'GET', '/api/customer', { token: tokens.consumer, shipMethod: 'drone' });
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('BAD_REQUEST');
    expect(res.json().message).toContain('x-ship-method');
  });

  it('refuses a ship method the site does not offer', async () => {
    await setSite('allowConsumerDelivery', false);
    try {
      const res = await call(t.app, 'GET', '/api/customer', { token: tokens.consumer, shipMethod: 'delivery' });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ code: 'BAD_REQUEST', message: 'Delivery is not offered' });
      expect(
        (await call(t.app, 'GET', '/api/customer', { token: tokens.consumer, shipMethod: 'pickup' })).statusCode,
      ).toBe(200);
    } finally {
      await setSite('allowConsumerDelivery', true);
    }
  });

  it('ignores the ship-method header for business users', async () => {
    const res = await call(t.app, 'GET', '/api/customer', { token: tokens.customer, shipMethod: 'delivery' });
    expect(res.statusCode).toBe(200);
    expect(res.json().name).toBe('Riverside Bistro Group');
  });
});

describe('GET /api/customer/list', () => {
  it('gives a salesperson exactly their assigned customers, by name', async () => {
    const salesId = await userId(demoUsers.sales);
    const assigned = await t.db
      .select({
        customerKey: customers.id,
        customerCode: customers.customerCode,
        name: customers.name,
        defaultShipto: customers.defaultShiptoCode,
      })
      .from(salespersonCustomers)
      .innerJoin(customers, eq(customers.id, salespersonCustomers.customerId))
      .where(eq(salespersonCustomers.userId, salesId))
      .orderBy(asc(customers.name));
    expect(assigned).toHaveLength(12);
    // Each row's next delivery is its default ship-to's first date on the bar the salesperson gets
    // acting for that customer; no seeded order is for it (decision 502).
    const expected = await Promise.all(
      assigned.map(async ({ defaultShipto, ...row }) => {
        if (defaultShipto === null) return { ...row, nextDelivery: null };
        const bar = await call(t.app, 'GET', '/api/cart/next-delivery', {
          token: tokens.sales,
          customerKey: row.customerKey,
          query: { shipto: defaultShipto },
        });
        expect(bar.statusCode, bar.body).toBe(200);
        const [first] = (bar.json() as NextDelivery).deliveries;
        return { ...row, nextDelivery: first ? { ...first, shiptoCode: defaultShipto, ordered: false } : null };
      }),
    );
    expect(expected.every((c) => c.nextDelivery !== null)).toBe(true);
    const res = await call(t.app, 'GET', '/api/customer/list', { token: tokens.sales });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(expected);
    const codes = (res.json() as { customerCode: string }[]).map((c) => c.customerCode).sort();
    expect(codes).toEqual(Array.from({ length: 12 }, (_, i) => `C${10001 + i}`));
    // The list does not depend on the customer being acted for.
    expect(
      (await call(t.app, 'GET', '/api/customer/list', { token: tokens.sales, customerKey: keys.C10004 })).json(),
    ).toEqual(expected);
  });

  it("does not show one salesperson another's customers", async () => {
    const other = await signIn(t.app, 'sales.jlee');
    const list = (await call(t.app, 'GET', '/api/customer/list', { token: other })).json() as {
      customerCode: string;
    }[];
    expect(list.length).toBeGreaterThan(0);
    const mine = new Set(Array.from({ length: 12 }, (_, i) => `C${10001 + i}`));
    for (const c of list) expect(mine.has(c.customerCode)).toBe(false);
  });

  it('gives a customer only their own account and a consumer their account as key 0', async () => {
    expect((await call(t.app, 'GET', '/api/customer/list', { token: tokens.customer })).json()).toEqual([
      { customerKey: keys.C10001, customerCode: 'C10001', name: 'Riverside Bistro Group' },
    ]);
    const consumer = (await call(t.app, 'GET', '/api/customer/list', { token: tokens.consumer })).json();
    expect(consumer).toHaveLength(1);
    expect(consumer[0]).toMatchObject({ customerKey: 0, name: 'Jordan Ellis' });
  });
});

describe('GET /api/menu', () => {
  const adminOnly = ['AdminPanel', 'EditLandingPage'];
  const neverForConsumers = [
    'AccountSummary',
    'AccountDetail',
    'InvoicePayment',
    'ViewDocuments',
    'AdminPanel',
    'ColorMaintenance',
  ];

  it('shows administrators their entries and hides them from everyone else', async () => {
    const admin = await menuOf({ token: tokens.admin });
    for (const key of adminOnly) expect(entry(admin, key)).toMatchObject({ isVisible: true, isLocked: false });
    for (const opts of [
      { token: tokens.customer },
      { token: tokens.sales },
      { token: tokens.sales, customerKey: keys.C10001 },
    ]) {
      const menu = await menuOf(opts);
      for (const key of adminOnly) expect(entry(menu, key)?.isVisible ?? false).toBe(false);
      expect(entry(menu, 'ViewCart')).toMatchObject({ isVisible: true, isLocked: false });
    }
  });

  it('never shows a consumer the account, payment, documents, admin and theme entries', async () => {
    const menu = await menuOf({ token: tokens.consumer, customerKey: 0, shipMethod: 'pickup' });
    expect(entry(menu, 'ViewCart')).toMatchObject({ isVisible: true });
    for (const key of neverForConsumers) expect(entry(menu, key)?.isVisible ?? false).toBe(false);
  });

  it('keeps the consumer rule even when a row says visible', async () => {
    await t.db.insert(menuEntries).values({ key: 'AccountSummary', userType: 'consumer', isVisible: true });
    try {
      const menu = await menuOf({ token: tokens.consumer });
      expect(entry(menu, 'AccountSummary')).toMatchObject({ isVisible: false });
    } finally {
      await t.db
        .delete(menuEntries)
        .where(and(eq(menuEntries.key, 'AccountSummary'), eq(menuEntries.userType, 'consumer')));
    }
  });

  it("lets a customer's override win over the user type's entry", async () => {
    const restricted = await menuOf({ token: tokens.restrictedBuyer });
    expect(entry(restricted, 'InvoicePayment')).toMatchObject({ isVisible: true, isLocked: true });
    expect(entry(restricted, 'ProductHistory')).toMatchObject({ isVisible: false });
    const ordinary = await menuOf({ token: tokens.customer });
    expect(entry(ordinary, 'InvoicePayment')).toMatchObject({ isVisible: true, isLocked: false });
    expect(entry(ordinary, 'ProductHistory')).toMatchObject({ isVisible: true, isLocked: false });
    expect(entry(restricted, 'InvoicePayment')?.id).not.toBe(entry(ordinary, 'InvoicePayment')?.id);
    // Every key appears once, whatever the overrides.
    expect(new Set(restricted.map((e) => e.key)).size).toBe(restricted.length);
  });

  it('gives guests the public entries', async () => {
    const menu = await menuOf({});
    expect(
      menu
        .filter((e) => e.isVisible)
        .map((e) => e.key)
        .sort(),
    ).toEqual(['AllProducts', 'Categories', 'ViewProducts']);
  });
});

describe('POST /api/menu/log/{id}', () => {
  async function logRows(userIdValue: number) {
    return t.db.select().from(menuLog).where(eq(menuLog.userId, userIdValue));
  }

  it('logs a visit only for entries flagged for logging', async () => {
    const customerId = await userId(demoUsers.customer);
    const menu = await menuOf({ token: tokens.customer });
    const logged = entry(menu, 'AccountSummary');
    const notLogged = entry(menu, 'ViewCart');
    expect(logged?.logEntry).toBe(true);
    expect(notLogged?.logEntry).toBe(false);

    const before = (await logRows(customerId)).length;
    const res = await call(t.app, 'POST', `/api/menu/log/${logged?.id}`, { token: tokens.customer });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
    const after = await logRows(customerId);
    expect(after).toHaveLength(before + 1);
    expect(after.at(-1)).toMatchObject({ menuEntryId: logged?.id, userId: customerId, customerId: keys.C10001 });

    expect((await call(t.app, 'POST', `/api/menu/log/${notLogged?.id}`, { token: tokens.customer })).statusCode).toBe(
      204,
    );
    expect(await logRows(customerId)).toHaveLength(before + 1);
  });

  it('records the customer a salesperson acts for', async () => {
    const salesId = await userId(demoUsers.sales);
    const logged = entry(await menuOf({ token: tokens.sales, customerKey: keys.C10004 }), 'AccountDetail');
    const res = await call(t.app, 'POST', `/api/menu/log/${logged?.id}`, {
      token: tokens.sales,
      customerKey: keys.C10004,
    });
    expect(res.statusCode).toBe(204);
    expect((await logRows(salesId)).at(-1)).toMatchObject({ menuEntryId: logged?.id, customerId: keys.C10004 });
  });

  it("answers 404 for an unknown entry, another user type's entry and a hidden entry", async () => {
    const consumerEntry = entry(await menuOf({ token: tokens.consumer }), 'ViewCart');
    const adminPanel = entry(await menuOf({ token: tokens.customer }), 'AdminPanel');
    for (const id of [999_999, consumerEntry?.id, adminPanel?.id]) {
      const res = await call(t.app, 'POST', `/api/menu/log/${id}`, { token: tokens.customer });
      expect(res.statusCode).toBe(404);
      expect(res.json().code).toBe('NOT_FOUND');
    }
  });

  it('needs a signed-in user', async () => {
    const id = entry(await menuOf({}), 'ViewProducts')?.id;
    const res = await call(t.app, 'POST', `/api/menu/log/${id}`);
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /api/settings', () => {
  const settingsOf = async (opts: Parameters<typeof call>[3]) => {
    const res = await call(t.app, 'GET', '/api/settings', opts);
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it("applies a user's override over the site value", async () => {
    const site = (await call(t.app, 'GET', '/api/settings/site')).json();
    expect(site.canChangePrice).toBe(false);
    expect((await settingsOf({ token: tokens.sales })).canChangePrice).toBe(true);
    expect((await settingsOf({ token: tokens.sales, customerKey: keys.C10001 })).canChangePrice).toBe(true);
    expect((await settingsOf({ token: tokens.customer })).canChangePrice).toBe(false);
  });

  it("applies the acting customer's override over the site value", async () => {
    expect((await settingsOf({ token: tokens.restrictedBuyer })).orderQuantityRoundingFlag).toBe('up');
    expect((await settingsOf({ token: tokens.sales, customerKey: keys.C10006 })).orderQuantityRoundingFlag).toBe('up');
    expect((await settingsOf({ token: tokens.customer })).orderQuantityRoundingFlag).toBe('none');
  });

  it("lets a user's override win over their customer's, and a user's override for one customer win over their general one", async () => {
    const salesId = await userId(demoUsers.sales);
    await t.db.insert(settingOverrides).values({ customerId: keys.C10001, key: 'hidePricing', value: true });
    // The general override is written after the specific one, so row order cannot decide.
    await t.db
      .delete(settingOverrides)
      .where(and(eq(settingOverrides.userId, salesId), eq(settingOverrides.key, 'canChangePrice')));
    await t.db
      .insert(settingOverrides)
      .values({ userId: salesId, customerId: keys.C10002, key: 'canChangePrice', value: false });
    await t.db.insert(settingOverrides).values({ userId: salesId, key: 'canChangePrice', value: true });
    await t.db.insert(settingOverrides).values({ userId: salesId, key: 'hidePricing', value: false });
    try {
      expect((await settingsOf({ token: tokens.customer })).hidePricing).toBe(true);
      expect((await settingsOf({ token: tokens.sales, customerKey: keys.C10001 })).hidePricing).toBe(false);
      expect((await settingsOf({ token: tokens.sales, customerKey: keys.C10002 })).canChangePrice).toBe(false);
      expect((await settingsOf({ token: tokens.sales, customerKey: keys.C10001 })).canChangePrice).toBe(true);
    } finally {
      await t.db
        .delete(settingOverrides)
        .where(and(eq(settingOverrides.customerId, keys.C10001), eq(settingOverrides.key, 'hidePricing')));
      await t.db
        .delete(settingOverrides)
        .where(and(eq(settingOverrides.userId, salesId), inArray(settingOverrides.key, ['hidePricing'])));
      await t.db
        .delete(settingOverrides)
        .where(and(eq(settingOverrides.userId, salesId), eq(settingOverrides.customerId, keys.C10002)));
    }
  });

  it("answers the acting customer's PO rules", async () => {
    expect(await settingsOf({ token: tokens.sales, customerKey: keys.C10004 })).toMatchObject({
      defaultPO: 'STANDING',
      requiredPO: false,
    });
    expect(await settingsOf({ token: tokens.sales, customerKey: keys.C10003 })).toMatchObject({
      defaultPO: '',
      requiredPO: true,
    });
    expect(await settingsOf({ token: tokens.customer })).toMatchObject({ defaultPO: '', requiredPO: false });
    expect(await settingsOf({ token: tokens.sales })).toMatchObject({ defaultPO: '', requiredPO: false });
    expect(await settingsOf({ token: tokens.consumer })).toMatchObject({ requiredPO: true });
  });

  it('includes the menu and the session type, and no site-only fields', async () => {
    for (const [opts, sessionType] of [
      [{ token: tokens.customer }, 'normal'],
      [{ token: tokens.admin }, 'normal'],
      [{ token: tokens.consumer, shipMethod: 'pickup' }, 'consumer'],
    ] as const) {
      const settings = await settingsOf(opts);
      expect(settings.sessionType).toBe(sessionType);
      expect(settings.menu).toEqual(await menuOf(opts));
      expect(settings).not.toHaveProperty('siteKey');
      expect(settings).not.toHaveProperty('allowGuest');
      expect(settings).not.toHaveProperty('allowConsumer');
    }
    expect((await settingsOf({ token: tokens.admin })).companyName).toBe('Harbor & Vine Foodservice');
  });

  it('keeps a text setting that looks like a number or a flag as text (decision 006)', async () => {
    await t.db.insert(settingOverrides).values([
      { customerId: keys.C10001, key: 'caseUnitLabel', value: '24' },
      { customerId: keys.C10001, key: 'totalOrderQuantityLabel', value: 'true' },
    ]);
    try {
      expect(await settingsOf({ token: tokens.customer })).toMatchObject({
        caseUnitLabel: '24',
        totalOrderQuantityLabel: 'true',
      });
    } finally {
      await t.db
        .delete(settingOverrides)
        .where(
          and(
            eq(settingOverrides.customerId, keys.C10001),
            inArray(settingOverrides.key, ['caseUnitLabel', 'totalOrderQuantityLabel']),
          ),
        );
    }
  });

  it('needs a signed-in user', async () => {
    expect((await call(t.app, 'GET', '/api/settings')).statusCode).toBe(401);
  });
});

describe('anonymous settings', () => {
  it('answers the site settings to anyone, with the caller’s session type', async () => {
    const res = await call(t.app, 'GET', '/api/settings/site');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      companyName: 'Harbor & Vine Foodservice',
      allowGuest: true,
      allowConsumer: true,
      allowConsumerPickup: true,
      allowConsumerDelivery: true,
      canChangePrice: false,
      sessionType: 'guest',
    });
    expect((await call(t.app, 'GET', '/api/settings/site', { token: tokens.consumer })).json().sessionType).toBe(
      'consumer',
    );
    // The site layer never carries one user's overrides.
    const asSales = (await call(t.app, 'GET', '/api/settings/site', { token: tokens.sales })).json();
    expect(asSales).toMatchObject({ sessionType: 'normal', canChangePrice: false });
  });

  it('answers the logo names to anyone', async () => {
    const res = await call(t.app, 'GET', '/api/settings/logoname');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ small: 'logo-small.svg', light: 'logo-light.svg', dark: 'logo-dark.svg' });
  });

  it('answers the password options to anyone: minimum 8 and all four classes', async () => {
    const res = await call(t.app, 'GET', '/api/admin/passwordOptions');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(defaultPasswordOptions);
    expect(res.json()).toEqual({
      minimumPasswordLength: 8,
      requireLowercase: true,
      requireUppercase: true,
      requireNumber: true,
      requireSpecialCharacter: true,
    });
  });
});
