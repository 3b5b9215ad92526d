import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { arItems, orders, products } from '../src/db/schema/index.ts';
import { call, createTestApp, signIn, type TestApp } from './helpers/app.ts';
import { insertCatalogFixtures, setCustomerSetting, type CatalogFixtures } from './helpers/catalog-fixtures.ts';
import { fillCart, pdfText, postHeader, submit, type As } from './helpers/checkout.ts';

let t: TestApp;
let f: CatalogFixtures;
let customer: As;
let admin: As;
let sales: string;
let placed: string;
let invoiced: { orderNumber: string; invoiceNumber: string };

const documentUrl = (orderNumber: string, kind: 'confirmation' | 'invoice') =>
  `/api/documents/order/${orderNumber}/${kind}`;

beforeAll(async () => {
  t = await createTestApp();
  f = await insertCatalogFixtures(t.db);
  const [c, a, s] = await Promise.all([
    signIn(t.app, 'demo.customer'),
    signIn(t.app, 'demo.admin'),
    signIn(t.app, 'demo.sales'),
  ]);
  customer = { token: c };
  admin = { token: a };
  sales = s;
  await t.db.update(products).set({ isCatchWeight: true }).where(eq(products.id, f.products.chicken));
  await fillCart(t.app, customer, [
    { productKey: f.products.chicken, unitOfMeasure: 'CS', orderQuantity: 2, unitOfMeasure_Prc: 'LB' },
    { productKey: f.products.cola, unitOfMeasure: 'EA', orderQuantity: 12 },
  ]);
  await postHeader(t.app, customer, {
    customerShipToCode: '001',
    customer_PO: 'PO-DOC-1',
    specialInstruction1: 'Dock 3',
  });
  const res = await submit(t.app, customer);
  expect(res.statusCode, res.body).toBe(200);
  placed = res.json().orderNumber;
  const [row] = await t.db
    .select({ orderNumber: orders.orderNumber, invoiceNumber: arItems.invoiceNumber })
    .from(arItems)
    .innerJoin(orders, eq(orders.id, arItems.orderId))
    .where(
      and(eq(arItems.customerId, f.customerIds.C10001), eq(arItems.recordType, 1), isNotNull(arItems.invoiceNumber)),
    )
    .limit(1);
  invoiced = { orderNumber: row?.orderNumber ?? '', invoiceNumber: row?.invoiceNumber ?? '' };
});
afterAll(() => t.close());

describe('order documents', () => {
  it('render the confirmation as a PDF with the company, the order, the ship-to, the lines and estimated totals', async () => {
    const res = await call(t.app, 'GET', documentUrl(placed, 'confirmation'), customer);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`inline; filename="Order-${placed}-confirmation.pdf"`);
    // The document viewer frames it from the storefront's own origin (decision 350).
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'self'");
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(res.rawPayload);
    for (const expected of [
      'Harbor & Vine Foodservice',
      'Order Confirmation',
      placed,
      'PO-DOC-1',
      'Riverside Bistro Group',
      'Zorblax Chicken Breast *',
      '2 CS',
      // Each unit price with its unit's decimals, as the screens show it (LB keeps 4, EA 4 here).
      '$1.9000 / LB',
      '$152.00',
      '12 EA',
      '$0.4833 / EA',
      '$5.80',
      'Estimated Total',
      'Special Instruction 1: Dock 3',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).toContain('Catch-weight item');
  });

  it('render an invoice for an invoiced order, and refuse one for an order not invoiced yet', async () => {
    const res = await call(t.app, 'GET', documentUrl(invoiced.orderNumber, 'invoice'), customer);
    expect(res.statusCode, res.body).toBe(200);
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Invoice');
    expect(text).toContain(invoiced.invoiceNumber);
    expect(text).toContain(invoiced.orderNumber);
    const open = await call(t.app, 'GET', documentUrl(placed, 'invoice'), customer);
    expect(open.statusCode).toBe(404);
    expect(open.json().message).toBe(`Order ${placed} has not been invoiced yet`);
  });

  it("answer 404 for another customer's order exactly as for a missing one", async () => {
    const foreign = await call(t.app, 'GET', documentUrl(placed, 'confirmation'), admin);
    const missing = await call(t.app, 'GET', documentUrl('999999999', 'confirmation'), admin);
    expect(foreign.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ code: 'NOT_FOUND', message: `Order ${placed} was not found` });
    expect((await call(t.app, 'GET', documentUrl(invoiced.orderNumber, 'invoice'), admin)).statusCode).toBe(404);
  });

  it('follow the acting customer for salespeople', async () => {
    expect(
      (
        await call(t.app, 'GET', documentUrl(placed, 'confirmation'), {
          token: sales,
          customerKey: f.customerIds.C10001,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await call(t.app, 'GET', documentUrl(placed, 'confirmation'), {
          token: sales,
          customerKey: f.customerIds.C10003,
        })
      ).statusCode,
    ).toBe(404);
    expect((await call(t.app, 'GET', documentUrl(placed, 'confirmation'), { token: sales })).statusCode).toBe(400);
    expect((await call(t.app, 'GET', documentUrl(placed, 'confirmation'))).statusCode).toBe(401);
  });

  it('need canViewConfirmation and canPrintInvoices', async () => {
    await setCustomerSetting(t.db, f.customerIds.C10001, 'canViewConfirmation', false);
    await setCustomerSetting(t.db, f.customerIds.C10001, 'canPrintInvoices', false);
    try {
      const confirmation = await call(t.app, 'GET', documentUrl(placed, 'confirmation'), customer);
      expect(confirmation.statusCode).toBe(403);
      expect(confirmation.json().message).toBe('You do not have permission to view order confirmations');
      expect((await call(t.app, 'GET', documentUrl(invoiced.orderNumber, 'invoice'), customer)).statusCode).toBe(403);
    } finally {
      await setCustomerSetting(t.db, f.customerIds.C10001, 'canViewConfirmation', undefined);
      await setCustomerSetting(t.db, f.customerIds.C10001, 'canPrintInvoices', undefined);
    }
  });

  it('refuse an order number that is not one', async () => {
    expect((await call(t.app, 'GET', '/api/documents/order/abc/confirmation', customer)).statusCode).toBe(400);
  });

  it('page long orders', async () => {
    const candidates = await t.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.isActive, true))
      .limit(140);
    const lines = candidates
      .filter((p) => p.id !== 9)
      .map((p) => ({ productKey: p.id, unitOfMeasure: 'CS', orderQuantity: 1 }));
    const check = await call(t.app, 'POST', '/api/cart/validate', {
      ...customer,
      query: { confirmQuantity: 'true' },
      payload: lines,
    });
    const refused = new Set((check.json().data as { productKey: number }[]).map((e) => e.productKey));
    const orderable = lines.filter((l) => !refused.has(l.productKey));
    expect(orderable.length).toBeGreaterThan(60);
    await fillCart(t.app, customer, orderable);
    const res = await submit(t.app, customer);
    expect(res.statusCode, res.body).toBe(200);
    const pdf = await call(t.app, 'GET', documentUrl(res.json().orderNumber, 'confirmation'), customer);
    expect(pdf.statusCode).toBe(200);
    const pages = pdf.rawPayload.toString('latin1').match(/\/Type \/Page\b/g) ?? [];
    expect(pages.length).toBeGreaterThan(1);
  });
});
