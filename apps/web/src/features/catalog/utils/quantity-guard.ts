import type { Product, Uncommitted, UsualQuantity } from '@provender/contract';
import { convertQuantity } from '@provender/rules';
import { findSellBy } from './product-units.ts';
import { availabilityText, exceedsStock } from './stock.ts';

/**
 * The typo guard (issue 36 item 8, decision 425) asks before adding a quantity above the
 * uncommitted stock, or more than GUARD_USUAL_FACTOR times the customer's usual quantity and at
 * least GUARD_USUAL_MARGIN of the usual's unit more than it (so 1 usual case does not make 11 a
 * question, while 120 is).
 */
export const GUARD_USUAL_FACTOR = 10;
export const GUARD_USUAL_MARGIN = 10;

/** A line on its way to the cart: what was typed. */
export interface GuardedLine {
  product: Product;
  unitOfMeasure: string;
  quantity: number;
}

/** A line the guard asks about, with the facts the buyer needs to decide. */
export interface QuantityConcern {
  productKey: number;
  description: string;
  quantity: number;
  unitOfMeasure: string;
  /** As the product page says it ("3 CS available", "Out of stock"); null when the stock is not known. */
  stockText: string | null;
  aboveStock: boolean;
  /** The customer's usual quantity of the product per order, when they have one. */
  usual: { orderQuantity: number; unitOfMeasure: string } | null;
  /** How many of the customer's recent orders held the product; null when not known. */
  recentOrders: number | null;
  aboveUsual: boolean;
}

/** The question about one line, or null when its quantity is within the stock and the customer's habit. */
export function quantityConcern(
  line: GuardedLine,
  stock: Uncommitted | null,
  usual: UsualQuantity | null,
): QuantityConcern | null {
  const { product, unitOfMeasure, quantity } = line;
  const sellBy = findSellBy(product, unitOfMeasure);
  if (!sellBy || !(quantity > 0)) return null;
  const aboveStock = stock !== null && exceedsStock(stock, product, unitOfMeasure, quantity);
  const usualSellBy = usual?.unitOfMeasure ? findSellBy(product, usual.unitOfMeasure) : undefined;
  const usualInfo =
    usual && usualSellBy && usual.orderQuantity !== null && usual.orderQuantity > 0
      ? { orderQuantity: usual.orderQuantity, unitOfMeasure: usualSellBy.unitOfMeasure }
      : null;
  let aboveUsual = false;
  if (usualInfo && usualSellBy) {
    const typed = convertQuantity(quantity, sellBy, usualSellBy);
    aboveUsual =
      typed.gt(usualInfo.orderQuantity * GUARD_USUAL_FACTOR) && typed.gte(usualInfo.orderQuantity + GUARD_USUAL_MARGIN);
  }
  if (!aboveStock && !aboveUsual) return null;
  return {
    productKey: product.productKey,
    description: product.description,
    quantity,
    unitOfMeasure,
    stockText: stock && stock.unitOfMeasure ? availabilityText(stock, product, unitOfMeasure) : null,
    aboveStock,
    usual: usualInfo,
    recentOrders: usual ? usual.orders : null,
    aboveUsual,
  };
}
