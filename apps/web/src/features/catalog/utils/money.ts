import { MONEY_DECIMALS } from '@provender/rules';

/** Spec 01 section 4: a price that is not known shows this. */
export const MISSING_PRICE = '-.--';

const moneyFormat = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: MONEY_DECIMALS,
  maximumFractionDigits: MONEY_DECIMALS,
});

/** An amount of money: $1,234.50. */
export function formatMoney(amount: number): string {
  return moneyFormat.format(amount);
}

const unitPriceFormats = new Map<number, Intl.NumberFormat>();

function currencyFormat(decimals: number): Intl.NumberFormat {
  let format = unitPriceFormats.get(decimals);
  if (!format) {
    format = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: decimals, maximumFractionDigits: decimals });
    unitPriceFormats.set(decimals, format);
  }
  return format;
}

/**
 * A unit price: in cents when it is a whole number of cents ($42.50), otherwise with all the
 * decimals its unit keeps ($29.0490, $2.1575), so prices in one list line up.
 */
export function formatUnitPrice(price: number, priceDecimals: number): string {
  const cents = Math.round(price * 100) / 100 === price;
  return currencyFormat(cents || priceDecimals < MONEY_DECIMALS ? Math.min(MONEY_DECIMALS, priceDecimals) : priceDecimals).format(price);
}

/** The text of an editable price field: all the decimals of the unit (2.1500). */
export function formatPriceInput(price: number, priceDecimals: number): string {
  return price.toFixed(priceDecimals);
}

/** A price field's text is a price with at most the unit's decimals. */
export function isPriceInput(text: string, priceDecimals: number): boolean {
  const pattern = priceDecimals > 0 ? new RegExp(`^\\d{0,8}(\\.\\d{0,${priceDecimals}})?$`) : /^\d{0,8}$/;
  return pattern.test(text);
}
