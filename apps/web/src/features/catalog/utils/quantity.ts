import { QUANTITY_DECIMALS, roundToMultiple, toQuantity, type QuantityRoundingFlag } from '@provender/rules';

/** What a quantity field accepts while typing: digits and at most 2 decimals. */
const QUANTITY_INPUT = new RegExp(`^\\d{0,8}(\\.\\d{0,${QUANTITY_DECIMALS}})?$`);

export function isQuantityInput(text: string): boolean {
  return QUANTITY_INPUT.test(text);
}

/** The quantity in a field; an empty (or unfinished) entry is 0. */
export function parseQuantity(text: string): number {
  const value = Number(text);
  return text.trim() === '' || !Number.isFinite(value) ? 0 : toQuantity(value).toNumber();
}

/** A quantity as a field shows it: no trailing zeros (2, 1.5, 0.25). */
export function formatQuantity(quantity: number): string {
  return String(toQuantity(quantity).toNumber());
}

/** The step of a quantity control: the sell-by multiple, or 1 when the unit has none. */
export function quantityStep(multiple: number): number {
  return multiple > 0 ? multiple : 1;
}

/**
 * What a quantity field shows after it loses focus: the entry to 2 decimals, empty as 0, and
 * adjusted to the sell-by multiple when a rounding mode is set.
 */
export function normalizeQuantity(text: string, multiple: number, flag: QuantityRoundingFlag): string {
  return formatQuantity(roundToMultiple(parseQuantity(text), multiple, flag).toNumber());
}

/** One step up or down by the multiple, never below 0. */
export function stepQuantity(text: string, multiple: number, direction: 1 | -1): string {
  const next = parseQuantity(text) + direction * quantityStep(multiple);
  return formatQuantity(Math.max(0, toQuantity(next).toNumber()));
}
