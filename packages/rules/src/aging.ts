import { Decimal, type DecimalValue } from './decimal.ts';
import { dayNumber, type IsoDate } from './calendar.ts';
import { AGING_BUCKETS } from './receivables.ts';

export interface AgingItem {
  dueDate: IsoDate;
  balance: DecimalValue;
}

export interface Aging {
  /** Debit items not yet past due. */
  current: Decimal;
  /** Debit items by days past their due date. */
  buckets: { name: (typeof AGING_BUCKETS)[number]; value: Decimal }[];
  /** Credit items (credit memos, unapplied payments, credit adjustments): negative or zero. */
  unappliedCredit: Decimal;
  /** The sum of every open item: current + buckets + unapplied credit. */
  balance: Decimal;
}

/**
 * The index in AGING_BUCKETS of a debit item due on `dueDate`, by whole days past due on `today`;
 * -1 when it is not past due (Current).
 */
export function agingBucketIndex(dueDate: IsoDate, today: IsoDate): number {
  const late = dayNumber(today) - dayNumber(dueDate);
  return late <= 0 ? -1 : late <= 30 ? 0 : late <= 60 ? 1 : late <= 90 ? 2 : 3;
}

/**
 * Ages open items as of `today`: the one aging rule of the account summary, the statement and any
 * export (decisions 061, 435). Debit items by days past due into Current, 1-30, 31-60, 61-90 and
 * Over 90; credit items (a balance below zero) are not aged, whatever their dates, but summed as
 * unapplied credit, so that the figures add up to the balance.
 */
export function ageOpenItems(items: readonly AgingItem[], today: IsoDate): Aging {
  let current = new Decimal(0);
  let unappliedCredit = new Decimal(0);
  const values = AGING_BUCKETS.map(() => new Decimal(0));
  for (const item of items) {
    const balance = new Decimal(item.balance);
    if (balance.isZero()) continue;
    if (balance.isNegative()) {
      unappliedCredit = unappliedCredit.plus(balance);
      continue;
    }
    const index = agingBucketIndex(item.dueDate, today);
    if (index < 0) current = current.plus(balance);
    else values[index] = (values[index] as Decimal).plus(balance);
  }
  const buckets = AGING_BUCKETS.map((name, i) => ({ name, value: values[i] as Decimal }));
  const balance = buckets.reduce((sum, b) => sum.plus(b.value), current).plus(unappliedCredit);
  return { current, buckets, unappliedCredit, balance };
}

/**
 * An aging laid out in a row, as a statement or an export prints it (decision 435): Current, the
 * buckets, Unapplied Credit, then the total (`totalLabel`), which is the balance. The names are the
 * ones Account Summary shows.
 */
export function agingColumns(aging: Aging, totalLabel: string): { name: string; value: Decimal }[] {
  return [
    { name: 'Current', value: aging.current },
    ...aging.buckets,
    { name: 'Unapplied Credit', value: aging.unappliedCredit },
    { name: totalLabel, value: aging.balance },
  ];
}
