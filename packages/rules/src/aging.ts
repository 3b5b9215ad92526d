// Server only (decision 361): built on decimal.js, which the browser bundle must not load; the
// browser imports nothing from this module.
import Decimal from 'decimal.js';
import { dayNumber, type IsoDate } from './calendar.ts';
import { decimalOf } from './decimal-interop.ts';
import type { DecimalValue } from './exact-decimal.ts';
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
 * Ages open items as of `today` (decision 061): debit items by days past due into Current,
 * 1-30, 31-60, 61-90 and Over 90; credit items are not aged but summed as unapplied credit,
 * so that the figures add up to the balance.
 */
export function ageOpenItems(items: readonly AgingItem[], today: IsoDate): Aging {
  const todayNumber = dayNumber(today);
  let current = new Decimal(0);
  let unappliedCredit = new Decimal(0);
  const values = AGING_BUCKETS.map(() => new Decimal(0));
  for (const item of items) {
    const balance = decimalOf(item.balance);
    if (balance.isZero()) continue;
    if (balance.isNegative()) {
      unappliedCredit = unappliedCredit.plus(balance);
      continue;
    }
    const late = todayNumber - dayNumber(item.dueDate);
    const index = late <= 0 ? -1 : late <= 30 ? 0 : late <= 60 ? 1 : late <= 90 ? 2 : 3;
    if (index < 0) current = current.plus(balance);
    else values[index] = (values[index] as Decimal).plus(balance);
  }
  const buckets = AGING_BUCKETS.map((name, i) => ({ name, value: values[i] as Decimal }));
  const balance = buckets.reduce((sum, b) => sum.plus(b.value), current).plus(unappliedCredit);
  return { current, buckets, unappliedCredit, balance };
}
