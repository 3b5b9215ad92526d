import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arItems, customerExcludedCategories, orders, scanDocuments } from '../src/db/schema/index.ts';
import { call, createTestApp, signIn, type TestApp } from './helpers/app.ts';
import { insertCatalogFixtures, setCustomerSetting, type CatalogFixtures } from './helpers/catalog-fixtures.ts';
import { hideMenuEntry, insertPastOrder, pdfToText } from './helpers/history.ts';
import { customerKey } from './helpers/personas.ts';

let t: TestApp;
let f: CatalogFixtures;
let customer: { token: string };
let otherBuyer: { token: string };
let scanA: number;
let otherScan: number;
let productScan: number;
let excludedScan: number;

const chickenLine = (f: CatalogFixtures) => ({
  productId: f.products.chicken,
  unitOfMeasure: 'CS',
  quantity: '2.00',
  unitOfMeasurePrc: 'LB',
  unitPrice: '1.9000',
  extension: '152.00',
});
const colaLine = (f: CatalogFixtures) => ({
  productId: f.products.cola,
  unitOfMeasure: 'EA',
  quantity: '12.00',
  unitOfMeasurePrc: 'EA',
  unitPrice: '0.4833',
  extension: '5.80',
});

async function storeFile(key: string, text: string) {
  const path = join(t.config.documentDir, key);
  mkdirSync(join(path, '..'), { recursive: true });
  writeFileSync(path, `%PDF-1.4\n% ${text}\n`);
}

beforeAll(async () => {
  t = await createTestApp();
  f = await insertCatalogFixtures(t.db);
  const c10006 = await customerKey(t.db, 'C10006');
  customer = { token: await signIn(t.app, 'demo.customer') };
  otherBuyer = { token: await signIn(t.app, 'buyer.c10006') };
  const a = await insertPastOrder(t.db, {
    orderNumber: '900001',
    customerId: f.customerIds.C10001,
    orderDate: '2019-03-04',
    deliveryDate: '2019-03-05',
    status: 'Invoiced',
    poNumber: 'PO-HIST-1',
    invoiceDate: '2019-03-06',
    lines: [chickenLine(f), colaLine(f)],
  });
  await insertPastOrder(t.db, {
    orderNumber: '900002',
    customerId: f.customerIds.C10001,
    orderDate: '2019-06-10',
    deliveryDate: '2019-06-11',
    status: 'Invoiced',
    lines: [colaLine(f), { ...colaLine(f), productId: f.products.inactive }],
  });
  await insertPastOrder(t.db, {
    orderNumber: '900003',
    customerId: f.customerIds.C10001,
    orderDate: '2019-07-01',
    deliveryDate: '2019-07-02',
    status: 'Open',
    lines: [colaLine(f)],
  });
  const x = await insertPastOrder(t.db, {
    orderNumber: '900009',
    customerId: c10006,
    orderDate: '2019-03-04',
    deliveryDate: '2019-03-05',
    status: 'Invoiced',
    invoiceDate: '2019-03-06',
    lines: [colaLine(f)],
  });
  await storeFile('test/900001-ticket.pdf', 'ticket of 900001');
  await storeFile('test/900009-ticket.pdf', 'ticket of 900009');
  await storeFile('test/chicken-spec.pdf', 'chicken spec');
  await storeFile('test/tobacco-spec.pdf', 'tobacco spec');
  const rows = await t.db
    .insert(scanDocuments)
    .values([
      { orderId: a, name: 'Delivery Ticket', storeKey: 'test/900001-ticket.pdf', contentType: 'application/pdf' },
      { orderId: x, name: 'Delivery Ticket', storeKey: 'test/900009-ticket.pdf', contentType: 'application/pdf' },
      {
        productId: f.products.chicken,
        name: 'Spec Sheet',
        storeKey: 'test/chicken-spec.pdf',
        contentType: 'application/pdf',
      },
      {
        productId: f.products.excluded,
        name: 'Spec Sheet',
        storeKey: 'test/tobacco-spec.pdf',
        contentType: 'application/pdf',
      },
    ])
    .returning({ id: scanDocuments.id });
  [scanA, otherScan, productScan, excludedScan] = rows.map((r) => r.id) as [number, number, number, number];
});
afterAll(() => t.close());

describe('order history', () => {
  it("lists exactly the acting customer's orders, newest first, with their documents", async () => {
    const res = await call(t.app, 'GET', '/api/history/orders', customer);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { orderNumber: string; orderDate: string }[];
    const own = await t.db
      .select({ n: orders.orderNumber })
      .from(orders)
      .where(eq(orders.customerId, f.customerIds.C10001));
    expect(body.map((r) => r.orderNumber).sort()).toEqual(own.map((o) => o.n).sort());
    expect(body.map((r) => r.orderNumber)).not.toContain('900009');
    const dates = body.map((r) => r.orderDate);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(body.find((r) => r.orderNumber === '900001')).toEqual({
      orderNumber: '900001',
      pO_Number: 'PO-HIST-1',
      orderDate: '2019-03-04',
      deliveryDate: '2019-03-05',
      status: 'Invoiced',
      total: 157.8,
      orderConfirmation: true,
      invoice: true,
      scanDocuments: [{ key: String(scanA), name: 'Delivery Ticket' }],
    });
    expect(body.find((r) => r.orderNumber === '900003')).toMatchObject({ invoice: false, scanDocuments: [] });
  });

  it('carries the scanned demo delivery tickets, which open as PDFs', async () => {
    const body = (await call(t.app, 'GET', '/api/history/orders', customer)).json() as {
      orderNumber: string;
      scanDocuments: { key: string; name: string }[];
    }[];
    const scanned = body.find(
      (r) => r.scanDocuments.some((s) => s.name === 'Delivery Ticket') && r.orderNumber !== '900001',
    );
    expect(scanned).toBeDefined();
    const scan = scanned!.scanDocuments[0]!;
    const res = await call(t.app, 'GET', `/api/documents/order/${scanned!.orderNumber}/scan/${scan.key}`, customer);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    // The document viewer frames it from the storefront's own origin (decision 350).
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    const text = pdfToText(res.rawPayload);
    expect(text).toContain('DELIVERY TICKET');
    expect(text).toContain(`Order ${scanned!.orderNumber}`);
  });

  it('leaves totals out when pricing is hidden and invoices out when they may not be printed', async () => {
    await setCustomerSetting(t.db, f.customerIds.C10001, 'hidePricing', true);
    await setCustomerSetting(t.db, f.customerIds.C10001, 'canPrintInvoices', false);
    try {
      const body = (await call(t.app, 'GET', '/api/history/orders', customer)).json() as {
        orderNumber: string;
        total: number | null;
        invoice: boolean;
      }[];
      expect(body.every((r) => r.total === null && r.invoice === false)).toBe(true);
    } finally {
      await setCustomerSetting(t.db, f.customerIds.C10001, 'hidePricing', undefined);
      await setCustomerSetting(t.db, f.customerIds.C10001, 'canPrintInvoices', undefined);
    }
  });
});

describe('product history', () => {
  it('answers the invoiced lines whose invoice date is in the range, with prices', async () => {
    const res = await call(t.app, 'GET', '/api/history/products', {
      ...customer,
      query: { startDate: '2019-01-01', endDate: '2019-12-31' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual([
      {
        orderNumber: '900002',
        productCode: 'TST-002',
        productKey: f.products.cola,
        description: 'Quokka Cola 12 oz Can',
        invoiceDate: '2019-06-11',
        quantity: 12,
        unitOfMeasure_SellBy: 'EA',
        price: 0.4833,
        type: 'Invoice',
      },
      expect.objectContaining({ orderNumber: '900002', productCode: 'TST-004', invoiceDate: '2019-06-11' }),
      expect.objectContaining({
        orderNumber: '900001',
        productCode: 'TST-001',
        invoiceDate: '2019-03-06',
        quantity: 2,
      }),
      expect.objectContaining({ orderNumber: '900001', productCode: 'TST-002', invoiceDate: '2019-03-06' }),
    ]);
  });

  it('includes both ends of the range and nothing outside it', async () => {
    const only = async (startDate: string, endDate: string) =>
      (
        (await call(t.app, 'GET', '/api/history/products', { ...customer, query: { startDate, endDate } })).json() as {
          orderNumber: string;
        }[]
      ).map((r) => r.orderNumber);
    expect(await only('2019-03-06', '2019-03-06')).toEqual(['900001', '900001']);
    expect(await only('2019-03-07', '2019-06-10')).toEqual([]);
  });

  it('dates an order invoiced twice by its first invoice, inside or outside the range', async () => {
    const [order] = await t.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(eq(orders.orderNumber, '900001'), eq(orders.customerId, f.customerIds.C10001)));
    const [late] = await t.db
      .insert(arItems)
      .values({
        customerId: f.customerIds.C10001,
        arCode: 'T-900001-2',
        recordType: 1,
        reference: 'INV-900001-2',
        invoiceNumber: 'INV-900001-2',
        orderId: order!.id,
        invoiceDate: '2019-08-01',
        dueDate: '2019-08-31',
        initial: '1.00',
        balance: '1.00',
      })
      .returning({ id: arItems.id });
    try {
      const lines = async (startDate: string, endDate: string) =>
        (await call(t.app, 'GET', '/api/history/products', { ...customer, query: { startDate, endDate } })).json() as {
          orderNumber: string;
          invoiceDate: string;
        }[];
      expect((await lines('2019-07-01', '2019-12-31')).map((r) => r.orderNumber)).toEqual([]);
      const march = await lines('2019-03-01', '2019-03-31');
      expect(march.map((r) => [r.orderNumber, r.invoiceDate])).toEqual([
        ['900001', '2019-03-06'],
        ['900001', '2019-03-06'],
      ]);
    } finally {
      await t.db.delete(arItems).where(eq(arItems.id, late!.id));
    }
  });

  it('leaves the price out when pricing is hidden', async () => {
    await setCustomerSetting(t.db, f.customerIds.C10001, 'hidePricing', true);
    try {
      const rows = (
        await call(t.app, 'GET', '/api/history/products', {
          ...customer,
          query: { startDate: '2019-01-01', endDate: '2019-12-31' },
        })
      ).json() as Record<string, unknown>[];
      expect(rows).toHaveLength(4);
      expect(rows.every((r) => !('price' in r))).toBe(true);
    } finally {
      await setCustomerSetting(t.db, f.customerIds.C10001, 'hidePricing', undefined);
    }
  });

  it('refuses a reversed or malformed range with 400', async () => {
    const reversed = await call(t.app, 'GET', '/api/history/products', {
      ...customer,
      query: { startDate: '2019-12-31', endDate: '2019-01-01' },
    });
    expect(reversed.statusCode).toBe(400);
    expect(reversed.body).toContain('The start date cannot be after the end date');
    const bad = await call(t.app, 'GET', '/api/history/products', { ...customer, query: { startDate: '2019-02-30' } });
    expect(bad.statusCode).toBe(400);
  });

  it('is gated by the ProductHistory menu entry (buyer.c10006 has it hidden)', async () => {
    const res = await call(t.app, 'GET', '/api/history/products', otherBuyer);
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('MENU_LOCKED');
  });
});

describe('scan documents', () => {
  it("serve an order's scan only to the order's customer", async () => {
    const own = await call(t.app, 'GET', `/api/documents/order/900001/scan/${scanA}`, customer);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('application/pdf');
    expect(own.headers['content-disposition']).toBe('inline; filename="Delivery Ticket.pdf"');
    expect(own.rawPayload.toString()).toContain('ticket of 900001');

    const foreign = await call(t.app, 'GET', `/api/documents/order/900009/scan/${otherScan}`, customer);
    expect(foreign.statusCode).toBe(404);
    const mixed = await call(t.app, 'GET', `/api/documents/order/900001/scan/${otherScan}`, customer);
    expect(mixed.statusCode).toBe(404);
    const theirs = await call(t.app, 'GET', `/api/documents/order/900009/scan/${otherScan}`, otherBuyer);
    expect(theirs.statusCode).toBe(200);
    expect(theirs.rawPayload.toString()).toContain('ticket of 900009');
  });

  it("serve a product's spec sheet only when the customer may see the product", async () => {
    const ok = await call(t.app, 'GET', `/api/documents/product/${f.products.chicken}/scan/${productScan}`, customer);
    expect(ok.statusCode).toBe(200);
    expect(ok.rawPayload.toString()).toContain('chicken spec');
    const excluded = await call(
      t.app,
      'GET',
      `/api/documents/product/${f.products.excluded}/scan/${excludedScan}`,
      customer,
    );
    expect(excluded.statusCode).toBe(404);
    const wrongProduct = await call(
      t.app,
      'GET',
      `/api/documents/product/${f.products.cola}/scan/${productScan}`,
      customer,
    );
    expect(wrongProduct.statusCode).toBe(404);
  });

  it('answer 404 for a stored key that is unsafe or missing, and 400 for malformed ids', async () => {
    const [row] = await t.db
      .insert(scanDocuments)
      .values({
        productId: f.products.chicken,
        name: 'Escape',
        storeKey: '../../etc/passwd.pdf',
        contentType: 'application/pdf',
      })
      .returning({ id: scanDocuments.id });
    const res = await call(t.app, 'GET', `/api/documents/product/${f.products.chicken}/scan/${row!.id}`, customer);
    expect(res.statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/api/documents/order/abc/scan/1', customer)).statusCode).toBe(400);
    expect((await call(t.app, 'GET', '/api/documents/order/900001/scan/x', customer)).statusCode).toBe(400);
  });

  it('refuse callers who are not signed in', async () => {
    expect((await call(t.app, 'GET', `/api/documents/order/900001/scan/${scanA}`)).statusCode).toBe(401);
  });
});

describe('reorder', () => {
  it('adds the lines still for sale to the cart in one call and lists the others', async () => {
    await call(t.app, 'DELETE', '/api/cart', customer);
    const res = await call(t.app, 'POST', '/api/history/orders/900002/reorder', customer);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      added: 1,
      skipped: [{ productCode: 'TST-004', description: 'Quokka Retired Soda', message: expect.any(String) }],
    });
    const cart = (await call(t.app, 'GET', '/api/cart', customer)).json() as {
      lines: { productKey: number; quantity: { value: number; unit: string } }[];
    };
    expect(cart.lines.map((l) => [l.productKey, l.quantity.value, l.quantity.unit])).toEqual([
      [f.products.cola, 12, 'EA'],
    ]);
  });

  it("answers 404 for another customer's order and changes nothing", async () => {
    await call(t.app, 'DELETE', '/api/cart', customer);
    const res = await call(t.app, 'POST', '/api/history/orders/900009/reorder', customer);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Order 900009 was not found');
    const cart = (await call(t.app, 'GET', '/api/cart', customer)).json() as { lines: unknown[] };
    expect(cart.lines).toEqual([]);
  });

  it('skips products now in an excluded category', async () => {
    await t.db.insert(customerExcludedCategories).values({ customerId: f.customerIds.C10001, categoryCode: 'TC1' });
    try {
      await call(t.app, 'DELETE', '/api/cart', customer);
      const res = await call(t.app, 'POST', '/api/history/orders/900001/reorder', customer);
      expect(res.json()).toMatchObject({ added: 1, skipped: [{ productCode: 'TST-001' }] });
    } finally {
      await t.db
        .delete(customerExcludedCategories)
        .where(
          and(
            eq(customerExcludedCategories.customerId, f.customerIds.C10001),
            eq(customerExcludedCategories.categoryCode, 'TC1'),
          ),
        );
    }
  });
});

describe('history menu gates', () => {
  it('refuse order history and reorder when OrderHistory is hidden for the customer', async () => {
    await hideMenuEntry(t.db, f.customerIds.C10001, 'OrderHistory');
    try {
      for (const [method, url] of [
        ['GET', '/api/history/orders'],
        ['POST', '/api/history/orders/900001/reorder'],
      ] as const) {
        const res = await call(t.app, method, url, customer);
        expect(res.statusCode, url).toBe(403);
      }
    } finally {
      await t.db.execute(
        sql`delete from menu_entries where customer_id = ${f.customerIds.C10001} and key = 'OrderHistory'`,
      );
    }
  });
});
