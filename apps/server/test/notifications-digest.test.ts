import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationWorkerOf } from '../src/modules/notifications/notifications.routes.ts';
import type { NotificationWorker } from '../src/modules/notifications/notification-worker.ts';
import { call, createPeerApp, createTestApp, signIn, type TestApp } from './helpers/app.ts';
import { startSmtpServer, type SmtpTestServer } from './helpers/mail.ts';
import { customerKey } from './helpers/personas.ts';
import { replaceReceivables } from './helpers/receivables.ts';

/**
 * The weekly invoice-due digest (issue 35 item 3, decision 523): invoices due in the next 7 days
 * and past due ones, once per user and week however many processes and nodes run the job.
 */
let t: TestApp;
let peer: TestApp | null;
let smtp: SmtpTestServer;
let customerId: number;
/** C10001's Accounts payable user (demo.bookkeeper); its other users (no role, Buyer, disabled) get none. */
let casey: string;
let others: string[];
/** Monday 23 November 2026, noon in Boston (the distributor's time zone). */
let nowMs = Date.parse('2026-11-23T17:00:00Z');
const clock = () => new Date(nowMs);
const day = 86_400_000;

const digestsTo = (to: string) => smtp.mails.filter((m) => m.to.includes(to) && m.subject.startsWith('Invoices due'));
const allDigests = () => smtp.mails.filter((m) => m.subject.startsWith('Invoices due'));

/** One round on each app and on a further worker of the first, at once: three processes. */
async function roundsEverywhere(): Promise<void> {
  const workers: NotificationWorker[] = [];
  for (const app of [t.app, peer?.app]) {
    const worker = app ? notificationWorkerOf(app) : undefined;
    if (worker) workers.push(worker);
  }
  const another = notificationWorkerOf(t.app, 'new');
  if (another) workers.push(another);
  expect(workers.length).toBeGreaterThanOrEqual(2);
  await Promise.all(workers.map((w) => w.runOnce()));
  await t.app.backgroundIdle();
  await peer?.app.backgroundIdle();
}

beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ smtpUrl: smtp.url, publicUrl: 'https://shop.example.com', now: clock });
  peer = await createPeerApp(t);
  customerId = await customerKey(t.db, 'C10001');
  const users = (
    (await t.db.execute(sql`
      select username, email from users where customer_id = ${customerId} and email is not null`)) as unknown as {
      rows: { username: string; email: string }[];
    }
  ).rows;
  casey = users.find((u) => u.username === 'demo.bookkeeper')?.email ?? '';
  others = users.filter((u) => u.username !== 'demo.bookkeeper').map((u) => u.email);
  expect(casey).not.toBe('');
  expect(others.length).toBeGreaterThanOrEqual(2);
  const item = (code: string, recordType: number, dueDate: string, initial: string, balance = initial) => ({
    code,
    recordType,
    reference: `INV-${code}`,
    invoiceDate: '2026-10-01',
    dueDate,
    initial,
    balance,
  });
  // C10003 gives no one a role: its buyer, who keeps every feature, pays its invoices.
  await replaceReceivables(t.db, await customerKey(t.db, 'C10003'), [item('E1', 1, '2026-11-02', '19.99')]);
  await replaceReceivables(t.db, customerId, [
    item('D1', 1, '2026-11-10', '120.50'),
    item('D2', 1, '2026-11-27', '80.00'),
    item('D3', 1, '2026-12-15', '45.00'),
    item('D4', 6, '2026-11-20', '-30.00'),
    item('D5', 1, '2026-11-20', '64.00', '0.00'),
  ]);
});
afterAll(async () => {
  await peer?.close();
  await t.close();
  await smtp.close();
});

describe('the invoice-due digest', () => {
  it('mails each recipient once a week with the past due and soon due invoices only', async () => {
    await roundsEverywhere();
    const mail = await smtp.waitFor(casey, (m) => m.subject.startsWith('Invoices due'));
    await new Promise((r) => setTimeout(r, 300));
    expect(digestsTo(casey)).toHaveLength(1);
    // No one has two: one mail per user and week, whatever ran the job.
    const recipients = allDigests().map((m) => m.to.join());
    expect(new Set(recipients).size).toBe(recipients.length);
    for (const other of others) expect(digestsTo(other)).toHaveLength(0);
    expect(digestsTo('buyer.c10003@example.com').map((m) => m.subject)).toEqual([
      expect.stringMatching(/^Invoices due for .+: \$19\.99$/),
    ]);

    expect(mail.subject).toMatch(/^Invoices due for .+: \$200\.50$/);
    expect(mail.text).toContain('as of 11/23/2026');
    expect(mail.text).toContain('Reference: INV-D1 | Due date: 11/10/2026 | Status: Past due | Balance: $120.50');
    expect(mail.text).toContain('Reference: INV-D2 | Due date: 11/27/2026 | Status: Due soon | Balance: $80.00');
    for (const absent of ['INV-D3', 'INV-D4', 'INV-D5']) {
      expect(mail.text).not.toContain(absent);
      expect(mail.html).not.toContain(absent);
    }
    expect(mail.html).toContain('<img src="https://shop.example.com/logo-small.svg"');
    expect(mail.html).toContain('INV-D1');
    expect(mail.text).toContain('Make Payment: https://shop.example.com/account/payment');
  });

  it('sends nothing more in the same week, and again the next week', async () => {
    nowMs += 2 * day;
    await roundsEverywhere();
    await new Promise((r) => setTimeout(r, 300));
    expect(digestsTo(casey)).toHaveLength(1);
    nowMs += 5 * day;
    await roundsEverywhere();
    await smtp.waitFor(casey, (m) => m.subject.startsWith('Invoices due') && m.text.includes('as of 11/30/2026'));
    await new Promise((r) => setTimeout(r, 300));
    expect(digestsTo(casey)).toHaveLength(2);
  });

  it('skips a user who turned the digest off', async () => {
    const token = await signIn(t.app, 'demo.bookkeeper');
    const res = await call(t.app, 'PUT', '/api/notifications', { token, payload: { invoiceDigest: false } });
    expect(res.statusCode, res.body).toBe(200);
    nowMs += 7 * day;
    await roundsEverywhere();
    await new Promise((r) => setTimeout(r, 300));
    expect(digestsTo(casey)).toHaveLength(2);
    const rows = (
      (await t.db.execute(sql`
        select e.status, e.error from mail_events e join users u on u.id = e.user_id
        where u.username = 'demo.bookkeeper' and e.event_key like 'invoice-digest:2026-12-07:%'`)) as unknown as {
        rows: { status: string; error: string }[];
      }
    ).rows;
    expect(rows).toEqual([{ status: 'skipped', error: 'turned off by the user' }]);
  });
});
