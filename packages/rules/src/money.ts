import { Decimal, type DecimalValue } from './decimal.ts';

/** Extensions and totals are money: 2 decimals. */
export const MONEY_DECIMALS = 2;

/** A price or amount that is not known shows this (spec 01 section 4, spec 02 section 9). */
export const MISSING_PRICE = '-.--';

/** What money may arrive as: a number from JSON, a decimal string, or a decimal object (Decimal, decimal.js). */
export type MoneyValue = DecimalValue;

/**
 * The exact sum of amounts, rounded half up to `decimals` (cents by default). Missing amounts
 * (null, undefined) are left out. Money is added here and nowhere else (decision 101).
 */
export function sumMoney(values: Iterable<MoneyValue | null | undefined>, decimals = MONEY_DECIMALS): Decimal {
  let sum = new Decimal(0);
  for (const value of values) if (value !== null && value !== undefined) sum = sum.plus(value);
  return sum.toDecimalPlaces(decimals);
}

/** Thousands separators in a run of digits: 12345678 → 12,345,678. */
function grouped(digits: string): string {
  let out = '';
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += ',';
    out += digits[i];
  }
  return out;
}

/**
 * A whole count with thousands separators, as en-US writes it: 1,234,567 results. Written from its
 * digits for the reason formatMoney is (no Intl formatter to build on a first screen, decision 368).
 */
export function formatCount(count: number): string {
  if (!Number.isSafeInteger(count)) throw new RangeError(`not a whole count: ${count}`);
  return count < 0 ? `-${grouped(String(-count))}` : grouped(String(count));
}

/**
 * US dollars with thousands separators and exactly `decimals` decimals: $1,234.50 for amounts,
 * $2.1575 for a price whose unit keeps 4 decimals, -$7.50 below zero (what Intl.NumberFormat's
 * en-US currency format writes). The value is rounded half up as a decimal and written from its
 * digits, so no binary float touches it; Intl is not used because building its formatter costs a
 * first screen about 15 ms of a slow phone's main thread (decision 368). A missing value shows -.--.
 */
export function formatMoney(value: MoneyValue | null | undefined, decimals = MONEY_DECIMALS): string {
  if (value === null || value === undefined) return MISSING_PRICE;
  const fixed = new Decimal(value).toDecimalPlaces(decimals).toFixed(decimals);
  const negative = fixed.startsWith('-');
  const unsigned = negative ? fixed.slice(1) : fixed;
  const point = unsigned.indexOf('.');
  const whole = point < 0 ? unsigned : unsigned.slice(0, point);
  const fraction = point < 0 ? '' : unsigned.slice(point);
  return `${negative ? '-' : ''}$${grouped(whole)}${fraction}`;
}
