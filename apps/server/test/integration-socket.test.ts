import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  controlCharactersMessage,
  hasControlCharacters,
  INTEGRATION_KEY_HEADER,
  type ImportKind,
  type ImportResult,
} from '@provender/contract';
import { createIntegrationKeysService } from '../src/modules/integration/keys.service.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { listen, type Listening } from './helpers/socket.ts';

/**
 * The integration API as the ERP calls it: over a real socket, with fetch (issue 39). `inject`
 * hands a route its body differently, and hid an import API that answered 500 to every file.
 */

const samples = resolve(import.meta.dirname, '../../../docs/integration/samples');
const sample = (file: string) => readFileSync(join(samples, file), 'utf8');
/** Kinds in the order their references need. */
const kinds: ImportKind[] = [
  'categories',
  'products',
  'price-levels',
  'customers',
  'ship-tos',
  'contract-prices',
  'salespeople',
  'order-history',
  'receivables',
];
/** The deliberate bad rows of each `*-with-errors.csv` (docs/integration/README.md). */
const badLines: Record<ImportKind, number[]> = {
  categories: [6, 11, 16],
  products: [4, 52, 122, 401],
  'price-levels': [7, 9],
  customers: [5, 42, 101, 201],
  'ship-tos': [9, 22],
  'contract-prices': [2, 101, 252],
  salespeople: [4, 9, 15, 21],
  'order-history': [5, 22, 63, 154],
  receivables: [11, 42, 79, 152, 203, 252],
};
/** Every table an import writes. */
const importedTables = [
  'product_main_categories',
  'product_categories',
  'products',
  'product_units',
  'price_levels',
  'customers',
  'shiptos',
  'contract_prices',
  'users',
  'salesperson_customers',
  'orders',
  'order_lines',
  'ar_items',
];

let t: TestApp;
let socket: Listening;
let keys: ReturnType<typeof createIntegrationKeysService>;
let erp: string;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** A digest of every row of the imported tables: equal digests, nothing written. */
async function fingerprint(): Promise<Record<string, string>> {
  const digests: Record<string, string> = {};
  for (const table of importedTables) {
    const [row] = rowsOf<{ d: string }>(
      await t.db.execute(
        sql.raw(`select md5(coalesce(string_agg(r::text, '|' order by r::text), '')) as d from ${table} r`),
      ),
    );
    digests[table] = row?.d ?? '';
  }
  return digests;
}

interface Answer<T> {
  status: number;
  body: T;
}

async function send<T>(path: string, init: RequestInit & { key?: string; type?: string }): Promise<Answer<T>> {
  const { key, type, ...rest } = init;
  const headers: Record<string, string> = {};
  if (type) headers['content-type'] = type;
  if (key) headers[INTEGRATION_KEY_HEADER] = key;
  const res = await fetch(`${socket.url}${path}`, { ...rest, headers });
  const text = await res.text();
  return { status: res.status, body: (text ? JSON.parse(text) : null) as T };
}

const upload = (kind: ImportKind, body: BodyInit, type = 'text/csv', key = erp) =>
  send<ImportResult>(`/api/integration/import/${kind}`, { method: 'POST', body, key, type });

beforeAll(async () => {
  t = await createTestApp();
  keys = createIntegrationKeysService(t.db);
  erp = (
    await keys.create('erp', [
      'import:catalog',
      'import:customers',
      'import:prices',
      'import:orders',
      'import:receivables',
      'export:orders',
      'ack:orders',
    ])
  ).key;
  socket = await listen(t.app);
});
afterAll(async () => {
  await socket?.close();
  await t?.close();
});

describe('POST /api/integration/import/{kind} over a socket', () => {
  it('answers a header-only CSV file, a JSON lines file and a streamed (chunked) file', async () => {
    const header = await upload('categories', 'main_category_code,main_category,category_code,category\n');
    expect(header.status, JSON.stringify(header.body)).toBe(200);
    expect(header.body).toMatchObject({ kind: 'categories', applied: true, rows: 0, rejected: [] });

    const ndjson = await upload(
      'price-levels',
      '{"level":0,"description":"List","discountPercent":"0"}\n',
      'application/x-ndjson',
    );
    expect(ndjson.status, JSON.stringify(ndjson.body)).toBe(200);
    expect(ndjson.body).toMatchObject({ applied: true, rows: 1, rejected: [] });

    // Transfer-encoding chunked, as a client that streams a large export sends it.
    const chunks = sample('price-levels.csv').match(/[^]{1,40}/g) ?? [];
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
        controller.close();
      },
    });
    const streamed = await send<ImportResult>('/api/integration/import/price-levels', {
      method: 'POST',
      body: stream,
      key: erp,
      type: 'text/csv; charset=utf-8',
      duplex: 'half',
    } as RequestInit & { key: string; type: string });
    expect(streamed.status, JSON.stringify(streamed.body)).toBe(200);
    expect(streamed.body).toMatchObject({ applied: true, rows: 8, rejected: [] });
  });

  it('refuses each *-with-errors.csv (422) naming every bad row by line and writing nothing; then imports the sample', async () => {
    for (const kind of kinds) {
      const before = await fingerprint();
      const refused = await upload(kind, sample(`${kind}-with-errors.csv`));
      expect(refused.status, `${kind}: ${JSON.stringify(refused.body).slice(0, 300)}`).toBe(422);
      expect(refused.body).toMatchObject({ kind, applied: false, inserted: 0, updated: 0, unchanged: 0 });
      expect(
        refused.body.rejected.map((r) => r.line),
        `${kind}: ${JSON.stringify(refused.body.rejected)}`,
      ).toEqual(badLines[kind]);
      for (const r of refused.body.rejected) expect(r.reason, kind).not.toBe('');
      expect(await fingerprint(), `${kind}: a refused file wrote nothing`).toEqual(before);

      const file = sample(`${kind}.csv`);
      const applied = await upload(kind, file);
      expect(applied.status, `${kind}: ${JSON.stringify(applied.body).slice(0, 300)}`).toBe(200);
      expect(applied.body).toMatchObject({ kind, applied: true, rejected: [] });
      expect(applied.body.rows).toBe(file.trim().split('\n').length - 1);
    }
    for (const kind of kinds) {
      const again = await upload(kind, sample(`${kind}.csv`));
      expect(again.status, kind).toBe(200);
      expect(again.body, kind).toMatchObject({ applied: true, inserted: 0, updated: 0 });
    }
    const jsonl = await upload('products', sample('products.jsonl'), 'application/x-ndjson');
    expect(jsonl.status).toBe(200);
    expect(jsonl.body).toMatchObject({ applied: true, rows: 50, inserted: 0, rejected: [] });
  });

  it('refuses rows with control characters (NUL, ESC) as row errors with their line numbers, writing nothing', async () => {
    const customerCount = async () =>
      rowsOf<{ n: number }>(
        await t.db.execute(sql`select count(*)::int as n from customers where customer_code like 'Z900%'`),
      )[0]?.n;
    const notAllowed = `name: ${controlCharactersMessage}`;
    const before = await fingerprint();

    const csv = [
      'customer_code,name,city',
      'Z90001,Plain Name,Louisville',
      'Z90002,Esc\u001b[31mName,Louisville',
      'Z90003,Nul\u0000Name,Louisville',
      'Z90004,Plain Again,"Dayton\u001b"',
      '',
    ].join('\n');
    const fromCsv = await upload('customers', csv);
    expect(fromCsv.status, JSON.stringify(fromCsv.body)).toBe(422);
    expect(fromCsv.body).toMatchObject({ applied: false, rows: 4, inserted: 0 });
    expect(fromCsv.body.rejected).toEqual([
      { line: 3, reason: notAllowed },
      { line: 4, reason: notAllowed },
      { line: 5, reason: `city: ${controlCharactersMessage}` },
    ]);

    const jsonl = [
      JSON.stringify({ customerCode: 'Z90005', name: 'Plain' }),
      JSON.stringify({ customerCode: 'Z90006', name: 'Nul\u0000' }),
      '',
      JSON.stringify({ customerCode: 'Z90007', name: '\u001bEsc' }),
      '',
    ].join('\n');
    const fromJsonl = await upload('customers', jsonl, 'application/x-ndjson');
    expect(fromJsonl.status, JSON.stringify(fromJsonl.body)).toBe(422);
    expect(fromJsonl.body.rejected).toEqual([
      { line: 2, reason: notAllowed },
      { line: 4, reason: notAllowed },
    ]);

    // A nested value is named by its path; a field name with control characters is not echoed.
    const nested = await upload(
      'salespeople',
      [
        JSON.stringify({ salespersonCode: 'SPZ1', name: 'Sam', customers: ['A20001', 'A2\u001b0002'] }),
        JSON.stringify({ salespersonCode: 'SPZ2', name: 'Kim', 'na\u001bme': 'x' }),
      ].join('\n'),
      'application/x-ndjson',
    );
    expect(nested.status).toBe(422);
    expect(nested.body.rejected).toEqual([
      { line: 1, reason: `customers.1: ${controlCharactersMessage}` },
      { line: 2, reason: `a field name: ${controlCharactersMessage}` },
    ]);

    expect(await customerCount()).toBe(0);
    expect(await fingerprint()).toEqual(before);
  });

  it('applies the user API text rule to imported rows: what request text may not hold, an imported row may not', async () => {
    // Tab is allowed text; NUL, ESC and DEL are control characters; U+202E (right-to-left
    // override) is whatever the contract's rule says it is: both paths must agree.
    for (const [i, character] of ['\t', '\u0000', '\u001b', '\u007f', '\u202e'].entries()) {
      const name = `Odd${character}Name`;
      // Any request text the user API receives passes the rule (decision 093): here a query.
      const userApi = await fetch(`${socket.url}/api/settings/site?name=${encodeURIComponent(name)}`);
      const userApiRefuses = (await userApi.text()).includes(controlCharactersMessage);
      expect(userApiRefuses, JSON.stringify(character)).toBe(hasControlCharacters(character));

      const code = `Z9010${i}`;
      const imported = await upload('customers', `customer_code,name\n${code},"${name}"\n`);
      expect(imported.status === 422, JSON.stringify(character)).toBe(userApiRefuses);
      if (userApiRefuses)
        expect(imported.body.rejected).toEqual([{ line: 2, reason: `name: ${controlCharactersMessage}` }]);
      const [stored] = rowsOf<{ name: string }>(
        await t.db.execute(sql`select name from customers where customer_code = ${code}`),
      );
      expect(stored?.name, JSON.stringify(character)).toBe(userApiRefuses ? undefined : name);
    }
  });
});

describe('acknowledging an order is a scope of its own (ack:orders)', () => {
  let orderNumber: string;
  const acked = async () =>
    rowsOf<{ erp: string }>(
      await t.db.execute(sql`
        select a.erp_order_number as erp from integration_order_acks a join orders o on o.id = a.order_id
        where o.order_number = ${orderNumber}`),
    ).map((r) => r.erp);
  const ack = (key: string, erpOrderNumber: string) =>
    send<{ code?: string; message?: string }>(`/api/integration/orders/${orderNumber}/ack`, {
      method: 'POST',
      key,
      type: 'application/json',
      body: JSON.stringify({ erpOrderNumber }),
    });
  const readOrders = (key: string) => send(`/api/integration/orders?after=0&limit=1`, { method: 'GET', key });

  beforeAll(async () => {
    orderNumber = '990000101';
    await t.db.execute(sql`
      insert into orders (order_number, customer_id, status, line_total, total)
      select ${orderNumber}, id, 'Open', 0, 0 from customers where customer_code = 'C10001'`);
  });

  it('refuses an export:orders key (403 naming ack:orders) and writes nothing; the key still reads orders', async () => {
    const reader = (await keys.create('reporting', ['export:orders'])).key;
    const refused = await ack(reader, 'SO-1');
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 'FORBIDDEN', message: expect.stringContaining('ack:orders') });
    expect(await acked()).toEqual([]);
    expect((await readOrders(reader)).status).toBe(200);
  });

  it('lets an ack:orders key acknowledge, which reads no orders with it', async () => {
    const writer = (await keys.create('acks-only', ['ack:orders'])).key;
    const done = await ack(writer, 'SO-88812');
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toEqual({ orderNumber, erpOrderNumber: 'SO-88812' });
    expect(await acked()).toEqual(['SO-88812']);
    expect((await readOrders(writer)).status).toBe(403);
  });

  it('an existing export:orders key acknowledges once the administrator grants it ack:orders (same key)', async () => {
    const old = (await keys.create('erp-before-ack-scope', ['import:catalog', 'export:orders'])).key;
    expect((await ack(old, 'SO-2')).status).toBe(403);
    expect(await keys.grant('erp-before-ack-scope', ['ack:orders'])).toEqual([
      'import:catalog',
      'export:orders',
      'ack:orders',
    ]);
    const done = await ack(old, 'SO-2');
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(await acked()).toEqual(['SO-2']);
    expect((await readOrders(old)).status).toBe(200);
    expect(await keys.grant('no-such-key', ['ack:orders'])).toBeNull();
  });
});
