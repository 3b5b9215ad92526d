import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { visibleProducts } from '../../db/queries/products.ts';

/** What the search index is read from (decision 550). */
export function createSearchTextsRepository(db: Db) {
  return {
    /**
     * The catalog version and, after key `after`, the next `limit` listed products (active, not the
     * hidden key) by key with their search text: what the search index is built from (decision 550).
     * The version is read in the same statement, so a chunk read after a change says so.
     */
    async searchTexts(after: number, limit: number): Promise<{ version: number; rows: [number, string][] }> {
      const result = await db.execute(sql`select v.version, p.id, p.text
        from (select coalesce((select version from cache_versions where name = 'catalog'), 0) as version) v
        left join lateral (select "products"."id" as id, "products"."search_text" as text from products
          where ${visibleProducts(null)} and "products"."id" > ${after} order by "products"."id" limit ${limit}) p on true`);
      const rows = (
        result as unknown as { rows: { version: number | string; id: number | null; text: string | null }[] }
      ).rows;
      return {
        version: Number(rows[0]?.version ?? 0),
        rows: rows.flatMap((r) => (r.id === null ? [] : [[r.id, r.text ?? ''] as [number, string]])),
      };
    },
  };
}
