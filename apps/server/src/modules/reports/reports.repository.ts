import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { visibleProducts } from '../../db/queries/products.ts';
import { createPriceReportQueries } from './price-reports.repository.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export type { PricedProductRow } from './price-reports.repository.ts';

/**
 * SQL of the reports (decision 071). Every product read goes through visibleProducts, so a
 * customer's excluded categories never appear; every customer read is scoped by customer id.
 */
export function createReportsRepository(db: Db) {
  return {
    ...createPriceReportQueries(db),

    async customer(customerId: number) {
      const rows = rowsOf<{ name: string; code: string }>(
        await db.execute(sql`select name, customer_code as code from customers where id = ${customerId}`),
      );
      return rows[0] ?? null;
    },

    /** Open receivables (balance not zero), oldest first. */
    async openItems(customerId: number) {
      return rowsOf<{
        reference: string;
        record_type: number;
        invoice_date: string;
        due_date: string;
        po_number: string;
        initial: string;
        balance: string;
      }>(
        await db.execute(sql`
          select reference, record_type, invoice_date::text as invoice_date, due_date::text as due_date, po_number,
            initial::text as initial, balance::text as balance
          from ar_items where customer_id = ${customerId} and balance <> 0
          order by invoice_date, id`),
      );
    },

    /** Every product the customer may see, by main category, category and description. */
    async productList(customerId: number) {
      return rowsOf<{
        main: string;
        category: string;
        product_code: string;
        description: string;
        pack_size: string;
        brand: string;
        units: string;
      }>(
        await db.execute(sql`
          select m.description as main, c.description as category, products.product_code, products.description,
            products.catalog_description as pack_size, coalesce(products.additional->>'k1', '') as brand,
            (select string_agg(pu.unit_of_measure, ', ' order by pu.sort_order, pu.unit_of_measure)
              from product_units pu where pu.product_id = products.id and pu.is_sell_by) as units
          from products
          join product_categories c on c.code = products.category_code
          join product_main_categories m on m.code = products.main_category_code
          where ${visibleProducts(customerId)}
          order by m.description, c.description, products.description, products.product_code`),
      );
    },

    /** The customer's named order guides with their lines, in the guide's sequence. */
    async orderGuides(customerId: number) {
      return rowsOf<{
        guide: string;
        product_code: string;
        description: string;
        unit_of_measure: string;
        quantity: string;
      }>(
        await db.execute(sql`
          select g.name as guide, products.product_code, products.description, l.unit_of_measure, l.order_quantity::text as quantity
          from order_guides g
          join order_guide_lines l on l.guide_id = g.id
          join products on products.id = l.product_id
          where g.customer_id = ${customerId} and ${visibleProducts(customerId)}
          order by g.is_primary desc, lower(g.name), l.sequence, l.id`),
      );
    },
  };
}
export type ReportsRepository = ReturnType<typeof createReportsRepository>;
