import { BankAccountMessages, PaymentAmountMessages } from '@provender/contract';
import { dayNumber, type IsoDate } from './calendar.ts';
import { Decimal, readDecimal, type DecimalValue } from './decimal.ts';

/** Record types of open receivable items (spec 02 section 3). */
export const RecordType = {
  invoice: 1,
  futureInvoice: 2,
  nsfCheck: 3,
  debitAdjustment: 4,
  lateCharge: 5,
  creditMemo: 6,
  payment: 7,
  creditAdjustment: 8,
} as const;
export type RecordTypeCode = (typeof RecordType)[keyof typeof RecordType];

const recordTypeNames: Record<number, string> = {
  1: 'Invoice',
  2: 'Future Invoice',
  3: 'NSF Check',
  4: 'Debit Adjustment',
  5: 'Late Charge',
  6: 'Credit Memo',
  7: 'Payment',
  8: 'Credit Adjustment',
};
export const recordTypeName = (recordType: number): string => recordTypeNames[recordType] ?? 'Item';

/** Aging bucket names in the order they are shown (decision 061). */
export const AGING_BUCKETS = ['1-30', '31-60', '61-90', 'Over 90'] as const;

/**
 * How every aging shows credits (decision 435), printed under the statement's aging: the same
 * presentation as Account Summary's Financial Data (decision 061).
 */
export const AGING_CREDITS_NOTE =
  'Credits not yet applied to an invoice (credit memos, payments, credit adjustments) are not aged: ' +
  'they are shown apart as Unapplied Credit and subtracted from the total, as on Account Summary.';

/** Whole days from `from` to `to` (0 when `to` is earlier). */
export function daysBetween(from: IsoDate, to: IsoDate): number {
  return Math.max(0, dayNumber(to) - dayNumber(from));
}

/**
 * The running balance of account detail lines (spec 02: it accumulates from the oldest line,
 * credits subtracting). Lines are given in any order; the answer is keyed by position and the
 * accumulation follows invoice date, then the order given (a stable tie-break). `opening` is the
 * balance forward: what the account's lines before these add up to (decision 421), so a range of
 * lines carries the running balance of the whole account.
 */
export function runningBalances<L extends { invoiceDate: IsoDate; balance: DecimalValue }>(
  lines: readonly L[],
  opening: DecimalValue = 0,
): Decimal[] {
  const order = lines.map((line, index) => ({ line, index }));
  order.sort((a, b) => a.line.invoiceDate.localeCompare(b.line.invoiceDate) || a.index - b.index);
  const result: Decimal[] = new Array<Decimal>(lines.length);
  let running = new Decimal(opening);
  for (const { line, index } of order) {
    running = running.plus(line.balance);
    result[index] = running;
  }
  return result;
}

/**
 * The amount applied to one open item, signed as the browser shows it (spec 02 section 5):
 * numeric, not above the balance in absolute value, the same sign as the balance.
 */
export function paymentLineError(amount: DecimalValue, balance: DecimalValue): string | null {
  const value = readDecimal(amount);
  if (!value) return PaymentAmountMessages.notNumeric;
  const owed = new Decimal(balance);
  if (value.isZero()) return null;
  if (value.isNegative() !== owed.isNegative()) return PaymentAmountMessages.differentSign;
  if (value.abs().gt(owed.abs())) return PaymentAmountMessages.greaterThanBalance;
  return null;
}

/** Payment types of the payment draft (spec 02 section 3). */
export const PaymentType = { ApplyCredit: 0, CreditCard: 1, Check: 2 } as const;
export type PaymentTypeCode = (typeof PaymentType)[keyof typeof PaymentType];

/**
 * Payment method options (spec 02 section 4): at zero only Apply Credit; otherwise Credit Card
 * when any accepted issuer is a card (enRoute never), and eCheck when it is accepted. The first
 * option is the one preselected.
 */
export function paymentMethodOptions(amount: DecimalValue, acceptedIssuers: readonly number[]): PaymentTypeCode[] {
  if (new Decimal(amount).isZero()) return [PaymentType.ApplyCredit];
  const options: PaymentTypeCode[] = [];
  if (acceptedIssuers.some((code) => code >= 1 && code <= 6)) options.push(PaymentType.CreditCard);
  if (acceptedIssuers.includes(8)) options.push(PaymentType.Check);
  return options;
}

/** An ABA routing number: nine digits whose weighted sum (3, 7, 1) is a multiple of ten. */
export function isRoutingNumber(value: string): boolean {
  if (!/^\d{9}$/.test(value)) return false;
  const d = [...value].map(Number);
  const sum = [0, 3, 6].reduce((s, i) => s + 3 * (d[i] as number) + 7 * (d[i + 1] as number) + (d[i + 2] as number), 0);
  return sum % 10 === 0;
}

export interface BankAccountInput {
  routingNumber: string;
  accountNumber: string;
  /** The re-entered values of the form; the server has none to compare and passes the same. */
  routingNumberConfirm?: string;
  accountNumberConfirm?: string;
}

/**
 * eCheck rules (spec 02 section 5, decision 062): both numbers required and equal to their
 * re-entry; a routing number must be a valid ABA number and an account number 4 to 17 digits.
 */
export function bankAccountErrors(input: BankAccountInput): Partial<Record<keyof BankAccountInput, string>> {
  const errors: Partial<Record<keyof BankAccountInput, string>> = {};
  const routing = input.routingNumber.trim();
  const account = input.accountNumber.trim();
  if (routing === '') errors.routingNumber = BankAccountMessages.routingRequired;
  else if (!isRoutingNumber(routing)) errors.routingNumber = BankAccountMessages.routingInvalid;
  if (input.routingNumberConfirm !== undefined && input.routingNumberConfirm.trim() !== routing)
    errors.routingNumberConfirm = BankAccountMessages.routingMismatch;
  if (account === '') errors.accountNumber = BankAccountMessages.accountRequired;
  else if (!/^\d{4,17}$/.test(account)) errors.accountNumber = BankAccountMessages.accountInvalid;
  if (input.accountNumberConfirm !== undefined && input.accountNumberConfirm.trim() !== account)
    errors.accountNumberConfirm = BankAccountMessages.accountMismatch;
  return errors;
}
