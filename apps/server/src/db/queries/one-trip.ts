import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from '../client.ts';

const dialect = new PgDialect();

/** A parameter written into the statement as a literal; only the kinds the statements here pass. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'string') return pg.escapeLiteral(value);
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  throw new Error(`cannot write a ${typeof value} parameter as a literal`);
}

/** The statement with its parameters written in as literals (`$n` placeholders, one pass). */
function inlined(statement: SQL): string {
  const { sql: text, params } = dialect.sqlToQuery(statement);
  return text.replace(/\$(\d+)/g, (_, n: string) => literal(params[Number(n) - 1]));
}

/**
 * Runs the statements as one transaction and answers the rows of the last one. On a PostgreSQL
 * server the whole transaction, commit included, is one message (simple query protocol, the
 * parameters written in as escaped literals): locks taken by the statements are released by the
 * server as soon as they are done, never held while an answer travels to this process and its
 * event loop gets round to sending COMMIT (decision 301). Each statement still takes its own
 * snapshot (read committed), so a statement after a lock sees what was committed before it was
 * granted. On PGlite, which runs in this process, the statements run in a transaction as usual.
 */
export async function oneTripTransaction<T>(db: Db, statements: SQL[]): Promise<T[]> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) {
    return db.transaction(async (tx) => {
      let last: unknown = null;
      for (const statement of statements) last = await tx.execute(statement);
      return (last as { rows?: T[] } | null)?.rows ?? [];
    });
  }
  const text = ['begin', ...statements.map(inlined), 'commit'].join(';\n');
  const connection = await client.connect();
  let broken = false;
  try {
    const results = (await connection.query(text)) as unknown as pg.QueryResult[];
    return (results[results.length - 2]?.rows ?? []) as T[];
  } catch (err) {
    // A failed statement leaves the transaction aborted on this connection: end it before reuse,
    // or drop the connection when even that fails.
    await connection.query('rollback').catch(() => (broken = true));
    throw err;
  } finally {
    connection.release(broken);
  }
}
