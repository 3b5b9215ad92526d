import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HIDDEN_PRODUCT_KEY, type Product, type ProductList } from '@provender/contract';
import { call, createTestApp, signIn, type TestApp } from './helpers/app.ts';
import { insertCatalogFixtures, setSiteSetting, type CatalogFixtures } from './helpers/catalog-fixtures.ts';

let t: TestApp;
let f: CatalogFixtures;
let customer: string;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  f = await insertCatalogFixtures(t.db);
  [customer, admin] = await Promise.all([signIn(t.app, 'demo.customer'), signIn(t.app, 'demo.admin')]);
});
afterAll(() => t.close());

async function list(token: string | undefined, query: Record<string, string>): Promise<ProductList> {
  const res = await call(t.app, 'GET', '/api/product/list', { token, query });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const codes = (l: ProductList) => l.products.map((p) => p.productCode);

describe('GET /api/product/list', () => {
  it('answers a page of products with units, images and the total', async () => {
    const page = await list(customer, { mainCategory: 'TMC', category: 'TC1' });
    expect(page.total).toBe(1);
    expect(page.offset).toBe(0);
    const chicken = page.products[0] as Product;
    expect(chicken).toMatchObject({
      productKey: f.products.chicken,
      productCode: 'TST-001',
      description: 'Zorblax Chicken Breast',
      catalogDescription: 'Quillfeather boneless fillets, 4 x 10 lb',
      additional: { k1: 'Harborline' },
      productMainCategoryCode: 'TMC',
      productCategoryCode: 'TC1',
      mainCategoryDescription: 'Test Main',
      categoryDescription: 'Test Poultry',
      sellBys: [{ unitOfMeasure: 'CS', sellByMultiple: 1, stockConversion: 40, isPricing: false }],
      priceBys: [
        { unitOfMeasure: 'CS', stockConversion: 40, priceDecimals: 2 },
        { unitOfMeasure: 'LB', stockConversion: 1, priceDecimals: 4 },
      ],
      pricingUM: 'LB',
      listImage: 'TST-001-list.png',
      mobileImage: 'TST-001-mobile.png',
      cardImage: 'TST-001.png',
      detailImages: ['TST-001.png'],
      defaultQuantity: { orderQuantity: 1, unitOfMeasure: 'CS' },
    });
  });

  it('pages through the list with offset and limit and keeps the total', async () => {
    const all = await list(customer, { mainCategory: 'TMC', sort: '2' });
    expect(codes(all)).toEqual(['TST-001', 'TST-002', 'TST-003']);
    const second = await list(customer, { mainCategory: 'TMC', sort: '2', offset: '1', limit: '1' });
    // The total comes with the first page of a list, and with every page of a search.
    expect(second).toMatchObject({ total: null, offset: 1 });
    expect(codes(second)).toEqual(['TST-002']);
    const searched = await list(customer, { search: 'quokka', sort: '2', offset: '1', limit: '1' });
    expect(searched).toMatchObject({ total: 2, offset: 1 });
    expect(codes(searched)).toEqual(['TST-003']);
    expect(await list(customer, { search: 'quokka', offset: '5' })).toMatchObject({ total: null, products: [] });
  });

  it('sorts by description, sequence, product code and brand', async () => {
    await t.db.execute(
      `update products set sequence = case product_code when 'TST-003' then 1 when 'TST-001' then 2 else 3 end where product_code like 'TST-%'` as never,
    );
    expect(codes(await list(customer, { mainCategory: 'TMC', sort: '1' }))).toEqual(['TST-003', 'TST-001', 'TST-002']);
    expect(codes(await list(customer, { mainCategory: 'TMC', sort: '0' }))).toEqual(['TST-002', 'TST-003', 'TST-001']);
    expect(codes(await list(customer, { mainCategory: 'TMC', sort: '3' }))).toEqual(['TST-001', 'TST-002', 'TST-003']);
  });

  it('refuses an unknown sort and a page that is too large', async () => {
    const bad: Record<string, string>[] = [
      { sort: '7' },
      { limit: '5000' },
      { offset: '-1' },
      { productKeys: '1;2' },
      { other: 'x' },
    ];
    for (const query of bad) {
      expect((await call(t.app, 'GET', '/api/product/list', { token: customer, query })).statusCode).toBe(400);
    }
  });

  it('narrows the list to given product keys', async () => {
    const l = await list(customer, { productKeys: `${f.products.cola},${f.products.chicken}`, sort: '2' });
    expect(codes(l)).toEqual(['TST-001', 'TST-002']);
  });
});

describe('search', () => {
  it('matches the description, catalog description and additional fields, case-insensitively', async () => {
    expect(codes(await list(customer, { search: 'ZORBLAX' }))).toEqual(['TST-001']);
    expect(codes(await list(customer, { search: 'quillfeather' }))).toEqual(['TST-001']);
    expect(codes(await list(customer, { search: 'harborline' }))).toEqual(['TST-001']);
  });

  it('finds a product by its code, whole or in part, and by its brand (issue 37)', async () => {
    expect(codes(await list(customer, { search: 'TST-001' }))).toEqual(['TST-001']);
    expect(codes(await list(customer, { search: 'tst-00', sort: '2' }))).toEqual(['TST-001', 'TST-002', 'TST-003']);
    expect(codes(await list(customer, { search: 'HarborLine tst-001' }))).toEqual(['TST-001']);
  });

  it('finds demo products by words of their description and their brand, one or two words (issue 37)', async () => {
    const { rows } = (await t.db.execute(
      `select id, product_code, description, additional->>'k1' as brand from products
       where is_active and id <> ${HIDDEN_PRODUCT_KEY} and additional->>'k1' is not null and product_code not like 'TST-%'
       order by id limit 5` as never,
    )) as unknown as { rows: { id: number; product_code: string; description: string; brand: string }[] };
    expect(rows.length).toBe(5);
    for (const row of rows) {
      const word = row.description.split(' ').reduce((a, b) => (b.length > a.length ? b : a));
      for (const search of [
        word,
        row.brand,
        `${word} ${row.brand.split(' ')[0]}`,
        `${word.toUpperCase()} ${row.product_code}`,
      ]) {
        const found = await list(customer, { search, limit: '500' });
        expect(found.total, search).toBeGreaterThan(0);
        if (found.total !== null && found.total <= 500) expect(codes(found), search).toContain(row.product_code);
      }
    }
  });

  it('needs every word to match, in any field', async () => {
    expect(codes(await list(customer, { search: 'chicken harborline' }))).toEqual(['TST-001']);
    expect((await list(customer, { search: 'chicken cola' })).total).toBe(0);
  });

  it('treats LIKE wildcards as plain characters', async () => {
    expect((await list(customer, { search: '%quokka' })).total).toBe(0);
    expect((await list(customer, { search: 'Quokka_Cola' })).total).toBe(0);
  });

  it('reads backticks from the app bar as apostrophes', async () => {
    await t.db.execute(
      `update products set description = 'Quokka''s Best Cola' where product_code = 'TST-002'` as never,
    );
    expect(codes(await list(customer, { search: 'quokka`s' }))).toEqual(['TST-002']);
    await t.db.execute(
      `update products set description = 'Quokka Cola 12 oz Can' where product_code = 'TST-002'` as never,
    );
  });

  it('searches within the chosen category unless alwaysSearchAllProducts is set', async () => {
    expect((await list(customer, { search: 'quokka cola', category: 'TC1' })).total).toBe(0);
    await setSiteSetting(t.db, 'alwaysSearchAllProducts', true);
    expect(codes(await list(customer, { search: 'quokka cola', category: 'TC1' }))).toEqual(['TST-002']);
    await setSiteSetting(t.db, 'alwaysSearchAllProducts', false);
  });
});

describe('what a customer may not see', () => {
  it('never lists inactive products or product key 9', async () => {
    const l = await list(admin, { search: 'quokka', sort: '2' });
    expect(codes(l)).toEqual(['TST-002', 'TST-003', 'TST-005']);
    const keyed = await list(admin, { productKeys: String(HIDDEN_PRODUCT_KEY) });
    expect(keyed.total).toBe(0);
    expect((await call(t.app, 'GET', `/api/product/${HIDDEN_PRODUCT_KEY}`, { token: admin })).statusCode).toBe(404);
  });

  it("hides the customer's excluded categories from the list, search and detail", async () => {
    expect((await list(customer, { mainCategory: 'TMC2' })).total).toBe(0);
    expect(codes(await list(customer, { search: 'quokka', sort: '2' }))).toEqual(['TST-002', 'TST-003']);
    const detail = await call(t.app, 'GET', `/api/product/${f.products.excluded}`, { token: customer });
    expect(detail.statusCode).toBe(404);
    expect(detail.json().message).toBe('This product is unavailable.');
    // Another customer may see it.
    expect((await call(t.app, 'GET', `/api/product/${f.products.excluded}`, { token: admin })).statusCode).toBe(200);
  });

  it('pages the whole catalog in the order of the sort without the excluded categories, and follows a change at once', async () => {
    // Decision 483: an unsearched page is a slice of the listing's kept order.
    const sorted = async (token: string, offset: number, limit: number) =>
      list(token, { sort: '2', offset: String(offset), limit: String(limit) });
    const all = await sorted(admin, 0, 500);
    const total = all.total ?? 0;
    const { rows } = (await t.db.execute(
      `select product_code from products where is_active and id <> ${HIDDEN_PRODUCT_KEY} order by product_code` as never,
    )) as unknown as { rows: { product_code: string }[] };
    expect(total).toBe(rows.length);
    const deep = Math.max(0, total - 3);
    const tail = await sorted(admin, deep, 10);
    expect(tail.total).toBeNull();
    expect(codes(tail)).toEqual(rows.slice(deep).map((r) => r.product_code));
    // The customer's excluded category (TC3) is left out of every page and of the total.
    const mine = await sorted(customer, 0, 500);
    expect(mine.total).toBe(total - 1);
    expect(codes(mine)).not.toContain('TST-005');
    // A product made inactive leaves the next page read.
    const at = rows.findIndex((r) => r.product_code === 'TST-002');
    expect(codes(await sorted(admin, at, 1))).toEqual(['TST-002']);
    await t.db.execute(`update products set is_active = false where product_code = 'TST-002'` as never);
    expect(codes(await sorted(admin, at, 1))).toEqual([rows[at + 1]?.product_code]);
    await t.db.execute(`update products set is_active = true where product_code = 'TST-002'` as never);
    expect(codes(await sorted(admin, at, 1))).toEqual(['TST-002']);
  });

  it('answers the excluded categories and flags them in the category lists', async () => {
    const excluded = await call(t.app, 'GET', '/api/product/excludedCategories', { token: customer });
    expect(excluded.json()).toEqual(['TC3']);
    expect((await call(t.app, 'GET', '/api/product/excludedCategories', { token: admin })).json()).toEqual([]);

    const categories = (await call(t.app, 'GET', '/api/product/categories', { token: customer })).json() as {
      code: string;
    }[];
    expect(categories.filter((c) => c.code.startsWith('TC'))).toEqual([
      { code: 'TC2', parent: 'TMC', description: 'Test Beverages', isExcluded: false, isEmpty: false },
      { code: 'TC1', parent: 'TMC', description: 'Test Poultry', isExcluded: false, isEmpty: false },
      { code: 'TC3', parent: 'TMC2', description: 'Test Tobacco', isExcluded: true, isEmpty: false },
    ]);
    const mains = (await call(t.app, 'GET', '/api/product/maincategories', { token: customer })).json() as {
      code: string;
    }[];
    expect(mains.filter((m) => m.code.startsWith('TMC'))).toEqual([
      { code: 'TMC', description: 'Test Main', isExcluded: false, isEmpty: false },
      { code: 'TMC2', description: 'Test Restricted', isExcluded: true, isEmpty: false },
    ]);
  });
});

describe('product detail', () => {
  it('answers one product and 404 for an unknown or inactive one', async () => {
    const res = await call(t.app, 'GET', `/api/product/${f.products.cola}`, { token: customer });
    expect(res.statusCode).toBe(200);
    expect(res.json().sellBys).toEqual([
      { unitOfMeasure: 'CS', sellByMultiple: 1, stockConversion: 24, isPricing: true },
      { unitOfMeasure: 'EA', sellByMultiple: 6, stockConversion: 1, isPricing: false },
    ]);
    expect((await call(t.app, 'GET', `/api/product/${f.products.inactive}`, { token: customer })).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/api/product/99999999', { token: customer })).statusCode).toBe(404);
  });
});

describe('guests and menus', () => {
  it('lets guests browse while the site allows guests', async () => {
    const res = await call(t.app, 'GET', '/api/product/list', { query: { search: 'zorblax' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().total).toBe(1);
  });

  it('closes products to guests when the site does not allow them', async () => {
    await setSiteSetting(t.db, 'allowGuest', false);
    const res = await call(t.app, 'GET', '/api/product/list');
    expect(res.statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/product/categories')).statusCode).toBe(403);
    expect((await call(t.app, 'POST', '/api/product/price', { payload: [] })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/product/list', { token: customer })).statusCode).toBe(200);
    await setSiteSetting(t.db, 'allowGuest', true);
  });
});

describe('push products', () => {
  it('answers promoted products by sequence, a missing sequence as 9999, and skips hidden ones', async () => {
    // The demo data promotes products of its own (the landing page's specials); start from a known set.
    await t.db.execute('delete from push_products' as never);
    await t.db.execute(
      `insert into push_products (product_id, sequence) values (${f.products.cola}, null), (${f.products.chicken}, 5), (${f.products.excluded}, 1)` as never,
    );
    const res = await call(t.app, 'GET', '/api/product/pushProductKeys', { token: customer });
    expect(res.json()).toEqual([
      { productKey: f.products.chicken, sequence: 5 },
      { productKey: f.products.cola, sequence: 9999 },
    ]);
  });
});
