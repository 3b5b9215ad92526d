import { and, asc, desc, eq, gt, gte, inArray, lte, notInArray, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderLines, orders, products } from '../../db/schema/index.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

export interface OrderHistoryDbRow {
  order_number: string;
  po_number: string;
  order_date: string;
  delivery_date: string | null;
  status: string;
  total: string;
  invoiced: boolean;
  scans: { key: string; name: string }[];
}

export interface ProductHistoryDbRow {
  order_number: string;
  product_code: string;
  product_id: number;
  description: string;
  invoice_date: string;
  quantity: string;
  unit_of_measure: string;
  unit_price: string;
}

/**
 * History reads for one customer (decision 070). Both queries start from the customer's orders
 * through orders_customer_date_idx; invoices and scans are found per order by their order indexes.
 */
/** The orders of a user limited to some ship-tos (issue 35, decision 510): `o` is the orders alias. */
export const shiptoLimit = (codes: readonly string[] | null): SQL =>
  codes === null
    ? sql`true`
    : sql`o.shipto_code in (${sql.join(
        (codes.length > 0 ? codes : ['']).map((c) => sql`${c}`),
        sql`, `,
      )})`;

/** The lines bought before, product by product: the product history and the usual lines (Fill Usual). */
function createBoughtLineQueries(db: Db) {
  return {
    /**
     * Lines of invoiced orders whose invoice date (the order's first A/R invoice, else the delivery
     * date for orders invoiced without a receivable, as consumers' are) falls in the range.
     *
     * The range is applied before any order is visited (bench/README.md, product history): the
     * first invoices in range come from ar_items_customer_date_idx (an invoice counts only when
     * no earlier invoice of its order exists), and orders without a receivable by their delivery
     * date. Computing every order's invoice date first and filtering afterwards made the 90 days
     * the screen opens on cost as much as all five years.
     */
    async productLines(
      customerId: number,
      startDate: string | null,
      endDate: string | null,
      shiptoCodes: readonly string[] | null = null,
    ) {
      const from = sql`${startDate}::date`;
      const to = sql`${endDate}::date`;
      return rowsOf<ProductHistoryDbRow>(
        await db.execute(sql`
          with first_invoice as (
            select distinct on (a.order_id) a.order_id, a.invoice_date
            from ar_items a
            where a.customer_id = ${customerId} and a.record_type = 1 and a.order_id is not null
              and (${from} is null or a.invoice_date >= ${from}) and (${to} is null or a.invoice_date <= ${to})
              and not exists (select 1 from ar_items b where b.order_id = a.order_id
                and b.customer_id = a.customer_id and b.record_type = 1 and b.invoice_date < a.invoice_date)
            order by a.order_id, a.invoice_date
          ), invoiced as (
            select o.id, o.order_number, o.order_date, f.invoice_date
            from first_invoice f
            join orders o on o.id = f.order_id
            where o.customer_id = ${customerId} and lower(o.status) = 'invoiced'
            union all
            select o.id, o.order_number, o.order_date, o.delivery_date
            from orders o
            where o.customer_id = ${customerId} and lower(o.status) = 'invoiced'
              and (${from} is null or o.delivery_date >= ${from}) and (${to} is null or o.delivery_date <= ${to})
              and not exists (select 1 from ar_items a where a.order_id = o.id
                and a.customer_id = o.customer_id and a.record_type = 1)
          )
          select h.order_number, p.product_code, p.id as product_id, p.description,
            h.invoice_date::text as invoice_date, ol.quantity::text as quantity, ol.unit_of_measure,
            ol.unit_price::text as unit_price
          from invoiced h
          join orders o on o.id = h.id and ${shiptoLimit(shiptoCodes)}
          join order_lines ol on ol.order_id = h.id
          join products p on p.id = ol.product_id
          order by h.invoice_date desc, h.order_date desc, h.order_number desc, ol.line_no`),
      );
    },

    /**
     * The customer's order lines of these products placed from `since` to `until` (cancelled orders and
     * credited lines left out), newest first: what the usual quantities are read from (decision
     * 425). Starts from orders_customer_date_idx, then each order's lines.
     */
    async usualLines(customerId: number, productIds: number[], since: Date, until: Date) {
      if (productIds.length === 0) return [];
      return db
        .select({
          orderId: orders.id,
          productId: orderLines.productId,
          unitOfMeasure: orderLines.unitOfMeasure,
          quantity: orderLines.quantity,
        })
        .from(orders)
        .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
        .where(
          and(
            eq(orders.customerId, customerId),
            gte(orders.orderDate, since),
            lte(orders.orderDate, until),
            notInArray(sql`lower(${orders.status})`, ['cancelled', 'canceled']),
            inArray(orderLines.productId, productIds),
            gt(orderLines.quantity, '0'),
          ),
        )
        .orderBy(desc(orders.orderDate), desc(orders.id), asc(orderLines.lineNo));
    },
  };
}

export function createHistoryRepository(db: Db) {
  return {
    ...createBoughtLineQueries(db),

    /** `shiptoCodes`: a user limited to some ship-tos sees only their orders (issue 35); null for all. */
    async orders(customerId: number, shiptoCodes: readonly string[] | null = null): Promise<OrderHistoryDbRow[]> {
      return rowsOf<OrderHistoryDbRow>(
        await db.execute(sql`
          select o.order_number, o.po_number, to_char(o.order_date, 'YYYY-MM-DD') as order_date,
            o.delivery_date::text as delivery_date,
            -- An order the ERP has taken over shows the ERP's number with its status (decision 162).
            o.status || coalesce(' · ERP ' || (select k.erp_order_number from integration_order_acks k
              where k.order_id = o.id), '') as status,
            o.total::text as total,
            exists (select 1 from ar_items a where a.order_id = o.id and a.record_type = 1) as invoiced,
            coalesce((select json_agg(json_build_object('key', s.id::text, 'name', s.name) order by s.id)
              from scan_documents s where s.order_id = o.id), '[]'::json) as scans
          from orders o
          where o.customer_id = ${customerId} and ${shiptoLimit(shiptoCodes)}
          order by o.order_date desc, o.id desc`),
      );
    },

    /** The lines of one of the customer's orders, to order again. */
    async reorderLines(customerId: number, orderNumber: string, shiptoCodes: readonly string[] | null = null) {
      const [order] = await db
        .select({ id: orders.id })
        .from(orders)
        .where(
          and(
            eq(orders.customerId, customerId),
            eq(orders.orderNumber, orderNumber),
            shiptoCodes === null
              ? undefined
              : inArray(orders.shiptoCode, shiptoCodes.length > 0 ? [...shiptoCodes] : ['']),
          ),
        );
      if (!order) return null;
      return db
        .select({
          productKey: orderLines.productId,
          productCode: products.productCode,
          description: products.description,
          unitOfMeasure: orderLines.unitOfMeasure,
          unitOfMeasurePrc: orderLines.unitOfMeasurePrc,
          quantity: orderLines.quantity,
          productText1: orderLines.productText1,
          productText2: orderLines.productText2,
        })
        .from(orderLines)
        .innerJoin(products, eq(products.id, orderLines.productId))
        .where(eq(orderLines.orderId, order.id))
        .orderBy(asc(orderLines.lineNo));
    },
  };
}
export type HistoryRepository = ReturnType<typeof createHistoryRepository>;
