import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { orderGuideLines, orderGuides } from '../../db/schema/index.ts';
import { sameName } from './guide-rows.repository.ts';

/** A guide line as the service decided to store it (quantity as an exact decimal string). */
export interface GuideLineWrite {
  productId: number;
  unitOfMeasure: string;
  orderQuantity: string;
}

/** The customer's own guides changed: created with their lines, patched, removed. */
export function createGuideWritesRepository(db: Db) {
  return {
    /** Creates the guide with its lines in the given order; null when the name is taken. */
    async create(customerId: number, name: string, lines: GuideLineWrite[]): Promise<number | null> {
      try {
        return await db.transaction(async (tx) => {
          const [guide] = await tx.insert(orderGuides).values({ customerId, name }).returning({ id: orderGuides.id });
          if (!guide) throw new Error('order guide insert returned no row');
          if (lines.length > 0) {
            await tx
              .insert(orderGuideLines)
              .values(lines.map((l, i) => ({ guideId: guide.id, ...l, sequence: i + 1 })));
          }
          return guide.id;
        });
      } catch (err) {
        if (isUniqueViolation(err)) return null;
        throw err;
      }
    },

    /**
     * Removes and upserts lines in one transaction under a lock on the guide, so concurrent
     * patches append after each other. Products already in the guide keep their place; new ones
     * go to the end in the given order. Refuses (false) when the guide would exceed maxLines.
     */
    async patch(guideId: number, upserts: GuideLineWrite[], deletes: number[], maxLines: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.select({ id: orderGuides.id }).from(orderGuides).where(eq(orderGuides.id, guideId)).for('update');
        const existing = await tx
          .select({ productId: orderGuideLines.productId, sequence: orderGuideLines.sequence })
          .from(orderGuideLines)
          .where(eq(orderGuideLines.guideId, guideId));
        const removed = new Set(deletes);
        const kept = existing.filter((l) => !removed.has(l.productId));
        const present = new Set(kept.map((l) => l.productId));
        const added = upserts.filter((l) => !present.has(l.productId));
        if (kept.length + added.length > maxLines) return false;

        if (deletes.length > 0) {
          await tx
            .delete(orderGuideLines)
            .where(and(eq(orderGuideLines.guideId, guideId), inArray(orderGuideLines.productId, deletes)));
        }
        for (const line of upserts.filter((l) => present.has(l.productId))) {
          await tx
            .update(orderGuideLines)
            .set({ unitOfMeasure: line.unitOfMeasure, orderQuantity: line.orderQuantity })
            .where(and(eq(orderGuideLines.guideId, guideId), eq(orderGuideLines.productId, line.productId)));
        }
        let next = existing.reduce((max, l) => Math.max(max, l.sequence), 0);
        if (added.length > 0) {
          await tx.insert(orderGuideLines).values(added.map((l) => ({ guideId, ...l, sequence: (next += 1) })));
        }
        await tx
          .update(orderGuides)
          .set({ updatedAt: sql`now()` })
          .where(eq(orderGuides.id, guideId));
        return true;
      });
    },

    async remove(customerId: number, name: string): Promise<boolean> {
      const rows = await db
        .delete(orderGuides)
        .where(and(eq(orderGuides.customerId, customerId), sameName(name)))
        .returning({ id: orderGuides.id });
      return rows.length > 0;
    },
  };
}
