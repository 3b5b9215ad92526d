import { Decimal, type DecimalValue } from './decimal.ts';

/** A unit of a product with how many stock units one of it holds. */
export interface UnitConversion {
  unitOfMeasure: string;
  stockConversion: DecimalValue;
}

/** A unit a buyer may order in, and the step they must order in. */
export interface SellByUnit extends UnitConversion {
  sellByMultiple: DecimalValue;
}

/** Quantities are kept to 2 decimals. */
export const QUANTITY_DECIMALS = 2;
/** The largest quantity a cart or guide line may hold. */
export const MAX_QUANTITY = /*#__PURE__*/ new Decimal('99999999.99');
/** The largest unit or override price a price column holds. */
export const MAX_PRICE = /*#__PURE__*/ new Decimal('99999999.9999');
/** The largest line extension and order total the order tables hold (numeric(14,2) leaves room for charges and tax). */
export const MAX_AMOUNT = /*#__PURE__*/ new Decimal('999999999.99');
/** The unit code that counts as a case for case totals. */
export const CASE_UNIT = 'CS';

/** Rounds half up to 2 decimals, the precision quantities are stored and shown in. */
export function toQuantity(value: DecimalValue): Decimal {
  return new Decimal(value).toDecimalPlaces(QUANTITY_DECIMALS);
}

/** The exact sum of quantities (2 decimals each), as the cart's totals show it. */
export function sumQuantities(values: Iterable<DecimalValue>): Decimal {
  let sum = new Decimal(0);
  for (const value of values) sum = sum.plus(value);
  return toQuantity(sum);
}

/** True when the value has no more decimals than given (e.g. quantities: 2). */
export function hasAtMostDecimals(value: DecimalValue, decimals: number): boolean {
  const d = new Decimal(value);
  return d.isFinite() && d.decimalPlaces() <= decimals;
}

/** Converts a quantity from one unit to another through their stock conversions. */
export function convertQuantity(quantity: DecimalValue, from: UnitConversion, to: UnitConversion): Decimal {
  return new Decimal(quantity).times(from.stockConversion).div(to.stockConversion);
}

/** The product's case unit (CS) among its units, if it has one. */
export function findCaseUnit<T extends UnitConversion>(units: readonly T[]): T | undefined {
  return units.find((u) => u.unitOfMeasure === CASE_UNIT);
}

/**
 * Cases a line amounts to, whatever unit it was ordered in: quantity × S.stockConversion /
 * case.stockConversion, 2 decimals. A product without a case unit ships in its sell-by unit, so
 * each unit ordered counts as one case (as the demo history counts them).
 */
export function caseQuantity(
  quantity: DecimalValue,
  sellBy: UnitConversion,
  caseUnit: UnitConversion | undefined,
): Decimal {
  if (!caseUnit || new Decimal(caseUnit.stockConversion).isZero()) return toQuantity(quantity);
  return toQuantity(convertQuantity(quantity, sellBy, caseUnit));
}
