import { bigint, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Versions of data that processes cache (decision 210). Triggers bump a row in the writer's
 * transaction and notify every process on the `provender_changes` channel; a process that missed a
 * notification reads the committed version again when its short TTL runs out. Row 'catalog' covers
 * everything a catalog page or a price depends on (products, units, categories, price levels,
 * contract prices, a customer's excluded categories and price level).
 */
export const cacheVersions = pgTable('cache_versions', {
  name: text('name').primaryKey(),
  version: bigint('version', { mode: 'number' }).notNull().default(0),
});
