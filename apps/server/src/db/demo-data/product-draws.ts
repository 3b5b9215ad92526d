import { CENTS } from './catalog-units.ts';
import type { Random } from './random.ts';
import type { DemoUnit } from './units.ts';
import { privateLabels, type CategoryVocabulary, type MainCategoryVocabulary, type ProductLine } from './vocabulary.ts';
import { Decimal } from '@provender/rules';

/** Splits n products over the categories by weight, at least one each when n allows. */
export function allocate(n: number, categories: CategoryVocabulary[]): number[] {
  const floor = n >= categories.length ? 1 : 0;
  const rest = n - floor * categories.length;
  const total = categories.reduce((s, c) => s + c.weight, 0);
  const exact = categories.map((c) => (rest * c.weight) / total);
  const counts = exact.map((e) => Math.floor(e));
  let left = rest - counts.reduce((s, c) => s + c, 0);
  const order = exact.map((e, i) => [e - Math.floor(e), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left-- <= 0) break;
    counts[i] = (counts[i] ?? 0) + 1;
  }
  return counts.map((c) => c + floor);
}

export interface Brand {
  brand: string;
  priceFactor: number;
}

export function pickBrand(r: Random, main: MainCategoryVocabulary): Brand {
  const roll = r.next();
  if (roll < 0.08) return { brand: privateLabels[0], priceFactor: 1.12 };
  if (roll < 0.23) return { brand: privateLabels[1], priceFactor: 1 };
  if (roll < 0.35) return { brand: privateLabels[2], priceFactor: 0.88 };
  return { brand: r.pick(main.brands), priceFactor: 0.95 + r.next() * 0.15 };
}

/** One item of a category with its line: every item is as likely, whichever line holds it. */
export function pickItem(r: Random, cat: CategoryVocabulary): { item: string; line: ProductLine } {
  const all = cat.lines.flatMap((line) => line.items.map((item) => ({ item, line })));
  return r.pick(all);
}

export function describe(r: Random, item: string, line: ProductLine): string {
  return [item, ...line.attrs.map((slot) => r.pick(slot))].filter(Boolean).join(' ');
}

export function basePrice(r: Random, cat: CategoryVocabulary, factor: number, decimals: number): string {
  const [min, max] = cat.price;
  const raw = new Decimal(min + r.next() * (max - min)).times(factor);
  // Most list prices end in whole cents even where a weight unit allows more decimals.
  return raw.toDecimalPlaces(decimals <= CENTS || r.chance(0.6) ? CENTS : decimals, Decimal.ROUND_HALF_UP).toFixed(4);
}

export function stockOnHand(r: Random, units: DemoUnit[], catchWeight: boolean): string {
  if (r.chance(0.07)) return '0.00';
  const cs = units.find((u) => u.unitOfMeasure === 'CS');
  const perCase = new Decimal(cs?.stockConversion ?? 1);
  const cases = r.int(1, 120);
  const amount = catchWeight
    ? perCase.times(cases).times(0.95 + r.next() * 0.1)
    : perCase.times(cases).plus(perCase.gt(1) ? r.int(0, perCase.toNumber() - 1) : 0);
  return amount.toFixed(2);
}
