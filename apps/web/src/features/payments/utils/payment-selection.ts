import { PaymentAmountMessages, type OpenReceivableItem, type PaymentDraft } from '@provender/contract';
import { Decimal, paymentLineError } from '@provender/rules';

/** What the buyer typed for one open item (spec 02 "payment selection entry"). */
export interface SelectionEntry {
  /** The amount as typed, signed like the balance (credits negative); '' when not selected. */
  apply: string;
  helperText: string | null;
  isGreaterThanBalance: boolean;
  isDifferentSign: boolean;
}
export type Selection = Record<string, SelectionEntry>;

const parse = (text: string): Decimal | null => {
  try {
    const value = new Decimal(text.trim().replace(/[$,]/g, ''));
    return value.isFinite() ? value : null;
  } catch {
    return null;
  }
};

/** The entry for a typed amount: 0 deselects; the helper text is the first rule it breaks. */
export function entryFor(item: OpenReceivableItem, typed: string): SelectionEntry | null {
  const value = parse(typed);
  if (typed.trim() !== '' && value !== null && value.isZero()) return null;
  const helperText =
    typed.trim() === ''
      ? null
      : value === null
        ? PaymentAmountMessages.notNumeric
        : paymentLineError(value, item.balance);
  return {
    apply: typed,
    helperText,
    isGreaterThanBalance: helperText === PaymentAmountMessages.greaterThanBalance,
    isDifferentSign: helperText === PaymentAmountMessages.differentSign,
  };
}

/** Ticking a line applies its full balance. */
export const fullBalance = (item: OpenReceivableItem): SelectionEntry => ({
  apply: new Decimal(item.balance).toFixed(2),
  helperText: null,
  isGreaterThanBalance: false,
  isDifferentSign: false,
});

export function selectionTotal(selection: Selection): Decimal {
  return Object.values(selection).reduce((sum, e) => sum.plus(parse(e.apply) ?? 0), new Decimal(0));
}

/** Continue is disabled with nothing selected, a negative total, or any line in error (spec 02 section 4). */
export function canContinue(selection: Selection): boolean {
  const entries = Object.values(selection).filter((e) => e.apply.trim() !== '');
  if (entries.length === 0) return false;
  if (entries.some((e) => e.helperText !== null)) return false;
  return !selectionTotal(selection).isNegative();
}

/** The draft's details: absolute amounts (credit memos and payments are sent positive). */
export function draftDetails(items: readonly OpenReceivableItem[], selection: Selection): PaymentDraft['details'] {
  return items
    .filter((item) => selection[item.arCode] && parse(selection[item.arCode]?.apply ?? '') !== null)
    .map((item) => ({
      arCode: item.arCode,
      detailType: item.recordType,
      amount: (parse(selection[item.arCode]?.apply ?? '0') ?? new Decimal(0)).abs().toNumber(),
    }));
}

/** The browser's calendar day of `now` as an ISO date (YYYY-MM-DD). */
export function localIsoDate(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** An amount the customer owes that fell due before `today` (ISO dates compare as text). */
export function isPastDue(item: OpenReceivableItem, today: string): boolean {
  return !item.isCredit && item.balance > 0 && item.dueDate < today;
}

/**
 * Select All Past Due (issue 36): every past-due item ticked at its full balance, as ticking it
 * would; what else is selected stays as it is.
 */
export function withPastDue(selection: Selection, items: readonly OpenReceivableItem[], today: string): Selection {
  const next = { ...selection };
  for (const item of items) if (isPastDue(item, today)) next[item.arCode] = fullBalance(item);
  return next;
}
