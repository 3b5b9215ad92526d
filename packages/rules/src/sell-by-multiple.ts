import { CartMessages } from '@provender/contract';
import { Decimal, type DecimalValue } from './decimal.ts';
import type { QuantityRoundingFlag } from './types.ts';
import { toQuantity } from './units.ts';

/**
 * The rule "a quantity is a multiple of the sell-by unit" (spec 01 sections 4 and 5), for the cart,
 * the add-to-cart dialog, order guides and counts: every check and adjustment of a quantity against
 * a sell-by multiple is one of these functions.
 */

/** True when the quantity is a whole number of multiples; a zero multiple accepts anything. */
export function isDivisible(quantity: DecimalValue, multiple: DecimalValue): boolean {
  const m = new Decimal(multiple);
  if (m.isZero()) return true;
  return new Decimal(quantity).isMultipleOf(m);
}

/**
 * Adjusts a quantity to the sell-by multiple by the rounding flag. 'none' leaves it (the buyer is
 * asked to confirm instead); 'nearest' rounds halves up. Never below zero, 2 decimals.
 */
export function roundToMultiple(quantity: DecimalValue, multiple: DecimalValue, flag: QuantityRoundingFlag): Decimal {
  const q = Decimal.max(quantity, 0);
  const m = new Decimal(multiple);
  if (flag === 'none' || m.lte(0) || isDivisible(q, m)) return toQuantity(q);
  const steps = q.div(m);
  const whole = flag === 'up' ? steps.ceil() : flag === 'down' ? steps.floor() : steps.toDecimalPlaces(0);
  return toQuantity(whole.times(m));
}

/** With rounding off, a quantity that is not a whole number of multiples is kept only once the buyer confirms it. */
export function needsQuantityConfirmation(
  quantity: DecimalValue,
  multiple: DecimalValue,
  flag: QuantityRoundingFlag,
): boolean {
  return flag === 'none' && !isDivisible(quantity, multiple);
}

/**
 * The quantity a cart line keeps (2 decimals): a whole number of multiples as entered; otherwise
 * rounded by the flag, or, with rounding off, as entered once confirmed. A message when it cannot
 * be kept: not confirmed, or rounded down to nothing.
 */
export function sellByQuantity(
  entered: DecimalValue,
  sellBy: { unitOfMeasure: string; sellByMultiple: DecimalValue },
  flag: QuantityRoundingFlag,
  confirmed: boolean,
): { quantity: Decimal } | { message: string } {
  const quantity = toQuantity(entered);
  if (isDivisible(quantity, sellBy.sellByMultiple)) return { quantity };
  if (flag === 'none') return confirmed ? { quantity } : { message: CartMessages.notDivisible };
  const rounded = roundToMultiple(quantity, sellBy.sellByMultiple, flag);
  if (rounded.isZero())
    return { message: `Quantity must be at least ${String(sellBy.sellByMultiple)} ${sellBy.unitOfMeasure}.` };
  return { quantity: rounded };
}
