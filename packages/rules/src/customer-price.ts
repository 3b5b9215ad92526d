import { Decimal, type DecimalValue } from './decimal.ts';
import type { PriceByUnit } from './pricing.ts';
import { DEFAULT_PRICE_DECIMALS } from './pricing.ts';
import type { UnitConversion } from './units.ts';

const halfUp = (value: Decimal, decimals: number) => value.toDecimalPlaces(decimals);

/**
 * The price of price-by unit P from the price per pricing unit:
 * price × P.stockConversion / pricing.stockConversion, rounded to P.priceDecimals.
 */
export function unitPrice(
  pricePerPricingUnit: DecimalValue,
  pricingUnit: UnitConversion,
  priceBy: PriceByUnit,
): Decimal {
  const perStock = new Decimal(pricePerPricingUnit).div(new Decimal(pricingUnit.stockConversion));
  return halfUp(perStock.times(new Decimal(priceBy.stockConversion)), priceBy.priceDecimals);
}

/** The price-level price: the base price less the level's discount percent, 4 decimals. */
export function levelPrice(basePrice: DecimalValue, discountPercent: DecimalValue): Decimal {
  const factor = new Decimal(100).minus(new Decimal(discountPercent)).div(100);
  return halfUp(new Decimal(basePrice).times(factor), DEFAULT_PRICE_DECIMALS);
}

/** The customer's price per pricing unit: a contract price wins when it is lower than the level price. */
export function customerPrice(level: DecimalValue, contract: DecimalValue | null | undefined): Decimal {
  const levelPriceValue = new Decimal(level);
  if (contract === null || contract === undefined) return levelPriceValue;
  return Decimal.min(levelPriceValue, new Decimal(contract));
}
