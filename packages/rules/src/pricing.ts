import { Decimal, type DecimalValue } from './decimal.ts';
import { MONEY_DECIMALS } from './money.ts';
import type { SellByUnit, UnitConversion } from './units.ts';

/** A unit a price may be expressed in, with the decimals its price shows. */
export interface PriceByUnit extends UnitConversion {
  priceDecimals: number;
}

/** Prices are kept to 4 decimals unless the unit says otherwise. */
export const DEFAULT_PRICE_DECIMALS = 4;

/**
 * A line's extension: quantity × S.stockConversion / P.stockConversion × unit price, 2 decimals.
 * E.g. 2 CS (40 LB each) at 2.1500 per LB = 172.00.
 */
export function extension(
  quantity: DecimalValue,
  sellBy: UnitConversion,
  priceBy: UnitConversion,
  price: DecimalValue,
): Decimal {
  const amount = new Decimal(quantity).times(sellBy.stockConversion).times(price).div(priceBy.stockConversion);
  return amount.toDecimalPlaces(MONEY_DECIMALS);
}

/** Rounds an entered price half up to the decimals of its unit. */
export function toPrice(value: DecimalValue, priceDecimals = DEFAULT_PRICE_DECIMALS): Decimal {
  return new Decimal(value).toDecimalPlaces(priceDecimals);
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
