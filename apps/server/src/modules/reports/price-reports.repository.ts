import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { visibleProducts } from '../../db/queries/products.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface PricedProductRow {
  product_code: string;
  description: string;
  brand: string;
  pricing_unit: string;
  /** The pricing unit's conversion and decimals (`d` counts only for a price-by unit, `pb`); null without the unit. */
  pricing_unit_facts: { c: string; pb: boolean; d: number } | null;
  base_price: string;
  discount_percent: string;
  contract_price: string | null;
  last_unit: string | null;
  last_purchased: string | null;
}

/**
 * An order whose goods the customer has: invoiced or delivered (decision 436). Open and held orders
 * are not purchases yet, and cancelled ones never were.
 */
const purchasedOrder = sql`lower(o.status) in ('invoiced', 'delivered')`;

/** The price basis of products on a date: base price, the customer's level and the lowest contract then. */
const pricing = (customerId: number, on: string) => sql`
  products.product_code, products.description, coalesce(products.additional->>'k1', '') as brand, products.pricing_unit,
  (select json_build_object('c', pu.stock_conversion::text, 'pb', pu.is_price_by, 'd', pu.price_decimals)
    from product_units pu where pu.product_id = products.id and pu.unit_of_measure = products.pricing_unit)
    as pricing_unit_facts,
  products.base_price::text as base_price,
  coalesce((select pl.discount_percent::text from customers cu join price_levels pl on pl.level = cu.price_level
    where cu.id = ${customerId}), '0') as discount_percent,
  (select min(cp.price)::text from contract_prices cp where cp.customer_id = ${customerId} and cp.product_id = products.id
    and cp.effective_from <= ${on}::date and (cp.effective_to is null or cp.effective_to >= ${on}::date)) as contract_price`;

/** The two price reports' products, each with its price basis on the effective date (decisions 071, 436). */
export function createPriceReportQueries(db: Db) {
  return {
    /**
     * The price list's products: everything the customer may see (All Products), or what they
     * have bought (invoiced or delivered) and what they hold a contract for on the date.
     */
    async priceList(customerId: number, on: string, allProducts: boolean) {
      const mine = allProducts
        ? sql`true`
        : sql`(exists (select 1 from order_lines ol join orders o on o.id = ol.order_id
              where ol.product_id = products.id and o.customer_id = ${customerId} and ${purchasedOrder})
            or exists (select 1 from contract_prices cp where cp.customer_id = ${customerId} and cp.product_id = products.id
              and cp.effective_from <= ${on}::date and (cp.effective_to is null or cp.effective_to >= ${on}::date)))`;
      return rowsOf<PricedProductRow>(
        await db.execute(sql`
          select ${pricing(customerId, on)}, null as last_unit, null as last_purchased
          from products
          where ${visibleProducts(customerId)} and ${mine}
          order by products.description, products.product_code`),
      );
    },

    /**
     * Products bought since a date (on invoiced or delivered orders, delivered on one day of the
     * week when given), with the unit and delivery date of the last purchase, priced on the
     * effective date. An open order's delivery date is not a purchase (decision 436).
     */
    async quoteSheet(customerId: number, on: string, since: string, isoDayOfWeek: number | null) {
      return rowsOf<PricedProductRow>(
        await db.execute(sql`
          with bought as (
            select distinct on (ol.product_id) ol.product_id, ol.unit_of_measure, o.delivery_date
            from orders o join order_lines ol on ol.order_id = o.id
            where o.customer_id = ${customerId} and ${purchasedOrder} and o.delivery_date >= ${since}::date
              and (${isoDayOfWeek}::int is null or extract(isodow from o.delivery_date) = ${isoDayOfWeek}::int)
            order by ol.product_id, o.delivery_date desc, o.id desc)
          select ${pricing(customerId, on)}, b.unit_of_measure as last_unit, b.delivery_date::text as last_purchased
          from bought b join products on products.id = b.product_id
          where ${visibleProducts(customerId)}
          order by products.description, products.product_code`),
      );
    },
  };
}
