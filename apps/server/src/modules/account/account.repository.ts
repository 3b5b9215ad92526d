import { and, asc, desc, eq, gte, lte, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
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

/** Receivables of one customer: every query takes the customer and reads nobody else's rows. */
export function createAccountRepository(db: Db) {
  return {
    async customer(customerId: number) {
      const [row] = await db.select().from(customers).where(eq(customers.id, customerId));
      return row ?? null;
    },

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
     * What aging needs of the open items, and nothing else: their due dates and balances, from the
     * partial open-items index, without the orders and scans an open items answer carries.
     */
    openBalances(customerId: number): Promise<{ dueDate: string; balance: string }[]> {
      return db
        .select({ dueDate: arItems.dueDate, balance: arItems.balance })
        .from(arItems)
        .where(and(eq(arItems.customerId, customerId), ne(arItems.balance, '0')));
    },

    /** Every line, open or paid, with an invoice date in the range; oldest first. */
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

    /** The latest money received (storefront payments that captured, and the imported history). */
    async lastPayment(customerId: number) {
      const [row] = await db
        .select({ paymentDate: payments.paymentDate, amount: payments.amount })
        .from(payments)
        .where(and(eq(payments.customerId, customerId), eq(payments.status, 'captured')))
        .orderBy(desc(payments.paymentDate), desc(payments.id))
        .limit(1);
      return row ?? null;
    },

    async lastInvoice(customerId: number) {
      const [row] = await db
        .select({ invoiceDate: arItems.invoiceDate, initial: arItems.initial })
        .from(arItems)
        .where(and(eq(arItems.customerId, customerId), eq(arItems.recordType, 1)))
        .orderBy(desc(arItems.invoiceDate), desc(arItems.id))
        .limit(1);
      return row ?? null;
    },

    /** Totals of orders taken but not invoiced yet: open, and held (for credit or review). */
    async orderTotals(customerId: number) {
      const [row] = await db
        .select({
          onOrder: sql<string>`coalesce(sum(${orders.total}) filter (where lower(${orders.status}) = 'open'), 0)::text`,
          onHold: sql<string>`coalesce(sum(${orders.total}) filter (where lower(${orders.status}) in ('hold', 'on hold')), 0)::text`,
        })
        .from(orders)
        .where(eq(orders.customerId, customerId));
      return { onOrder: row?.onOrder ?? '0', onHold: row?.onHold ?? '0' };
    },
  };
}
export type AccountRepository = ReturnType<typeof createAccountRepository>;
