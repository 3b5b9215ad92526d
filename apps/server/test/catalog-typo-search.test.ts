import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HIDDEN_PRODUCT_KEY, productListSchema, type ProductList } from '@provender/contract';
import { call, createTestApp, signIn, type TestApp } from './helpers/app.ts';
import { insertCatalogFixtures } from './helpers/catalog-fixtures.ts';

/*
 * Decision 546: when the words as typed find nothing, a word of five or more letters and digits
 * may be misspelled. Fixtures: TST-001 'Zorblax Chicken Breast' / 'Quillfeather boneless fillets,
 * 4 x 10 lb' / brand Harborline; TST-002 'Quokka Cola 12 oz Can', TST-003 'Quokka Display Rack'.
 */

let t: TestApp;
let customer: string;

beforeAll(async () => {
  t = await createTestApp();
  await insertCatalogFixtures(t.db);
  customer = await signIn(t.app, 'demo.customer');
});
afterAll(() => t.close());

async function list(query: Record<string, string>): Promise<ProductList> {
  const res = await call(t.app, 'GET', '/api/product/list', { token: customer, query });
  expect(res.statusCode, res.body).toBe(200);
  // The same answer as an exact search: nothing added for approximate matches.
  return productListSchema.parse(res.json());
}
const codes = (l: ProductList) => l.products.map((p) => p.productCode);

/** The codes of the listed products whose search text contains every one of the words. */
async function containing(...words: string[]): Promise<string[]> {
  const { rows } = (await t.db.execute(
    `select product_code from products where is_active and id <> ${HIDDEN_PRODUCT_KEY}
       and not (product_code = any (array['TST-005', 'TST-009']))
       and ${words.map((w) => `search_text like '%${w}%'`).join(' and ')}` as never,
  )) as unknown as { rows: { product_code: string }[] };
  return rows.map((r) => r.product_code).sort();
}

describe('typos in a search (decision 546)', () => {
  it('finds the product meant by a missing, doubled, wrong or swapped letter', async () => {
    for (const search of ['zorblx', 'zorrblax', 'zorblex', 'zorblxa', 'quillfether', 'HARBORLNE']) {
      expect(codes(await list({ search }))[0], search).toBe('TST-001');
    }
  });

  it('finds demo products by misspelled words, the intended ones first', async () => {
    const typos: [string, string][] = [
      ['chiken', 'chicken'],
      ['brest', 'breast'],
      ['tomatos', 'tomato'],
      ['mozarella', 'mozzarella'],
    ];
    for (const [typo, word] of typos) {
      const meant = await containing(word);
      expect(meant.length, word).toBeGreaterThan(0);
      expect(await list({ search: word, limit: '1' }), word).toMatchObject({ total: meant.length });
      const found = await list({ search: typo, limit: '500' });
      expect(found.total, typo).toBeGreaterThanOrEqual(meant.length);
      expect(codes(found).slice(0, meant.length).sort(), typo).toEqual(meant);
    }
  });

  it('answers a word found as typed as before, even if it looks misspelled', async () => {
    // 'tomatoe' occurs in 'tomatoes': the search as typed finds those, and only those.
    const found = await list({ search: 'tomatoe', limit: '500' });
    expect(found.total).toBeGreaterThan(0);
    expect(codes(found).sort()).toEqual(await containing('tomatoe'));
  });

  it('allows a typo beside a correct word, and needs every word to match', async () => {
    expect(codes(await list({ search: 'zorblx chicken' }))).toEqual(['TST-001']);
    expect(codes(await list({ search: 'Quillfeather chickn' }))[0]).toBe('TST-001');
    const meant = await containing('chicken', 'breast');
    const found = await list({ search: 'chicken brest', limit: '500' });
    expect(codes(found).slice(0, meant.length).sort()).toEqual(meant);
    expect(codes(await list({ search: 'quokka colas' }))[0]).toBe('TST-002');
    expect((await list({ search: 'zorblx cola' })).total).toBe(0);
  });

  it('matches short words, numbers and words with punctuation only as typed', async () => {
    expect(codes(await list({ search: 'zorblx lb' }))).toEqual(['TST-001']);
    expect((await list({ search: 'zorblx lbs' })).total).toBe(0);
    expect((await list({ search: 'quokka cloa' })).total).toBe(0);
    expect((await list({ search: 'zorblax 4444' })).total).toBe(0);
    expect((await list({ search: 'zorblx tst-01' })).total).toBe(0);
    expect((await list({ search: 'Quokka_Cola' })).total).toBe(0);
    expect((await list({ search: 'Quokka_Kola' })).total).toBe(0);
    expect((await list({ search: '%quokka' })).total).toBe(0);
  });

  it('still finds nothing for a nonsense word', async () => {
    for (const search of ['xqzvwk', 'blorptang', 'zorblax xqzvwk']) {
      expect(await list({ search }), search).toMatchObject({ total: 0, products: [] });
    }
  });

  it('pages approximate matches with their total, like any search', async () => {
    const second = await list({ search: 'quokkka', sort: '2', offset: '1', limit: '1' });
    expect(second).toMatchObject({ total: 2, offset: 1 });
    expect(codes(second)).toEqual(['TST-003']);
    expect(await list({ search: 'quokkka', offset: '5' })).toMatchObject({ total: null, products: [] });
    // Past the end of an exact search: still no total, and no approximate matches.
    expect(await list({ search: 'quokka', offset: '5' })).toMatchObject({ total: null, products: [] });
  });

  it('follows a change of the catalog at once', async () => {
    expect(codes(await list({ search: 'zorblx' }))[0]).toBe('TST-001');
    await t.db.execute(
      `update products set description = 'Plain Chicken Breast' where product_code = 'TST-001'` as never,
    );
    expect(codes(await list({ search: 'zorblx' }))).not.toContain('TST-001');
  });
});
