import { OrderGuideMessages } from '@provender/contract';
import { Decimal, readDecimal, type DecimalValue } from './decimal.ts';
import { isDivisible } from './sell-by-multiple.ts';

/**
 * The error for an order guide quantity, or null when it is fine. Unlike the cart, a guide has no
 * rounding and no confirmation: the quantity must be a multiple of a non-zero sell-by multiple
 * (zero is the multiple 0, a guide line with no usual quantity yet).
 */
export function guideQuantityError(quantity: DecimalValue, sellByMultiple: DecimalValue): string | null {
  const q = readDecimal(quantity);
  if (q && !q.isNegative() && q.decimalPlaces() > 2) return OrderGuideMessages.quantityDecimals;
  if (!q || q.isNegative() || !isDivisible(q, sellByMultiple))
    return OrderGuideMessages.invalidQuantity(
      q ? q.toString() : String(quantity),
      new Decimal(sellByMultiple).toString(),
    );
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
