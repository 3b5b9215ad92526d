import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatMoney, formatUsDate } from '@provender/rules';
import type { Cart, OrderGuide, ProductPrice } from '@provender/contract';
import {
  contractPrices,
  customerExcludedCategories,
  orderGuideLines,
  orderGuides,
  orders,
  products,
} from '../src/db/schema/index.ts';
import { call, createTestApp, signIn, type TestApp } from './helpers/app.ts';
import { insertCatalogFixtures, setCustomerSetting, type CatalogFixtures } from './helpers/catalog-fixtures.ts';
import { fillCart } from './helpers/checkout.ts';
import { hideMenuEntry, insertPastOrder, pdfToText } from './helpers/history.ts';

let t: TestApp;
let f: CatalogFixtures;
let customer: { token: string };

const rows = async <T>(query: ReturnType<typeof sql>) => ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

async function report(url: string, query: Record<string, string> = {}) {
  const res = await call(t.app, 'GET', url, { ...customer, query });
  return { res, text: res.statusCode === 200 ? pdfToText(res.rawPayload) : '' };
}

/** One line of pdftotext's layout output holding all the given parts, in order. */
const lineWith = (text: string, ...parts: string[]) =>
  text.split('\n').find((line) => {
    let at = 0;
    for (const part of parts) {
      const i = line.indexOf(part, at);
      if (i < 0) return false;
      at = i + part.length;
    }
    return true;
  });

beforeAll(async () => {
  t = await createTestApp();
  f = await insertCatalogFixtures(t.db);
  customer = { token: await signIn(t.app, 'demo.customer') };
  // Cola: list 12.34 per CS; C10001 buys at level 2 (6 % off) = 11.5996, $11.60 a CS. A contract in 2020 only.
  await t.db.insert(contractPrices).values({
    customerId: f.customerIds.C10001,
    productId: f.products.cola,
    price: '10.2500',
    effectiveFrom: '2020-01-01',
    effectiveTo: '2020-12-31',
  });
  // Bought on Wednesday 2020-06-03 and Friday 2020-06-05.
  await insertPastOrder(t.db, {
    orderNumber: '910001',
    customerId: f.customerIds.C10001,
    orderDate: '2020-06-02',
    deliveryDate: '2020-06-03',
    status: 'Invoiced',
    lines: [
      {
        productId: f.products.cola,
        unitOfMeasure: 'EA',
        quantity: '12.00',
        unitOfMeasurePrc: 'EA',
        unitPrice: '0.4833',
        extension: '5.80',
      },
    ],
  });
  await insertPastOrder(t.db, {
    orderNumber: '910002',
    customerId: f.customerIds.C10001,
    orderDate: '2020-06-04',
    deliveryDate: '2020-06-05',
    status: 'Invoiced',
    lines: [
      {
        productId: f.products.chicken,
        unitOfMeasure: 'CS',
        quantity: '1.00',
        unitOfMeasurePrc: 'LB',
        unitPrice: '2.0210',
        extension: '80.84',
      },
    ],
  });
});
afterAll(() => t.close());

describe('price list', () => {
  it('prices products on the effective date, contract prices included', async () => {
    const { res, text } = await report('/api/reports/pricelist', { effectiveDate: '2020-06-01' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('inline; filename="Price-List-2020-06-01.pdf"');
    expect(text).toContain('Harbor & Vine Foodservice');
    expect(text).toContain('Price List');
    expect(lineWith(text, 'Effective Date:', '06/01/2020')).toBeDefined();
    expect(lineWith(text, 'TST-002', 'Quokka Cola 12 oz Can', 'CS', '$10.25', 'Yes')).toBeDefined();
    expect(text).toMatch(/Page 1 of \d+/);
  });

  it('uses the level price when no contract is in force, and lists every product with allProducts', async () => {
    const { res, text } = await report('/api/reports/pricelist', { effectiveDate: '2021-06-01', allProducts: 'true' });
    expect(res.statusCode).toBe(200);
    // 11.5996 per CS, whose prices keep 2 decimals: the storefront's $11.60 (decision 436).
    const cola = lineWith(text, 'TST-002', 'Quokka Cola', '$11.60');
    expect(cola).toBeDefined();
    expect(cola).not.toContain('Yes');
    expect(text).toContain('TST-003');
    // Excluded category (TC3) and inactive products never appear.
    expect(text).not.toContain('TST-005');
    expect(text).not.toContain('TST-004');
  });

  it('lists only purchased and contract products by default', async () => {
    const { text } = await report('/api/reports/pricelist', { effectiveDate: '2021-06-01' });
    expect(text).toContain('TST-002');
    expect(text).not.toContain('TST-003');
  });

  it('refuses All Products when the AllProducts entry is hidden, and prices when pricing is hidden', async () => {
    await hideMenuEntry(t.db, f.customerIds.C10001, 'AllProducts');
    try {
      const { res } = await report('/api/reports/pricelist', { allProducts: 'true' });
      expect(res.statusCode).toBe(403);
    } finally {
      await t.db.execute(
        sql`delete from menu_entries where customer_id = ${f.customerIds.C10001} and key = 'AllProducts'`,
      );
    }
    await setCustomerSetting(t.db, f.customerIds.C10001, 'hidePricing', true);
    try {
      expect((await report('/api/reports/pricelist')).res.statusCode).toBe(403);
      expect((await report('/api/reports/quotesheet')).res.statusCode).toBe(403);
    } finally {
      await setCustomerSetting(t.db, f.customerIds.C10001, 'hidePricing', undefined);
    }
  });

  it('answers 400 for a malformed effective date', async () => {
    expect((await report('/api/reports/pricelist', { effectiveDate: '06/01/2020' })).res.statusCode).toBe(400);
  });
});

describe('quote sheet', () => {
  it('lists products bought since the date on the chosen delivery day, priced on the effective date', async () => {
    const query = { effectiveDate: '2020-06-10', purchasedSince: '2020-06-01' };
    const all = await report('/api/reports/quotesheet', query);
    expect(all.res.statusCode).toBe(200);
    expect(lineWith(all.text, 'Delivery Day:', 'All days')).toBeDefined();
    expect(lineWith(all.text, 'TST-002', 'EA', '06/03/2020', '$10.25', 'CS')).toBeDefined();
    expect(lineWith(all.text, 'TST-001', 'CS', '06/05/2020')).toBeDefined();

    const wednesday = await report('/api/reports/quotesheet', { ...query, dayOfWeek: '4' });
    expect(lineWith(wednesday.text, 'Delivery Day:', 'Wednesday')).toBeDefined();
    expect(wednesday.text).toContain('TST-002');
    expect(wednesday.text).not.toContain('TST-001');
  });

  it('answers 204 when nothing was bought on that day in the window', async () => {
    const { res } = await report('/api/reports/quotesheet', {
      effectiveDate: '2020-06-10',
      purchasedSince: '2020-06-01',
      dayOfWeek: '1',
    });
    expect(res.statusCode).toBe(204);
    expect(res.body).toBe('');
  });

  it('refuses a day of week outside 1 to 7', async () => {
    expect((await report('/api/reports/quotesheet', { dayOfWeek: '8' })).res.statusCode).toBe(400);
  });
});

describe('product list and order guide list', () => {
  it('lists the products the customer may buy by category, without excluded categories', async () => {
    const { res, text } = await report('/api/reports/productlist');
    expect(res.statusCode).toBe(200);
    expect(text).toContain('Test Main - Test Beverages');
    expect(lineWith(text, 'TST-002', 'Quokka Cola 12 oz Can')).toBeDefined();
    expect(text).not.toContain('TST-005');
    await t.db.insert(customerExcludedCategories).values({ customerId: f.customerIds.C10001, categoryCode: 'TC2' });
    try {
      expect((await report('/api/reports/productlist')).text).not.toContain('TST-002');
    } finally {
      await t.db.execute(
        sql`delete from customer_excluded_categories where customer_id = ${f.customerIds.C10001} and category_code = 'TC2'`,
      );
    }
  });

  it("prints each of the customer's order guides with its items and count", async () => {
    const guides = await rows<{ name: string; items: number }>(sql`
      select g.name, count(l.id)::int as items from order_guides g join order_guide_lines l on l.guide_id = g.id
      where g.customer_id = ${f.customerIds.C10001} group by g.name`);
    expect(guides.length).toBeGreaterThan(0);
    const { res, text } = await report('/api/reports/orderguidelist');
    expect(res.statusCode).toBe(200);
    for (const g of guides) {
      expect(text).toContain(g.name);
      expect(lineWith(text, 'Items', String(g.items))).toBeDefined();
    }
  });

  describe('the Standard guide (decision 172)', () => {
    /** Standard as GET /api/orderguide answers it, with each line's product code. */
    async function standardGuide() {
      const guides = (await call(t.app, 'GET', '/api/orderguide', customer)).json() as OrderGuide[];
      const standard = guides.find((g) => g.name === 'Standard');
      if (!standard) throw new Error('no Standard guide');
      const keys = standard.products.map((p) => p.productKey);
      const codes = await t.db
        .select({ id: products.id, code: products.productCode })
        .from(products)
        .where(inArray(products.id, keys.length ? keys : [-1]));
      const codeOf = new Map(codes.map((c) => [c.id, c.code]));
      return standard.products.map((p) => ({ ...p, code: codeOf.get(p.productKey) ?? '?' }));
    }
    const headings = (text: string) => text.split('\n').map((l) => l.trim());
    const named = async () =>
      (
        await rows<{ name: string }>(
          sql`select name from order_guides where customer_id = ${f.customerIds.C10001} order by lower(name)`,
        )
      ).map((r) => r.name);

    it('is printed first, line by line as the products page shows it', async () => {
      const standard = await standardGuide();
      expect(standard.length).toBeGreaterThan(0);
      const { res, text } = await report('/api/reports/orderguidelist');
      expect(res.statusCode).toBe(200);
      const lines = headings(text);
      const names = await named();
      expect(lines).toContain('Standard');
      for (const name of names) expect(lines.indexOf('Standard')).toBeLessThan(lines.indexOf(name));
      const section = text.slice(text.indexOf('Standard'), text.indexOf(names[0] ?? '\u0000'));
      for (const line of standard)
        expect(lineWith(section, line.code, line.unitOfMeasure, String(line.orderQuantity)), line.code).toBeDefined();
      expect(lineWith(section, 'Items', String(standard.length))).toBeDefined();
      expect(lineWith(text, 'Order Guides', String(names.length + 1))).toBeDefined();
    });

    it('is printed for a buyer whose only guide is Standard (no 204)', async () => {
      const standard = await standardGuide();
      const savedGuides = await t.db.select().from(orderGuides).where(eq(orderGuides.customerId, f.customerIds.C10001));
      const ids = savedGuides.map((g) => g.id);
      const savedLines = await t.db.select().from(orderGuideLines).where(inArray(orderGuideLines.guideId, ids));
      await t.db.delete(orderGuides).where(eq(orderGuides.customerId, f.customerIds.C10001));
      try {
        const { res, text } = await report('/api/reports/orderguidelist');
        expect(res.statusCode).toBe(200);
        expect(headings(text)).toContain('Standard');
        expect(lineWith(text, 'Order Guides', '1')).toBeDefined();
        for (const line of standard) expect(lineWith(text, line.code, line.unitOfMeasure)).toBeDefined();
      } finally {
        await t.db.insert(orderGuides).values(savedGuides);
        await t.db.insert(orderGuideLines).values(savedLines);
      }
    });

    it('is printed alone when the OrderGuides entry is hidden, as GET /api/orderguide answers', async () => {
      const names = await named();
      expect(names.length).toBeGreaterThan(0);
      await hideMenuEntry(t.db, f.customerIds.C10001, 'OrderGuides');
      try {
        const { res, text } = await report('/api/reports/orderguidelist');
        expect(res.statusCode).toBe(200);
        const lines = headings(text);
        expect(lines).toContain('Standard');
        for (const name of names) expect(lines).not.toContain(name);
      } finally {
        await t.db.execute(
          sql`delete from menu_entries where customer_id = ${f.customerIds.C10001} and key = 'OrderGuides'`,
        );
      }
    });
  });
});

describe('what documents print (issue 36 item 2, decision 436)', () => {
  /** The storefront's price of one unit, as the products page and the cart show it. */
  async function storefrontPrice(productKey: number, unitOfMeasure: string) {
    const res = await call(t.app, 'POST', '/api/product/price', {
      ...customer,
      payload: [{ productKey, unitOfMeasure }],
    });
    expect(res.statusCode, res.body).toBe(200);
    const [price] = res.json() as ProductPrice[];
    return formatMoney(price!.price, price!.priceDecimals);
  }

  it('prints the price the storefront charges, rounded as checkout rounds it', async () => {
    // Cola's level price is 11.5996 per CS; a CS price keeps 2 decimals, so the buyer pays $11.60.
    const cola = await storefrontPrice(f.products.cola, 'CS');
    expect(cola).toBe('$11.60');
    // The cart charges the same.
    await fillCart(t.app, customer, [{ productKey: f.products.cola, unitOfMeasure: 'CS', orderQuantity: 1 }]);
    const cart = (await call(t.app, 'GET', '/api/cart', customer)).json() as Cart;
    await call(t.app, 'DELETE', '/api/cart', customer);
    const line = cart.lines.find((l) => l.productKey === f.products.cola);
    expect(line && formatMoney(line.unitPrice.factor, line.priceDecimals)).toBe(cola);
    // Chicken's LB keeps 4 decimals: its contract of today, $1.9000, on the page and on the report.
    const chicken = await storefrontPrice(f.products.chicken, 'LB');
    expect(chicken).toBe('$1.9000');
    const priceList = await report('/api/reports/pricelist');
    expect(priceList.res.statusCode).toBe(200);
    expect(lineWith(priceList.text, 'TST-002', 'Quokka Cola', 'CS', cola)).toBeDefined();
    expect(lineWith(priceList.text, 'TST-001', 'Zorblax Chicken', 'LB', chicken)).toBeDefined();
    const quote = await report('/api/reports/quotesheet', { purchasedSince: '2020-06-01' });
    expect(quote.res.statusCode).toBe(200);
    expect(lineWith(quote.text, 'TST-002', 'Quokka Cola', cola, 'CS')).toBeDefined();
    expect(lineWith(quote.text, 'TST-001', 'Zorblax Chicken', chicken, 'LB')).toBeDefined();
    for (const text of [priceList.text, quote.text]) expect(text).not.toContain('11.5996');
  });

  it('counts only delivered or invoiced orders as purchased, never an open one', async () => {
    const inAMonth = new Date(Date.now() + 29 * 86_400_000).toISOString().slice(0, 10);
    const line = { unitOfMeasurePrc: 'EA', unitPrice: '50.0000', extension: '50.00', quantity: '1.00' };
    const open = await insertPastOrder(t.db, {
      orderNumber: '910003',
      customerId: f.customerIds.C10001,
      orderDate: '2020-06-08',
      deliveryDate: inAMonth,
      status: 'Open',
      lines: [
        { ...line, productId: f.products.cola, unitOfMeasure: 'CS' },
        { ...line, productId: f.products.noSellBy, unitOfMeasure: 'EA' },
      ],
    });
    try {
      const quote = await report('/api/reports/quotesheet', {
        effectiveDate: '2020-06-10',
        purchasedSince: '2020-06-01',
      });
      expect(quote.res.statusCode).toBe(200);
      // Cola's last purchase is still the invoiced one of 06/03/2020, in EA; the display rack was
      // only ever on the open order, so it is not on the sheet.
      expect(lineWith(quote.text, 'TST-002', 'EA', '06/03/2020')).toBeDefined();
      expect(quote.text).not.toContain(formatUsDate(inAMonth));
      expect(quote.text).not.toContain('TST-003');
      const priceList = await report('/api/reports/pricelist', { effectiveDate: '2021-06-01' });
      expect(priceList.text).toContain('TST-002');
      expect(priceList.text).not.toContain('TST-003');
    } finally {
      await t.db.delete(orders).where(eq(orders.id, open));
    }
  });

  it('prints the pack size on the product list', async () => {
    const { text } = await report('/api/reports/productlist');
    expect(lineWith(text, 'Product Code', 'Description', 'Pack Size', 'Brand')).toBeDefined();
    expect(lineWith(text, 'TST-002', 'Quokka Cola 12 oz Can', 'Classic cola', 'Quokka')).toBeDefined();
  });
});

describe('statement', () => {
  it('prints every open receivable and the total due', async () => {
    const open = await rows<{ reference: string; balance: string }>(
      sql`select reference, balance::text as balance from ar_items where customer_id = ${f.customerIds.C10001} and balance <> 0`,
    );
    expect(open.length).toBeGreaterThan(0);
    const { res, text } = await report('/api/account/statement');
    expect(res.statusCode).toBe(200);
    for (const item of open) expect(lineWith(text, item.reference, formatMoney(item.balance))).toBeDefined();
    const total = open.reduce((s, i) => s + Math.round(Number(i.balance) * 100), 0) / 100;
    expect(lineWith(text, 'Total Due', formatMoney(total.toFixed(2)))).toBeDefined();
    expect(text).toContain('Aging');
  });

  it('answers 204 when nothing is open', async () => {
    await t.db.execute(sql`update ar_items set balance = 0 where customer_id = ${f.customerIds.C10001}`);
    expect((await report('/api/account/statement')).res.statusCode).toBe(204);
  });
});

describe('report menu gates', () => {
  it.each([
    ['CurrentStatement', '/api/account/statement'],
    ['ProductList', '/api/reports/productlist'],
    ['ProductPriceList', '/api/reports/pricelist'],
    ['QuoteSheet', '/api/reports/quotesheet'],
    ['OrderGuideList', '/api/reports/orderguidelist'],
  ])('%s gates %s', async (key, url) => {
    await hideMenuEntry(t.db, f.customerIds.C10001, key);
    try {
      const { res } = await report(url);
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('MENU_LOCKED');
    } finally {
      await t.db.execute(sql`delete from menu_entries where customer_id = ${f.customerIds.C10001} and key = ${key}`);
    }
  });

  it('refuses callers who are not signed in', async () => {
    expect((await call(t.app, 'GET', '/api/reports/productlist')).statusCode).toBe(401);
  });
});
