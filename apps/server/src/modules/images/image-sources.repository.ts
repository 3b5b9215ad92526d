import { asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productImageSources } from '../../db/schema/index.ts';

/** Product images the ERP named by URL (decision 201): which the image sync has still to fetch. */
export function createImageSourcesRepository(db: Db) {
  return {
    unfetched(): Promise<{ name: string; url: string }[]> {
      return db
        .select({ name: productImageSources.name, url: productImageSources.url })
        .from(productImageSources)
        .where(isNull(productImageSources.fetchedAt))
        .orderBy(asc(productImageSources.name));
    },

    async fetched(name: string, at: Date): Promise<void> {
      await db
        .update(productImageSources)
        .set({ fetchedAt: at, error: null })
        .where(eq(productImageSources.name, name));
    },

    async failed(name: string, error: string): Promise<void> {
      await db.update(productImageSources).set({ error }).where(eq(productImageSources.name, name));
    },
  };
}
export type ImageSourcesRepository = ReturnType<typeof createImageSourcesRepository>;
