import { sql, type SQL } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { INTEGRATION_KEY_HEADER } from '@provender/contract';
import { settingOverrides } from '../src/db/schema/index.ts';
import { createIntegrationKeysService } from '../src/modules/integration/keys.service.ts';
import {
  call,
  createPeerApp,
  createTestApp,
  DEMO_PASSWORD,
  requestToken,
  signIn,
  type TestApp,
} from './helpers/app.ts';
import { customerKeys } from './helpers/personas.ts';

/*
 * The process caches (decision 210) and the catalog's entity tags (decision 211). App `a` is one
 * process with its cache clock in the test's hand; app `b` is a second process on the same
 * PostgreSQL database (none on PGlite, whose database one process owns). Both keep values for a
 * minute, so whatever takes effect below took effect by a change notice, not by expiry. Neither
 * waits for pending changes before a request, as the other API tests' apps do.
 */
const TTL_MS = 60_000;
const onServer = Boolean(process.env['TEST_DATABASE_URL']);
let clockMs = Date.now();
let a: TestApp;
let b: TestApp | null;
let ids: Record<'C10001' | 'C10003', number>;

beforeAll(async () => {
  a = await createTestApp({ cache: { ttlMs: TTL_MS, now: () => clockMs, settleEachRequest: false } });
  b = await createPeerApp(a, { cache: { ttlMs: TTL_MS, now: Date.now, settleEachRequest: false } });
  ids = await customerKeys(a.db, 'C10001', 'C10003');
});
afterAll(async () => {
  await b?.close();
  await a.close();
});

/**
 * A change made beside the application, as a DBA or another program would make it, that also
 * keeps the triggers from announcing it: what a lost notification looks like.
 */
async function unannounced(statement: SQL) {
  await a.db.transaction(async (tx) => {
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(statement);
  });
}

/**
 * Retries the check until it passes: another process hears of a change from PostgreSQL a moment
 * after the commit. Two seconds is far below the caches' minute, so passing proves the notice.
 */
async function eventually(check: () => Promise<void>, timeoutMs = 2000): Promise<void> {
  await vi.waitFor(check, { timeout: timeoutMs, interval: 20 });
}

/**
 * A change written with SQL beside the application: PGlite announces it before the statement
 * returns, so it holds at once; a PostgreSQL server's notice takes a moment.
 */
const afterSqlChange = (check: () => Promise<void>) => (onServer ? eventually(check) : check());

const code = (res: LightMyRequestResponse) => (res.json() as { code?: string }).code;

async function expectRefused(res: Promise<LightMyRequestResponse>, status: number, errorCode: string) {
  const answer = await res;
  expect(answer.statusCode).toBe(status);
  expect(code(answer)).toBe(errorCode);
}

describe('users', () => {
  it('serves a user from the cache until its TTL, then reads the row again (the safety net)', async () => {
    const token = await signIn(a.app, 'buyer.c10007');
    expect((await call(a.app, 'GET', '/api/user', { token })).statusCode).toBe(200);
    await unannounced(sql`update users set disabled = true where username = 'buyer.c10007'`);
    // No notice came: the cached user still answers, without reading the row.
    expect((await call(a.app, 'GET', '/api/user', { token })).statusCode).toBe(200);
    clockMs += TTL_MS - 1;
    expect((await call(a.app, 'GET', '/api/user', { token })).statusCode).toBe(200);
    clockMs += 1;
    await expectRefused(call(a.app, 'GET', '/api/user', { token }), 401, 'ACCOUNT_DISABLED');
  });

  it('refuses a user disabled with SQL at once, on this process and on another', async () => {
    const token = await signIn(a.app, 'buyer.c10008');
    expect((await call(a.app, 'GET', '/api/user', { token })).statusCode).toBe(200);
    if (b) expect((await call(b.app, 'GET', '/api/user', { token })).statusCode).toBe(200);
    await a.db.execute(sql`update users set disabled = true where username = 'buyer.c10008'`);
    await afterSqlChange(() => expectRefused(call(a.app, 'GET', '/api/user', { token }), 401, 'ACCOUNT_DISABLED'));
    if (b) await eventually(() => expectRefused(call(b!.app, 'GET', '/api/user', { token }), 401, 'ACCOUNT_DISABLED'));
  });

  it('refuses a salesperson disabled by an import at once on the importing process, and soon on another', async () => {
    const key = (await createIntegrationKeysService(a.db).create('erp-cache', ['import:customers'])).key;
    const token = await signIn(a.app, 'sales.jlee');
    const asked = (app: TestApp) => call(app.app, 'GET', '/api/customer/list', { token });
    expect((await asked(a)).statusCode).toBe(200);
    if (b) expect((await asked(b)).statusCode).toBe(200);
    const file = 'salesperson_code,name,email,username,customers,active\nSP777,J Lee,,sales.jlee,C10003,N\n';
    const imported = await a.app.inject({
      method: 'POST',
      url: '/api/integration/import/salespeople',
      headers: { 'content-type': 'text/csv', [INTEGRATION_KEY_HEADER]: key },
      payload: file,
    });
    expect(imported.json()).toMatchObject({ applied: true });
    // Disabling bumps the token version too; the disabled account is what the caller is told.
    await expectRefused(asked(a), 401, 'ACCOUNT_DISABLED');
    if (b) await eventually(() => expectRefused(asked(b!), 401, 'ACCOUNT_DISABLED'));
  });

  it('ends the old session at once when the password changes, on this process and soon on another', async () => {
    const old = await signIn(a.app, 'buyer.c10009');
    expect((await call(a.app, 'GET', '/api/user', { token: old })).statusCode).toBe(200);
    if (b) expect((await call(b.app, 'GET', '/api/user', { token: old })).statusCode).toBe(200);
    const changed = await call(a.app, 'POST', '/api/password', {
      token: old,
      payload: { password: DEMO_PASSWORD, newPassword: 'Changed-pass9' },
    });
    expect(changed.statusCode).toBe(200);
    const fresh = (changed.json() as { access_token: string }).access_token;
    await expectRefused(call(a.app, 'GET', '/api/user', { token: old }), 401, 'PASSWORD_CHANGED');
    expect((await call(a.app, 'GET', '/api/user', { token: fresh })).statusCode).toBe(200);
    if (b) {
      await eventually(() => expectRefused(call(b!.app, 'GET', '/api/user', { token: old }), 401, 'PASSWORD_CHANGED'));
      expect((await call(b.app, 'GET', '/api/user', { token: fresh })).statusCode).toBe(200);
    }
  });

  it('stops a salesperson acting for a customer once the assignment is removed', async () => {
    const token = await signIn(a.app, 'demo.sales');
    const asCustomer = (app: TestApp) => call(app.app, 'GET', '/api/customer', { token, customerKey: ids.C10001 });
    expect((await asCustomer(a)).statusCode).toBe(200);
    if (b) expect((await asCustomer(b)).statusCode).toBe(200);
    await a.db.execute(sql`delete from salesperson_customers where customer_id = ${ids.C10001}
      and user_id = (select id from users where username = 'demo.sales')`);
    await afterSqlChange(() => expectRefused(asCustomer(a), 403, 'CUSTOMER_NOT_ASSIGNED'));
    if (b) await eventually(() => expectRefused(asCustomer(b!), 403, 'CUSTOMER_NOT_ASSIGNED'));
  });
});

describe('state every process shares (decision 240)', () => {
  it.skipIf(!onServer)("counts an account's failed sign-ins on every process toward one limit", async () => {
    // Five wrong passwords in all, from two addresses, taken by the two processes in turn.
    for (let i = 0; i < 5; i++) {
      const app = i % 2 === 0 ? a.app : b!.app;
      expect((await requestToken(app, 'buyer.c10012', `wrong-${i}`, `10.90.0.${i}`)).statusCode).toBe(401);
    }
    // Neither process saw five by itself; together they reached the account's limit.
    for (const app of [a.app, b!.app]) {
      const refused = await requestToken(app, 'buyer.c10012', DEMO_PASSWORD, '10.90.1.1');
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error).toBe('human_check_required');
    }
  });
});

describe('settings and menus', () => {
  it('answers a changed site setting at once on this process, and soon on another', async () => {
    const admin = await signIn(a.app, 'demo.admin');
    const customer = await signIn(a.app, 'demo.customer');
    const maxOrder = async (app: TestApp) =>
      ((await call(app.app, 'GET', '/api/settings', { token: customer })).json() as { maxOrderAmount: string })
        .maxOrderAmount;
    const before = await maxOrder(a);
    if (b) expect(await maxOrder(b)).toBe(before);
    const set = await call(a.app, 'POST', '/api/admin/maxOrderAmount', {
      token: admin,
      payload: { maxOrderAmount: '4321.50' },
    });
    expect(set.statusCode).toBe(200);
    expect(await maxOrder(a)).toBe('4321.50');
    if (b) await eventually(async () => expect(await maxOrder(b!)).toBe('4321.50'));
  });

  it("applies a customer's setting override written with SQL to its prices", async () => {
    const token = await signIn(a.app, 'buyer.c10003');
    const [first] = (
      (await call(a.app, 'GET', '/api/product/list', { token, query: { limit: '1' } })).json() as {
        products: { productKey: number; pricingUM: string }[];
      }
    ).products;
    if (!first) throw new Error('no product listed for C10003');
    const price = async (app: TestApp) =>
      (
        (
          await call(app.app, 'POST', '/api/product/price', {
            token,
            payload: [{ productKey: first.productKey, unitOfMeasure: first.pricingUM }],
          })
        ).json() as { price: number | null }[]
      )[0]?.price;
    expect(await price(a)).not.toBeNull();
    if (b) expect(await price(b)).not.toBeNull();
    await a.db.insert(settingOverrides).values({ customerId: ids.C10003, key: 'hidePricing', value: true });
    await afterSqlChange(async () => expect(await price(a)).toBeNull());
    if (b) await eventually(async () => expect(await price(b!)).toBeNull());
  });

  it("answers a warm settings request with the customer's new P.O. rules and menu at once (decision 378)", async () => {
    const token = await signIn(a.app, 'buyer.c10003');
    const settings = async (app: TestApp) =>
      (await call(app.app, 'GET', '/api/settings', { token })).json() as {
        defaultPO: string;
        menu: { key: string; isLocked: boolean }[];
      };
    const productsLocked = (answer: Awaited<ReturnType<typeof settings>>) =>
      answer.menu.find((e) => e.key === 'ViewProducts')?.isLocked;
    // Twice: the second answer is the kept one, sent without a promise per cache.
    const before = await settings(a);
    expect(await settings(a)).toEqual(before);
    if (b) expect(await settings(b)).toEqual(before);
    await a.db.execute(sql`update customers set default_po = 'PO-WARM-378' where id = ${ids.C10003}`);
    await afterSqlChange(async () => expect((await settings(a)).defaultPO).toBe('PO-WARM-378'));
    if (b) await eventually(async () => expect((await settings(b!)).defaultPO).toBe('PO-WARM-378'));
    const wasLocked = productsLocked(before);
    await a.db.execute(
      sql`update menu_entries set is_locked = ${!wasLocked} where key = 'ViewProducts' and user_type = 'customer' and customer_id is null`,
    );
    await afterSqlChange(async () => expect(productsLocked(await settings(a))).toBe(!wasLocked));
    if (b) await eventually(async () => expect(productsLocked(await settings(b!))).toBe(!wasLocked));
    await a.db.execute(sql`update customers set default_po = ${before.defaultPO} where id = ${ids.C10003}`);
    await a.db.execute(
      sql`update menu_entries set is_locked = ${Boolean(wasLocked)} where key = 'ViewProducts' and user_type = 'customer' and customer_id is null`,
    );
  });

  it('closes a screen whose menu gate is locked, and opens it again', async () => {
    const token = await signIn(a.app, 'buyer.c10004');
    const list = (app: TestApp) => call(app.app, 'GET', '/api/product/list', { token, query: { limit: '1' } });
    expect((await list(a)).statusCode).toBe(200);
    if (b) expect((await list(b)).statusCode).toBe(200);
    await a.db.execute(
      sql`update menu_entries set is_locked = true where key = 'ViewProducts' and user_type = 'customer' and customer_id is null`,
    );
    await afterSqlChange(() => expectRefused(list(a), 403, 'MENU_LOCKED'));
    if (b) await eventually(() => expectRefused(list(b!), 403, 'MENU_LOCKED'));
    await a.db.execute(
      sql`update menu_entries set is_locked = false where key = 'ViewProducts' and user_type = 'customer' and customer_id is null`,
    );
    await afterSqlChange(async () => expect((await list(a)).statusCode).toBe(200));
    if (b) await eventually(async () => expect((await list(b!)).statusCode).toBe(200));
  });
});

describe('catalog answers', () => {
  let token: string;
  let product: { productKey: number; pricingUM: string; productCategoryCode: string };

  const listQuery = () => ({ productKeys: String(product.productKey) });

  beforeAll(async () => {
    token = await signIn(a.app, 'demo.customer');
    // A product C10001 buys at its level price (no contract price), so the base price decides it.
    const [row] = (
      (await a.db.execute(sql`select p.id from products p
        where p.is_active and p.id <> 9 and not exists (select 1 from customer_excluded_categories x
          where x.customer_id = ${ids.C10001} and x.category_code = p.category_code)
        and not exists (select 1 from contract_prices cp where cp.customer_id = ${ids.C10001} and cp.product_id = p.id)
        order by p.id limit 1`)) as unknown as { rows: { id: number }[] }
    ).rows;
    if (!row) throw new Error('no product without a contract price for C10001');
    const page = (
      await call(a.app, 'GET', '/api/product/list', { token, query: { productKeys: String(row.id) } })
    ).json() as { products: (typeof product)[] };
    if (!page.products[0]) throw new Error('the product is not listed for demo.customer');
    product = page.products[0];
  });

  const priceBody = () => [{ productKey: product.productKey, unitOfMeasure: product.pricingUM }];

  it('tags a list page and answers 304 to a client holding the tag', async () => {
    const first = await call(a.app, 'GET', '/api/product/list', { token, query: listQuery() });
    expect(first.statusCode).toBe(200);
    const etag = first.headers['etag'] as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const again = await call(a.app, 'GET', '/api/product/list', {
      token,
      query: listQuery(),
      headers: { 'if-none-match': etag },
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    // The same answer from the cache is byte for byte the computed one.
    expect((await call(a.app, 'GET', '/api/product/list', { token, query: listQuery() })).body).toBe(first.body);
    if (b) {
      // Another process derives the same tag from the same catalog version and caller.
      const there = await call(b.app, 'GET', '/api/product/list', {
        token,
        query: listQuery(),
        headers: { 'if-none-match': etag },
      });
      expect(there.statusCode).toBe(304);
    }
  });

  it('changes the price and its tag when the price changes, on this process and on another', async () => {
    const ask = (app: TestApp, etag?: string) =>
      call(app.app, 'POST', '/api/product/price', {
        token,
        payload: priceBody(),
        ...(etag ? { headers: { 'if-none-match': etag } } : {}),
      });
    const before = await ask(a);
    const etag = before.headers['etag'] as string;
    expect((await ask(a, etag)).statusCode).toBe(304);
    const price = (res: LightMyRequestResponse) => (res.json() as { price: number }[])[0]?.price;
    await a.db.execute(sql`update products set base_price = base_price * 2 where id = ${product.productKey}`);
    const check = async (app: TestApp) => {
      const after = await ask(app, etag);
      expect(after.statusCode).toBe(200);
      expect(after.headers['etag']).not.toBe(etag);
      expect(price(after)).not.toBe(price(before));
    };
    await afterSqlChange(() => check(a));
    if (b) await eventually(() => check(b!));
  });

  it('prices a contract price imported through the integration API at once here, and soon on another process', async () => {
    const key = (await createIntegrationKeysService(a.db).create('erp-prices', ['import:prices'])).key;
    const [row] = (
      (await a.db.execute(
        sql`select product_code as code from products where id = ${product.productKey}`,
      )) as unknown as {
        rows: { code: string }[];
      }
    ).rows;
    const ask = (app: TestApp) => call(app.app, 'POST', '/api/product/price', { token, payload: priceBody() });
    const price = (res: LightMyRequestResponse) => (res.json() as { price: number }[])[0]?.price;
    const before = price(await ask(a));
    if (b) expect(price(await ask(b))).toBe(before);
    expect(before).not.toBe(0.5);
    const imported = await a.app.inject({
      method: 'POST',
      url: '/api/integration/import/contract-prices',
      headers: { 'content-type': 'text/csv', [INTEGRATION_KEY_HEADER]: key },
      payload: `customer_code,product_code,price,effective_from,effective_to\nC10001,${row!.code},0.5,2000-01-01,\n`,
    });
    expect(imported.json()).toMatchObject({ applied: true, inserted: 1 });
    // The importing process answers the new price on the next request, without waiting for a notice.
    expect(price(await ask(a))).toBe(0.5);
    if (b) await eventually(async () => expect(price(await ask(b!))).toBe(0.5));
    await a.db.execute(
      sql`delete from contract_prices where customer_id = ${ids.C10001} and product_id = ${product.productKey}`,
    );
    // Both processes are back on the base price before the next test compares their tags.
    await afterSqlChange(async () => expect(price(await ask(a))).toBe(before));
    if (b) await eventually(async () => expect(price(await ask(b!))).toBe(before));
  });

  it("drops a product from the customer's list and prices when its category is excluded", async () => {
    const list = (app: TestApp, etag?: string) =>
      call(app.app, 'GET', '/api/product/list', {
        token,
        query: listQuery(),
        ...(etag ? { headers: { 'if-none-match': etag } } : {}),
      });
    const before = await list(a);
    expect((before.json() as { products: unknown[] }).products).toHaveLength(1);
    const etag = before.headers['etag'] as string;
    if (b) expect((await list(b, etag)).statusCode).toBe(304);
    await a.db.execute(sql`insert into customer_excluded_categories (customer_id, category_code)
      values (${ids.C10001}, ${product.productCategoryCode})`);
    const check = async (app: TestApp) => {
      const after = await list(app, etag);
      expect(after.statusCode).toBe(200);
      expect(after.headers['etag']).not.toBe(etag);
      expect((after.json() as { products: unknown[] }).products).toHaveLength(0);
      const priced = await call(app.app, 'POST', '/api/product/price', { token, payload: priceBody() });
      expect((priced.json() as { price: number | null }[])[0]?.price).toBeNull();
    };
    await afterSqlChange(() => check(a));
    if (b) await eventually(() => check(b!));
  });

  it('gives another customer its own tag for the same page', async () => {
    const other = await signIn(a.app, 'buyer.c10003');
    const mine = await call(a.app, 'GET', '/api/product/list', { token, query: { limit: '5' } });
    const theirs = await call(a.app, 'GET', '/api/product/list', {
      token: other,
      query: { limit: '5' },
      headers: { 'if-none-match': mine.headers['etag'] as string },
    });
    expect(theirs.statusCode).toBe(200);
    expect(theirs.headers['etag']).not.toBe(mine.headers['etag']);
  });
});
