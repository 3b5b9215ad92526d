import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderGuideLines } from '../../db/schema/index.ts';

/** A guide's shelf order: the sequence of its lines. */
export function createGuideShelfOrderRepository(db: Db) {
  return {
    /** Renumbers a guide's lines: the given products first in that order, the others after them as they were. */
    async resequence(guideId: number, productIds: number[]): Promise<void> {
      await db.transaction(async (tx) => {
        const lines = await tx
          .select({ productId: orderGuideLines.productId })
          .from(orderGuideLines)
          .where(eq(orderGuideLines.guideId, guideId))
          .orderBy(asc(orderGuideLines.sequence), asc(orderGuideLines.id))
          .for('update');
        const given = new Set(productIds);
        const order = [...productIds, ...lines.map((l) => l.productId).filter((id) => !given.has(id))];
        for (const [i, productId] of order.entries()) {
          await tx
            .update(orderGuideLines)
            .set({ sequence: i + 1 })
            .where(and(eq(orderGuideLines.guideId, guideId), eq(orderGuideLines.productId, productId)));
        }
      });
    },
  };
}
