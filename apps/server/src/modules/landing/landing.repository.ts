import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { landingLayouts } from '../../db/schema/index.ts';

const SITE_LAYOUT_ID = 1;

export function createLandingRepository(db: Db) {
  return {
    /** The stored layout as JSON, or null before anything was saved. */
    async find(): Promise<unknown> {
      const [row] = await db
        .select({ layout: landingLayouts.layout })
        .from(landingLayouts)
        .where(eq(landingLayouts.id, SITE_LAYOUT_ID));
      return row?.layout ?? null;
    },

    async save(layout: unknown, userId: number | null, now: Date) {
      await db
        .insert(landingLayouts)
        .values({ id: SITE_LAYOUT_ID, layout, updatedAt: now, updatedBy: userId })
        .onConflictDoUpdate({ target: landingLayouts.id, set: { layout, updatedAt: now, updatedBy: userId } });
    },
  };
}
export type LandingRepository = ReturnType<typeof createLandingRepository>;
