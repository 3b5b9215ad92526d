import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderGuidePars } from '../../db/schema/index.ts';
import type { GuidePlace } from './guide-place.ts';

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

/** The pars of a guide at a ship-to: read, and set or removed together. */
export function createGuideParsRepository(db: Db) {
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
  };
}
