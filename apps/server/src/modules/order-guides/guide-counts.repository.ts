import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orderGuideCounts, orderGuidePars } from '../../db/schema/index.ts';
import { createCountDraftsRepository } from './count-drafts.repository.ts';
import { createDeliveredLinesRepository } from './delivered-lines.repository.ts';
import { createGuideParsRepository } from './guide-pars.repository.ts';
import { createGuideShelfOrderRepository } from './guide-shelf-order.repository.ts';

export type { GuidePlace } from './guide-place.ts';
export type { ParWrite } from './guide-pars.repository.ts';

/**
 * Count mode's queries: the pars (guide-pars.repository.ts), the count drafts (count-drafts.repository.ts),
 * the shelf order (guide-shelf-order.repository.ts) and the delivered lines suggested pars are read from
 * (delivered-lines.repository.ts).
 */
export function createGuideCountsRepository(db: Db) {
  return {
    ...createGuideParsRepository(db),
    ...createCountDraftsRepository(db),

    /** Deletes the pars and counts of a guide (when the guide itself is deleted). */
    async forget(customerId: number, guideKey: string): Promise<void> {
      await db
        .delete(orderGuidePars)
        .where(and(eq(orderGuidePars.customerId, customerId), eq(orderGuidePars.guideKey, guideKey)));
      await db
        .delete(orderGuideCounts)
        .where(and(eq(orderGuideCounts.customerId, customerId), eq(orderGuideCounts.guideKey, guideKey)));
    },

    ...createGuideShelfOrderRepository(db),
    ...createDeliveredLinesRepository(db),
  };
}
export type GuideCountsRepository = ReturnType<typeof createGuideCountsRepository>;
