import type { OrderGuide, OrderGuideCreateLineInput, OrderGuidePatchInput, Product, SellBy } from '@provender/contract';
import { defaultGuideUnit, guideQuantityError } from '@provender/rules';

/** A product chosen for the guide, with the quantity as typed. */
export interface GuideEntry {
  productKey: number;
  quantity: string;
  unitOfMeasure: string;
}

export const entriesOf = (guide: OrderGuide | null | undefined): GuideEntry[] =>
  (guide?.products ?? []).map((p) => ({
    productKey: p.productKey,
    quantity: String(p.orderQuantity),
    unitOfMeasure: p.unitOfMeasure,
  }));

/** An empty entry counts as 0, as in the cart dialog. */
export function quantityValue(text: string): number {
  const trimmed = text.trim();
  return trimmed === '' ? 0 : Number(trimmed);
}

/** The unit a product is put in a guide with: the line's, else the default unit (spec 01 section 4). */
export function sellByOf(product: Product, unitOfMeasure: string): SellBy | null {
  return (
    product.sellBys.find((s) => s.unitOfMeasure === unitOfMeasure) ??
    defaultGuideUnit(product.sellBys, product.defaultQuantity.unitOfMeasure)
  );
}

/** A newly checked product: its default quantity when that is a valid step of its default unit, else one step. */
export function newEntry(product: Product): GuideEntry | null {
  const sellBy = defaultGuideUnit(product.sellBys, product.defaultQuantity.unitOfMeasure);
  if (!sellBy) return null;
  const usual = product.defaultQuantity;
  const fits =
    usual.unitOfMeasure === sellBy.unitOfMeasure &&
    usual.orderQuantity > 0 &&
    guideQuantityError(usual.orderQuantity, sellBy.sellByMultiple) === null;
  const quantity = fits ? usual.orderQuantity : sellBy.sellByMultiple > 0 ? sellBy.sellByMultiple : 1;
  return { productKey: product.productKey, quantity: String(quantity), unitOfMeasure: sellBy.unitOfMeasure };
}

/** The message for an entry's quantity (spec 01 section 5), or null when it may be saved. */
export function entryError(entry: GuideEntry, product: Product | undefined): string | null {
  if (!product) return null;
  const sellBy = sellByOf(product, entry.unitOfMeasure);
  if (!sellBy) return 'Product has no Sell By U/M';
  const value = quantityValue(entry.quantity);
  if (!Number.isFinite(value))
    return `Invalid quantity of ${entry.quantity.trim()}. Please enter a multiple of ${sellBy.sellByMultiple}`;
  return guideQuantityError(entry.quantity.trim() === '' ? 0 : entry.quantity.trim(), sellBy.sellByMultiple);
}

const sameEntry = (a: GuideEntry, b: GuideEntry) =>
  a.unitOfMeasure === b.unitOfMeasure && quantityValue(a.quantity) === quantityValue(b.quantity);

/** True when the chosen products, quantities or units differ from what the guide holds. */
export function selectionChanged(original: readonly GuideEntry[], current: readonly GuideEntry[]): boolean {
  if (original.length !== current.length) return true;
  const before = new Map(original.map((e) => [e.productKey, e]));
  return current.some((e) => {
    const old = before.get(e.productKey);
    return !old || !sameEntry(old, e);
  });
}

function unitFor(entry: GuideEntry, product: Product | undefined): string | undefined {
  if (!product) return entry.unitOfMeasure || undefined;
  return sellByOf(product, entry.unitOfMeasure)?.unitOfMeasure ?? (entry.unitOfMeasure || undefined);
}

/** The lines of a new guide, in the order chosen. */
export function createLines(
  current: readonly GuideEntry[],
  products: ReadonlyMap<number, Product>,
): OrderGuideCreateLineInput[] {
  return current.map((e) => ({
    productKey: e.productKey,
    orderQuantity: quantityValue(e.quantity),
    unitOfMeasure: unitFor(e, products.get(e.productKey)),
  }));
}

/**
 * Spec 01 section 4: products of the old guide absent from the selection are sent with isDelete
 * true, the selected ones with isDelete false; sequence is always -1.
 */
export function patchLines(
  original: readonly GuideEntry[],
  current: readonly GuideEntry[],
  products: ReadonlyMap<number, Product>,
): OrderGuidePatchInput {
  const kept = new Set(current.map((e) => e.productKey));
  const removed = original
    .filter((e) => !kept.has(e.productKey))
    .map((e) => ({
      productKey: e.productKey,
      orderQuantity: quantityValue(e.quantity),
      unitOfMeasure: e.unitOfMeasure,
      isDelete: true,
      sequence: -1 as const,
    }));
  const upserts = current.map((e) => ({
    productKey: e.productKey,
    orderQuantity: quantityValue(e.quantity),
    unitOfMeasure: unitFor(e, products.get(e.productKey)),
    isDelete: false,
    sequence: -1 as const,
  }));
  return [...removed, ...upserts];
}
