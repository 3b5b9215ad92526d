import { toPrice, type MoneyValue } from '@provender/rules';

/** The text of an editable price field: all the decimals of the unit (2.1500). */
export function formatPriceInput(price: MoneyValue, priceDecimals: number): string {
  return toPrice(price, priceDecimals).toFixed(priceDecimals);
}

/** A price field's text is a price with at most the unit's decimals. */
export function isPriceInput(text: string, priceDecimals: number): boolean {
  const pattern = priceDecimals > 0 ? new RegExp(`^\\d{0,8}(\\.\\d{0,${priceDecimals}})?$`) : /^\d{0,8}$/;
  return pattern.test(text);
}
