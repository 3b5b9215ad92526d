import { createReadStream, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Readable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ImportKind } from '@provender/contract';
import { hashPassword } from '../src/modules/auth/password-hash.ts';
import { createImportService } from '../src/modules/integration/import.service.ts';
import { call, createTestApp, DEMO_PASSWORD, requestToken, signIn, type TestApp } from './helpers/app.ts';

const samples = resolve(import.meta.dirname, '../../../docs/integration/samples');
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
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
const dataRows = (file: string) => readFileSync(join(samples, file), 'utf8').trim().split('\n').length - 1;

describe('import of the sample files (the CLI and the API share this service)', () => {
  let t: TestApp;
  let service: ReturnType<typeof createImportService>;
  beforeAll(async () => {
    t = await createTestApp();
    service = createImportService(t.db);
  });
  afterAll(() => t.close());

  it('imports every kind from its sample file, and importing it again changes nothing', async () => {
    for (const kind of kinds) {
      const file = `${kind}.csv`;
      const first = await service.importFile(kind, createReadStream(join(samples, file)), { format: 'csv' });
      expect(first.rejected, kind).toEqual([]);
      expect(first.applied).toBe(true);
      expect(first.rows).toBe(dataRows(file));
      expect(first.inserted + first.updated + first.unchanged).toBe(first.rows);
      if (kind !== 'price-levels') expect(first.inserted, kind).toBe(first.rows);
      const again = await service.importFile(kind, createReadStream(join(samples, file)), { format: 'csv' });
      expect(again, kind).toMatchObject({ applied: true, inserted: 0, updated: 0, unchanged: first.rows });
    }
    const [product] = rowsOf<Record<string, unknown>>(
      await t.db.execute(sql`
        select p.description, p.additional, p.list_image, p.detail_images, p.pricing_unit, p.base_price::text as base_price,
          json_agg(json_build_object('u', u.unit_of_measure, 'c', u.stock_conversion::text, 's', u.is_sell_by,
            'm', u.sell_by_multiple::text, 'p', u.is_price_by, 'pricing', u.is_pricing, 'd', u.price_decimals) order by u.sort_order) as units
        from products p join product_units u on u.product_id = p.id where p.product_code = '500000' group by p.id`),
    );
    expect(product).toEqual({
      description: 'Whole Lettuce & Green, "Chef\'s Choice"',
      additional: { k1: 'Blue Ridge Farms' },
      // The names the image sync stores the source folder's files under.
      list_image: 'p-500000.png',
      detail_images: ['p-500000.png', 'p-500000-back.png'],
      pricing_unit: 'CS',
      base_price: '84.1500',
      units: [
        { u: 'CS', c: '12.0000', s: true, m: '1.00', p: true, pricing: true, d: 2 },
        { u: 'EA', c: '1.0000', s: true, m: '3.00', p: true, pricing: false, d: 4 },
      ],
    });
  });

  it('then rejects each file with deliberate bad rows whole, listing every bad row by line', async () => {
    const expected: Record<ImportKind, number[]> = {
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
    const before = rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from products`))[0]?.n;
    for (const kind of kinds) {
      const result = await service.importFile(kind, createReadStream(join(samples, `${kind}-with-errors.csv`)), {
        format: 'csv',
      });
      expect(result.applied, kind).toBe(false);
      expect(
        result.rejected.map((r) => r.line),
        `${kind}: ${JSON.stringify(result.rejected)}`,
      ).toEqual(expected[kind]);
      expect(result.inserted + result.updated).toBe(0);
    }
    const after = rowsOf<{ n: number }>(await t.db.execute(sql`select count(*)::int as n from products`))[0]?.n;
    expect(after).toBe(before);
  });

  it('imports JSON lines, updates a changed row and marks products left out of a full file inactive', async () => {
    const jsonl = await service.importFile('products', createReadStream(join(samples, 'products.jsonl')), {
      format: 'jsonl',
    });
    expect(jsonl).toMatchObject({ applied: true, rows: 50, inserted: 0, rejected: [] });
    const csvHead = readFileSync(join(samples, 'products.csv'), 'utf8').split('\n').slice(0, 3);
    const changed = `${csvHead[0]}\n${(csvHead[1] ?? '').replace(',84.15,', ',85.00,')}\n${csvHead[2]}\n`;
    const full = await service.importFile('products', Readable.from([changed]), { format: 'csv', full: true });
    expect(full).toMatchObject({ applied: true, rows: 2, inserted: 0, updated: 1, unchanged: 1 });
    const active = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from products where is_active`),
    )[0]?.n;
    expect(active).toBe(2);
    expect(full.deactivated).toBeGreaterThan(400);
  });

  it("salespeople: the file's customers become exactly a salesperson's own, who signs in and acts for them", async () => {
    const header = 'salesperson_code,name,email,username,customers,active';
    const importSales = (...rows: string[]) =>
      service.importFile('salespeople', Readable.from([`${header}\n${rows.join('\n')}\n`]), { format: 'csv' });
    const assigned = async (code: string) =>
      rowsOf<{ code: string }>(
        await t.db.execute(sql`
          select c.customer_code as code from salesperson_customers sc join users u on u.id = sc.user_id
          join customers c on c.id = sc.customer_id where u.salesperson_code = ${code} order by 1`),
      ).map((r) => r.code);
    expect(await assigned('SP101')).toEqual([
      'A20001',
      'A20002',
      'A20003',
      'A20004',
      'A20005',
      'A20006',
      'A20007',
      'A20008',
    ]);
    const [inactive] = rowsOf<{ disabled: boolean; kind: string }>(
      await t.db.execute(sql`select disabled, kind::text as kind from users where salesperson_code = 'SP124'`),
    );
    expect(inactive).toEqual({ disabled: true, kind: 'salesperson' });

    // Imported salespeople have no password until they set one (reset mail); here the test sets it.
    await t.db.execute(
      sql`update users set password_hash = ${await hashPassword(DEMO_PASSWORD)} where salesperson_code = 'SP101'`,
    );
    expect(
      await importSales('SP101,Michael Kowalski,michael.kowalski@distributor.example,mkowalski,A20001;A20009,Y'),
    ).toMatchObject({ applied: true, updated: 1, unchanged: 0 });
    expect(await assigned('SP101')).toEqual(['A20001', 'A20009']);
    const token = await signIn(t.app, 'mkowalski');
    const list = await call(t.app, 'GET', '/api/customer/list', { token });
    expect((list.json() as { customerCode: string }[]).map((c) => c.customerCode).sort()).toEqual(['A20001', 'A20009']);

    // Made inactive: the account is disabled and its token stops working.
    expect(
      await importSales('SP101,Michael Kowalski,michael.kowalski@distributor.example,mkowalski,A20001;A20009,N'),
    ).toMatchObject({ applied: true, updated: 1 });
    expect((await call(t.app, 'GET', '/api/customer/list', { token })).statusCode).toBe(401);
    expect((await requestToken(t.app, 'mkowalski')).statusCode).not.toBe(200);

    // Another account's user name or e-mail is refused; a demo salesperson without a code is adopted.
    const refused = await importSales(
      'SP901,Someone Else,,demo.customer,A20001,Y',
      'SP902,Someone Other,michael.kowalski@distributor.example,sother,,Y',
      'SP903,Third Person,,third,A20001;A20001,Y',
    );
    expect(refused.applied).toBe(false);
    expect(refused.rejected).toEqual([
      { line: 2, reason: 'user name demo.customer belongs to another account' },
      { line: 3, reason: 'e-mail michael.kowalski@distributor.example belongs to another account' },
      { line: 4, reason: 'customers: customer A20001 is listed twice' },
    ]);
    const adopted = await importSales('SP950,Demo Sales,,demo.sales,A20100,Y');
    expect(adopted).toMatchObject({ applied: true, inserted: 0, updated: 1, rejected: [] });
    expect(await assigned('SP950')).toEqual(['A20100']);
    const demo = await signIn(t.app, 'demo.sales');
    const demoList = await call(t.app, 'GET', '/api/customer/list', { token: demo });
    expect((demoList.json() as { customerCode: string }[]).map((c) => c.customerCode)).toEqual(['A20100']);
    expect(await importSales('SP950,Demo Sales,,demo.sales,A20100,Y')).toMatchObject({ unchanged: 1, updated: 0 });
  });
});
