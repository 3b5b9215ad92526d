import { Decimal, type DecimalValue } from './decimal.ts';
import { roundToMultiple } from './sell-by-multiple.ts';
import { convertQuantity, type SellByUnit, type UnitConversion } from './units.ts';

/** A quantity in one of the product's units (a par, an on-hand count, a usual quantity). */
export interface UnitQuantity {
  quantity: DecimalValue;
  unitOfMeasure: string;
}

/** Quantities are kept to 2 decimals: a sell-by unit without a multiple is ordered in steps of 0.01. */
const SMALLEST_STEP = '0.01';
/**
 * Decimal places a converted quantity keeps before it is rounded up: a division by a conversion
 * like 3 ends in rounding noise at 20 digits (2.00000000000000000001), which must not add a case.
 */
const CONVERSION_PLACES = 8;

const stepOf = (multiple: DecimalValue) => (new Decimal(multiple).gt(0) ? multiple : SMALLEST_STEP);

function unitOf<T extends UnitConversion>(units: readonly T[], unitOfMeasure: string): T | null {
  const unit = units.find((u) => u.unitOfMeasure === unitOfMeasure);
  return unit && new Decimal(unit.stockConversion).gt(0) ? unit : null;
}

/**
 * The order a count suggests (issue 34): par − on hand, both converted through their units'
 * stock conversions to the sell-by unit and rounded UP to the sell-by multiple (a case short is
 * a case ordered), never below 0; 2 decimals. Null when there is nothing to suggest from: no par,
 * no count, or a unit the product does not have (units: every unit of the product, sell-by and
 * price-by, with its stock conversion).
 */
export function suggestedOrderQuantity(input: {
  par: UnitQuantity | null;
  onHand: UnitQuantity | null;
  sellBy: SellByUnit;
  units: readonly UnitConversion[];
}): Decimal | null {
  const { par, onHand, sellBy, units } = input;
  if (!par || !onHand) return null;
  const parUnit = unitOf(units, par.unitOfMeasure);
  const onHandUnit = unitOf(units, onHand.unitOfMeasure);
  if (!parUnit || !onHandUnit || !unitOf([sellBy], sellBy.unitOfMeasure)) return null;
  const wanted = convertQuantity(par.quantity, parUnit, sellBy);
  const have = convertQuantity(onHand.quantity, onHandUnit, sellBy);
  const short = wanted.plus(have.times(-1)).toDecimalPlaces(CONVERSION_PLACES);
  if (!short.gt(0)) return new Decimal(0);
  return roundToMultiple(short, stepOf(sellBy.sellByMultiple), 'up');
}

/**
 * A par suggested from history (issue 34): the usual quantity per delivery, in its unit, rounded
 * up to that unit's sell-by multiple (a unit with no multiple keeps 2 decimals).
 */
export function suggestedPar(usual: DecimalValue, sellByMultiple: DecimalValue): Decimal {
  return roundToMultiple(usual, stepOf(sellByMultiple), 'up');
}
