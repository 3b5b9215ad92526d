import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * Empties every application table (schema public; the migration journal lives elsewhere) and
 * restarts every sequence, including order_number_seq, in one transaction: either the database
 * is empty afterwards or nothing changed. The cache versions go on counting (decision 211): a
 * browser may still hold a catalog page of the data before.
 */
export async function emptyDatabase(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    const tables = rowsOf<{ name: string }>(
      await tx.execute(
        sql`select tablename as name from pg_tables where schemaname = 'public' and tablename <> 'cache_versions' order by tablename`,
      ),
    );
    if (tables.length) {
      await tx.execute(
        sql`truncate table ${sql.join(
          tables.map((t) => sql.identifier(t.name)),
          sql`, `,
        )} restart identity cascade`,
      );
    }
    const sequences = rowsOf<{ name: string }>(
      await tx.execute(
        sql`select sequence_name as name from information_schema.sequences where sequence_schema = 'public' order by sequence_name`,
      ),
    );
    for (const s of sequences) await tx.execute(sql`alter sequence ${sql.identifier(s.name)} restart`);
  });
}
