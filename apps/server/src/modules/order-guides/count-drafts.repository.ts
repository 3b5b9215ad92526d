import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderGuideCounts, type CountDraftLine } from '../../db/schema/index.ts';
import type { GuidePlace } from './guide-place.ts';

const countAt = (p: GuidePlace) =>
  and(
    eq(orderGuideCounts.customerId, p.customerId),
    eq(orderGuideCounts.guideKey, p.guideKey),
    eq(orderGuideCounts.shiptoCode, p.shiptoCode),
  );

/** The count draft of a guide at a ship-to: read, kept, and taken once for the cart (put back when refused). */
export function createCountDraftsRepository(db: Db) {
  return {
    async count(place: GuidePlace) {
      const [row] = await db
        .select({
          lines: orderGuideCounts.lines,
          countedAt: orderGuideCounts.countedAt,
          countedBy: orderGuideCounts.countedBy,
        })
        .from(orderGuideCounts)
        .where(countAt(place));
      return row ?? null;
    },

    async saveCount(place: GuidePlace, lines: CountDraftLine[], countedBy: string, countedAt: Date): Promise<void> {
      await db
        .insert(orderGuideCounts)
        .values({ ...place, lines, countedBy, countedAt })
        .onConflictDoUpdate({
          target: [orderGuideCounts.customerId, orderGuideCounts.guideKey, orderGuideCounts.shiptoCode],
          set: { lines, countedBy, countedAt },
        });
    },

    /**
     * Takes the draft's lines and empties it in one statement, so two Add to Cart clicks cannot
     * both add the same count; null when there is no draft with lines.
     */
    async takeDraft(place: GuidePlace): Promise<CountDraftLine[] | null> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ lines: orderGuideCounts.lines })
          .from(orderGuideCounts)
          .where(countAt(place))
          .for('update');
        if (!row || row.lines.length === 0) return null;
        await tx.update(orderGuideCounts).set({ lines: [] }).where(countAt(place));
        return row.lines;
      });
    },

    /** Puts a taken draft back when the cart refused it, unless someone counted again meanwhile. */
    async restoreDraft(place: GuidePlace, lines: CountDraftLine[]): Promise<void> {
      await db
        .update(orderGuideCounts)
        .set({ lines })
        .where(and(countAt(place), sql`jsonb_array_length(${orderGuideCounts.lines}) = 0`));
    },
  };
}
