import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrderResult } from '@provender/contract';
import { notificationWorkerOf } from '../src/modules/notifications/notifications.routes.ts';
import { call, createTestApp, signIn, type TestApp } from './helpers/app.ts';
import { insertCatalogFixtures, type CatalogFixtures } from './helpers/catalog-fixtures.ts';
import { fillCart, newKey, postHeader, setShipto, type As } from './helpers/checkout.ts';
import { startSmtpServer, type SmtpTestServer } from './helpers/mail.ts';

/**
 * Order confirmations when the PDF renderer refuses a turn (decision 552): one document per
 * customer at a time here, so a burst of a customer's confirmations is refused all but one turn.
 * The refused ones wait the refusal's Retry-After without spending an attempt, and all go out.
 */
let t: TestApp;
let smtp: SmtpTestServer;
let f: CatalogFixtures;
let customer: As;
const dana = 'dana.whitaker@example.com';

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;

async function placeOrder(): Promise<string> {
  await fillCart(t.app, customer, [{ productKey: f.products.cola, unitOfMeasure: 'EA', orderQuantity: 12 }]);
  await postHeader(t.app, customer, { customerShipToCode: '001', customer_PO: 'PO-BUSY', deliveryDate: null });
  const res = await call(t.app, 'POST', '/api/cart/submit', { ...customer, headers: { 'idempotency-key': newKey() } });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as OrderResult).orderNumber;
}

const eventsOf = async (orderNumbers: string[]) =>
  rowsOf<{ orderNumber: string; status: string; attempts: number; error: string | null; due: boolean }>(
    await t.db.execute(sql`
      select o.order_number as "orderNumber", e.status, e.attempts, e.error, e.next_attempt_at is null as due
        from mail_events e join orders o on o.id = e.record_id
       where e.kind = 'order-confirmation' and o.order_number in ${orderNumbers}
       order by o.order_number`),
  );

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({
    smtpUrl: smtp.url,
    publicUrl: 'https://shop.example.com',
    pdfRendering: { workers: 1, queue: 0, perCustomer: 1, idleTimeoutMs: 30_000 },
  });
  f = await insertCatalogFixtures(t.db);
  customer = { token: await signIn(t.app, 'demo.customer') };
  await setShipto(t.db, f.customerIds.C10001, '001', { deliveryDays: [1, 2, 3, 4, 5, 6, 7] });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('confirmations past the PDF renderer limits', () => {
  it('wait their turn without spending attempts, and every one is mailed once', async () => {
    const orders = [await placeOrder(), await placeOrder(), await placeOrder()];
    await t.app.backgroundIdle();
    await new Promise((r) => setTimeout(r, 300));
    const mailed = (n: string) =>
      smtp.mails.filter((m) => m.to.includes(dana) && m.subject === `Order ${n} confirmation`).length;
    const before = orders.map(mailed);
    // As if all three had been committed at once: one round claims them together.
    await t.db.execute(sql`
      update mail_events set status = 'pending', finished_at = null, attempts = 0, error = null, next_attempt_at = null
       where kind = 'order-confirmation' and record_id in (select id from orders where order_number in ${orders})`);
    const worker = notificationWorkerOf(t.app);
    if (!worker) throw new Error('no notification worker');
    expect(await worker.deliverDue()).toBe(3);
    const after = await eventsOf(orders);
    expect(after.filter((e) => e.status === 'sent')).toHaveLength(1);
    const waiting = after.filter((e) => e.status === 'pending');
    expect(waiting).toHaveLength(2);
    for (const e of waiting) {
      expect(e.attempts).toBe(0);
      expect(e.due).toBe(false);
      expect(e.error).toMatch(/^Too many documents are being prepared for your account at once/);
    }
    // Their Retry-After has passed: each round mails one more, none spends an attempt on a refusal.
    for (let round = 0; round < 3; round++) {
      await t.db.execute(sql`update mail_events set next_attempt_at = null where status = 'pending'`);
      await worker.deliverDue();
    }
    expect(await eventsOf(orders)).toEqual(
      orders.map((orderNumber) => ({ orderNumber, status: 'sent', attempts: 1, error: null, due: true })),
    );
    await new Promise((r) => setTimeout(r, 300));
    expect(orders.map(mailed)).toEqual(before.map((n) => n + 1));
  });
});
