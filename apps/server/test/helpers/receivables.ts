import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../../src/db/client.ts';
import { arItems, paymentApplications } from '../../src/db/schema/index.ts';

export interface FixedItem {
  code: string;
  recordType: number;
  reference: string;
  invoiceDate: string;
  dueDate: string;
  initial: string;
  balance?: string;
  remarks?: string;
}

/**
 * Replaces a customer's receivables with fixed items, so figures can be checked on fixed dates.
 * Payments stay (without their applications): tests count them before and after.
 */
export async function replaceReceivables(db: Db, customerId: number, items: FixedItem[]) {
  const old = await db.select({ id: arItems.id }).from(arItems).where(eq(arItems.customerId, customerId));
  if (old.length > 0)
    await db.delete(paymentApplications).where(
      inArray(
        paymentApplications.arItemId,
        old.map((o) => o.id),
      ),
    );
  await db.delete(arItems).where(eq(arItems.customerId, customerId));
  await db.insert(arItems).values(
    items.map((item) => ({
      customerId,
      arCode: item.code,
      recordType: item.recordType,
      reference: item.reference,
      invoiceNumber: item.recordType === 1 ? item.reference : null,
      invoiceDate: item.invoiceDate,
      dueDate: item.dueDate,
      initial: item.initial,
      balance: item.balance ?? item.initial,
      remarks: item.remarks ?? '',
    })),
  );
}

export async function balancesOf(db: Db, customerId: number): Promise<Record<string, string>> {
  const rows = await db
    .select({ code: arItems.arCode, balance: arItems.balance })
    .from(arItems)
    .where(eq(arItems.customerId, customerId));
  return Object.fromEntries(rows.map((r) => [r.code, r.balance]));
}
