import { weekday, weekOf } from './days.ts';
import type { CustomerInfo } from './history-context.ts';
import type { Random } from './random.ts';
import { Decimal } from '@provender/rules';

import {
  invoiceAndMemoItems,
  lateCharge,
  paymentRow,
  unappliedPayment,
  type ArRow,
  type Behaviour,
  type CreditMemo,
  type CustomerBook,
  type InvoicedOrder,
  type ItemRow,
  type Numbers,
  type OpenInvoice,
  type PayingHabits,
  type PaymentRow,
} from './receivable-items.ts';

export type { InvoicedOrder } from './receivable-items.ts';

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

function payingHabits(r: Random, demo: boolean): PayingHabits {
  const roll = r.next();
  const behaviour: Behaviour = demo ? 'prompt' : roll < 0.6 ? 'prompt' : roll < 0.9 ? 'slow' : 'delinquent';
  const payWeekday = r.int(1, 5);
  const fortnightly = behaviour !== 'prompt' && r.chance(0.4);
  const parity = r.int(0, 1);
  const method = r.pick(['Check', 'Check', 'ACH', 'ACH', 'Credit Card']);
  const checkNumber = r.int(1001, 8000);
  const cardLast4 = String(r.int(1000, 9999));
  return { behaviour, payWeekday, fortnightly, parity, method, checkNumber, cardLast4 };
}

/** The invoices by customer, numbered in invoice order, each due after the customer's terms. */
function openInvoicesByCustomer(invoiced: InvoicedOrder[], customers: Map<number, CustomerInfo>) {
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
  return byCustomer;
}

/** When each invoice is paid (or held open); the demo account keeps one open in each past-due bucket. */
function schedulePayments(r: Random, book: CustomerBook, habits: PayingHabits) {
  const { invoices, today } = book;
  const { behaviour, payWeekday, fortnightly, parity } = habits;
  if (book.demo) {
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
    if (behaviour === 'delinquent' && inv.day >= today - 250 && inv.day < today - 95 && r.chance(0.08)) inv.held = true;
    if (inv.held) continue;
    let day = inv.due + lateness(r, behaviour);
    while (weekday(day) !== payWeekday || (fortnightly && weekOf(day) % 2 !== parity)) day++;
    if (day > today) continue;
    inv.paidOn = day;
    if (inv.day >= today - 365 && r.chance(0.01)) {
      inv.shortBy = Decimal.min(inv.total.times(0.1), r.int(5, 40)).toDecimalPlaces(2);
    }
  }
}

/** Credit memos every few invoices, to be applied by the first later payment large enough to absorb them. */
function creditMemos(r: Random, book: CustomerBook, numbers: Numbers): CreditMemo[] {
  const { invoices, today } = book;
  const memos: CreditMemo[] = [];
  const memoEvery = r.int(25, 45);
  // Open credits otherwise depend on which payments fall before today: the demo account and one
  // more (C10003) always keep their newest memo open, so there is a credit to apply whatever the date.
  const keepsCredit = book.demo || book.customer.customerCode === 'C10003';
  invoices.forEach((inv, k) => {
    const recent = keepsCredit && k === invoices.length - 1;
    if (!recent && (k % memoEvery !== memoEvery - 1 || inv.held)) return;
    const amount = Decimal.max(inv.total.times(0.03 + r.next() * 0.12), 8).toDecimalPlaces(2);
    memos.push({
      day: Math.min(today, inv.day + r.int(1, 6)),
      amount,
      reference: `CM${numbers.memo++}`,
      remarks: r.pick(creditReasons),
      applied: false,
      keepOpen: recent,
      invoice: inv,
    });
  });
  return memos;
}

/** One payment per pay day for the invoices paid that day, less the memos it applies. */
function paymentBatches(book: CustomerBook, habits: PayingHabits, memos: CreditMemo[]): PaymentRow[] {
  const rows: PaymentRow[] = [];
  const batches = new Map<number, OpenInvoice[]>();
  for (const inv of book.invoices) {
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
    const { method, cardLast4 } = habits;
    rows.push(
      paymentRow(book.customerId, day, amount, method, book.customer.customerCode, habits.checkNumber++, cardLast4),
    );
  }
  return rows;
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
  const byCustomer = openInvoicesByCustomer(invoiced, customers);
  const items: ItemRow[] = [];
  const paymentRows: PaymentRow[] = [];
  const numbers: Numbers = { memo: 80_001, late: 90_001 };

  businessCustomerIds.forEach((customerId, index) => {
    const invoices = byCustomer.get(customerId) ?? [];
    const customer = customers.get(customerId);
    if (!customer || invoices.length === 0) return;
    const book: CustomerBook = { customerId, customer, invoices, demo: index === 0, today };
    const habits = payingHabits(r, book.demo);
    schedulePayments(r, book, habits);
    const memos = creditMemos(r, book, numbers);
    paymentRows.push(...paymentBatches(book, habits, memos));
    items.push(...invoiceAndMemoItems(book, memos));
    unappliedPayment(r, book, habits, items, paymentRows);
    lateCharge(book, habits.behaviour, numbers, items);
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
