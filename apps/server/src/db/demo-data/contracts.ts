import type { Db } from '../client.ts';
import { contractPrices } from '../schema/index.ts';
import type { UsualItem } from './assortments.ts';
import type { CatalogProduct } from './catalog.ts';
import { isoDate } from './days.ts';
import type { Random } from './random.ts';
import type { DemoUnit } from './units.ts';
import { Decimal } from '@provender/rules';

/** A contract price per pricing unit over [from, to] (days; to null = open-ended). */
export interface ContractTerm {
  price: Decimal;
  from: number;
  to: number | null;
}

/** customerId -> productId -> terms */
export type ContractBook = Map<number, Map<number, ContractTerm[]>>;

/** The lowest contract price in force on the day, if any. */
export function contractPriceOn(
  book: ContractBook,
  customerId: number,
  productId: number,
  day: number,
): Decimal | null {
  let best: Decimal | null = null;
  for (const t of book.get(customerId)?.get(productId) ?? []) {
    if (t.from <= day && (t.to === null || day <= t.to) && (!best || t.price.lt(best))) best = t.price;
  }
  return best;
}

function discounted(r: Random, product: CatalogProduct, low: number, high: number): Decimal {
  const pricing = product.units.find((u) => u.isPricing) as DemoUnit;
  return new Decimal(product.basePrice)
    .times(1 - r.int(low, high) / 100)
    .toDecimalPlaces(pricing.priceDecimals, Decimal.ROUND_HALF_UP);
}

/**
 * A handful to a few dozen contract prices per business customer, mostly on products they buy:
 * most in force today, some expired, some starting soon, some renewed (an expired term followed
 * by a current one at a different price).
 */
export async function seedContractPrices(
  db: Db,
  r: Random,
  customerIds: number[],
  assortments: Map<number, UsualItem[]>,
  pool: CatalogProduct[],
  today: number,
): Promise<ContractBook> {
  const book: ContractBook = new Map();
  const rows: (typeof contractPrices.$inferInsert)[] = [];
  customerIds.forEach((customerId, i) => {
    const usual = assortments.get(customerId) ?? [];
    const count = i === 0 ? 14 : r.int(3, 36);
    const terms = new Map<number, ContractTerm[]>();
    for (let attempt = 0; terms.size < count && attempt < count * 4; attempt++) {
      const product = usual.length && r.chance(0.75) ? r.pick(usual).product : r.pick(pool);
      if (terms.has(product.id)) continue;
      const kind = r.next();
      const list: ContractTerm[] = [];
      if (kind < 0.62) {
        list.push({
          price: discounted(r, product, 5, 18),
          from: today - r.int(20, 400),
          to: r.chance(0.4) ? null : today + r.int(20, 300),
        });
      } else if (kind < 0.77) {
        const to = today - r.int(5, 300);
        list.push({ price: discounted(r, product, 5, 18), from: to - r.int(90, 365), to });
      } else if (kind < 0.88) {
        const from = today + r.int(3, 60);
        list.push({ price: discounted(r, product, 6, 20), from, to: from + r.int(90, 365) });
      } else {
        const renewed = today - r.int(30, 200);
        list.push({ price: discounted(r, product, 10, 20), from: renewed - r.int(180, 365), to: renewed - 1 });
        list.push({
          price: discounted(r, product, 4, 12),
          from: renewed,
          to: r.chance(0.5) ? null : today + r.int(60, 365),
        });
      }
      terms.set(product.id, list);
      for (const t of list) {
        rows.push({
          customerId,
          productId: product.id,
          price: t.price.toFixed(4),
          effectiveFrom: isoDate(t.from),
          effectiveTo: t.to === null ? null : isoDate(t.to),
        });
      }
    }
    book.set(customerId, terms);
  });
  if (rows.length) await db.insert(contractPrices).values(rows);
  return book;
}
