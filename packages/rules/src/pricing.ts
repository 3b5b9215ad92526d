import Decimal from 'decimal.js';
import { MONEY_DECIMALS } from './money.ts';
import type { SellByUnit, UnitConversion } from './units.ts';

/** A unit a price may be expressed in, with the decimals its price shows. */
export interface PriceByUnit extends UnitConversion {
  priceDecimals: number;
}

/** Prices are kept to 4 decimals unless the unit says otherwise. */
export const DEFAULT_PRICE_DECIMALS = 4;

const halfUp = (value: Decimal, decimals: number) => value.toDecimalPlaces(decimals, Decimal.ROUND_HALF_UP);

/**
 * The price of price-by unit P from the price per pricing unit:
 * price × P.stockConversion / pricing.stockConversion, rounded to P.priceDecimals.
 */
export function unitPrice(
  pricePerPricingUnit: Decimal.Value,
  pricingUnit: UnitConversion,
  priceBy: PriceByUnit,
): Decimal {
  const perStock = new Decimal(pricePerPricingUnit).div(pricingUnit.stockConversion);
  return halfUp(perStock.times(priceBy.stockConversion), priceBy.priceDecimals);
}

/**
 * A line's extension: quantity × S.stockConversion / P.stockConversion × unit price, 2 decimals.
 * E.g. 2 CS (40 LB each) at 2.1500 per LB = 172.00.
 */
export function extension(
  quantity: Decimal.Value,
  sellBy: UnitConversion,
  priceBy: UnitConversion,
  price: Decimal.Value,
): Decimal {
  const amount = new Decimal(quantity).times(sellBy.stockConversion).times(price).div(priceBy.stockConversion);
  return halfUp(amount, MONEY_DECIMALS);
}

/** The price-level price: the base price less the level's discount percent, 4 decimals. */
export function levelPrice(basePrice: Decimal.Value, discountPercent: Decimal.Value): Decimal {
  const factor = new Decimal(100).minus(discountPercent).div(100);
  return halfUp(new Decimal(basePrice).times(factor), DEFAULT_PRICE_DECIMALS);
}

/** The customer's price per pricing unit: a contract price wins when it is lower than the level price. */
export function customerPrice(level: Decimal.Value, contract: Decimal.Value | null | undefined): Decimal {
  const levelPriceValue = new Decimal(level);
  if (contract === null || contract === undefined) return levelPriceValue;
  return Decimal.min(levelPriceValue, new Decimal(contract));
}

/** Rounds an entered price to the decimals of its unit. */
export function toPrice(value: Decimal.Value, priceDecimals = DEFAULT_PRICE_DECIMALS): Decimal {
  return halfUp(new Decimal(value), priceDecimals);
}

/**
 * The price-by unit a line uses when the buyer did not pick one: the sell-by unit itself when the
 * sync flag is on and it is a price-by unit, otherwise the product's pricing unit.
 */
export function defaultPriceUnit(
  sellBy: Pick<SellByUnit, 'unitOfMeasure'>,
  priceBys: readonly Pick<PriceByUnit, 'unitOfMeasure'>[],
  pricingUnit: string,
  syncPriceByWithSellBy: boolean,
): string {
  if (syncPriceByWithSellBy && priceBys.some((p) => p.unitOfMeasure === sellBy.unitOfMeasure))
    return sellBy.unitOfMeasure;
  return pricingUnit;
}
