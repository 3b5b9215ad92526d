import Decimal from 'decimal.js';
import { isDivisible } from './units.ts';

/** The spec's message for a guide quantity that is not a whole number of sell-by multiples. */
export const invalidGuideQuantityMessage = (quantity: Decimal.Value, multiple: Decimal.Value) =>
  `Invalid quantity of ${new Decimal(quantity).toString()}. Please enter a multiple of ${new Decimal(multiple).toString()}`;

export const GUIDE_QUANTITY_DECIMALS_MESSAGE = 'Quantity may have at most 2 decimals.';

/**
 * The error for an order guide quantity, or null when it is fine. Unlike the cart, a guide has no
 * rounding and no confirmation: the quantity must be a multiple of a non-zero sell-by multiple
 * (zero is the multiple 0, a guide line with no usual quantity yet).
 */
export function guideQuantityError(quantity: Decimal.Value, sellByMultiple: Decimal.Value): string | null {
  const q = new Decimal(quantity);
  if (q.isFinite() && !q.isNegative() && q.decimalPlaces() > 2) return GUIDE_QUANTITY_DECIMALS_MESSAGE;
  if (!q.isFinite() || q.isNegative() || !isDivisible(q, sellByMultiple))
    return invalidGuideQuantityMessage(quantity, sellByMultiple);
  return null;
}

/**
 * The unit a guide line takes when none is given: the product's default unit when it is one of
 * its sell-by units, else the pricing sell-by unit, else the first one (null: nothing to sell by).
 */
export function defaultGuideUnit<T extends { unitOfMeasure: string; isPricing?: boolean }>(
  sellBys: readonly T[],
  defaultUnit: string,
): T | null {
  return sellBys.find((s) => s.unitOfMeasure === defaultUnit) ?? sellBys.find((s) => s.isPricing) ?? sellBys[0] ?? null;
}
