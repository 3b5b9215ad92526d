import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { visibleProducts } from '../../db/queries/products.ts';
import { orders, products, scanDocuments } from '../../db/schema/index.ts';

export function createScanDocumentsRepository(db: Db) {
  return {
    /** A scan of an order, only when the order belongs to this customer. */
    async ofOrder(customerId: number, orderNumber: string, scanId: number) {
      const [row] = await db
        .select({ name: scanDocuments.name, storeKey: scanDocuments.storeKey })
        .from(scanDocuments)
        .innerJoin(orders, eq(orders.id, scanDocuments.orderId))
        .where(
          and(eq(scanDocuments.id, scanId), eq(orders.orderNumber, orderNumber), eq(orders.customerId, customerId)),
        );
      return row ?? null;
    },

    /** A scan of a product, only when the product is one this customer may see. */
    async ofProduct(customerId: number | null, productId: number, scanId: number) {
      const [row] = await db
        .select({ name: scanDocuments.name, storeKey: scanDocuments.storeKey })
        .from(scanDocuments)
        .innerJoin(products, eq(products.id, scanDocuments.productId))
        .where(and(eq(scanDocuments.id, scanId), eq(products.id, productId), sql`${visibleProducts(customerId)}`));
      return row ?? null;
    },
  };
}
export type ScanDocumentsRepository = ReturnType<typeof createScanDocumentsRepository>;
