import type { arItems, payments } from '../schema/index.ts';
import { isoDate, weekday, weekOf } from './days.ts';
import type { CustomerInfo } from './history-context.ts';
import type { Random } from './random.ts';
import { Decimal } from '@provender/rules';

export interface InvoicedOrder {
  customerId: number;
  orderId: number;
  orderNumber: string;
  /** Invoice date: the delivery day. */
  day: number;
  total: Decimal;
  poNumber: string;
}

type ArRow = Omit<typeof arItems.$inferInsert, 'id'>;
type PaymentRow = Omit<typeof payments.$inferInsert, 'id' | 'createdAt'>;

/** Record types of DOMAIN.md. */
const INVOICE = 1;
const LATE_CHARGE = 5;
const CREDIT_MEMO = 6;
const PAYMENT = 7;

type Behaviour = 'prompt' | 'slow' | 'delinquent';

interface OpenInvoice extends InvoicedOrder {
  invoiceNumber: string;
  due: number;
  /** Never paid: disputed, or kept open so the demo account shows every aging bucket. */
  held: boolean;
  paidOn: number | null;
  shortBy: Decimal;
}

const creditReasons = [
  'Credit - damaged on delivery',
  'Credit - short shipped',
  'Credit - product returned',
  'Credit - pricing adjustment',
  'Credit - temperature rejection',
];

function lateness(r: Random, behaviour: Behaviour): number {
  if (behaviour === 'prompt') return r.int(-5, 2);
  if (behaviour === 'slow') return r.int(5, 40);
  return r.int(20, 70);
}

function firstDayOfMonth(day: number): number {
  const d = new Date(day * 86_400_000);
  return Math.floor(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) / 86_400_000);
}

/**
 * Invoices for delivered orders, the customer's payments in batches on their pay day, credit
 * memos applied by the next payment, and what is left open: invoices not yet due or paid late
 * (current and 1-30 days), slow and disputed ones (31-90 and over 90), open credit memos, an
 * unapplied payment and late charges. The demo customer (first business customer) shows one of each.
 * Every row reconciles: sum(balance) = sum(initial of non-payment items) - sum(payments).
 */
export function buildReceivables(
  r: Random,
  invoiced: InvoicedOrder[],
  businessCustomerIds: number[],
  customers: Map<number, CustomerInfo>,
  today: number,
): { arItems: ArRow[]; payments: PaymentRow[] } {
  const ordered = [...invoiced].sort((a, b) => a.day - b.day || a.orderNumber.localeCompare(b.orderNumber));
  const byCustomer = new Map<number, OpenInvoice[]>();
  ordered.forEach((inv, i) => {
    const terms = customers.get(inv.customerId)?.termsDays ?? 30;
    const list = byCustomer.get(inv.customerId) ?? [];
    list.push({
      ...inv,
      invoiceNumber: String(500_001 + i),
      due: inv.day + terms,
      held: false,
      paidOn: null,
      shortBy: new Decimal(0),
    });
    byCustomer.set(inv.customerId, list);
  });

  const items: (ArRow & { sortDay: number })[] = [];
  const paymentRows: PaymentRow[] = [];
  let memoNumber = 80_001;
  let lateNumber = 90_001;

  businessCustomerIds.forEach((customerId, index) => {
    const invoices = byCustomer.get(customerId) ?? [];
    const customer = customers.get(customerId);
    if (!customer || invoices.length === 0) return;
    const demo = index === 0;
    const roll = r.next();
    const behaviour: Behaviour = demo ? 'prompt' : roll < 0.6 ? 'prompt' : roll < 0.9 ? 'slow' : 'delinquent';
    const payWeekday = r.int(1, 5);
    const fortnightly = behaviour !== 'prompt' && r.chance(0.4);
    const parity = r.int(0, 1);
    const method = r.pick(['Check', 'Check', 'ACH', 'ACH', 'Credit Card']);
    let checkNumber = r.int(1001, 8000);
    const cardLast4 = String(r.int(1000, 9999));

    if (demo) {
      // The smallest invoice in each past-due bucket stays open on the demo account.
      for (const [from, to] of [
        [5, 25],
        [35, 55],
        [65, 85],
        [100, 160],
      ] as const) {
        const [pick] = invoices
          .filter((v) => v.due <= today - from && v.due >= today - to)
          .sort((a, b) => a.total.comparedTo(b.total));
        if (pick) pick.held = true;
      }
    }
    for (const inv of invoices) {
      if (behaviour === 'delinquent' && inv.day >= today - 250 && inv.day < today - 95 && r.chance(0.08))
        inv.held = true;
      if (inv.held) continue;
      let day = inv.due + lateness(r, behaviour);
      while (weekday(day) !== payWeekday || (fortnightly && weekOf(day) % 2 !== parity)) day++;
      if (day > today) continue;
      inv.paidOn = day;
      if (inv.day >= today - 365 && r.chance(0.01)) {
        inv.shortBy = Decimal.min(inv.total.times(0.1), r.int(5, 40)).toDecimalPlaces(2);
      }
    }

    // Credit memos, applied by the first later payment large enough to absorb them.
    const memos: {
      day: number;
      amount: Decimal;
      reference: string;
      remarks: string;
      applied: boolean;
      /** The demo account's newest memo stays open whatever payments follow (an open credit to show). */
      keepOpen: boolean;
      invoice: OpenInvoice;
    }[] = [];
    const memoEvery = r.int(25, 45);
    // Open credits otherwise depend on which payments fall before today: the demo account and one
    // more (C10003) always keep their newest memo open, so there is a credit to apply whatever the date.
    const keepsCredit = demo || customer.customerCode === 'C10003';
    invoices.forEach((inv, k) => {
      const recent = keepsCredit && k === invoices.length - 1;
      if (!recent && (k % memoEvery !== memoEvery - 1 || inv.held)) return;
      const amount = Decimal.max(inv.total.times(0.03 + r.next() * 0.12), 8).toDecimalPlaces(2);
      memos.push({
        day: Math.min(today, inv.day + r.int(1, 6)),
        amount,
        reference: `CM${memoNumber++}`,
        remarks: r.pick(creditReasons),
        applied: false,
        keepOpen: recent,
        invoice: inv,
      });
    });

    const batches = new Map<number, OpenInvoice[]>();
    for (const inv of invoices) {
      if (inv.paidOn === null) continue;
      const list = batches.get(inv.paidOn) ?? [];
      list.push(inv);
      batches.set(inv.paidOn, list);
    }
    for (const day of [...batches.keys()].sort((a, b) => a - b)) {
      const batch = batches.get(day) ?? [];
      let amount = batch.reduce((s, v) => s.plus(v.total).minus(v.shortBy), new Decimal(0));
      for (const memo of memos) {
        if (memo.applied || memo.keepOpen || memo.day > day || amount.lte(memo.amount.plus(1))) continue;
        memo.applied = true;
        amount = amount.minus(memo.amount);
      }
      paymentRows.push(paymentRow(customerId, day, amount, method, customer.customerCode, checkNumber++, cardLast4));
    }

    for (const inv of invoices) {
      const balance = inv.paidOn === null ? inv.total : inv.shortBy;
      items.push({
        sortDay: inv.day,
        customerId,
        arCode: '',
        recordType: INVOICE,
        reference: inv.invoiceNumber,
        invoiceNumber: inv.invoiceNumber,
        orderId: inv.orderId,
        invoiceDate: isoDate(inv.day),
        dueDate: isoDate(inv.due),
        poNumber: inv.poNumber,
        initial: inv.total.toFixed(2),
        balance: balance.toFixed(2),
        remarks: inv.shortBy.gt(0)
          ? 'Short paid - pricing under review'
          : inv.held && !demo
            ? 'Disputed - awaiting credit'
            : '',
      });
    }
    for (const memo of memos) {
      items.push({
        sortDay: memo.day,
        customerId,
        arCode: '',
        recordType: CREDIT_MEMO,
        reference: memo.reference,
        invoiceNumber: memo.invoice.invoiceNumber,
        orderId: memo.invoice.orderId,
        invoiceDate: isoDate(memo.day),
        dueDate: isoDate(memo.day),
        poNumber: memo.invoice.poNumber,
        initial: memo.amount.neg().toFixed(2),
        balance: memo.applied ? '0.00' : memo.amount.neg().toFixed(2),
        remarks: memo.remarks,
      });
    }

    if (demo || r.chance(0.12)) {
      const day = today - r.int(2, 20);
      const amount = new Decimal(r.int(5000, 40000)).div(100);
      const reference = `Check ${checkNumber}`;
      paymentRows.push({
        customerId,
        paymentDate: isoDate(day),
        amount: amount.toFixed(2),
        method: 'Check',
        reference,
        transactionId: null,
      });
      items.push({
        sortDay: day,
        customerId,
        arCode: '',
        recordType: PAYMENT,
        reference,
        invoiceNumber: null,
        orderId: null,
        invoiceDate: isoDate(day),
        dueDate: isoDate(day),
        poNumber: '',
        initial: amount.neg().toFixed(2),
        balance: amount.neg().toFixed(2),
        remarks: 'Unapplied payment - no remittance advice',
      });
    }

    if (demo || behaviour === 'delinquent') {
      const day = firstDayOfMonth(today);
      const pastDue = invoices
        .filter((v) => v.paidOn === null && v.due < day - 30)
        .reduce((s, v) => s.plus(v.total), new Decimal(0));
      if (pastDue.gt(0)) {
        const amount = Decimal.max(pastDue.times(0.015), 5).toDecimalPlaces(2);
        items.push({
          sortDay: day,
          customerId,
          arCode: '',
          recordType: LATE_CHARGE,
          reference: `LC${lateNumber++}`,
          invoiceNumber: null,
          orderId: null,
          invoiceDate: isoDate(day),
          dueDate: isoDate(day),
          poNumber: '',
          initial: amount.toFixed(2),
          balance: amount.toFixed(2),
          remarks: 'Finance charge 1.5% on balance over 30 days past due',
        });
      }
    }
  });

  items.sort(
    (a, b) =>
      a.sortDay - b.sortDay ||
      a.recordType - b.recordType ||
      a.customerId - b.customerId ||
      a.reference.localeCompare(b.reference),
  );
  const arRows = items.map(({ sortDay: _sortDay, ...row }, i) => ({
    ...row,
    arCode: `AR${String(i + 1).padStart(7, '0')}`,
  }));
  paymentRows.sort((a, b) => a.paymentDate.localeCompare(b.paymentDate) || a.customerId - b.customerId);
  return { arItems: arRows, payments: paymentRows };
}

function paymentRow(
  customerId: number,
  day: number,
  amount: Decimal,
  method: string,
  customerCode: string,
  checkNumber: number,
  cardLast4: string,
): PaymentRow {
  const date = isoDate(day);
  const reference =
    method === 'Check'
      ? `Check ${checkNumber}`
      : method === 'ACH'
        ? `ACH ${date.replace(/-/g, '')}`
        : `Card ending ${cardLast4}`;
  return {
    customerId,
    paymentDate: date,
    amount: amount.toFixed(2),
    method,
    reference,
    transactionId: method === 'Check' ? null : `${customerCode}-${date.replace(/-/g, '')}`,
  };
}
