import { QUANTITY_DECIMALS, roundToMultiple, toQuantity, type QuantityRoundingFlag } from '@provender/rules';

/** Digits with a decimal point or a decimal comma and at most 2 decimals: 1.5, 1,5, ,25. */
const DECIMAL_INPUT = new RegExp(`^\\d*([.,]\\d{0,${QUANTITY_DECIMALS}})?$`);
/** Thousands grouped by commas as they are typed (1,0 … 1,000,000), then a decimal point after a whole group. */
const GROUPED_INPUT = new RegExp(`^\\d{1,3}(,\\d{3})*(,\\d{0,3}|,\\d{3}\\.\\d{0,${QUANTITY_DECIMALS}})$`);
/** Completely grouped thousands (1,000 or 12,500.5): three digits after a comma are a group, never decimals. */
const GROUPED = /^\d{1,3}(,\d{3})+(\.\d*)?$/;
/** Quantities stay below 100,000,000 (decision 014). */
const MAX_WHOLE_DIGITS = 8;

/** The entry with a decimal point: grouping commas dropped, a decimal comma made a point. */
function withDecimalPoint(text: string): string {
  const trimmed = text.trim();
  return GROUPED.test(trimmed) ? trimmed.replace(/,/g, '') : trimmed.replace(',', '.');
}

/**
 * What a quantity field accepts while typing: digits and at most 2 decimals, the decimal sign a
 * point or a comma ("1,5" is 1.5, never 15), or thousands grouped by commas ("1,000" is 1000:
 * quantities have 2 decimals, so three digits after a comma are a group). At most 8 whole digits.
 */
export function isQuantityInput(text: string): boolean {
  if (!DECIMAL_INPUT.test(text) && !GROUPED_INPUT.test(text)) return false;
  const whole = GROUPED.test(text) || GROUPED_INPUT.test(text) ? text.replace(/,/g, '') : text.replace(',', '.');
  return (whole.split('.')[0] ?? '').length <= MAX_WHOLE_DIGITS;
}

/** The quantity in a field ("1,5" is 1.5, "1,000" 1000); an empty (or unfinished) entry is 0. */
export function parseQuantity(text: string): number {
  const value = Number(withDecimalPoint(text));
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
