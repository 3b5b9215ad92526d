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
 * How money is written: the ISO 4217 currency and the locale (decision 441). The site's format is
 * the server's one currency setting (CURRENCY, US dollars by default) written as en-US writes it;
 * the server sets it at start and the browser when the site settings arrive.
 */
export interface MoneyFormat {
  currency: string;
  locale: string;
}

export const DEFAULT_MONEY_FORMAT: Readonly<MoneyFormat> = { currency: 'USD', locale: 'en-US' };
let siteFormat: Readonly<MoneyFormat> = DEFAULT_MONEY_FORMAT;

/** The site's money format: its currency, in en-US. */
export const siteMoneyFormat = (): Readonly<MoneyFormat> => siteFormat;

/** Sets the site's currency (the server's setting); formatMoney writes it unless told otherwise. */
export function setSiteCurrency(currency: string): void {
  if (!/^[A-Z]{3}$/.test(currency)) throw new RangeError(`not an ISO 4217 currency code: ${currency}`);
  siteFormat = { ...DEFAULT_MONEY_FORMAT, currency };
}

/** What formatMoney takes besides the value: the decimals, or a format and the decimals. */
export type MoneyOptions = number | (Partial<MoneyFormat> & { decimals?: number });

/** Intl formatters by locale, currency and decimals, built once each. */
const formatters = new Map<string, Intl.NumberFormat>();
function intlFormatter(locale: string, currency: string, decimals: number): Intl.NumberFormat {
  const key = `${locale} ${currency} ${decimals}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(key, format);
  }
  return format;
}

/**
 * Money with thousands separators and exactly `decimals` decimals (2 unless told), in the site's
 * currency unless a currency or locale is given: $1,234.50 for amounts, $2.1575 for a price whose
 * unit keeps 4 decimals, -$7.50 below zero. The value is rounded half up as a decimal first, so no
 * binary float touches it. US dollars in en-US are written from the digits (what Intl writes),
 * without building an Intl formatter, which costs a first screen about 15 ms of a slow phone's main
 * thread (decision 368); any other currency or locale is written by Intl.NumberFormat from the
 * rounded decimal string, which it formats exactly. A missing value shows -.--.
 */
export function formatMoney(value: MoneyValue | null | undefined, options: MoneyOptions = MONEY_DECIMALS): string {
  if (value === null || value === undefined) return MISSING_PRICE;
  const { decimals = MONEY_DECIMALS, ...format } = typeof options === 'number' ? { decimals: options } : options;
  const currency = format.currency ?? siteFormat.currency;
  const locale = format.locale ?? siteFormat.locale;
  const fixed = new Decimal(value).toDecimalPlaces(decimals).toFixed(decimals);
  if (currency !== 'USD' || locale !== 'en-US')
    return intlFormatter(locale, currency, decimals).format(fixed as Intl.StringNumericLiteral);
  const negative = fixed.startsWith('-');
  const unsigned = negative ? fixed.slice(1) : fixed;
  const point = unsigned.indexOf('.');
  const whole = point < 0 ? unsigned : unsigned.slice(0, point);
  const fraction = point < 0 ? '' : unsigned.slice(point);
  return `${negative ? '-' : ''}$${grouped(whole)}${fraction}`;
}
