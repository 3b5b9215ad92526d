import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { productListSchema, type ProductList } from '@provender/contract';
import { call, createTestApp, signIn, type TestApp } from './helpers/app.ts';
import { insertCatalogFixtures, type CatalogFixtures } from './helpers/catalog-fixtures.ts';
import { listen, type Listening } from './helpers/socket.ts';

// Decision 548: a catalog page is written from each product's kept JSON, per catalog version.
let t: TestApp;
let f: CatalogFixtures;
let customer: string;
let admin: string;
let server: Listening;

beforeAll(async () => {
  t = await createTestApp();
  f = await insertCatalogFixtures(t.db);
  [customer, admin] = await Promise.all([signIn(t.app, 'demo.customer'), signIn(t.app, 'demo.admin')]);
  server = await listen(t.app);
});
afterAll(async () => {
  await server.close();
  await t.close();
});

/** A page over a real socket, as the browser asks it: its text and the answer it parses to. */
async function page(token: string, query: Record<string, string>): Promise<{ text: string; list: ProductList }> {
  const res = await fetch(`${server.url}/api/product/list?${new URLSearchParams(query).toString()}`, {
    headers: { authorization: `Bearer ${token}`, 'accept-encoding': 'gzip, deflate, br' },
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/json; charset=utf-8');
  const text = await res.text();
  return { text, list: JSON.parse(text) as ProductList };
}

describe('catalog pages made of kept product JSON', () => {
  it('writes exactly what the response schema serializes, for listings, searches and product keys', async () => {
    const queries: Record<string, string>[] = [
      {},
      { sort: '1', offset: '2', limit: '3' },
      { mainCategory: 'TMC', category: 'TC1' },
      { search: 'chicken' },
      { search: 'harborline', sort: '3' },
      { productKeys: `${f.products.chicken},${f.products.cola},999999` },
    ];
    for (const query of queries) {
      // Asked twice: the second page is made of JSON kept from the first.
      for (let round = 0; round < 2; round++) {
        const { text, list } = await page(customer, query);
        expect(list.products.length, JSON.stringify(query)).toBeGreaterThan(0);
        expect(text, JSON.stringify(query)).toBe(
          JSON.stringify(z.encode(productListSchema, productListSchema.parse(list))),
        );
      }
    }
  });

  it('answers the same bytes through inject and a socket', async () => {
    const query = { sort: '2', limit: '200' };
    const injected = await call(t.app, 'GET', '/api/product/list', { token: admin, query });
    expect(injected.statusCode).toBe(200);
    const { text } = await page(admin, query);
    expect(text).toBe(injected.body);
    expect((JSON.parse(text) as ProductList).products.length).toBeGreaterThan(3);
  });

  it('shows a change to a product, its units or its category on the next page, kept JSON or not', async () => {
    const query = { mainCategory: 'TMC', category: 'TC1' };
    const before = (await page(customer, query)).list.products[0];
    expect(before?.description).toBe('Zorblax Chicken Breast');
    expect(before?.sellBys.map((s) => s.unitOfMeasure)).toEqual(['CS']);
    const id = f.products.chicken;
    await t.db.execute(`update products set description = 'Zorblax Chicken Thigh' where id = ${id}` as never);
    await t.db.execute(
      `update product_units set is_sell_by = true, sell_by_multiple = 2 where product_id = ${id} and unit_of_measure = 'LB'` as never,
    );
    await t.db.execute(`update product_categories set description = 'Test Birds' where code = 'TC1'` as never);
    try {
      // Another page than before (a search), so no kept answer serves it: the product's JSON is read again.
      const [after] = (await page(customer, { search: 'zorblax thigh' })).list.products;
      expect(after?.description).toBe('Zorblax Chicken Thigh');
      expect(after?.categoryDescription).toBe('Test Birds');
      expect(after?.sellBys).toContainEqual({
        unitOfMeasure: 'LB',
        sellByMultiple: 2,
        stockConversion: 1,
        isPricing: true,
      });
      expect((await page(customer, query)).list.products[0]?.description).toBe('Zorblax Chicken Thigh');
    } finally {
      await t.db.execute(`update products set description = 'Zorblax Chicken Breast' where id = ${id}` as never);
      await t.db.execute(
        `update product_units set is_sell_by = false, sell_by_multiple = 1 where product_id = ${id} and unit_of_measure = 'LB'` as never,
      );
      await t.db.execute(`update product_categories set description = 'Test Poultry' where code = 'TC1'` as never);
    }
    expect((await page(customer, { search: 'zorblax breast', ...query })).list.products[0]?.description).toBe(
      'Zorblax Chicken Breast',
    );
  });

  it('compresses a page asked once in the coding the client takes, and the same page kept from its second ask', async () => {
    const query = { sort: '3', offset: '1', limit: '40' };
    const ask = (accept: string) =>
      call(t.app, 'GET', '/api/product/list', { token: admin, query, headers: { 'accept-encoding': accept } });
    const once = await ask('gzip');
    expect(once.statusCode).toBe(200);
    expect(once.headers['content-encoding']).toBe('gzip');
    expect(once.headers['vary']).toMatch(/accept-encoding/i);
    const json = gunzipSync(once.rawPayload).toString();
    const kept = await ask('br');
    expect(kept.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(kept.rawPayload).toString()).toBe(json);
    expect(kept.headers['etag']).toBe(once.headers['etag']);
    const plain = await ask('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(json);
  });
});
