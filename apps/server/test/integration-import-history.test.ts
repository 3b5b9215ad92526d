import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import Decimal from 'decimal.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  INTEGRATION_KEY_HEADER,
  type DeliveryDates,
  type ImportKind,
  type OpenReceivableItem,
  type OrderHistoryRow,
  type ProductHistoryRow,
} from '@provender/contract';
import { createIntegrationKeysService } from '../src/modules/integration/keys.service.ts';
import { call, createTestApp, signIn, type TestApp } from './helpers/app.ts';
import { insertCatalogFixtures } from './helpers/catalog-fixtures.ts';
import { fillCart, newKey, postHeader, setShipto, submit } from './helpers/checkout.ts';
import { customerKey, customerKeys } from './helpers/personas.ts';

const samples = resolve(import.meta.dirname, '../../../docs/integration/samples');
const sample = (file: string) => readFileSync(join(samples, file), 'utf8');
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
/** A sample file's data rows as column → cell (the samples hold no quoted commas in these kinds). */
function records(file: string): Record<string, string>[] {
  const [header = '', ...lines] = sample(file).trim().split('\n');
  const names = header.split(',');
  return lines.map((line) => Object.fromEntries(line.split(',').map((cell, i) => [names[i], cell])));
}

/** After the sample history (January to mid-April 2026): 10:00 in New York on Monday 20 April. */
const NOW = new Date('2026-04-20T14:00:00Z');
let t: TestApp;
let key: string;
let sales: string;
let ids: Record<'A20001' | 'A20004' | 'A20005' | 'A20008', number>;

const upload = (kind: ImportKind, body: string, apiKey = key, query: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: `/api/integration/import/${kind}`,
    query,
    headers: { 'content-type': 'text/csv', [INTEGRATION_KEY_HEADER]: apiKey },
    payload: body,
  });
const count = async (table: 'orders' | 'order_lines' | 'ar_items') =>
  rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)}`))[0]?.n;

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  key = (
    await createIntegrationKeysService(t.db).create('erp', [
      'import:catalog',
      'import:customers',
      'import:prices',
      'import:orders',
      'import:receivables',
      'export:orders',
      'ack:orders',
    ])
  ).key;
  for (const kind of ['categories', 'products', 'price-levels', 'customers', 'ship-tos'] as const) {
    const res = await upload(kind, sample(`${kind}.csv`));
    expect(res.statusCode, `${kind}: ${res.body.slice(0, 300)}`).toBe(200);
  }
  // demo.sales is given some of the imported customers, to read their screens.
  const route = await upload(
    'salespeople',
    'salesperson_code,name,username,customers\nSP950,Demo Sales,demo.sales,A20001;A20004;A20005;A20008\n',
  );
  expect(route.statusCode, route.body).toBe(200);
  sales = await signIn(t.app, 'demo.sales');
  ids = await customerKeys(t.db, 'A20001', 'A20004', 'A20005', 'A20008');
});
afterAll(() => t.close());

describe('order history and receivables from the ERP', () => {
  it('imports the sample files through the API, and importing them again changes nothing', async () => {
    for (const kind of ['order-history', 'receivables'] as const) {
      const file = sample(`${kind}.csv`);
      const rows = file.trim().split('\n').length - 1;
      const first = await upload(kind, file);
      expect(first.statusCode, first.body.slice(0, 300)).toBe(200);
      expect(first.json()).toMatchObject({ applied: true, rows, inserted: rows, updated: 0, rejected: [] });
      const again = await upload(kind, file);
      expect(again.json()).toMatchObject({ applied: true, inserted: 0, updated: 0, unchanged: rows });
    }
    expect(rowsOf(await t.db.execute(sql`select 1 from orders where order_number like 'SO41%'`))).toHaveLength(70);
    // The ERP's own orders are not exported back to it.
    const exported = await t.db.execute(sql`
      select 1 from integration_exports e join orders o on o.id = e.record_id
      where e.stream = 'orders' and o.order_number like 'SO41%'`);
    expect(rowsOf(exported)).toHaveLength(0);
  });

  it("shows the imported items on the customer's Open A/R, Account Summary and Account Detail", async () => {
    const as = { token: sales, customerKey: ids.A20001 };
    const mine = records('receivables.csv').filter((r) => r['customer_code'] === 'A20001');
    const open = mine.filter((r) => Number(r['balance']) !== 0);
    expect(open.length).toBeGreaterThan(0);

    const openAr = await call(t.app, 'GET', '/api/account/openar', as);
    expect(openAr.statusCode, openAr.body).toBe(200);
    const items = openAr.json() as OpenReceivableItem[];
    expect(items.map((i) => i.arCode).sort()).toEqual(open.map((r) => r['ar_code']).sort());
    expect(items.find((i) => i.arCode === 'AR600001')).toMatchObject({
      recordType: 1,
      type: 'Invoice',
      reference: 'INV410001',
      invoiceNumber: 'INV410001',
      invoiceDate: '2026-01-03',
      dueDate: '2026-02-02',
      initial: 488.85,
      balance: 463.85,
      isCredit: false,
      orderNumber: 'SO410001',
    });

    const summary = (await call(t.app, 'GET', '/api/account/summary', as)).json() as { balance: number };
    const expected = open.reduce((sum, r) => sum.plus(r['balance'] ?? 0), new Decimal(0));
    expect(summary.balance).toBeCloseTo(expected.toNumber(), 2);

    const detail = await call(t.app, 'GET', '/api/account/detail', { ...as, query: { startDate: '2025-01-01' } });
    expect((detail.json() as { arCode: string }[]).map((l) => l.arCode).sort()).toEqual(
      mine.map((r) => r['ar_code']).sort(),
    );
  });

  it('shows the imported orders in Order History and their invoiced lines in Product History', async () => {
    const as = { token: sales, customerKey: ids.A20001 };
    const lines = records('order-history.csv').filter((r) => r['customer_code'] === 'A20001');
    const totals = new Map<string, Decimal>();
    for (const l of lines) {
      const number = l['order_number'] ?? '';
      totals.set(number, (totals.get(number) ?? new Decimal(l['add_on_charges'] ?? 0)).plus(l['extension'] ?? 0));
    }
    const history = (await call(t.app, 'GET', '/api/history/orders', as)).json() as OrderHistoryRow[];
    const imported = history.filter((o) => o.orderNumber.startsWith('SO41'));
    expect(imported.map((o) => o.orderNumber).sort()).toEqual([...totals.keys()].sort());
    for (const o of imported) expect(o.total, o.orderNumber).toBeCloseTo(totals.get(o.orderNumber)?.toNumber() ?? 0, 2);
    expect(imported.find((o) => o.orderNumber === 'SO410001')).toMatchObject({
      pO_Number: 'PO-66033',
      orderDate: '2026-01-02',
      deliveryDate: '2026-01-03',
      status: 'Invoiced',
      // The receivables file holds its invoice.
      invoice: true,
    });

    const products = await call(t.app, 'GET', '/api/history/products', {
      ...as,
      query: { startDate: '2026-01-01', endDate: '2026-01-31' },
    });
    const january = (products.json() as ProductHistoryRow[]).filter((p) => p.orderNumber === 'SO410001');
    expect(january.map((p) => [p.productCode, p.quantity, p.unitOfMeasure_SellBy, p.price, p.invoiceDate])).toEqual(
      lines
        .filter((l) => l['order_number'] === 'SO410001')
        .map((l) => [l['product_code'], Number(l['quantity']), l['unit'], Number(l['unit_price']), '2026-01-03']),
    );
  });

  it("gives a customer its own order cut-off from the customers file, the others the site's", async () => {
    const dates = async (customerKey: number) => {
      const res = await call(t.app, 'GET', '/api/cart/date', { token: sales, customerKey, query: { shipto: '001' } });
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as DeliveryDates;
    };
    const days = (from: string, to: string) => (Date.parse(to) - Date.parse(from)) / 86_400_000;
    const own = await dates(ids.A20004); // 14:30, one day before
    expect(own.cutoff?.time).toBe('14:30');
    const early = await dates(ids.A20008); // 9:00, two days before
    expect(early.cutoff?.time).toBe('09:00');
    expect(days(early.cutoff?.date ?? '', early.earliestDate ?? '')).toBe(2);
    const site = await dates(ids.A20005);
    expect(site.cutoff?.time).toBe('16:00');

    // The file is the truth for its columns: left empty, the customer's own cut-off is removed.
    const header = 'customer_code,name,order_cutoff_time,order_lead_days';
    const cleared = await upload('customers', `${header}\nA20004,Main Street Grill,,\n`);
    expect(cleared.json()).toMatchObject({ applied: true, updated: 1 });
    expect((await dates(ids.A20004)).cutoff?.time).toBe('16:00');
  });

  it('rejects a file with bad rows whole (422), naming each line and its reason', async () => {
    const before = [await count('orders'), await count('order_lines'), await count('ar_items')];
    const history = await upload('order-history', sample('order-history-with-errors.csv'));
    expect(history.statusCode).toBe(422);
    expect(history.json()).toMatchObject({ applied: false, inserted: 0, updated: 0 });
    expect(history.json().rejected).toEqual([
      { line: 5, reason: 'product 000001 does not exist' },
      { line: 22, reason: 'quantity: a number with at most 8 digits and 2 decimals' },
      { line: 63, reason: 'order SO410015: the delivery date differs from line 62' },
      { line: 154, reason: 'the lines of order SO410001 must follow each other (it began on line 2)' },
    ]);
    const receivables = await upload('receivables', sample('receivables-with-errors.csv'));
    expect(receivables.statusCode).toBe(422);
    expect(receivables.json().rejected).toEqual([
      { line: 11, reason: 'initial: a credit item is negative (or zero)' },
      { line: 42, reason: 'balance: the balance lies between zero and the initial amount' },
      { line: 79, reason: 'order SO999999 of customer A20033 does not exist' },
      { line: 152, reason: 'due_date: due date is before the invoice date' },
      { line: 203, reason: 'customer Z99999 does not exist' },
      { line: 252, reason: 'AR600004 is already on line 5' },
    ]);
    expect([await count('orders'), await count('order_lines'), await count('ar_items')]).toEqual(before);
  });

  it('imports order history only with import:orders and receivables only with import:receivables', async () => {
    const keys = createIntegrationKeysService(t.db);
    const customersOnly = (await keys.create('crm', ['import:customers'])).key;
    const ordersOnly = (await keys.create('erp-orders', ['import:orders'])).key;
    const history = sample('order-history.csv');
    const receivables = sample('receivables.csv');
    for (const [kind, file] of [
      ['order-history', history],
      ['receivables', receivables],
    ] as const) {
      const refused = await upload(kind, file, customersOnly);
      expect(refused.statusCode).toBe(403);
      expect(refused.json().message).toContain(kind === 'order-history' ? 'import:orders' : 'import:receivables');
    }
    expect((await upload('receivables', receivables, ordersOnly)).statusCode).toBe(403);
    expect((await upload('order-history', history, ordersOnly)).json()).toMatchObject({ applied: true, inserted: 0 });
  });
});

describe('storefront orders the ERP has taken over', () => {
  const header =
    'order_number,customer_code,order_date,delivery_date,status,line_no,product_code,unit,quantity,unit_price';
  let storefront: { number: string; other: string };

  beforeAll(async () => {
    const open = rowsOf<{ n: string }>(
      await t.db.execute(sql`
        select o.order_number as n from orders o join customers c on c.id = o.customer_id
        join integration_exports e on e.stream = 'orders' and e.record_id = o.id
        where c.customer_code = 'C10001' and o.status = 'Open' order by o.id limit 2`),
    ).map((r) => r.n);
    expect(open).toHaveLength(2);
    storefront = { number: open[0] ?? '', other: open[1] ?? '' };
    const ack = await call(t.app, 'POST', `/api/integration/orders/${storefront.number}/ack`, {
      headers: { [INTEGRATION_KEY_HEADER]: key },
      payload: { erpOrderNumber: 'SO-77001' },
    });
    expect(ack.statusCode, ack.body).toBe(200);
  });

  it("settles an acknowledged order by the ERP's number: invoiced lines and total, shown once in history", async () => {
    const file = `${header}\nSO-77001,C10001,2026-04-14,2026-04-16,Invoiced,1,500000,CS,3,84.15\nSO-77001,C10001,2026-04-14,2026-04-16,Invoiced,2,500007,CS,-1,20.00\n`;
    const res = await upload('order-history', file);
    expect(res.json()).toMatchObject({ applied: true, rows: 2, updated: 2 });
    expect((await upload('order-history', file)).json()).toMatchObject({ applied: true, unchanged: 2 });
    const ar = await upload(
      'receivables',
      'customer_code,ar_code,record_type,reference,order_number,invoice_date,due_date,initial,balance\n' +
        'C10001,ERP-77001,Invoice,77001,SO-77001,2026-04-16,2026-05-16,232.45,232.45\n',
    );
    expect(ar.statusCode, ar.body).toBe(200);

    const buyer = await signIn(t.app, 'demo.customer');
    const history = (await call(t.app, 'GET', '/api/history/orders', { token: buyer })).json() as OrderHistoryRow[];
    const shown = history.filter((o) => o.orderNumber === storefront.number || o.orderNumber === 'SO-77001');
    expect(shown).toEqual([
      expect.objectContaining({
        orderNumber: storefront.number,
        status: 'Invoiced · ERP SO-77001',
        deliveryDate: '2026-04-16',
        total: 232.45,
        invoice: true,
      }),
    ]);
    const items = (await call(t.app, 'GET', '/api/account/openar', { token: buyer })).json() as OpenReceivableItem[];
    expect(items.find((i) => i.arCode === 'ERP-77001')?.orderNumber).toBe(storefront.number);
  });

  it('never overwrites a storefront order it did not acknowledge, nor moves an order to another customer', async () => {
    const res = await upload(
      'order-history',
      `${header}\n${storefront.other},C10001,2026-04-14,2026-04-16,Invoiced,1,500000,CS,1,84.15\n` +
        `SO410002,A20001,2026-01-02,2026-01-03,Invoiced,1,500000,CS,1,84.15\n`,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().rejected).toEqual([
      {
        line: 2,
        reason: `order ${storefront.other} is a storefront order; the ERP's history names it by the number it acknowledged it with`,
      },
      { line: 3, reason: 'order SO410002 belongs to another customer' },
    ]);
  });
});

describe('order numbers', () => {
  it('a storefront order never takes the number of an order loaded from the ERP', async () => {
    const fixtures = await insertCatalogFixtures(t.db);
    const [seq] = rowsOf<{ last: string; called: boolean }>(
      await t.db.execute(sql`select last_value::text as last, is_called as called from order_number_seq`),
    );
    const next = BigInt(seq?.last ?? '0') + (seq?.called ? 1n : 0n);
    const file =
      'order_number,customer_code,order_date,delivery_date,line_no,product_code,unit,quantity,unit_price\n' +
      `${next},C10002,2026-04-01,2026-04-02,1,500000,CS,1,84.15\n`;
    expect((await upload('order-history', file)).json()).toMatchObject({ applied: true, inserted: 1 });

    const buyer = { token: await signIn(t.app, 'demo.customer') };
    await setShipto(t.db, await customerKey(t.db, 'C10001'), '001', { deliveryDays: [1, 2, 3, 4, 5, 6, 7] });
    await fillCart(t.app, buyer, [{ productKey: fixtures.products.cola, unitOfMeasure: 'EA', orderQuantity: 12 }]);
    await postHeader(t.app, buyer, { customerShipToCode: '001', customer_PO: 'PO-NEXT', deliveryDate: null });
    const placed = await submit(t.app, buyer, newKey());
    expect(placed.statusCode, placed.body).toBe(200);
    expect((placed.json() as { orderNumber: string }).orderNumber).toBe(String(next + 1n));
  });
});

describe('a full receivables file', () => {
  it('closes the open items it does not list (kept with balance zero for Account Detail)', async () => {
    const file =
      'customer_code,ar_code,record_type,reference,invoice_date,initial,balance\n' +
      'A20005,AR-ONLY-1,1,INV-ONLY-1,2026-04-01,100.00,100.00\n';
    const openBefore = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from ar_items where balance <> 0`),
    )[0]?.n;
    const res = await upload('receivables', file, key, { full: 'true' });
    expect(res.json()).toMatchObject({ applied: true, inserted: 1, deactivated: openBefore });
    const open = async (customerKey: number) =>
      (
        (await call(t.app, 'GET', '/api/account/openar', { token: sales, customerKey })).json() as OpenReceivableItem[]
      ).map((i) => i.arCode);
    expect(await open(ids.A20005)).toEqual(['AR-ONLY-1']);
    expect(await open(ids.A20001)).toEqual([]);
    const detail = await call(t.app, 'GET', '/api/account/detail', {
      token: sales,
      customerKey: ids.A20001,
      query: { startDate: '2026-01-01' },
    });
    expect((detail.json() as { arCode: string; balance: number }[]).find((l) => l.arCode === 'AR600001')).toMatchObject(
      { balance: 0 },
    );
  });
});
