import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderGuideLines, orderGuides } from '../../db/schema/index.ts';

export interface GuideRow {
  id: number;
  name: string;
  isPrimary: boolean;
}

export interface GuideLineRow {
  guideId: number;
  productId: number;
  unitOfMeasure: string;
  orderQuantity: string;
  sequence: number;
}

/** Names match ignoring case and surrounding blanks, as the unique index does. */
export const sameName = (name: string) => eq(sql`lower(${orderGuides.name})`, name.trim().toLowerCase());

/** The customer's own guides as stored: all with their lines, or one by name. */
export function createGuideRowsRepository(db: Db) {
  return {
    /** The customer's guides by name (ignoring case) and all their lines in guide order. */
    async guides(customerId: number): Promise<{ guides: GuideRow[]; lines: GuideLineRow[] }> {
      const guides = await db
        .select({ id: orderGuides.id, name: orderGuides.name, isPrimary: orderGuides.isPrimary })
        .from(orderGuides)
        .where(eq(orderGuides.customerId, customerId))
        .orderBy(sql`lower(${orderGuides.name})`, asc(orderGuides.id));
      if (guides.length === 0) return { guides, lines: [] };
      const lines = await db
        .select({
          guideId: orderGuideLines.guideId,
          productId: orderGuideLines.productId,
          unitOfMeasure: orderGuideLines.unitOfMeasure,
          orderQuantity: orderGuideLines.orderQuantity,
          sequence: orderGuideLines.sequence,
        })
        .from(orderGuideLines)
        .where(
          inArray(
            orderGuideLines.guideId,
            guides.map((g) => g.id),
          ),
        )
        .orderBy(asc(orderGuideLines.guideId), asc(orderGuideLines.sequence), asc(orderGuideLines.id));
      return { guides, lines };
    },

    async guide(customerId: number, name: string): Promise<GuideRow | null> {
      const [row] = await db
        .select({ id: orderGuides.id, name: orderGuides.name, isPrimary: orderGuides.isPrimary })
        .from(orderGuides)
        .where(and(eq(orderGuides.customerId, customerId), sameName(name)));
      return row ?? null;
    },
  };
}
