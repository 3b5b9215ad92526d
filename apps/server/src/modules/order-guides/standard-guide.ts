import { roundToMultiple } from '@provender/rules';
import type { ProductAvailability } from '../catalog/catalog.service.ts';

/** The Standard guide looks at this many of the customer's latest orders (decision 041). */
export const STANDARD_ORDER_WINDOW = 12;
/** A product is standard when it is on at least this share of those orders ... */
export const STANDARD_ORDER_SHARE = 0.5;
/** ... and on at least this many of them: one order says nothing about a habit. */
export const STANDARD_MIN_ORDERS = 2;

export interface HistoryLine {
  orderId: number;
  productId: number;
  unitOfMeasure: string;
  quantity: string;
  productSequence: number;
}

export interface StandardLine {
  productId: number;
  unitOfMeasure: string;
  orderQuantity: string;
}

interface Tally {
  orders: Set<number>;
  /** Per unit: how many lines used it and the quantities typed in it, in first-seen (newest) order. */
  units: Map<string, { lines: number; quantities: Map<string, number> }>;
  sequence: number;
}

/** The most frequent key; Map order is newest first, so a tie goes to the most recent one. */
function mostFrequent<K>(counts: Map<K, number>): K | undefined {
  let best: K | undefined;
  let bestCount = 0;
  for (const [key, count] of counts) {
    if (count > bestCount) {
      best = key;
      bestCount = count;
    }
  }
  return best;
}

/**
 * The customer's standard order from its latest order lines (newest first): every product still
 * buyable (and sold by some unit) that is on at least half of those orders (and on two or more), in the unit it is most
 * often ordered in and the quantity most often ordered in that unit (rounded up to today's
 * sell-by multiple), sorted as the storeroom is walked: main category, category, catalog sequence.
 */
export function deriveStandardLines(rows: HistoryLine[], products: Map<number, ProductAvailability>): StandardLine[] {
  const orderIds = new Set(rows.map((r) => r.orderId));
  if (orderIds.size < STANDARD_MIN_ORDERS) return [];
  const threshold = Math.max(STANDARD_MIN_ORDERS, Math.ceil(orderIds.size * STANDARD_ORDER_SHARE));

  const tallies = new Map<number, Tally>();
  for (const row of rows) {
    let tally = tallies.get(row.productId);
    if (!tally) {
      tally = { orders: new Set(), units: new Map(), sequence: row.productSequence };
      tallies.set(row.productId, tally);
    }
    tally.orders.add(row.orderId);
    let unit = tally.units.get(row.unitOfMeasure);
    if (!unit) {
      unit = { lines: 0, quantities: new Map() };
      tally.units.set(row.unitOfMeasure, unit);
    }
    unit.lines += 1;
    unit.quantities.set(row.quantity, (unit.quantities.get(row.quantity) ?? 0) + 1);
  }

  const picked: (StandardLine & { sequence: number; product: ProductAvailability['product'] })[] = [];
  for (const [productId, tally] of tallies) {
    const entry = products.get(productId);
    if (!entry?.available || tally.orders.size < threshold) continue;
    const unitOfMeasure = mostFrequent(new Map([...tally.units].map(([u, v]) => [u, v.lines])));
    const usage = unitOfMeasure === undefined ? undefined : tally.units.get(unitOfMeasure);
    const quantity = usage ? mostFrequent(usage.quantities) : undefined;
    if (unitOfMeasure === undefined || quantity === undefined) continue;
    if (entry.product.sellBys.length === 0) continue;
    const sellBy = entry.product.sellBys.find((s) => s.unitOfMeasure === unitOfMeasure);
    const orderQuantity = sellBy ? roundToMultiple(quantity, sellBy.sellByMultiple, 'up').toFixed(2) : quantity;
    picked.push({ productId, unitOfMeasure, orderQuantity, sequence: tally.sequence, product: entry.product });
  }

  const text = (a: string, b: string) => a.localeCompare(b, 'en');
  picked.sort(
    (a, b) =>
      text(a.product.mainCategoryDescription, b.product.mainCategoryDescription) ||
      text(a.product.categoryDescription, b.product.categoryDescription) ||
      a.sequence - b.sequence ||
      text(a.product.description, b.product.description) ||
      a.productId - b.productId,
  );
  return picked.map(({ productId, unitOfMeasure, orderQuantity }) => ({ productId, unitOfMeasure, orderQuantity }));
}
