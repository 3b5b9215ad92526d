import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { OrderResult } from '@provender/contract';
import { notificationWorkerOf } from '../src/modules/notifications/notifications.routes.ts';
import { call, createTestApp, signIn, type TestApp } from './helpers/app.ts';
import { insertCatalogFixtures, type CatalogFixtures } from './helpers/catalog-fixtures.ts';
import { fillCart, newKey, postHeader, setShipto, type As } from './helpers/checkout.ts';
import { startSmtpServer, type ReceivedMail, type SmtpTestServer } from './helpers/mail.ts';
import { replaceReceivables } from './helpers/receivables.ts';
import { listen, type Listening } from './helpers/socket.ts';

/** Order confirmations and payment receipts (issue 35 item 3, decision 521): once per event, the PDF attached. */
let t: TestApp;
let smtp: SmtpTestServer;
let socket: Listening;
let f: CatalogFixtures;
let customer: As;
const dana = 'dana.whitaker@example.com';

const rowsOf = <T>(r: unknown) => (r as { rows: T[] }).rows;
const mailsTo = (to: string, subject: RegExp) => smtp.mails.filter((m) => m.to.includes(to) && subject.test(m.subject));

/** POST over the real socket, as the browser sends it. */
async function post(path: string, key: string, body?: object) {
  const res = await fetch(`${socket.url}${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${customer.token}`,
      'idempotency-key': key,
      ...(body ? { 'content-type': 'application/json' } : {}),
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
}

async function freshOrder() {
  await fillCart(t.app, customer, [
    { productKey: f.products.chicken, unitOfMeasure: 'CS', orderQuantity: 2, unitOfMeasure_Prc: 'LB' },
    { productKey: f.products.cola, unitOfMeasure: 'EA', orderQuantity: 12 },
  ]);
  await postHeader(t.app, customer, { customerShipToCode: '001', customer_PO: 'PO-MAIL-1', deliveryDate: null });
}

function pdftotext(base64: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'provender-mail-')), 'attached.pdf');
  writeFileSync(file, Buffer.from(base64, 'base64'));
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}

const eventsOf = async (kind: string) =>
  rowsOf<{ status: string; n: number }>(
    await t.db.execute(sql`select status, count(*)::int as n from mail_events where kind = ${kind} group by status`),
  );

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ smtpUrl: smtp.url, publicUrl: 'https://shop.example.com' });
  socket = await listen(t.app);
  f = await insertCatalogFixtures(t.db);
  customer = { token: await signIn(t.app, 'demo.customer') };
  await setShipto(t.db, f.customerIds.C10001, '001', { deliveryDays: [1, 2, 3, 4, 5, 6, 7] });
});
afterAll(async () => {
  await socket.close();
  await t.close();
  await smtp.close();
});
beforeEach(async () => {
  await call(t.app, 'PUT', '/api/notifications', {
    ...customer,
    payload: { orderConfirmation: true, paymentReceipt: true },
  });
});

describe('order confirmation', () => {
  it('mails one confirmation with text, HTML, the name and logo and the PDF, however often the submit is repeated', async () => {
    await freshOrder();
    const key = newKey();
    // The same submit four times at once and once more after: one order, one mail.
    const answers = await Promise.all([1, 2, 3, 4].map(() => post('/api/cart/submit', key)));
    for (const a of answers) expect(a.status, JSON.stringify(a.body)).toBe(200);
    const again = await post('/api/cart/submit', key);
    const { orderNumber } = again.body as unknown as OrderResult;
    expect(new Set(answers.map((a) => a.body['orderNumber']))).toEqual(new Set([orderNumber]));
    await t.app.backgroundIdle();
    const mail = await smtp.waitFor(dana, (m) => m.subject === `Order ${orderNumber} confirmation`);
    await new Promise((r) => setTimeout(r, 300));
    expect(mailsTo(dana, new RegExp(`Order ${orderNumber} `))).toHaveLength(1);

    expect(mail.text).toContain(`Order ${orderNumber} submitted`);
    expect(mail.text).toContain('P.O. number: PO-MAIL-1');
    // 2 CS chicken and 12 EA cola (157.80), the small-order delivery charge (7.50), no tax.
    expect(mail.text).toContain('Line total: $157.80\r\nCharges: $7.50\r\nTotal: $165.30');
    expect(mail.html).toContain('<img src="https://shop.example.com/logo-small.svg"');
    // The site's company name heads both parts (the demo's is Harbor & Vine Foodservice).
    expect(mail.text.split(/\r?\n/)[0]).toBe('Harbor & Vine Foodservice');
    expect(mail.html).toContain('Harbor &amp; Vine Foodservice</span>');
    expect(mail.html).toContain(`Order ${orderNumber} submitted`);
    expect(mail.attachments).toHaveLength(1);
    const [pdf] = mail.attachments ?? [];
    expect(pdf?.filename).toBe(`Order-${orderNumber}-confirmation.pdf`);
    expect(pdf?.contentType).toBe('application/pdf');
    const printed = pdftotext(pdf?.base64 ?? '');
    expect(printed).toContain('Order Confirmation');
    expect(printed).toContain(orderNumber);
  });

  it('sends nothing when the user turned confirmations off, and says so in the outbox of events', async () => {
    const off = await call(t.app, 'PUT', '/api/notifications', { ...customer, payload: { orderConfirmation: false } });
    expect(off.statusCode, off.body).toBe(200);
    await freshOrder();
    const res = await post('/api/cart/submit', newKey());
    expect(res.status).toBe(200);
    await t.app.backgroundIdle();
    await new Promise((r) => setTimeout(r, 300));
    expect(mailsTo(dana, new RegExp(`Order ${String(res.body['orderNumber'])} `))).toHaveLength(0);
    const [event] = rowsOf<{ status: string; error: string }>(
      await t.db.execute(sql`
        select e.status, e.error from mail_events e join orders o on o.id = e.record_id
        where e.kind = 'order-confirmation' and o.order_number = ${String(res.body['orderNumber'])}`),
    );
    expect(event).toEqual({ status: 'skipped', error: 'turned off by the user' });
  });

  it('a queued confirmation this process did not send (it stopped after the commit) goes out once from the worker', async () => {
    await freshOrder();
    const res = await post('/api/cart/submit', newKey());
    const orderNumber = String(res.body['orderNumber']);
    await t.app.backgroundIdle();
    await smtp.waitFor(dana, (m) => m.subject === `Order ${orderNumber} confirmation`);
    // As if the process had ended between the commit and the mail: the event is pending again.
    await t.db.execute(sql`
      update mail_events set status = 'pending', finished_at = null, attempts = 0
      where kind = 'order-confirmation' and record_id = (select id from orders where order_number = ${orderNumber})`);
    const worker = notificationWorkerOf(t.app);
    if (!worker) throw new Error('no notification worker');
    const rounds = await Promise.all([worker.deliverDue(), worker.deliverDue(), worker.deliverDue()]);
    expect(rounds.reduce((a, b) => a + b, 0)).toBe(1);
    await new Promise((r) => setTimeout(r, 300));
    expect(mailsTo(dana, new RegExp(`Order ${orderNumber} `))).toHaveLength(2);
    expect(await eventsOf('order-confirmation')).not.toContainEqual(expect.objectContaining({ status: 'pending' }));
  });
});

describe('an order that awaits approval', () => {
  it('is confirmed once it is approved, once however many approvers click, and not before', async () => {
    const buyer: As = { token: await signIn(t.app, 'demo.buyer') };
    const [{ email }] = rowsOf<{ email: string }>(
      await t.db.execute(sql`select email from users where username = 'demo.buyer'`),
    ) as [{ email: string }];
    // 8 CS of chicken: over C10001's $500 rule for its Buyer.
    await fillCart(t.app, buyer, [
      { productKey: f.products.chicken, unitOfMeasure: 'CS', orderQuantity: 8, unitOfMeasure_Prc: 'LB' },
    ]);
    await postHeader(t.app, buyer, { customerShipToCode: '001', customer_PO: 'PO-APPROVE', deliveryDate: null });
    const placed = await call(t.app, 'POST', '/api/cart/submit', {
      ...buyer,
      headers: { 'idempotency-key': newKey() },
    });
    expect(placed.statusCode, placed.body).toBe(200);
    const orderNumber = String((placed.json() as OrderResult).orderNumber);
    await t.app.backgroundIdle();
    await new Promise((r) => setTimeout(r, 300));
    expect(mailsTo(email, new RegExp(`^Order ${orderNumber} confirmation`))).toHaveLength(0);

    const approve = () =>
      fetch(`${socket.url}/api/approvals/${orderNumber}/approve`, {
        method: 'POST',
        headers: { authorization: `Bearer ${customer.token}`, 'content-type': 'application/json' },
        body: '{}',
      }).then((r) => r.status);
    const statuses = await Promise.all([approve(), approve(), approve()]);
    expect(statuses).toContain(200);
    await t.app.backgroundIdle();
    const mail = await smtp.waitFor(email, (m) => m.subject === `Order ${orderNumber} confirmation`);
    await new Promise((r) => setTimeout(r, 300));
    expect(mailsTo(email, new RegExp(`^Order ${orderNumber} confirmation`))).toHaveLength(1);
    expect(mail.attachments?.[0]?.filename).toBe(`Order-${orderNumber}-confirmation.pdf`);
  });
});

describe('payment receipt', () => {
  it('mails one receipt per payment, whatever the retries, listing what it paid', async () => {
    await replaceReceivables(t.db, f.customerIds.C10001, [
      {
        code: 'MI1',
        recordType: 1,
        reference: 'INV-M1',
        invoiceDate: '2026-01-05',
        dueDate: '2026-02-04',
        initial: '80.00',
      },
      {
        code: 'MC1',
        recordType: 6,
        reference: 'CM-M1',
        invoiceDate: '2026-01-06',
        dueDate: '2026-01-06',
        initial: '-80.00',
      },
    ]);
    const key = newKey();
    const body = {
      paymentType: 0,
      paymentAmount: 0,
      details: [
        { arCode: 'MI1', amount: 80 },
        { arCode: 'MC1', amount: 80 },
      ],
    };
    const answers = await Promise.all([post('/api/payment', key, body), post('/api/payment', key, body)]);
    for (const a of answers) expect(a.body['isSuccess'], JSON.stringify(a.body)).toBe(true);
    await post('/api/payment', key, body);
    await t.app.backgroundIdle();
    const mail: ReceivedMail = await smtp.waitFor(dana, (m) => m.subject.startsWith('Payment receipt'));
    await new Promise((r) => setTimeout(r, 300));
    expect(mailsTo(dana, /^Payment receipt/)).toHaveLength(1);
    expect(mail.text).toContain('Payment Receipt');
    expect(mail.text).toContain('Paid with: Applied credit');
    expect(mail.text).toContain('Reference: INV-M1');
    expect(mail.html).toContain('INV-M1');
    expect(mail.html).toContain('<img src="https://shop.example.com/logo-small.svg"');
    expect(await eventsOf('payment-receipt')).toEqual([{ status: 'sent', n: 1 }]);
  });
});
