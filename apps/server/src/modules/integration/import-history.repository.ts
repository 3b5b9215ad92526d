import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { json, list, rowsOf, tableUpsert } from './import-sql.ts';

/** An order the ERP's number names (decision 200). */
export interface NamedOrder {
  id: number;
  /** The order's number in the storefront (an acknowledged storefront order keeps its own). */
  orderNumber: string;
  customerId: number;
  /** Found through the ERP number an acknowledgement gave a storefront order. */
  acknowledged: boolean;
  /** Taken in the storefront (it is in the orders export stream), not loaded from the ERP. */
  storefront: boolean;
}

/** The ERP's orders: the ship-tos and orders a history file names, and the orders upserted. */
function createImportOrderQueries(tx: Tx) {
  return {
    /** Ship-to keys `<customer id>/<code>` of the given customers. */
    async shipToKeys(customerIds: readonly number[]): Promise<Set<string>> {
      const rows = rowsOf<{ key: string }>(
        await tx.execute(sql`
          select customer_id || '/' || code as key from shiptos
          where customer_id in (select value::int from json_array_elements_text(${json(customerIds.map(String))}))`),
      );
      return new Set(rows.map((r) => r.key));
    },

    /**
     * The orders ERP numbers name: a storefront order the ERP acknowledged under that number
     * first (decision 162), else the order of that number.
     */
    async ordersByErpNumber(numbers: readonly string[]): Promise<Map<string, NamedOrder>> {
      const rows = rowsOf<{
        number: string;
        id: number;
        order_number: string;
        customer_id: number;
        acknowledged: boolean;
        storefront: boolean;
      }>(
        await tx.execute(sql`
          select n.number, o.id, o.order_number, o.customer_id, o.acknowledged,
            exists (select 1 from integration_exports e where e.stream = 'orders' and e.record_id = o.id) as storefront
          from (select json_array_elements_text(${json(numbers)}) as number) n
          join lateral (
            select x.id, x.order_number, x.customer_id, x.acknowledged from (
              select o.id, o.order_number, o.customer_id, true as acknowledged, 1 as rank
              from integration_order_acks k join orders o on o.id = k.order_id
              where k.erp_order_number = n.number
              union all
              select o.id, o.order_number, o.customer_id, false, 2 from orders o where o.order_number = n.number
            ) x order by x.rank, x.id limit 1
          ) o on true`),
      );
      return new Map(
        rows.map((r) => [
          r.number,
          {
            id: Number(r.id),
            orderNumber: r.order_number,
            customerId: Number(r.customer_id),
            acknowledged: r.acknowledged,
            storefront: r.storefront,
          },
        ]),
      );
    },

    /** Orders of the ERP's history by their number: inserted, or updated where a value changed. */
    upsertHistoryOrders: tableUpsert(tx, {
      table: 'orders',
      columns: [
        'order_number',
        'customer_id',
        'shipto_code',
        'po_number',
        'order_date',
        'delivery_date',
        'status',
        'special_instruction1',
        'line_total',
        'add_on_charges',
        'tax',
        'total',
      ],
      conflict: '("order_number")',
      key: 'order_number',
    }),
  };
}

/** Acknowledged storefront orders settled, and the history's order lines replaced. */
function createImportOrderLineQueries(tx: Tx) {
  return {
    /**
     * Storefront orders the ERP has taken over: what its invoice settles (status, delivery date,
     * totals) is written; the buyer's header (order date, P.O., ship-to) stays. Answers the
     * numbers of the orders that changed.
     */
    async settleAcknowledgedOrders(rows: Record<string, unknown>[]): Promise<Set<string>> {
      const result = rowsOf<{ code: string }>(
        await tx.execute(sql`
          update orders o set status = i.status, delivery_date = i.delivery_date, line_total = i.line_total,
            add_on_charges = i.add_on_charges, tax = i.tax, total = i.total
          from json_to_recordset(${json(rows)}) as i(order_number text, status text, delivery_date date,
            line_total numeric, add_on_charges numeric, tax numeric, total numeric)
          where o.order_number = i.order_number
            and (o.status, o.delivery_date, o.line_total, o.add_on_charges, o.tax, o.total)
              is distinct from (i.status, i.delivery_date, i.line_total, i.add_on_charges, i.tax, i.total)
          returning o.order_number as code`),
      );
      return new Set(result.map((r) => r.code));
    },

    /**
     * Each order's lines become exactly the file's: when they differ in anything from the stored
     * ones they are replaced (nothing refers to an order line), else left alone. Answers the
     * numbers of the orders whose lines changed.
     */
    async replaceOrderLines(rows: Record<string, unknown>[]): Promise<Set<string>> {
      const line = (t: string) =>
        sql.raw(`jsonb_build_array(${t}.line_no, ${t}.product_id, ${t}.unit_of_measure, ${t}.quantity,
          ${t}.unit_of_measure_prc, ${t}.unit_price, ${t}.extension, ${t}.product_text1)`);
      const result = rowsOf<{ code: string }>(
        await tx.execute(sql`
          with input as (
            select o.id as order_id, i.line_no, i.product_id, i.unit_of_measure, i.quantity::numeric(12, 2) as quantity,
              i.unit_of_measure_prc, i.unit_price::numeric(12, 4) as unit_price, i.extension::numeric(14, 2) as extension,
              i.product_text1
            from json_to_recordset(${json(rows)}) as i(order_number text, line_no smallint, product_id int,
              unit_of_measure text, quantity numeric, unit_of_measure_prc text, unit_price numeric, extension numeric,
              product_text1 text)
            join orders o on o.order_number = i.order_number
          ),
          wanted as (select order_id, jsonb_agg(${line('input')} order by line_no) as lines from input group by order_id),
          stored as (
            select ol.order_id, jsonb_agg(${line('ol')} order by ol.line_no) as lines
            from order_lines ol where ol.order_id in (select order_id from wanted) group by ol.order_id),
          changed as (
            select w.order_id from wanted w left join stored s on s.order_id = w.order_id
            where s.lines is distinct from w.lines),
          removed as (delete from order_lines ol using changed c where ol.order_id = c.order_id returning ol.order_id),
          added as (
            insert into order_lines (order_id, line_no, product_id, unit_of_measure, quantity, unit_of_measure_prc,
              unit_price, extension, product_text1)
            select order_id, line_no, product_id, unit_of_measure, quantity, unit_of_measure_prc, unit_price, extension,
              product_text1
            from input where order_id in (select order_id from changed)
            returning order_id)
          select o.order_number as code from orders o where o.id in (select order_id from changed)`),
      );
      return new Set(result.map((r) => r.code));
    },
  };
}

/** Receivable items and the cutoff overrides an import writes. */
function createImportReceivableQueries(tx: Tx) {
  return {
    /** The customer of each receivable item the codes name. */
    async receivableOwners(arCodes: readonly string[]): Promise<Map<string, number>> {
      const rows = rowsOf<{ code: string; customer_id: number }>(
        await tx.execute(sql`select ar_code as code, customer_id from ar_items where ar_code in ${list(arCodes)}`),
      );
      return new Map(rows.map((r) => [r.code, Number(r.customer_id)]));
    },

    upsertReceivables: tableUpsert(tx, {
      table: 'ar_items',
      columns: [
        'customer_id',
        'ar_code',
        'record_type',
        'reference',
        'invoice_number',
        'order_id',
        'invoice_date',
        'due_date',
        'po_number',
        'initial',
        'balance',
        'remarks',
      ],
      conflict: '("ar_code")',
      key: 'ar_code',
    }),

    /** Closes (balance zero, kept for Account Detail) the open items a full file did not list. */
    async closeReceivablesNotIn(arCodes: readonly string[]): Promise<number> {
      const rows = rowsOf<{ id: number }>(
        await tx.execute(sql`
          update ar_items set balance = 0
          where balance <> 0 and ar_code not in (select json_array_elements_text(${json(arCodes)}))
          returning id`),
      );
      return rows.length;
    },

    /**
     * The customers' own cut-off settings (decision 200) become exactly the given ones: a
     * customer's override of orderCutoffTime or orderLeadDays the file leaves empty is removed
     * (the site's setting applies). Answers the codes of the customers whose settings changed.
     */
    async replaceCutoffOverrides(
      customerIds: readonly number[],
      wanted: { customer_id: number; key: 'orderCutoffTime' | 'orderLeadDays'; value: string | number }[],
    ): Promise<Set<string>> {
      const rows = rowsOf<{ code: string }>(
        await tx.execute(sql`
          with wanted as (
            select * from json_to_recordset(${json(wanted)}) as w(customer_id int, key text, value jsonb)),
          removed as (
            delete from setting_overrides s
            where s.user_id is null and s.key in ('orderCutoffTime', 'orderLeadDays')
              and s.customer_id in (select value::int from json_array_elements_text(${json(customerIds.map(String))}))
              and not exists (select 1 from wanted w where w.customer_id = s.customer_id and w.key = s.key)
            returning s.customer_id),
          written as (
            insert into setting_overrides (customer_id, user_id, key, value)
            select customer_id, null, key, value from wanted
            on conflict on constraint setting_overrides_scope_key do update set value = excluded.value
            where setting_overrides.value is distinct from excluded.value
            returning customer_id)
          select c.customer_code as code from customers c
          where c.id in (select customer_id from removed union select customer_id from written)`),
      );
      return new Set(rows.map((r) => r.code));
    },
  };
}

/** Reads and writes of the order history, receivables and customer cut-off imports. */
export function createImportHistoryQueries(tx: Tx) {
  return {
    ...createImportOrderQueries(tx),
    ...createImportOrderLineQueries(tx),
    ...createImportReceivableQueries(tx),
  };
}
