import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductList } from '@provender/contract';
import { call, createSiblingApp, createTestApp, signIn, type TestApp } from './helpers/app.ts';
import { insertCatalogFixtures, setSiteSetting } from './helpers/catalog-fixtures.ts';
import { listen, type Listening } from './helpers/socket.ts';

// Decision 550: a search is answered from the in-memory index of the catalog version (this app,
// searchIndex 'wait') exactly as the database answers it (the sibling app, searchIndex 'off').
let t: TestApp;
let database: TestApp;
let server: Listening;
let tokens: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  database = await createSiblingApp(t, { searchIndex: 'off' });
  await insertCatalogFixtures(t.db);
  const [customer, admin] = await Promise.all([signIn(t.app, 'demo.customer'), signIn(t.app, 'demo.admin')]);
  tokens = { customer, admin };
  server = await listen(t.app);
});
afterAll(async () => {
  await server.close();
  await database.close();
  await t.close();
});

async function both(token: string, query: Record<string, string>): Promise<[string, string]> {
  const ask = (app: TestApp) => call(app.app, 'GET', '/api/product/list', { token, query });
  const [indexed, searched] = await Promise.all([ask(t), ask(database)]);
  expect(indexed.statusCode, indexed.body).toBe(200);
  expect(searched.statusCode, searched.body).toBe(200);
  return [indexed.body, searched.body];
}

/** Search texts drawn from the demo catalog: words, parts of words, codes, brands, two words, typos. */
async function corpus(): Promise<string[]> {
  const result = await t.db
    .execute(sql`select description, product_code as code, coalesce(additional->>'k1', '') as brand
    from products where is_active order by id`);
  const rows = (result as unknown as { rows: { description: string; code: string; brand: string }[] }).rows;
  const searches = new Set<string>(['chicken', 'CHICKEN', 'tst-00', 'quokka', "quokka's", '100%', '%', '_', 'zz9q']);
  rows.forEach((row, i) => {
    if (i % 7 !== 0) return;
    const words = row.description.split(/\s+/).filter((w) => w.length > 0);
    const word = words[i % words.length] ?? 'a';
    searches.add(word);
    searches.add(word.slice(1, Math.max(2, word.length - 1)));
    searches.add(row.code);
    searches.add(row.code.slice(0, 3));
    if (row.brand) searches.add(`${row.brand.split(' ')[0] ?? ''} ${words[0] ?? ''}`);
    if (words.length > 1) searches.add(`${words[0] ?? ''} ${words.at(-1) ?? ''}`);
    if (word.length >= 6) searches.add(word.slice(0, 2) + word.slice(3));
  });
  return [...searches];
}

describe('searches answered from the search index', () => {
  it('answer what the database answers: every sort, page, category and customer', async () => {
    const searches = await corpus();
    expect(searches.length).toBeGreaterThan(60);
    let found = 0;
    for (const [i, search] of searches.entries()) {
      const query: Record<string, string> = { search, sort: String(i % 4) };
      if (i % 3 === 1) Object.assign(query, { offset: '2', limit: '5' });
      if (i % 5 === 2) query['mainCategory'] = 'TMC';
      const token = i % 2 === 0 ? tokens['customer'] : tokens['admin'];
      const [indexed, searched] = await both(token as string, query);
      expect(indexed, JSON.stringify(query)).toBe(searched);
      if ((JSON.parse(indexed) as ProductList).products.length > 0) found += 1;
    }
    expect(found).toBeGreaterThan(searches.length / 2);
  });

  it("leave out the customer's excluded categories, and search every category when the site says so", async () => {
    const queries: Record<string, string>[] = [
      { search: 'quokka', sort: '2' },
      { search: 'quokka cola', category: 'TC1' },
      { search: 'tst', mainCategory: 'TMC', category: 'TC2', sort: '1' },
    ];
    for (const query of queries) {
      const [indexed, searched] = await both(tokens['customer'] as string, query);
      expect(indexed).toBe(searched);
    }
    await setSiteSetting(t.db, 'alwaysSearchAllProducts', true);
    try {
      const [indexed, searched] = await both(tokens['customer'] as string, { search: 'quokka cola', category: 'TC1' });
      expect(indexed).toBe(searched);
      expect((JSON.parse(indexed) as ProductList).total).toBeGreaterThan(0);
    } finally {
      await setSiteSetting(t.db, 'alwaysSearchAllProducts', false);
    }
  });

  it('follows a change to the catalog on the next search, over a socket too', async () => {
    const ask = async (search: string) => {
      const res = await fetch(`${server.url}/api/product/list?${new URLSearchParams({ search }).toString()}`, {
        headers: { authorization: `Bearer ${tokens['admin'] ?? ''}` },
      });
      expect(res.status).toBe(200);
      return ((await res.json()) as ProductList).products.map((p) => p.productCode);
    };
    expect(await ask('zorblax')).toEqual(['TST-001']);
    await t.db.execute(sql`update products set description = 'Vexmoor Chicken Breast' where product_code = 'TST-001'`);
    try {
      expect(await ask('zorblax')).toEqual([]);
      expect(await ask('vexmoor')).toEqual(['TST-001']);
      await t.db.execute(sql`update products set is_active = false where product_code = 'TST-001'`);
      expect(await ask('vexmoor')).toEqual([]);
    } finally {
      await t.db.execute(
        sql`update products set description = 'Zorblax Chicken Breast', is_active = true where product_code = 'TST-001'`,
      );
    }
    expect(await ask('zorblax')).toEqual(['TST-001']);
  });
});
