import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { arItems, customers, orders, paymentApplications, payments } from '../../db/schema/index.ts';

/** Credit items a credit memo document prints for: credit memos and credit adjustments. */
const CREDIT_RECORD_TYPES = [6, 8];

/** What credit memo and payment receipt PDFs print; every read is scoped to one customer. */
export function createReceivableDocumentsRepository(db: Db) {
  const customerOf = async (customerId: number) => {
    const [row] = await db.select().from(customers).where(eq(customers.id, customerId));
    return row ?? null;
  };

  return {
    async creditMemo(customerId: number, reference: string) {
      const [memo] = await db
        .select({
          arCode: arItems.arCode,
          recordType: arItems.recordType,
          reference: arItems.reference,
          invoiceNumber: arItems.invoiceNumber,
          invoiceDate: arItems.invoiceDate,
          poNumber: arItems.poNumber,
          initial: arItems.initial,
          balance: arItems.balance,
          remarks: arItems.remarks,
          orderNumber: orders.orderNumber,
        })
        .from(arItems)
        .leftJoin(orders, eq(orders.id, arItems.orderId))
        .where(
          and(
            eq(arItems.customerId, customerId),
            eq(arItems.reference, reference),
            inArray(arItems.recordType, CREDIT_RECORD_TYPES),
          ),
        )
        .limit(1);
      if (!memo) return null;
      return { memo, customer: await customerOf(customerId) };
    },

    /** A storefront payment of this customer that moved money or applied credit; null otherwise. */
    async receipt(customerId: number, paymentId: number) {
      const [payment] = await db
        .select()
        .from(payments)
        .where(
          and(
            eq(payments.customerId, customerId),
            eq(payments.id, paymentId),
            inArray(payments.status, ['captured', 'applied']),
          ),
        );
      if (!payment) return null;
      const [customer, lines] = await Promise.all([
        customerOf(customerId),
        db
          .select({
            recordType: arItems.recordType,
            reference: arItems.reference,
            invoiceDate: arItems.invoiceDate,
            dueDate: arItems.dueDate,
            poNumber: arItems.poNumber,
            amount: paymentApplications.amount,
            balanceBefore: paymentApplications.balanceBefore,
          })
          .from(paymentApplications)
          .innerJoin(arItems, eq(arItems.id, paymentApplications.arItemId))
          .where(eq(paymentApplications.paymentId, payment.id))
          .orderBy(asc(arItems.invoiceDate), asc(arItems.id)),
      ]);
      return { payment, customer, lines };
    },
  };
}
export type ReceivableDocumentsRepository = ReturnType<typeof createReceivableDocumentsRepository>;
export type CreditMemoData = NonNullable<Awaited<ReturnType<ReceivableDocumentsRepository['creditMemo']>>>;
export type PaymentReceiptData = NonNullable<Awaited<ReturnType<ReceivableDocumentsRepository['receipt']>>>;
