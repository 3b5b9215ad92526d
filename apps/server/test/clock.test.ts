import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clockStartingAt, loadConfig } from '../src/config.ts';
import { orders } from '../src/db/schema/index.ts';
import { call, createTestApp, signIn, type TestApp } from './helpers/app.ts';
import { insertCatalogFixtures, type CatalogFixtures } from './helpers/catalog-fixtures.ts';
import { fillCart, newKey, postHeader, setShipto, submit, type As } from './helpers/checkout.ts';
import { easyHumanCheck, solveHumanCheck } from './helpers/human-check.ts';

const dataDir = () => mkdtempSync(join(tmpdir(), 'provender-clock-'));

describe('CLOCK_START (decision 233)', () => {
  it('starts the server clock at the instant given and runs it at real speed', async () => {
    const config = loadConfig({ DATA_DIR: dataDir(), CLOCK_START: '2026-03-10T14:00:00Z' });
    const first = config.now?.().getTime() ?? 0;
    expect(Math.abs(first - Date.parse('2026-03-10T14:00:00Z'))).toBeLessThan(1000);
    await new Promise((r) => setTimeout(r, 30));
    expect(config.now?.().getTime() ?? 0).toBeGreaterThan(first);
  });

  it('is refused in production and when it is not an instant', () => {
    expect(() =>
      loadConfig({ DATA_DIR: dataDir(), NODE_ENV: 'production', CLOCK_START: '2026-03-10T14:00:00Z' }),
    ).toThrow(/CLOCK_START/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), CLOCK_START: 'next tuesday' })).toThrow(/CLOCK_START/);
  });

  it('leaves the real clock alone when not set', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).now).toBeUndefined();
    // Set to nothing, as `CLOCK_START=` in a shell or an env file leaves it (decision 352).
    expect(loadConfig({ DATA_DIR: dataDir(), CLOCK_START: '' }).now).toBeUndefined();
  });
});

describe('an order placed on a pinned clock', () => {
  // A Tuesday morning in New York, months before the day this was written, so the machine's date is after it.
  const start = new Date('2025-03-11T14:00:00Z');
  let t: TestApp;
  let f: CatalogFixtures;
  let customer: As;

  beforeAll(async () => {
    t = await createTestApp({ now: clockStartingAt(start), ...easyHumanCheck });
    f = await insertCatalogFixtures(t.db);
    customer = { token: await signIn(t.app, 'demo.customer') };
    await setShipto(t.db, f.customerIds.C10001, '001', { deliveryDays: [1, 2, 3, 4, 5], state: 'MA' });
  });
  afterAll(() => t.close());

  it('is dated, and offered delivery dates, by the server clock rather than the machine date', async () => {
    await fillCart(t.app, customer, [{ productKey: f.products.cola, unitOfMeasure: 'EA', orderQuantity: 12 }]);
    const header = await postHeader(t.app, customer, {
      customerShipToCode: '001',
      customer_PO: '',
      specialInstruction1: '',
      deliveryDate: null,
    });
    expect(header.isValid, header.message).toBe(true);
    const dates = await call(t.app, 'GET', '/api/cart/date', customer);
    expect(dates.statusCode, dates.body).toBe(200);
    const offered = (dates.json() as { dates: string[] }).dates;
    expect(offered.length).toBeGreaterThan(0);
    // Within the first days after the pinned Tuesday, and all within the weeks after it.
    expect(offered[0]! >= '2025-03-11' && offered[0]! <= '2025-03-14', offered[0]).toBe(true);
    expect(offered.every((d) => d < '2025-06-01')).toBe(true);

    const res = await submit(t.app, customer, newKey());
    expect(res.statusCode, res.body).toBe(200);
    const [row] = await t.db
      .select({ orderDate: orders.orderDate, deliveryDate: orders.deliveryDate })
      .from(orders)
      .where(eq(orders.orderNumber, (res.json() as { orderNumber: string }).orderNumber));
    expect(row?.orderDate.toISOString().slice(0, 10)).toBe('2025-03-11');
    expect(offered).toContain(row?.deliveryDate);
  });

  it('still accepts a solved human check: its expiry runs on the machine time the ALTCHA library checks', async () => {
    const res = await call(t.app, 'POST', '/api/password/requestreset', {
      payload: { emailOrUsername: 'no.such.user', verifyToken: await solveHumanCheck(t.app) },
    });
    expect(res.statusCode, res.body).toBe(200);
  });
});
