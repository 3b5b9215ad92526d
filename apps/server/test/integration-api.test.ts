import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTEGRATION_KEY_HEADER, type ExportOrder, type ImportKind } from '@provender/contract';
import { createIntegrationKeysService } from '../src/modules/integration/keys.service.ts';
import { call, createTestApp, signIn, type TestApp } from './helpers/app.ts';
import { insertCatalogFixtures, type CatalogFixtures } from './helpers/catalog-fixtures.ts';
import { fillCart, newKey, postHeader, setShipto, submit, type As } from './helpers/checkout.ts';
import { customerKeys } from './helpers/personas.ts';

const samples = resolve(import.meta.dirname, '../../../docs/integration/samples');
const kinds: ImportKind[] = [
  'categories',
  'products',
  'price-levels',
  'customers',
  'ship-tos',
  'contract-prices',
  'salespeople',
];

let t: TestApp;
let f: CatalogFixtures;
let keys: ReturnType<typeof createIntegrationKeysService>;
let full: string;

beforeAll(async () => {
  t = await createTestApp();
  f = await insertCatalogFixtures(t.db);
  keys = createIntegrationKeysService(t.db);
  full = (
    await keys.create('erp', [
      'import:catalog',
      'import:customers',
      'import:prices',
      'export:orders',
      'ack:orders',
      'export:payments',
      'export:consumers',
    ])
  ).key;
});
afterAll(() => t.close());

const upload = (kind: string, key: string | undefined, body: string, type = 'text/csv', query = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/integration/import/${kind}`,
    query,
    headers: { 'content-type': type, ...(key ? { [INTEGRATION_KEY_HEADER]: key } : {}) },
    payload: body,
  });
const exportPage = (stream: string, key: string, after = 0, limit = 100) =>
  call(t.app, 'GET', `/api/integration/${stream}`, {
    headers: { [INTEGRATION_KEY_HEADER]: key },
    query: { after: String(after), limit: String(limit) },
  });

describe('keys and scopes', () => {
  it('refuses a call without a key, with an unknown or revoked key, and a key without the scope', async () => {
    const file = readFileSync(join(samples, 'price-levels.csv'), 'utf8');
    expect((await upload('price-levels', undefined, file)).statusCode).toBe(401);
    expect((await upload('price-levels', `pvk_abcdefgh_${'x'.repeat(43)}`, file)).statusCode).toBe(401);
    const user = await signIn(t.app, 'demo.admin');
    const asUser = await call(t.app, 'GET', '/api/integration/orders', { token: user });
    expect(asUser.statusCode).toBe(401);

    const catalogOnly = (await keys.create('pim', ['import:catalog'])).key;
    const refused = await upload('price-levels', catalogOnly, file);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('import:prices');
    expect((await exportPage('orders', catalogOnly)).statusCode).toBe(403);
    // Reading orders does not let a key write their ERP numbers (decision 397).
    const ordersOnly = (await keys.create('reporting', ['export:orders'])).key;
    expect((await exportPage('orders', ordersOnly)).statusCode).toBe(200);
    const ack = await call(t.app, 'POST', '/api/integration/orders/100000/ack', {
      headers: { [INTEGRATION_KEY_HEADER]: ordersOnly },
      payload: { erpOrderNumber: 'SO-1' },
    });
    expect(ack.statusCode).toBe(403);
    expect(ack.json().message).toContain('ack:orders');
    const categories = readFileSync(join(samples, 'categories.csv'), 'utf8');
    expect((await upload('categories', catalogOnly, categories)).statusCode).toBe(200);

    expect(await keys.revoke('pim')).toBe(true);
    expect((await upload('categories', catalogOnly, categories)).statusCode).toBe(401);
    const [stored] = (
      (await t.db.execute(sql`select key_hash from integration_api_keys where name = 'pim'`)) as unknown as {
        rows: { key_hash: string }[];
      }
    ).rows;
    expect(stored?.key_hash).not.toContain(catalogOnly.slice(13));
  });
});

describe('POST /api/integration/import/{kind}', () => {
  it('imports every sample file, and a second time changes nothing', async () => {
    for (const kind of kinds) {
      const file = readFileSync(join(samples, `${kind}.csv`), 'utf8');
      const first = await upload(kind, full, file);
      expect(first.statusCode, `${kind}: ${first.body.slice(0, 300)}`).toBe(200);
      expect(first.json()).toMatchObject({ applied: true, rejected: [] });
      const again = await upload(kind, full, file);
      expect(again.json(), kind).toMatchObject({
        applied: true,
        inserted: 0,
        updated: 0,
        unchanged: first.json().rows,
      });
    }
    const jsonl = await upload(
      'products',
      full,
      readFileSync(join(samples, 'products.jsonl'), 'utf8'),
      'application/x-ndjson',
    );
    expect(jsonl.json()).toMatchObject({ applied: true, rows: 50, inserted: 0, updated: 0 });
  });

  it('rejects a file with a bad row whole (422), naming the line, and writes none of it', async () => {
    const head = readFileSync(join(samples, 'price-levels.csv'), 'utf8');
    const file =
      head.replace('Healthcare,12', 'Healthcare,12').replace('Employee,15', 'Employee,x15') + '9,Wholesale club,10\n';
    const res = await upload('price-levels', full, file);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ applied: false, inserted: 0, rows: 9 });
    expect(res.json().rejected).toEqual([{ line: 9, reason: expect.stringContaining('discount_percent') }]);
    const levels = (
      (await t.db.execute(sql`select count(*)::int as n from price_levels where level = 9`)) as unknown as {
        rows: { n: number }[];
      }
    ).rows[0]?.n;
    expect(levels).toBe(0);
    const badHeader = await upload('price-levels', full, 'level,description,discount\n1,x,2\n');
    expect(badHeader.statusCode).toBe(422);
    expect(badHeader.json().rejected).toEqual([{ line: 1, reason: 'header: unknown column discount' }]);
    expect((await upload('price-levels', full, head, 'text/plain')).statusCode).toBe(415);
  });
});

describe('export streams', () => {
  let sales: string;
  let actingFor: As[];

  beforeAll(async () => {
    sales = await signIn(t.app, 'demo.sales');
    const codes = ['C10001', 'C10002', 'C10003', 'C10004', 'C10005', 'C10007'] as const;
    const ids = await customerKeys(t.db, ...codes);
    actingFor = [];
    for (const code of codes) {
      await setShipto(t.db, ids[code], '001', { deliveryDays: [1, 2, 3, 4, 5, 6, 7] });
      actingFor.push({ token: sales, customerKey: ids[code] });
    }
  });

  async function placeOrder(as: As, po: string): Promise<string> {
    await fillCart(t.app, as, [{ productKey: f.products.cola, unitOfMeasure: 'EA', orderQuantity: 12 }]);
    await postHeader(t.app, as, {
      customerShipToCode: '001',
      customer_PO: po,
      specialInstruction1: '',
      deliveryDate: null,
    });
    const res = await submit(t.app, as, newKey());
    expect(res.statusCode, res.body).toBe(200);
    return (res.json() as { orderNumber: string }).orderNumber;
  }

  async function drain(stream: string, after: number, limit = 100) {
    const seen: { cursor: number }[] = [];
    let cursor = after;
    for (;;) {
      const page = (await exportPage(stream, full, cursor, limit)).json() as {
        records: { cursor: number }[];
        next: number;
        hasMore: boolean;
      };
      seen.push(...page.records);
      cursor = page.next;
      if (!page.hasMore) return { seen, cursor };
    }
  }

  it('answers a new order once, with lines, ship-to, P.O., delivery date and prices; the ack shows in history', async () => {
    const start = (await drain('orders', 0, 1000)).cursor;
    const [as] = actingFor;
    if (!as) throw new Error('no customer');
    const orderNumber = await placeOrder(as, 'PO-ERP-1');
    const { seen, cursor } = await drain('orders', start);
    expect(seen).toHaveLength(1);
    const order = seen[0] as unknown as ExportOrder;
    expect(order).toMatchObject({
      orderNumber,
      customerCode: 'C10001',
      pO_Number: 'PO-ERP-1',
      shipTo: { code: '001' },
      status: 'Open',
      erpOrderNumber: null,
      lines: [{ lineNo: 1, unitOfMeasure: 'EA', quantity: '12.00', isOverridePrice: false }],
    });
    expect(order.deliveryDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(Number(order.lines[0]?.extension)).toBeGreaterThan(0);
    expect((await drain('orders', cursor)).seen).toEqual([]);

    const ack = await call(t.app, 'POST', `/api/integration/orders/${orderNumber}/ack`, {
      headers: { [INTEGRATION_KEY_HEADER]: full },
      payload: { erpOrderNumber: 'SO-88812' },
    });
    expect(ack.statusCode, ack.body).toBe(200);
    const history = await call(t.app, 'GET', '/api/history/orders', as);
    const row = (history.json() as { orderNumber: string; status: string }[]).find(
      (r) => r.orderNumber === orderNumber,
    );
    expect(row?.status).toBe('Open · ERP SO-88812');
    const missing = await call(t.app, 'POST', '/api/integration/orders/999999999/ack', {
      headers: { [INTEGRATION_KEY_HEADER]: full },
      payload: { erpOrderNumber: 'SO-1' },
    });
    expect(missing.statusCode).toBe(404);
  });

  it('never skips or repeats an order while orders are submitted concurrently and the ERP polls', async () => {
    let cursor = (await drain('orders', 0, 1000)).cursor;
    const collected: string[] = [];
    let submitting = true;
    const poller = (async () => {
      while (submitting) {
        // An ERP polls on a timer; the pause also lets the submits' own timers run.
        await new Promise((r) => setTimeout(r, 20));
        const page = await drain('orders', cursor, 2);
        collected.push(...page.seen.map((r) => (r as unknown as ExportOrder).orderNumber));
        cursor = page.cursor;
      }
    })();
    const placed = (
      await Promise.all(
        actingFor.map(async (as, i) => {
          const numbers: string[] = [];
          for (let k = 0; k < 3; k++) numbers.push(await placeOrder(as, `PO-RACE-${i}-${k}`));
          return numbers;
        }),
      )
    ).flat();
    submitting = false;
    await poller;
    collected.push(...(await drain('orders', cursor)).seen.map((r) => (r as unknown as ExportOrder).orderNumber));
    expect(new Set(collected).size).toBe(collected.length);
    expect([...collected].sort()).toEqual([...placed].sort());
  });

  it.runIf(process.env['TEST_DATABASE_URL'])(
    'gives sequence numbers in commit order: numbered at commit, a second writer committing meanwhile waits',
    async () => {
      const url = new URL(process.env['TEST_DATABASE_URL'] ?? '');
      const current = (
        (await t.db.execute(sql`select current_database() as d`)) as unknown as { rows: { d: string }[] }
      ).rows[0]?.d;
      url.pathname = `/${current}`;
      const [a, b] = [new pg.Client(url.toString()), new pg.Client(url.toString())];
      await Promise.all([a.connect(), b.connect()]);
      try {
        const insertOrder = (c: pg.Client, n: string) =>
          c
            .query(
              `insert into orders (order_number, customer_id, status, line_total, total)
               select $1, id, 'Open', 0, 0 from customers where customer_code = 'C10001' returning id`,
              [n],
            )
            .then((r) => (r.rows[0] as { id: number }).id);
        const seqsOf = async (ids: number[]) =>
          (
            await a.query(
              `select record_id from integration_exports where stream = 'orders' and record_id = any($1) order by seq`,
              [ids],
            )
          ).rows.map((r: { record_id: number }) => r.record_id);

        // Inserted first but committed last: the number is given at commit (decision 370), so it
        // is the larger one, and a reader past the other's number can still read this one.
        await a.query('begin');
        const early = await insertOrder(a, '990000001');
        const late = await insertOrder(b, '990000002');
        await a.query('commit');
        expect(await seqsOf([early, late])).toEqual([late, early]);

        // Once a writer holds the stream's number (its commit has begun: here the deferred trigger
        // is fired early), a second writer's commit waits until the first has committed.
        await a.query('begin');
        const first = await insertOrder(a, '990000003');
        await a.query('set constraints orders_integration_export immediate');
        let secondDone = false;
        const second = insertOrder(b, '990000004').then((id) => {
          secondDone = true;
          return id;
        });
        await new Promise((r) => setTimeout(r, 400));
        expect(secondDone).toBe(false);
        await a.query('commit');
        expect(await seqsOf([first, await second])).toEqual([first, await second]);
      } finally {
        await Promise.all([a.end(), b.end()]);
      }
    },
  );

  it('answers storefront payments and new consumer accounts after their cursors', async () => {
    const payments = await exportPage('payments', full);
    expect(payments.statusCode, payments.body).toBe(200);
    const consumers = await drain('consumers', 0, 10);
    expect(consumers.seen.length).toBeGreaterThan(0);
    expect(consumers.seen[0]).toMatchObject({ customerCode: expect.any(String), name: expect.any(String) });
    const cursors = consumers.seen.map((r) => r.cursor);
    expect(cursors).toEqual([...cursors].sort((x, y) => x - y));
  });
});
