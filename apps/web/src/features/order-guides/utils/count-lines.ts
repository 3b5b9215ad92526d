import type { CountLine, GuideCount, Par, Product } from '@provender/contract';
import { suggestedOrderQuantity } from '@provender/rules';

/** A count line as its fields hold it: text as typed ("1,5" is 1.5), units chosen. */
export interface CountEntry {
  productKey: number;
  onHand: string;
  onHandUnit: string;
  /** The buyer's own order quantity; '' keeps the suggestion. */
  orderQuantity: string;
}

/** At most 8 whole digits and 2 decimals, a decimal point or comma: what On Hand and Par accept while typing. */
const COUNT_INPUT = /^\d{0,8}([.,]\d{0,2})?$/;
export const isCountInput = (text: string) => COUNT_INPUT.test(text.trim());

/** The number in a field, null when it is empty or unfinished. */
export function countNumber(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '' || trimmed === '.') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

export const entryOf = (line: GuideCount['lines'][number]): CountEntry => ({
  productKey: line.productKey,
  onHand: line.onHand === null ? '' : String(line.onHand),
  onHandUnit: line.onHandUnit,
  orderQuantity: line.orderQuantity === null ? '' : String(line.orderQuantity),
});

export const toCountLine = (entry: CountEntry): CountLine => ({
  productKey: entry.productKey,
  onHand: countNumber(entry.onHand),
  onHandUnit: entry.onHandUnit,
  orderQuantity: countNumber(entry.orderQuantity),
});

/** Only the lines that hold something are kept in the draft. */
export const draftOf = (entries: Iterable<CountEntry>): CountLine[] =>
  [...entries].filter((e) => e.onHand.trim() !== '' || e.orderQuantity.trim() !== '').map(toCountLine);

/** Every unit of the product (sell-by and price-by), each once: a shelf is counted in any of them. */
export function unitsOf(product: Product) {
  const units = [...product.sellBys, ...product.priceBys];
  return units.filter((u, i) => units.findIndex((v) => v.unitOfMeasure === u.unitOfMeasure) === i);
}

/**
 * The suggestion the server also computes (packages/rules), worked out on the device so it shows
 * at once and without a connection: null without a par or a count.
 */
export function suggestionOf(entry: CountEntry, par: Par | null, product: Product | undefined, sellByUnit: string) {
  const sellBy = product?.sellBys.find((s) => s.unitOfMeasure === sellByUnit);
  const onHand = countNumber(entry.onHand);
  if (!product || !sellBy || onHand === null) return null;
  const suggested = suggestedOrderQuantity({
    par,
    onHand: { quantity: onHand, unitOfMeasure: entry.onHandUnit },
    sellBy,
    units: unitsOf(product),
  });
  return suggested === null ? null : suggested.toNumber();
}
