import type { arItems, payments } from '../schema/index.ts';
import { isoDate } from './days.ts';
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

export type ArRow = Omit<typeof arItems.$inferInsert, 'id'>;
export type PaymentRow = Omit<typeof payments.$inferInsert, 'id' | 'createdAt'>;

/** Record types of DOMAIN.md. */
export const INVOICE = 1;
export const LATE_CHARGE = 5;
export const CREDIT_MEMO = 6;
export const PAYMENT = 7;

export type Behaviour = 'prompt' | 'slow' | 'delinquent';

export interface OpenInvoice extends InvoicedOrder {
  invoiceNumber: string;
  due: number;
  /** Never paid: disputed, or kept open so the demo account shows every aging bucket. */
  held: boolean;
  paidOn: number | null;
  shortBy: Decimal;
}

export type ItemRow = ArRow & { sortDay: number };

export interface CreditMemo {
  day: number;
  amount: Decimal;
  reference: string;
  remarks: string;
  applied: boolean;
  /** The demo account's newest memo stays open whatever payments follow (an open credit to show). */
  keepOpen: boolean;
  invoice: OpenInvoice;
}

/** How a customer pays: how late, on which weekday (every or every other week), by what method. */
export interface PayingHabits {
  behaviour: Behaviour;
  payWeekday: number;
  fortnightly: boolean;
  parity: number;
  method: string;
  /** The next check number (each check payment takes one). */
  checkNumber: number;
  cardLast4: string;
}

/** The numbers of credit memos and late charges, running across customers. */
export interface Numbers {
  memo: number;
  late: number;
}

/** One customer's receivables: what is paid, credited and left open. */
export interface CustomerBook {
  customerId: number;
  customer: CustomerInfo;
  invoices: OpenInvoice[];
  demo: boolean;
  today: number;
}

/** The invoices and credit memos as A/R items, with what each has left open. */
export function invoiceAndMemoItems(book: CustomerBook, memos: CreditMemo[]): ItemRow[] {
  const { customerId, demo } = book;
  const items: ItemRow[] = [];
  for (const inv of book.invoices) {
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
  return items;
}

/** Now and then (always on the demo account) a recent payment that came without remittance advice. */
export function unappliedPayment(
  r: Random,
  book: CustomerBook,
  habits: PayingHabits,
  items: ItemRow[],
  paymentRows: PaymentRow[],
) {
  const { customerId, demo, today } = book;
  if (demo || r.chance(0.12)) {
    const day = today - r.int(2, 20);
    const amount = new Decimal(r.int(5000, 40000)).div(100);
    const reference = `Check ${habits.checkNumber}`;
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
}

function firstDayOfMonth(day: number): number {
  const d = new Date(day * 86_400_000);
  return Math.floor(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1) / 86_400_000);
}

/** A late charge on the first of the month for a delinquent (or the demo) account with a balance over 30 days past due. */
export function lateCharge(book: CustomerBook, behaviour: Behaviour, numbers: Numbers, items: ItemRow[]) {
  const { customerId, demo, today, invoices } = book;
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
        reference: `LC${numbers.late++}`,
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
}

export function paymentRow(
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
