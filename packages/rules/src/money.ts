import { ExactDecimal, type DecimalValue } from './exact-decimal.ts';

/** Extensions and totals are money: 2 decimals. */
export const MONEY_DECIMALS = 2;

/** A price or amount that is not known shows this (spec 01 section 4, spec 02 section 9). */
export const MISSING_PRICE = '-.--';

/** What money may arrive as: a number from JSON, a decimal string, or a decimal object (ExactDecimal, decimal.js). */
export type MoneyValue = DecimalValue;

/**
 * The exact sum of amounts, rounded half up to `decimals` (cents by default). Missing amounts
 * (null, undefined) are left out. Money is added here and nowhere else (decision 101).
 */
export function sumMoney(values: Iterable<MoneyValue | null | undefined>, decimals = MONEY_DECIMALS): ExactDecimal {
  let sum = new ExactDecimal(0);
  for (const value of values) if (value !== null && value !== undefined) sum = sum.plus(value);
  return sum.toDecimalPlaces(decimals);
}

const formats = new Map<number, Intl.NumberFormat>();

function usdFormat(decimals: number): Intl.NumberFormat {
  let format = formats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency: 'USD',
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formats.set(decimals, format);
  }
  return format;
}

/**
 * US dollars with thousands separators and exactly `decimals` decimals: $1,234.50 for amounts,
 * $2.1575 for a price whose unit keeps 4 decimals. The value is rounded half up as a decimal and
 * handed to Intl.NumberFormat as a string, so no binary float touches it. A missing value
 * shows -.--.
 */
export function formatMoney(value: MoneyValue | null | undefined, decimals = MONEY_DECIMALS): string {
  if (value === null || value === undefined) return MISSING_PRICE;
  const exact = new ExactDecimal(value).toDecimalPlaces(decimals);
  // Intl formats a decimal string exactly (ECMA-402 NumberFormat v3); the cast is for older lib typings.
  return usdFormat(decimals).format(exact.toFixed(decimals) as unknown as number);
}
