import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { landingLayouts } from '../../db/schema/index.ts';

const SITE_LAYOUT_ID = 1;

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/**
 * Tells the table's trigger that this transaction writes a layout the landing service cleaned, so
 * the row keeps its `sanitized_with` (any other write clears it, decision 410).
 */
const markCleanWrite = (tx: Tx) => tx.execute(sql`select set_config('provender.landing_clean', 'on', true)`);

export interface StoredLayout {
  layout: unknown;
  /** The rich-text allow-list version the layout was cleaned with; null when not known to be clean. */
  sanitizedWith: number | null;
}

export function createLandingRepository(db: Db) {
  return {
    /** The stored layout as JSON, or null before anything was saved. */
    async find(): Promise<StoredLayout | null> {
      const [row] = await db
        .select({ layout: landingLayouts.layout, sanitizedWith: landingLayouts.sanitizedWith })
        .from(landingLayouts)
        .where(eq(landingLayouts.id, SITE_LAYOUT_ID));
      return row ?? null;
    },

    /** Stores a layout the service cleaned and checked, in one transaction, marked clean by `version`. */
    async save(layout: unknown, userId: number | null, now: Date, version: number) {
      await db.transaction(async (tx) => {
        await markCleanWrite(tx);
        const values = { layout, updatedAt: now, updatedBy: userId, sanitizedWith: version };
        await tx
          .insert(landingLayouts)
          .values({ id: SITE_LAYOUT_ID, ...values })
          .onConflictDoUpdate({ target: landingLayouts.id, set: values });
      });
    },

    /**
     * Cleans the stored row once when it is not known to be clean by `version`: reads it, cleans it
     * outside any transaction (the whole layout may take a second), and stores the result only if
     * the row was not written meanwhile (its xmin is unchanged). Answers the clean layout, or null
     * when there is no row. Who saved it and when stay as they were: this is not a new save.
     */
    async clean(version: number, cleanLayout: (stored: unknown) => unknown): Promise<unknown> {
      const [row] = await db
        .select({
          layout: landingLayouts.layout,
          sanitizedWith: landingLayouts.sanitizedWith,
          xmin: sql<string>`${landingLayouts}.xmin::text`,
        })
        .from(landingLayouts)
        .where(eq(landingLayouts.id, SITE_LAYOUT_ID));
      if (!row) return null;
      if (row.sanitizedWith === version) return row.layout;
      const layout = cleanLayout(row.layout);
      await db.transaction(async (tx) => {
        await markCleanWrite(tx);
        await tx
          .update(landingLayouts)
          .set({ layout, sanitizedWith: version })
          .where(and(eq(landingLayouts.id, SITE_LAYOUT_ID), sql`${landingLayouts}.xmin = ${row.xmin}::xid`));
      });
      return layout;
    },
  };
}
export type LandingRepository = ReturnType<typeof createLandingRepository>;
