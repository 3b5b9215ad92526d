// Server only (decision 361): built on decimal.js, which the browser bundle must not load; the
// browser imports nothing from this module.
import Decimal from 'decimal.js';
import { decimalOf } from './decimal-interop.ts';
import type { DecimalValue } from './exact-decimal.ts';
import type { PriceByUnit } from './pricing.ts';
import { DEFAULT_PRICE_DECIMALS } from './pricing.ts';
import type { UnitConversion } from './units.ts';

const halfUp = (value: Decimal, decimals: number) => value.toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP);

/**
 * The price of price-by unit P from the price per pricing unit:
 * price × P.stockConversion / pricing.stockConversion, rounded to P.priceDecimals.
 */
export function unitPrice(
  pricePerPricingUnit: DecimalValue,
  pricingUnit: UnitConversion,
  priceBy: PriceByUnit,
): Decimal {
  const perStock = decimalOf(pricePerPricingUnit).div(decimalOf(pricingUnit.stockConversion));
  return halfUp(perStock.times(decimalOf(priceBy.stockConversion)), priceBy.priceDecimals);
}

/** The price-level price: the base price less the level's discount percent, 4 decimals. */
export function levelPrice(basePrice: DecimalValue, discountPercent: DecimalValue): Decimal {
  const factor = new Decimal(100).minus(decimalOf(discountPercent)).div(100);
  return halfUp(decimalOf(basePrice).times(factor), DEFAULT_PRICE_DECIMALS);
}

/** The customer's price per pricing unit: a contract price wins when it is lower than the level price. */
export function customerPrice(level: DecimalValue, contract: DecimalValue | null | undefined): Decimal {
  const levelPriceValue = decimalOf(level);
  if (contract === null || contract === undefined) return levelPriceValue;
  return Decimal.min(levelPriceValue, decimalOf(contract));
}
