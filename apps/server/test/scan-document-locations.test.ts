import { isNotNull } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { AccountDetailLine, OpenReceivableItem, OrderHistoryRow, ProductDetail } from '@provender/contract';
import { scanDocuments } from '../src/db/schema/index.ts';
import { call, createTestApp, signIn, type TestApp } from './helpers/app.ts';
import { setCustomerSetting } from './helpers/catalog-fixtures.ts';
import { customerKey, demoUsers } from './helpers/personas.ts';

/**
 * The productScanDocuments setting (decision 170): scan documents are listed, and served, only in
 * the locations it enables. The demo site enables all three; these tests override them for
 * demo.customer (C10001), whose demo data carries delivery tickets and spec sheets.
 */
let t: TestApp;
let token: string;
let c10001: number;
let scannedOrder: { orderNumber: string; key: string };
let specSheet: { productKey: number; key: string };

type Locations = { orderHistory: boolean; productDetail: boolean; accountDetail: boolean };
const allOn: Locations = { orderHistory: true, productDetail: true, accountDetail: true };
const setLocations = (value: Partial<Locations>) =>
  setCustomerSetting(t.db, c10001, 'productScanDocuments', { ...allOn, ...value });

const get = async <T>(url: string, auth: { token?: string } = { token }) => {
  const res = await call(t.app, 'GET', url, auth);
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  return res.json() as T;
};
const historyScans = async () =>
  (await get<OrderHistoryRow[]>('/api/history/orders')).flatMap((r) => r.scanDocuments.map((s) => s.key));
const detailScans = async () =>
  (await get<AccountDetailLine[]>('/api/account/detail')).flatMap((l) => l.scanDocuments.map((s) => s.key));
const openItemScans = async () =>
  (await get<OpenReceivableItem[]>('/api/account/openar')).flatMap((i) => i.scanDocuments.map((s) => s.key));
const productScans = async (auth?: { token?: string }) =>
  (await get<ProductDetail>(`/api/product/${specSheet.productKey}`, auth)).scanDocuments.map((s) => s.key);
const orderScanStatus = async () =>
  (await call(t.app, 'GET', `/api/documents/order/${scannedOrder.orderNumber}/scan/${scannedOrder.key}`, { token }))
    .statusCode;
const productScan = () =>
  call(t.app, 'GET', `/api/documents/product/${specSheet.productKey}/scan/${specSheet.key}`, { token });

beforeAll(async () => {
  t = await createTestApp();
  token = await signIn(t.app, demoUsers.customer);
  c10001 = await customerKey(t.db, 'C10001');
  const rows = await get<OrderHistoryRow[]>('/api/history/orders');
  const order = rows.find((r) => r.scanDocuments.length > 0);
  if (!order) throw new Error('demo.customer has no order with scan documents');
  scannedOrder = { orderNumber: order.orderNumber, key: order.scanDocuments[0]!.key };
  const [sheet] = await t.db
    .select({ id: scanDocuments.id, productId: scanDocuments.productId })
    .from(scanDocuments)
    .where(isNotNull(scanDocuments.productId))
    .orderBy(scanDocuments.id)
    .limit(1);
  if (!sheet?.productId) throw new Error('the demo data has no spec sheet');
  specSheet = { productKey: sheet.productId, key: String(sheet.id) };
});
afterEach(() => setCustomerSetting(t.db, c10001, 'productScanDocuments', undefined));
afterAll(() => t.close());

describe('productScanDocuments', () => {
  it('lists and serves scans in every location where the demo site enables them all', async () => {
    expect(await historyScans()).toContain(scannedOrder.key);
    expect(await detailScans()).toContain(scannedOrder.key);
    expect(await openItemScans()).not.toHaveLength(0);
    expect(await productScans()).toEqual([specSheet.key]);
    expect(await orderScanStatus()).toBe(200);
    expect((await productScan()).statusCode).toBe(200);
  });

  it('orderHistory off: history rows carry no scans; account lines still do', async () => {
    await setLocations({ orderHistory: false });
    expect(await historyScans()).toEqual([]);
    expect(await detailScans()).toContain(scannedOrder.key);
    expect(await productScans()).toEqual([specSheet.key]);
    // The order's scans are still offered on its account lines, so they still open.
    expect(await orderScanStatus()).toBe(200);
  });

  it('accountDetail off: detail lines and open items carry no scans; history rows still do', async () => {
    await setLocations({ accountDetail: false });
    expect(await detailScans()).toEqual([]);
    expect(await openItemScans()).toEqual([]);
    expect(await historyScans()).toContain(scannedOrder.key);
    expect(await orderScanStatus()).toBe(200);
  });

  it('both order locations off: order scans are listed nowhere and refused with 403', async () => {
    await setLocations({ orderHistory: false, accountDetail: false });
    expect(await historyScans()).toEqual([]);
    expect(await detailScans()).toEqual([]);
    const res = await call(t.app, 'GET', `/api/documents/order/${scannedOrder.orderNumber}/scan/${scannedOrder.key}`, {
      token,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({
      code: 'FORBIDDEN',
      message: 'Scan documents are not available for your account',
    });
    // Product scans are another location.
    expect((await productScan()).statusCode).toBe(200);
  });

  it('productDetail off: the product answer carries no scans and the spec sheet is refused with 403', async () => {
    await setLocations({ productDetail: false });
    expect(await productScans()).toEqual([]);
    const res = await productScan();
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('Scan documents are not available for your account');
    expect(await historyScans()).toContain(scannedOrder.key);
  });

  it('the default (every location off) lists and serves no scan anywhere', async () => {
    await setLocations({ orderHistory: false, productDetail: false, accountDetail: false });
    expect(await historyScans()).toEqual([]);
    expect(await detailScans()).toEqual([]);
    expect(await openItemScans()).toEqual([]);
    expect(await productScans()).toEqual([]);
    expect(await orderScanStatus()).toBe(403);
    expect((await productScan()).statusCode).toBe(403);
  });

  it('a visitor who is not signed in is offered no spec sheet (the scan route needs a user)', async () => {
    expect(await productScans({})).toEqual([]);
  });
});
