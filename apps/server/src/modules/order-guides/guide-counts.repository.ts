import { and, asc, desc, eq, gt, gte, inArray, isNull, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  orderGuideCounts,
  orderGuideLines,
  orderGuidePars,
  orderLines,
  orders,
  type CountDraftLine,
} from '../../db/schema/index.ts';

/** A guide at a ship-to: pars and counts are kept per customer, guide (lower-cased name) and ship-to code. */
export interface GuidePlace {
  customerId: number;
  guideKey: string;
  shiptoCode: string;
}

export interface ParWrite {
  productId: number;
  unitOfMeasure: string;
  /** null removes the par. */
  quantity: string | null;
}

const at = (p: GuidePlace) =>
  and(
    eq(orderGuidePars.customerId, p.customerId),
    eq(orderGuidePars.guideKey, p.guideKey),
    eq(orderGuidePars.shiptoCode, p.shiptoCode),
  );
const countAt = (p: GuidePlace) =>
  and(
    eq(orderGuideCounts.customerId, p.customerId),
    eq(orderGuideCounts.guideKey, p.guideKey),
    eq(orderGuideCounts.shiptoCode, p.shiptoCode),
  );

export function createGuideCountsRepository(db: Db) {
  return {
    async pars(place: GuidePlace) {
      return db
        .select({
          productId: orderGuidePars.productId,
          unitOfMeasure: orderGuidePars.unitOfMeasure,
          quantity: orderGuidePars.quantity,
        })
        .from(orderGuidePars)
        .where(at(place));
    },

    /** Sets and removes pars in one transaction: all or none. */
    async setPars(place: GuidePlace, writes: ParWrite[]): Promise<void> {
      await db.transaction(async (tx) => {
        const removed = writes.filter((w) => w.quantity === null).map((w) => w.productId);
        if (removed.length > 0) {
          await tx.delete(orderGuidePars).where(and(at(place), inArray(orderGuidePars.productId, removed)));
        }
        const set = writes.filter((w): w is ParWrite & { quantity: string } => w.quantity !== null);
        if (set.length === 0) return;
        await tx
          .insert(orderGuidePars)
          .values(
            set.map((w) => ({
              ...place,
              productId: w.productId,
              unitOfMeasure: w.unitOfMeasure,
              quantity: w.quantity,
            })),
          )
          .onConflictDoUpdate({
            target: [
              orderGuidePars.customerId,
              orderGuidePars.guideKey,
              orderGuidePars.shiptoCode,
              orderGuidePars.productId,
            ],
            set: {
              unitOfMeasure: sql`excluded.unit_of_measure`,
              quantity: sql`excluded.quantity`,
              updatedAt: sql`now()`,
            },
          });
      });
    },

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

    /** Deletes the pars and counts of a guide (when the guide itself is deleted). */
    async forget(customerId: number, guideKey: string): Promise<void> {
      await db
        .delete(orderGuidePars)
        .where(and(eq(orderGuidePars.customerId, customerId), eq(orderGuidePars.guideKey, guideKey)));
      await db
        .delete(orderGuideCounts)
        .where(and(eq(orderGuideCounts.customerId, customerId), eq(orderGuideCounts.guideKey, guideKey)));
    },

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

    /**
     * The customer's ordered lines of these products delivered to the ship-to from `since` to
     * `until` (cancelled orders and credits left out), newest first, each with its delivery: the
     * delivery date, or the order's own date when it has none. A consumer ('' code) has no ship-to.
     */
    async deliveredLines(customerId: number, shiptoCode: string, productIds: number[], since: Date, until: Date) {
      if (productIds.length === 0) return [];
      const shipto =
        shiptoCode === ''
          ? or(isNull(orders.shiptoCode), eq(orders.shiptoCode, ''))
          : eq(orders.shiptoCode, shiptoCode);
      return db
        .select({
          delivery: sql<string>`coalesce(${orders.deliveryDate}::text, (${orders.orderDate})::date::text)`,
          productId: orderLines.productId,
          unitOfMeasure: orderLines.unitOfMeasure,
          quantity: orderLines.quantity,
        })
        .from(orders)
        .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
        .where(
          and(
            eq(orders.customerId, customerId),
            shipto,
            gte(orders.orderDate, since),
            lte(orders.orderDate, until),
            notInArray(sql`lower(${orders.status})`, ['cancelled', 'canceled']),
            inArray(orderLines.productId, productIds),
            gt(orderLines.quantity, '0'),
          ),
        )
        .orderBy(desc(orders.orderDate), desc(orders.id), asc(orderLines.lineNo));
    },
  };
}
export type GuideCountsRepository = ReturnType<typeof createGuideCountsRepository>;
