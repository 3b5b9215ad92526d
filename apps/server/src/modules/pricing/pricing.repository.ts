import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productUnitsJson, visibleProducts } from '../../db/queries/products.ts';
import { products } from '../../db/schema/index.ts';

/**
 * Order statuses that no longer hold stock (decision 012); every other status is an open order
 * whose lines are committed.
 */
const closedStatuses = ['invoiced', 'shipped', 'delivered', 'completed', 'closed', 'cancelled', 'canceled'];

export function createPricingRepository(db: Db) {
  return {
    /**
     * Everything a price needs, for a batch of products, in one statement: base price, units, the
     * customer's level discount and the lowest contract price effective today.
     */
    async priceBasis(customerId: number | null, ids: number[]) {
      if (ids.length === 0) return [];
      const discount =
        customerId === null
          ? sql<string>`'0'`
          : sql<string>`coalesce((select pl.discount_percent::text from customers cu
              join price_levels pl on pl.level = cu.price_level where cu.id = ${customerId}), '0')`;
      const contract =
        customerId === null
          ? sql<string | null>`null::text`
          : sql<string | null>`(select min(cp.price)::text from contract_prices cp where cp.customer_id = ${customerId}
              and cp.product_id = "products"."id" and cp.effective_from <= current_date
              and (cp.effective_to is null or cp.effective_to >= current_date))`;
      return db
        .select({
          id: products.id,
          basePrice: products.basePrice,
          pricingUnit: products.pricingUnit,
          available: sql<boolean>`(${visibleProducts(customerId)})`,
          discountPercent: discount,
          contractPrice: contract,
          units: productUnitsJson,
        })
        .from(products)
        .where(inArray(products.id, ids));
    },

    /** Stock on hand and what open orders claim of it, in stock units, for a batch of products. */
    async stock(customerId: number | null, ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .select({
          id: products.id,
          stockUnit: products.stockUnit,
          onHand: products.stockOnHand,
          available: sql<boolean>`(${visibleProducts(customerId)})`,
          committed: sql<string>`coalesce((select sum(ol.quantity * pu.stock_conversion) from order_lines ol
              join orders o on o.id = ol.order_id
              join product_units pu on pu.product_id = ol.product_id and pu.unit_of_measure = ol.unit_of_measure
              where ol.product_id = "products"."id" and lower(o.status) not in (${sql.join(
                closedStatuses.map((s) => sql`${s}`),
                sql`, `,
              )})), 0)::text`,
        })
        .from(products)
        .where(inArray(products.id, ids));
    },
  };
}
export type PricingRepository = ReturnType<typeof createPricingRepository>;
