import { and, asc, eq, gte, lt, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { executePrepared } from '../../db/queries/prepared.ts';
import { arItems, customers, orders, payments, scanDocuments } from '../../db/schema/index.ts';

const itemColumns = {
  id: arItems.id,
  arCode: arItems.arCode,
  recordType: arItems.recordType,
  reference: arItems.reference,
  invoiceNumber: arItems.invoiceNumber,
  invoiceDate: arItems.invoiceDate,
  dueDate: arItems.dueDate,
  poNumber: arItems.poNumber,
  initial: arItems.initial,
  balance: arItems.balance,
  remarks: arItems.remarks,
  orderNumber: orders.orderNumber,
  /**
   * The scan documents (decision 072) of the item's order, found per row through
   * scan_documents_order_idx. The order is joined only when it is the item's customer's own (see
   * ownOrder), as the scan route checks, so every listed scan opens for the caller.
   */
  scanDocuments: sql<{ key: string; name: string }[]>`coalesce((
    select json_agg(json_build_object('key', s.id::text, 'name', s.name) order by s.id)
    from ${scanDocuments} s
    where s.order_id = ${orders.id}), '[]'::json)`,
};
/** An item's order, joined only when it belongs to the item's customer. */
const ownOrder = and(eq(orders.id, arItems.orderId), eq(orders.customerId, arItems.customerId));

export type ReceivableRow = {
  id: number;
  arCode: string;
  recordType: number;
  reference: string;
  invoiceNumber: string | null;
  invoiceDate: string;
  dueDate: string;
  poNumber: string;
  initial: string;
  balance: string;
  remarks: string;
  orderNumber: string | null;
  scanDocuments: { key: string; name: string }[];
};

/** What the account summary reads of one customer (see summaryFacts); dates ISO, amounts exact as text. */
export interface SummaryFacts extends Pick<
  typeof customers.$inferSelect,
  'name' | 'customerCode' | 'address1' | 'address2' | 'city' | 'state' | 'zip' | 'phone' | 'email' | 'creditLimit'
> {
  openItems: { dueDate: string; balance: string }[];
  lastPayment: { paymentDate: string; amount: string } | null;
  lastInvoice: { invoiceDate: string; initial: string } | null;
  orderTotals: { onOrder: string; onHold: string };
}

/** Receivables of one customer: every query takes the customer and reads nobody else's rows. */
export function createAccountRepository(db: Db) {
  return {
    /** Open items (balance not zero), oldest first. */
    openItems(customerId: number): Promise<ReceivableRow[]> {
      return db
        .select(itemColumns)
        .from(arItems)
        .leftJoin(orders, ownOrder)
        .where(and(eq(arItems.customerId, customerId), ne(arItems.balance, '0')))
        .orderBy(asc(arItems.invoiceDate), asc(arItems.id));
    },

    /**
     * The balance forward of a range starting on `date`: the balances of every line dated before
     * it, as exact text (decision 421). Read from ar_items_customer_date_idx.
     */
    async balanceBefore(customerId: number, date: string): Promise<string> {
      const [row] = await db
        .select({ total: sql<string>`coalesce(sum(${arItems.balance}), 0)::text` })
        .from(arItems)
        .where(and(eq(arItems.customerId, customerId), lt(arItems.invoiceDate, date)));
      return row?.total ?? '0';
    },

    /** Every line, open or paid, with an invoice date in the range; oldest first (date, then entry). */
    lines(customerId: number, range: { startDate?: string | undefined; endDate?: string | undefined }) {
      const where = [eq(arItems.customerId, customerId)];
      if (range.startDate) where.push(gte(arItems.invoiceDate, range.startDate));
      if (range.endDate) where.push(lte(arItems.invoiceDate, range.endDate));
      return db
        .select(itemColumns)
        .from(arItems)
        .leftJoin(orders, ownOrder)
        .where(and(...where))
        .orderBy(asc(arItems.invoiceDate), asc(arItems.id));
    },

    /**
     * Everything the account summary reads, in one prepared statement (decision 380): the
     * customer, what aging needs of the open items (due dates and balances, from the partial
     * open-items index), the latest money received (storefront payments that captured, and the
     * imported history), the latest invoice, and the totals of orders taken but not invoiced yet
     * (open, and held for credit or review, from the partial on-order index). Five reads used to
     * cost five round trips and five plans per request; `null` when the customer does not exist.
     */
    async summaryFacts(customerId: number): Promise<SummaryFacts | null> {
      const { rows } = await executePrepared<SummaryFacts>(
        db,
        'account_summary',
        sql`select
          ${customers.name} as "name",
          ${customers.customerCode} as "customerCode",
          ${customers.address1} as "address1",
          ${customers.address2} as "address2",
          ${customers.city} as "city",
          ${customers.state} as "state",
          ${customers.zip} as "zip",
          ${customers.phone} as "phone",
          ${customers.email} as "email",
          ${customers.creditLimit}::text as "creditLimit",
          coalesce((
            select json_agg(json_build_object('dueDate', a.due_date::text, 'balance', a.balance::text))
            from ${arItems} a
            where a.customer_id = ${customers.id} and a.balance <> 0
          ), '[]'::json) as "openItems",
          (
            select json_build_object('paymentDate', p.payment_date::text, 'amount', p.amount::text)
            from ${payments} p
            where p.customer_id = ${customers.id} and p.status = 'captured'
            order by p.payment_date desc, p.id desc
            limit 1
          ) as "lastPayment",
          (
            select json_build_object('invoiceDate', i.invoice_date::text, 'initial', i.initial::text)
            from ${arItems} i
            where i.customer_id = ${customers.id} and i.record_type = 1
            order by i.invoice_date desc, i.id desc
            limit 1
          ) as "lastInvoice",
          (
            select json_build_object(
              'onOrder', coalesce(sum(o.total) filter (where lower(o.status) = 'open'), 0)::text,
              'onHold', coalesce(sum(o.total) filter (where lower(o.status) in ('hold', 'on hold')), 0)::text)
            from ${orders} o
            where o.customer_id = ${customers.id} and lower(o.status) in ('open', 'hold', 'on hold')
          ) as "orderTotals"
        from ${customers}
        where ${customers.id} = ${customerId}`,
      );
      return rows[0] ?? null;
    },
  };
}
export type AccountRepository = ReturnType<typeof createAccountRepository>;
