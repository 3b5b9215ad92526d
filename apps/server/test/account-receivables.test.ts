import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import Decimal from 'decimal.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountDetailLine, AccountSummary, OpenReceivableItem } from '@provender/contract';
import { AGING_CREDITS_NOTE, formatMoney } from '@provender/rules';
import { and, eq } from 'drizzle-orm';
import { arItems, orders, payments, scanDocuments } from '../src/db/schema/index.ts';
import { call, createTestApp, signIn, type TestApp } from './helpers/app.ts';
import { setCustomerSetting } from './helpers/catalog-fixtures.ts';
import { pdfText } from './helpers/checkout.ts';
import { pdfToText } from './helpers/history.ts';
import { customerKeys } from './helpers/personas.ts';
import { replaceReceivables } from './helpers/receivables.ts';

let t: TestApp;
let customer: string;
let buyer4: string;
let consumer: string;
let keys: Record<'C10001' | 'C10004', number>;
/** 10:00 in New York on 15 March 2026: the distributor's day is 2026-03-15. */
const NOW = new Date('2026-03-15T14:00:00Z');

beforeAll(async () => {
  t = await createTestApp({ now: () => NOW });
  customer = await signIn(t.app, 'demo.customer');
  buyer4 = await signIn(t.app, 'buyer.c10004');
  consumer = await signIn(t.app, 'demo.consumer@example.com');
  keys = await customerKeys(t.db, 'C10001', 'C10004');
  await t.db.delete(payments).where(eq(payments.customerId, keys.C10004));
  await replaceReceivables(t.db, keys.C10004, [
    {
      code: 'T1',
      recordType: 1,
      reference: '900001',
      invoiceDate: '2026-03-01',
      dueDate: '2026-03-31',
      initial: '100.00',
    },
    {
      code: 'T2',
      recordType: 1,
      reference: '900002',
      invoiceDate: '2026-02-01',
      dueDate: '2026-03-15',
      initial: '50.25',
    },
    {
      code: 'T3',
      recordType: 1,
      reference: '900003',
      invoiceDate: '2026-02-01',
      dueDate: '2026-03-14',
      initial: '10.00',
    },
    { code: 'T4', recordType: 5, reference: 'LC1', invoiceDate: '2026-01-01', dueDate: '2026-02-13', initial: '20.00' },
    {
      code: 'T5',
      recordType: 1,
      reference: '900005',
      invoiceDate: '2025-12-01',
      dueDate: '2026-02-12',
      initial: '30.00',
    },
    {
      code: 'T6',
      recordType: 1,
      reference: '900006',
      invoiceDate: '2025-11-01',
      dueDate: '2025-12-15',
      initial: '40.00',
    },
    {
      code: 'T7',
      recordType: 1,
      reference: '900007',
      invoiceDate: '2025-10-01',
      dueDate: '2025-12-14',
      initial: '70.00',
    },
    {
      code: 'T8',
      recordType: 6,
      reference: 'CM1',
      invoiceDate: '2026-03-02',
      dueDate: '2026-03-02',
      initial: '-15.50',
      remarks: 'Credit - damaged on delivery',
    },
    {
      code: 'T9',
      recordType: 7,
      reference: 'Check 77',
      invoiceDate: '2026-03-10',
      dueDate: '2026-03-10',
      initial: '-5.00',
    },
    {
      code: 'T10',
      recordType: 1,
      reference: '900010',
      invoiceDate: '2026-01-05',
      dueDate: '2026-02-04',
      initial: '99.00',
      balance: '0.00',
      remarks: 'Paid in full',
    },
  ]);
});
afterAll(() => t.close());

const summaryOf = async (token: string, customerKey?: number) => {
  const res = await call(t.app, 'GET', '/api/account/summary', { token, customerKey });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as AccountSummary;
};

describe('GET /api/account/summary', () => {
  it("ages open items by days past due on the distributor's day", async () => {
    const s = await summaryOf(buyer4);
    expect(s.asOf).toBe('2026-03-15');
    // Due today or later is current; 1 day late is 1-30; 30 late is 1-30, 31 is 31-60; 90 is 61-90, 91 over 90.
    expect(s.current).toBe(150.25);
    expect(s.buckets).toEqual([
      { name: '1-30', value: 10 + 20 },
      { name: '31-60', value: 30 },
      { name: '61-90', value: 40 },
      { name: 'Over 90', value: 70 },
    ]);
    expect(s.unappliedCredit).toBe(-20.5);
    expect(s.balance).toBe(299.75);
  });

  it('reconciles: balance = sum of open items; available credit = limit - balance - on order', async () => {
    const s = await summaryOf(customer);
    const open = (await call(t.app, 'GET', '/api/account/openar', { token: customer })).json() as OpenReceivableItem[];
    expect(open.length).toBeGreaterThan(3);
    const sum = open.reduce((acc, item) => acc.plus(item.balance), new Decimal(0));
    expect(s.balance).toBe(sum.toNumber());
    const aged = s.buckets.reduce((acc, b) => acc.plus(b.value), new Decimal(s.current)).plus(s.unappliedCredit);
    expect(aged.toNumber()).toBe(s.balance);
    expect(new Decimal(s.creditLimit).minus(s.balance).minus(s.onOrder).toNumber()).toBe(s.availableCredit);
    expect(s.name).not.toBe('');
    expect(s.address.length).toBeGreaterThan(0);
    // The bill-to as fields, for Make Payment's billing address: the same as the address lines.
    expect(s.billTo.name).toBe(s.name);
    expect(s.address[0]).toBe(s.billTo.address1);
    expect(s.address.at(-1)).toBe(`${s.billTo.city}, ${s.billTo.state} ${s.billTo.zip}`);
    expect(s.billTo.country).toBe('US');
    expect(s.lastInvoiceDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(s.lastPaymentAmount).toBeGreaterThan(0);
  });

  it('counts orders not yet invoiced as on order, and held ones as on hold', async () => {
    const before = await summaryOf(buyer4);
    const base = { customerId: keys.C10004, lineTotal: '0', total: '0' };
    await t.db.insert(orders).values([
      { ...base, orderNumber: 'T-OPEN-1', status: 'Open', lineTotal: '123.45', total: '123.45' },
      { ...base, orderNumber: 'T-HOLD-1', status: 'Hold', lineTotal: '10.00', total: '10.00' },
      { ...base, orderNumber: 'T-INV-1', status: 'Invoiced', lineTotal: '99.00', total: '99.00' },
    ]);
    const after = await summaryOf(buyer4);
    expect(new Decimal(after.onOrder).minus(before.onOrder).toNumber()).toBe(123.45);
    expect(new Decimal(after.onHold).minus(before.onHold).toNumber()).toBe(10);
    expect(new Decimal(before.availableCredit).minus(after.availableCredit).toNumber()).toBe(123.45);
  });

  it('is refused to consumers and to a buyer naming another customer', async () => {
    expect((await call(t.app, 'GET', '/api/account/summary', { token: consumer })).statusCode).toBe(403);
    const other = await call(t.app, 'GET', '/api/account/summary', { token: buyer4, customerKey: keys.C10001 });
    expect(other.statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/account/summary')).statusCode).toBe(401);
  });
});

describe('GET /api/account/statement ages as the summary does (decision 435)', () => {
  /** The statement's Aging table as pdftotext lays it out: its column heads and its one row of figures. */
  function agingTable(text: string) {
    const lines = text.split('\n');
    const head = lines.findIndex((line) => /^\s*Current\s{2,}/.test(line) && line.includes('Total Due'));
    expect(head, text).toBeGreaterThan(-1);
    const values = lines.slice(head + 1).find((line) => line.trim() !== '') ?? '';
    const cells = (line: string) => line.trim().split(/\s{2,}/);
    return { columns: cells(lines[head]!), values: cells(values) };
  }

  it.each([
    ['C10001 (demo data)', 'demo.customer'],
    ['C10003 (demo data)', 'buyer.c10003'],
    ['C10004 (a credit memo 13 days past due, a payment 5 days)', 'buyer.c10004'],
    ['C10005 (demo data)', 'buyer.c10005'],
  ])('prints the figures of Account Summary for %s, credits apart, and says so', async (_, username) => {
    const token = username === 'buyer.c10004' ? buyer4 : await signIn(t.app, username);
    const s = await summaryOf(token);
    const res = await call(t.app, 'GET', '/api/account/statement', { token });
    expect(res.statusCode, res.body).toBe(200);
    const text = pdfToText(res.rawPayload);
    const { columns, values } = agingTable(text);
    expect(columns).toEqual(['Current', ...s.buckets.map((b) => b.name), 'Unapplied Credit', 'Total Due']);
    expect(values).toEqual(
      [s.current, ...s.buckets.map((b) => b.value), s.unappliedCredit, s.balance].map((v) => formatMoney(v)),
    );
    expect(text.replace(/\s+/g, ' ')).toContain(AGING_CREDITS_NOTE);
  });

  it('ages a credit memo past due as Unapplied Credit, never netted into a bucket', async () => {
    const res = await call(t.app, 'GET', '/api/account/statement', { token: buyer4 });
    const { values } = agingTable(pdfToText(res.rawPayload));
    // T8 (-15.50, due 2026-03-02) and T9 (-5.00, due 2026-03-10) stay out of 1-30: 10.00 + 20.00 there.
    expect(values).toEqual(['$150.25', '$30.00', '$30.00', '$40.00', '$70.00', '-$20.50', '$299.75']);
  });
});

describe('GET /api/account/detail and /api/account/openar', () => {
  it('lists open and paid lines in the date range with age, type and credit flag', async () => {
    const res = await call(t.app, 'GET', '/api/account/detail', {
      token: buyer4,
      query: { startDate: '2026-01-01', endDate: '2026-03-02' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const lines = res.json() as AccountDetailLine[];
    expect(lines.map((l) => l.arCode)).toEqual(['T4', 'T10', 'T2', 'T3', 'T1', 'T8']);
    const memo = lines.find((l) => l.arCode === 'T8');
    expect(memo).toMatchObject({ isCredit: true, type: 'Credit Memo', balance: -15.5, age: 13 });
    expect(lines.find((l) => l.arCode === 'T10')).toMatchObject({ balance: 0, initial: 99, remarks: 'Paid in full' });
  });

  it("carries the whole account's running balance, oldest first, so a range starts from its balance forward", async () => {
    const detail = async (query: Record<string, string>) => {
      const res = await call(t.app, 'GET', '/api/account/detail', { token: buyer4, query });
      expect(res.statusCode, res.body).toBe(200);
      return (res.json() as AccountDetailLine[]).map((l) => [l.arCode, l.balance, l.running]);
    };
    // T2 and T3 share 2026-02-01: they run in the order they were entered. The last running is the balance.
    expect(await detail({})).toEqual([
      ['T7', 70, 70],
      ['T6', 40, 110],
      ['T5', 30, 140],
      ['T4', 20, 160],
      ['T10', 0, 160],
      ['T2', 50.25, 210.25],
      ['T3', 10, 220.25],
      ['T1', 100, 320.25],
      ['T8', -15.5, 304.75],
      ['T9', -5, 299.75],
    ]);
    expect((await summaryOf(buyer4)).balance).toBe(299.75);
    // From 2026-01-01 the lines before (T7, T6, T5: 140.00) are the balance forward: 160 - 20.
    expect(await detail({ startDate: '2026-01-01', endDate: '2026-03-02' })).toEqual([
      ['T4', 20, 160],
      ['T10', 0, 160],
      ['T2', 50.25, 210.25],
      ['T3', 10, 220.25],
      ['T1', 100, 320.25],
      ['T8', -15.5, 304.75],
    ]);
    expect(await detail({ startDate: '2026-02-01', endDate: '2026-02-01' })).toEqual([
      ['T2', 50.25, 210.25],
      ['T3', 10, 220.25],
    ]);
    // A range with only an end still starts from the oldest line.
    expect((await detail({ endDate: '2025-11-30' })).map((l) => l[2])).toEqual([70, 110]);
  });

  it('refuses a start date after the end date and dates that are not dates', async () => {
    const swapped = await call(t.app, 'GET', '/api/account/detail', {
      token: buyer4,
      query: { startDate: '2026-03-02', endDate: '2026-01-01' },
    });
    expect(swapped.statusCode).toBe(400);
    expect(swapped.body).toContain('Start date cannot be after end date');
    const bad = await call(t.app, 'GET', '/api/account/detail', { token: buyer4, query: { startDate: '2026-02-30' } });
    expect(bad.statusCode).toBe(400);
  });

  it('answers only open items with record types and arCodes', async () => {
    const open = (await call(t.app, 'GET', '/api/account/openar', { token: buyer4 })).json() as OpenReceivableItem[];
    expect(open.map((i) => i.arCode).sort()).toEqual(['T1', 'T2', 'T3', 'T4', 'T5', 'T6', 'T7', 'T8', 'T9'].sort());
    expect(open.find((i) => i.arCode === 'T9')).toMatchObject({ recordType: 7, type: 'Payment', isCredit: true });
    expect(open.find((i) => i.arCode === 'T4')).toMatchObject({ recordType: 5, type: 'Late Charge', isCredit: false });
  });
});

describe('scan documents on account detail lines', () => {
  const storeFile = (key: string, text: string) => {
    const path = join(t.config.documentDir, key);
    mkdirSync(join(path, '..'), { recursive: true });
    writeFileSync(path, `%PDF-1.4\n% ${text}\n`);
  };
  const detailOf = async (token: string) => {
    const res = await call(t.app, 'GET', '/api/account/detail', { token });
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as AccountDetailLine[];
  };

  it("carry the scans of the invoice's order, which open for the owner only", async () => {
    const base = { lineTotal: '100.00', total: '100.00', status: 'Invoiced' };
    const [own, foreign] = await t.db
      .insert(orders)
      .values([
        { ...base, orderNumber: '930001', customerId: keys.C10004 },
        { ...base, orderNumber: '930009', customerId: keys.C10001 },
      ])
      .returning({ id: orders.id });
    storeFile('test-ar/930001-ticket.pdf', 'ticket of 930001');
    storeFile('test-ar/930001-pod.pdf', 'proof of delivery of 930001');
    storeFile('test-ar/930009-ticket.pdf', 'ticket of 930009');
    const pdf = 'application/pdf';
    const scans = await t.db
      .insert(scanDocuments)
      .values([
        { orderId: own!.id, name: 'Delivery Ticket', storeKey: 'test-ar/930001-ticket.pdf', contentType: pdf },
        { orderId: own!.id, name: 'Proof of Delivery', storeKey: 'test-ar/930001-pod.pdf', contentType: pdf },
        { orderId: foreign!.id, name: 'Delivery Ticket', storeKey: 'test-ar/930009-ticket.pdf', contentType: pdf },
      ])
      .returning({ id: scanDocuments.id });
    const [ticket, pod, foreignTicket] = scans.map((s) => String(s.id));
    const link = (code: string, orderId: number) =>
      t.db
        .update(arItems)
        .set({ orderId })
        .where(and(eq(arItems.customerId, keys.C10004), eq(arItems.arCode, code)));
    await link('T1', own!.id);
    // An item pointing at another customer's order (bad imported data) shows neither its number nor its scans.
    await link('T2', foreign!.id);

    const lines = await detailOf(buyer4);
    expect(lines.find((l) => l.arCode === 'T1')).toMatchObject({
      orderNumber: '930001',
      scanDocuments: [
        { key: ticket, name: 'Delivery Ticket' },
        { key: pod, name: 'Proof of Delivery' },
      ],
    });
    expect(lines.find((l) => l.arCode === 'T2')).toMatchObject({ orderNumber: null, scanDocuments: [] });
    expect(lines.find((l) => l.arCode === 'T3')).toMatchObject({ scanDocuments: [] });
    const open = (await call(t.app, 'GET', '/api/account/openar', { token: buyer4 })).json() as OpenReceivableItem[];
    expect(open.find((i) => i.arCode === 'T1')?.scanDocuments.map((s) => s.key)).toEqual([ticket, pod]);

    // Every listed scan opens for the owner, as the browser's document button asks for it.
    for (const scan of lines.find((l) => l.arCode === 'T1')!.scanDocuments) {
      const res = await call(t.app, 'GET', `/api/documents/order/930001/scan/${scan.key}`, { token: buyer4 });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.rawPayload.toString()).toContain(scan.key === ticket ? 'ticket of 930001' : 'proof of delivery');
    }
    // Nobody else opens them, and the owner cannot reach another customer's scan through its own order.
    expect(
      (await call(t.app, 'GET', `/api/documents/order/930001/scan/${ticket}`, { token: customer })).statusCode,
    ).toBe(404);
    const viaOwn = await call(t.app, 'GET', `/api/documents/order/930001/scan/${foreignTicket}`, { token: buyer4 });
    expect(viaOwn.statusCode).toBe(404);
    const viaTheirs = await call(t.app, 'GET', `/api/documents/order/930009/scan/${foreignTicket}`, { token: buyer4 });
    expect(viaTheirs.statusCode).toBe(404);
    // demo.customer's own lines never carry C10004's scans.
    const theirLines = await detailOf(customer);
    expect(theirLines.flatMap((l) => l.scanDocuments).map((s) => s.key)).not.toContain(ticket);
  });

  it("carry the demo data's scanned delivery tickets on their invoices", async () => {
    const lines = await detailOf(customer);
    const scanned = lines.filter((l) => l.scanDocuments.length > 0);
    expect(scanned.length).toBeGreaterThan(0);
    // Invoices of the scanned orders, and credit memos raised against them, carry the order's scans.
    for (const line of scanned) expect(line.orderNumber).not.toBeNull();
    const line = scanned.find((l) => l.recordType === 1)!;
    expect(line).toBeDefined();
    const scan = line.scanDocuments[0]!;
    const res = await call(t.app, 'GET', `/api/documents/order/${line.orderNumber}/scan/${scan.key}`, {
      token: customer,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
  });
});

describe('credit memo PDF', () => {
  it("prints the acting customer's credit memo and answers 404 for anyone else's", async () => {
    const res = await call(t.app, 'GET', '/api/documents/creditmemo/CM1', { token: buyer4 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload);
    expect(text).toContain('Credit Memo');
    expect(text).toContain('CM1');
    expect(text).toContain('Credit - damaged on delivery');
    expect(text).toContain('$15.50');
    expect((await call(t.app, 'GET', '/api/documents/creditmemo/CM1', { token: customer })).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/api/documents/creditmemo/900001', { token: buyer4 })).statusCode).toBe(404);
  });

  it('follows canPrintInvoices', async () => {
    await setCustomerSetting(t.db, keys.C10004, 'canPrintInvoices', false);
    try {
      const res = await call(t.app, 'GET', '/api/documents/creditmemo/CM1', { token: buyer4 });
      expect(res.statusCode).toBe(403);
    } finally {
      await setCustomerSetting(t.db, keys.C10004, 'canPrintInvoices', true);
    }
  });
});
