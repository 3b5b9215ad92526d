import {
  CartMessages,
  type CartLine,
  type CartLineError,
  type CartLinePayload,
  type Product,
} from '@provender/contract';
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
      (c) =>
        c.productKey === line.product.productKey &&
        c.quantity.unit === line.unitOfMeasure &&
        c.unitPrice.from !== line.priceUnit,
    );
    return cartLine ? [{ line, cartLine }] : [];
  });
}

/** Keeps the cart's price unit for the conflicting lines (the buyer chose not to change it). */
export function keepCartPriceUnits(
  lines: readonly PlannedLine[],
  conflicts: readonly PriceUnitConflict[],
): PlannedLine[] {
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

/** A line the server refused, with what was sent for it (null when the error names no sent line). */
export interface RefusedLine {
  error: CartLineError;
  payload: CartLinePayload | null;
}

/** The answer to the line errors of a batch: what can be added now, what is asked, and what is held back. */
export interface LineErrorSplit {
  /** The lines without an error, to be added now. */
  ready: CartLinePayload[];
  /** The lines refused for a real error, for the Quick Entry Status table. */
  refused: RefusedLine[];
  /**
   * The lines whose only answer is the divisibility question (rounding off, a quantity that is not a
   * multiple of the Sell By): asked as the spec's yes/no confirm, never listed as errors.
   */
  confirmable: CartLinePayload[];
}

/**
 * Splits a batch by its line errors: an error is matched to its line by the temporary id (by
 * product and unit when it carries none). The lines without an error can be added at once; a line
 * refused only with the divisibility question awaits the buyer's Yes or No; the others are held
 * back for the status dialog. An error that matches no sent line holds back the whole batch
 * (nothing ready, nothing to confirm), since it cannot be told which line it concerns.
 */
export function splitByLineErrors(
  payloads: readonly CartLinePayload[],
  errors: readonly CartLineError[],
): LineErrorSplit {
  const errorsOf = new Map<CartLinePayload, CartLineError[]>();
  const unmatched: RefusedLine[] = [];
  for (const error of errors) {
    const payload = payloads.find((p) =>
      error.id !== null
        ? p.id === error.id
        : p.productKey === error.productKey && p.unitOfMeasure === error.unitOfMeasure,
    );
    if (payload) errorsOf.set(payload, [...(errorsOf.get(payload) ?? []), error]);
    else unmatched.push({ error, payload: null });
  }
  const onlyAsked = (list: readonly CartLineError[]) => list.every((e) => e.message === CartMessages.notDivisible);
  if (unmatched.length > 0) {
    const matched = [...errorsOf].flatMap(([payload, list]) => list.map((error) => ({ error, payload })));
    return { ready: [], refused: [...matched, ...unmatched], confirmable: [] };
  }
  const refused: RefusedLine[] = [];
  const confirmable: CartLinePayload[] = [];
  for (const [payload, list] of errorsOf) {
    if (onlyAsked(list)) confirmable.push(payload);
    else for (const error of list) if (error.message !== CartMessages.notDivisible) refused.push({ error, payload });
  }
  return { ready: payloads.filter((p) => !errorsOf.has(p)), refused, confirmable };
}

/** A line the divisibility question is about, as the confirm lists it. */
export interface QuantityInQuestion {
  description: string;
  quantity: number;
  unitOfMeasure: string;
  sellByMultiple: number;
}

/** The planned lines behind the given payloads (matched by the temporary id), for the question. */
export function quantitiesInQuestion(
  lines: readonly PlannedLine[],
  payloads: readonly CartLinePayload[],
): QuantityInQuestion[] {
  return payloads.flatMap((payload) => {
    const line = payload.id === undefined ? undefined : lines[-payload.id - 1];
    if (!line) return [];
    return [
      {
        description: line.product.description,
        quantity: payload.orderQuantity,
        unitOfMeasure: payload.unitOfMeasure,
        sellByMultiple: findSellBy(line.product, payload.unitOfMeasure)?.sellByMultiple ?? 0,
      },
    ];
  });
}

/** The quick-entry rows without the products just added; the rest keep what the buyer typed. */
export function withoutProducts<T>(current: ReadonlyMap<number, T>, productKeys: Iterable<number>): Map<number, T> {
  const next = new Map(current);
  for (const key of productKeys) next.delete(key);
  return next;
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
