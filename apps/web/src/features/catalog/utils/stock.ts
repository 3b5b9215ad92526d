import type { Product, Uncommitted } from '@provender/contract';
import { convertQuantity } from '@provender/rules';
import { findSellBy } from './product-units.ts';
import { formatQuantity } from './quantity.ts';

/** The stock unit itself, one stock unit each: what uncommitted stock is counted in. */
const stockUnitOf = (stock: Uncommitted) => ({ unitOfMeasure: stock.unitOfMeasure, stockConversion: 1 });

/**
 * Whole units of `unit` the uncommitted stock holds; null when the product's stock is not known to
 * the caller (a product they may not buy answers without a stock unit) or the unit is not sold.
 */
export function availableIn(stock: Uncommitted, product: Product, unit: string): number | null {
  const sellBy = findSellBy(product, unit);
  if (!stock.unitOfMeasure || !sellBy || sellBy.stockConversion <= 0) return null;
  return Math.max(0, Math.floor(convertQuantity(stock.uncommitted, stockUnitOf(stock), sellBy).toNumber()));
}

/** Stock in the chosen unit, whole units only, as the product page says it: "10 CS available". */
export function availabilityText(stock: Uncommitted, product: Product, unit: string): string {
  if (stock.uncommitted <= 0) return 'Out of stock';
  const inUnit = availableIn(stock, product, unit);
  if (inUnit === null) return `${formatQuantity(stock.uncommitted)} ${stock.unitOfMeasure} available`;
  return inUnit > 0 ? `${inUnit.toLocaleString('en-US')} ${unit} available` : `Less than 1 ${unit} available`;
}

/** Whether `quantity` of `unit` needs more than the uncommitted stock (false when the stock is not known). */
export function exceedsStock(stock: Uncommitted, product: Product, unit: string, quantity: number): boolean {
  const sellBy = findSellBy(product, unit);
  if (!stock.unitOfMeasure || !sellBy) return false;
  return convertQuantity(quantity, sellBy, stockUnitOf(stock)).gt(stock.uncommitted);
}
