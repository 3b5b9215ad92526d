import type { PriceBy, Product, SellBy } from '@provender/contract';
import { DEFAULT_PRICE_DECIMALS, defaultPriceUnit, extension } from '@provender/rules';

export function findSellBy(product: Pick<Product, 'sellBys'>, unit: string): SellBy | undefined {
  return product.sellBys.find((s) => s.unitOfMeasure === unit);
}

export function findPriceBy(product: Pick<Product, 'priceBys'>, unit: string): PriceBy | undefined {
  return product.priceBys.find((p) => p.unitOfMeasure === unit);
}

/** The sell-by unit a product is offered in first: its default quantity's unit, else the pricing one. */
export function initialSellBy(product: Product): SellBy | undefined {
  return (
    findSellBy(product, product.defaultQuantity.unitOfMeasure) ??
    product.sellBys.find((s) => s.isPricing) ??
    product.sellBys[0]
  );
}

/** The price-by unit that goes with a sell-by unit (the sync flag of spec 01 section 5). */
export function priceUnitFor(product: Product, sellByUnit: string, syncPriceBy: boolean): string {
  return defaultPriceUnit({ unitOfMeasure: sellByUnit }, product.priceBys, product.pricingUM, syncPriceBy);
}

export function priceDecimalsOf(product: Pick<Product, 'priceBys'>, priceUnit: string): number {
  return findPriceBy(product, priceUnit)?.priceDecimals ?? DEFAULT_PRICE_DECIMALS;
}

/** The extension of a quantity in a sell-by unit at a price in a price-by unit; null when it cannot be known. */
export function lineExtension(
  product: Product,
  quantity: number,
  sellByUnit: string,
  priceUnit: string,
  price: number | null,
): number | null {
  const sellBy = findSellBy(product, sellByUnit);
  const priceBy = findPriceBy(product, priceUnit);
  if (price === null || !sellBy || !priceBy || priceBy.stockConversion === 0) return null;
  return extension(quantity, sellBy, priceBy, price).toNumber();
}

/** The quantity a product starts with: its default quantity when that is in the given unit, else one step. */
export function initialQuantity(product: Product, sellBy: SellBy): number {
  if (product.defaultQuantity.unitOfMeasure === sellBy.unitOfMeasure && product.defaultQuantity.orderQuantity > 0) {
    return product.defaultQuantity.orderQuantity;
  }
  return sellBy.sellByMultiple > 0 ? sellBy.sellByMultiple : 1;
}
