import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const iso = (column: SQL) => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`;

export type ExportStream = 'orders' | 'payments' | 'consumers';

/** An order as the orders stream answers it: its ship-to, totals, the ERP's number and its lines. */
const orderRecord = sql`json_build_object(
    'orderNumber', o.order_number, 'customerCode', c.customer_code, 'isConsumer', c.is_consumer,
    'orderDate', ${iso(sql`o.order_date`)}, 'deliveryDate', o.delivery_date::text, 'pO_Number', o.po_number,
    'shipMethod', o.ship_method,
    'shipTo', case
      when o.ship_to is not null then (o.ship_to || jsonb_build_object('code', o.shipto_code))
      else (select jsonb_build_object('code', s.code, 'name', s.name, 'address1', s.address1, 'address2', s.address2,
          'city', s.city, 'state', s.state, 'zip', s.zip, 'phone', s.phone)
        from shiptos s where s.customer_id = o.customer_id and s.code = o.shipto_code) end,
    'specialInstruction1', o.special_instruction1, 'specialInstruction2', o.special_instruction2, 'notes', o.notes,
    'status', o.status, 'lineTotal', o.line_total::text, 'addOnCharges', o.add_on_charges::text, 'tax', o.tax::text,
    'total', o.total::text, 'erpOrderNumber', a.erp_order_number,
    'lines', coalesce((select json_agg(json_build_object(
        'lineNo', ol.line_no, 'productCode', p.product_code, 'description', p.description,
        'unitOfMeasure', ol.unit_of_measure, 'quantity', ol.quantity::text, 'unitOfMeasure_Prc', ol.unit_of_measure_prc,
        'unitPrice', ol.unit_price::text, 'isOverridePrice', ol.is_override_price, 'extension', ol.extension::text,
        'productText1', ol.product_text1, 'productText2', ol.product_text2) order by ol.line_no)
      from order_lines ol join products p on p.id = ol.product_id where ol.order_id = o.id), '[]'::json))`;
const orderFrom = sql`join orders o on o.id = e.record_id join customers c on c.id = o.customer_id
    left join integration_order_acks a on a.order_id = o.id`;

/**
 * Reads of the export streams (decision 161): records whose sequence number is after the cursor,
 * oldest first. Each query builds the record as JSON in the database, one round trip per page.
 */
export function createExportRepository(db: Db) {
  // `after` is the cursor; `only` asks for the one record of that sequence number (a webhook's body).
  const page = async (stream: ExportStream, record: SQL, from: SQL, after: number, limit: number, only = false) =>
    rowsOf<{ seq: string; record: Record<string, unknown> }>(
      await db.execute(sql`
        select e.seq::text as seq, ${record} as record
        from integration_exports e ${from}
        where e.stream = ${stream} and ${only ? sql`e.seq = ${after}` : sql`e.seq > ${after}`}
        order by e.seq
        limit ${limit}`),
    ).map((r) => ({ ...r.record, cursor: Number(r.seq) }));

  const repo = {
    orders: (after: number, limit: number, only = false) => page('orders', orderRecord, orderFrom, after, limit, only),

    payments: (after: number, limit: number, only = false) =>
      page(
        'payments',
        sql`json_build_object(
          'paymentId', pm.id, 'customerCode', c.customer_code, 'paymentDate', pm.payment_date::text,
          'amount', pm.amount::text, 'method', pm.method, 'status', pm.status, 'reference', pm.reference,
          'transactionId', pm.transaction_id,
          'applications', coalesce((select json_agg(json_build_object('arCode', ar.ar_code, 'reference', ar.reference,
              'amount', pa.amount::text) order by pa.id)
            from payment_applications pa join ar_items ar on ar.id = pa.ar_item_id where pa.payment_id = pm.id), '[]'::json))`,
        sql`join payments pm on pm.id = e.record_id join customers c on c.id = pm.customer_id`,
        after,
        limit,
        only,
      ),

    consumers: (after: number, limit: number, only = false) =>
      page(
        'consumers',
        sql`json_build_object(
          'customerCode', c.customer_code, 'name', c.name, 'email', c.email, 'phone', c.phone,
          'address1', c.address1, 'address2', c.address2, 'city', c.city, 'state', c.state, 'zip', c.zip,
          'createdAt', ${iso(sql`c.created_at`)})`,
        sql`join customers c on c.id = e.record_id`,
        after,
        limit,
        only,
      ),

    /** The record of one export sequence number, as its stream answers it (null when it is gone). */
    async record(stream: ExportStream, seq: number): Promise<Record<string, unknown> | null> {
      const [row] = await repo[stream](seq, 1, true);
      return row ?? null;
    },

    /** Gives a storefront order the ERP's number; null when there is no such order. */
    async acknowledge(orderNumber: string, erpOrderNumber: string): Promise<boolean> {
      const rows = rowsOf<{ order_id: number }>(
        await db.execute(sql`
          insert into integration_order_acks (order_id, erp_order_number)
          select id, ${erpOrderNumber} from orders where order_number = ${orderNumber}
          on conflict (order_id) do update set erp_order_number = excluded.erp_order_number, acknowledged_at = now()
          returning order_id`),
      );
      return rows.length > 0;
    },
  };
  return repo;
}
export type ExportRepository = ReturnType<typeof createExportRepository>;
