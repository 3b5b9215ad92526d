import { and, between, desc, eq, gte, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { holidays, orders, products, salesTaxRates } from '../../db/schema/index.ts';

/** What the delivery dates and the estimate read: holidays, past delivery dates, tax rates, catch weight. */
export function createCheckoutFactsRepository(db: Db) {
  return {
    async holidays(from: string, to: string): Promise<Set<string>> {
      const rows = await db
        .select({ day: holidays.day })
        .from(holidays)
        .where(between(holidays.day, from, to));
      return new Set(rows.map((r) => r.day));
    },

    async taxRatePercent(state: string): Promise<string | null> {
      const [row] = await db
        .select({ rate: salesTaxRates.ratePercent })
        .from(salesTaxRates)
        .where(eq(salesTaxRates.state, state.toUpperCase()));
      return row?.rate ?? null;
    },

    /** Delivery dates of the customer's orders to one ship-to (or, for consumers, of all their orders) since a day. */
    async pastDeliveryDates(customerId: number, shiptoCode: string | null, since: string): Promise<string[]> {
      const rows = await db
        .select({ day: orders.deliveryDate })
        .from(orders)
        .where(
          and(
            eq(orders.customerId, customerId),
            shiptoCode === null ? isNull(orders.shiptoCode) : eq(orders.shiptoCode, shiptoCode),
            gte(orders.deliveryDate, since),
          ),
        )
        .orderBy(desc(orders.deliveryDate))
        .limit(200);
      return rows.flatMap((r) => (r.day ? [r.day] : []));
    },

    async catchWeightProducts(productIds: number[]): Promise<Set<number>> {
      if (productIds.length === 0) return new Set();
      const rows = await db
        .select({ id: products.id })
        .from(products)
        .where(and(inArray(products.id, productIds), eq(products.isCatchWeight, true)));
      return new Set(rows.map((r) => r.id));
    },
  };
}

/** The submit's facts asked in the cart's own statement, and their reading (no query of their own). */
export const submitFacts = {
  /**
   * What a submit reads besides the cart, asked in the cart's own statement (decision 371): the
   * holidays of the dates' window, every state's tax rate (a table of a few dozen rows; the
   * destination is only known once the cart is read) and which of the cart's products are sold
   * by catch weight. Use with the cart service's `pricedSnapshotAnd`; `submitFactsOf` reads the answer.
   */
  submitFactsRead(window: { holidaysFrom: string; holidaysTo: string }) {
    return {
      name: 'cart_with_submit_facts',
      select: sql`json_build_object(
          'holidays', coalesce((select json_agg(h.day::text) from holidays h
            where h.day between ${sql.placeholder('holidaysFrom')}::date and ${sql.placeholder('holidaysTo')}::date), '[]'),
          'rates', coalesce((select json_object_agg(r.state, r.rate_percent::text) from sales_tax_rates r), '{}'),
          'catchWeight', coalesce((select json_agg(p.id) from products p where p.is_catch_weight and p.id in (
            select l.product_id from cart_lines l join carts c on c.id = l.cart_id
            where c.user_id = ${sql.placeholder('userId')} and c.customer_id = ${sql.placeholder('customerId')})), '[]'))`,
      params: { holidaysFrom: window.holidaysFrom, holidaysTo: window.holidaysTo },
    };
  },

  submitFactsOf(
    answer: unknown,
    taxState: string | null,
  ): { holidays: Set<string>; taxRatePercent: string | null; catchWeight: Set<number> } {
    const read = (answer ?? {}) as { holidays?: string[]; rates?: Record<string, string>; catchWeight?: number[] };
    const rates = new Map(Object.entries(read.rates ?? {}));
    return {
      holidays: new Set(read.holidays ?? []),
      taxRatePercent: taxState === null ? null : (rates.get(taxState.toUpperCase()) ?? null),
      catchWeight: new Set(read.catchWeight ?? []),
    };
  },
};
