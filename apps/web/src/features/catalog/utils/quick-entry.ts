import type { CartLine, CartLinePayload, Product } from '@provender/contract';
import { roundToMultiple, type QuantityRoundingFlag } from '@provender/rules';
import { findSellBy, priceUnitFor } from './product-units.ts';
import { parseQuantity } from './quantity.ts';

/** A quick-entry row as typed: the product, the quantity text and its sell-by unit. */
export interface QuickEntryLine {
  product: Product;
  quantity: string;
  unitOfMeasure: string;
}

/** A line on its way to the cart, with the price-by unit it will be priced in. */
export interface PlannedLine {
  product: Product;
  unitOfMeasure: string;
  quantity: number;
  priceUnit: string;
}

/** A planned line whose product and unit are already in the cart priced by another unit. */
export interface PriceUnitConflict {
  line: PlannedLine;
  cartLine: CartLine;
}

/** Spec 01 section 4, first step: lines with no quantity are dropped. */
export function plannedLines(lines: Iterable<QuickEntryLine>, syncPriceBy: boolean): PlannedLine[] {
  const out: PlannedLine[] = [];
  for (const line of lines) {
    const quantity = parseQuantity(line.quantity);
    if (quantity <= 0) continue;
    out.push({
      product: line.product,
      unitOfMeasure: line.unitOfMeasure,
      quantity,
      priceUnit: priceUnitFor(line.product, line.unitOfMeasure, syncPriceBy),
    });
  }
  return out;
}

/**
 * Adding a product and unit that the cart holds priced by another unit re-prices the cart line,
 * so the buyer is asked first ('Change Price By U/M?').
 */
export function priceUnitConflicts(lines: readonly PlannedLine[], cartLines: readonly CartLine[]): PriceUnitConflict[] {
  return lines.flatMap((line) => {
    const cartLine = cartLines.find(
      (c) => c.productKey === line.product.productKey && c.quantity.unit === line.unitOfMeasure && c.unitPrice.from !== line.priceUnit,
    );
    return cartLine ? [{ line, cartLine }] : [];
  });
}

/** Keeps the cart's price unit for the conflicting lines (the buyer chose not to change it). */
export function keepCartPriceUnits(lines: readonly PlannedLine[], conflicts: readonly PriceUnitConflict[]): PlannedLine[] {
  return lines.map((line) => {
    const conflict = conflicts.find((c) => c.line === line);
    return conflict ? { ...line, priceUnit: conflict.cartLine.unitPrice.from } : line;
  });
}

/** Quantities adjusted to the sell-by multiple by the rounding flag ('none' leaves them). */
export function roundPlannedLines(lines: readonly PlannedLine[], flag: QuantityRoundingFlag): PlannedLine[] {
  return lines.map((line) => {
    const multiple = findSellBy(line.product, line.unitOfMeasure)?.sellByMultiple ?? 0;
    return { ...line, quantity: roundToMultiple(line.quantity, multiple, flag).toNumber() };
  });
}

/** Quick-entry lines get temporary negative ids so line errors can be matched to rows. */
export function toQuickEntryPayloads(lines: readonly PlannedLine[]): CartLinePayload[] {
  return lines.map((line, index) => ({
    id: -(index + 1),
    productKey: line.product.productKey,
    unitOfMeasure: line.unitOfMeasure,
    orderQuantity: line.quantity,
    unitOfMeasure_Prc: line.priceUnit,
  }));
}

/**
 * Fills each product of an order guide that has nothing typed yet with the guide's usual quantity
 * and unit (the weekly reorder: open the guide, fill, adjust, add). Rows the buyer already typed
 * keep their values; a usual unit the product no longer sells by is skipped.
 */
export function fillUsualQuantities(
  current: ReadonlyMap<number, QuickEntryLine>,
  products: readonly Product[],
  usual: readonly { productKey: number; orderQuantity: number; unitOfMeasure: string }[],
): Map<number, QuickEntryLine> {
  const next = new Map(current);
  const byKey = new Map(usual.map((u) => [u.productKey, u]));
  for (const product of products) {
    const line = byKey.get(product.productKey);
    if (!line || line.orderQuantity <= 0 || !findSellBy(product, line.unitOfMeasure)) continue;
    if (parseQuantity(current.get(product.productKey)?.quantity ?? '') > 0) continue;
    next.set(product.productKey, { product, quantity: String(line.orderQuantity), unitOfMeasure: line.unitOfMeasure });
  }
  return next;
}
