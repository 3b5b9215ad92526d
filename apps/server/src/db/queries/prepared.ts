import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from '../client.ts';

const dialect = new PgDialect();

/** The prepared statements' names per way and text: `<prepareAs>_<n>`, n counting the texts seen (decision 369). */
const preparedNames = { protocol: new Map<string, string>(), sql: new Map<string, string>() };
let texts = 0;

/**
 * The name a statement's text is prepared under on every connection: the same statement and text
 * always get the same name, another text (another shape of the same statement) another one. Statements
 * prepared by the protocol (node-postgres) and by PREPARE share the connection's names but are
 * tracked apart, so one text prepared both ways gets two names.
 */
export function preparedName(way: 'protocol' | 'sql', prepareAs: string, text: string): string {
  const names = preparedNames[way];
  const key = `${prepareAs}\n${text}`;
  const known = names.get(key);
  if (known) return known;
  if (!/^[a-z_][a-z0-9_]*$/.test(prepareAs)) throw new Error(`not a statement name: ${prepareAs}`);
  const name = `${prepareAs}_${++texts}`;
  names.set(key, name);
  return name;
}

/** Dates and times as PostgreSQL writes them, as drizzle's own raw queries answer them. */
const RAW_TYPES = new Set<number>([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
]);
const types = {
  getTypeParser: ((id: number, format?: 'text' | 'binary') =>
    RAW_TYPES.has(id) ? (value: string) => value : pg.types.getTypeParser(id, format)) as typeof pg.types.getTypeParser,
};

/**
 * `db.execute` of a hot statement through a prepared statement of the connection (decision 369):
 * on a PostgreSQL server the text is parsed once per connection and, once PostgreSQL settles on
 * a generic plan, no longer planned; only the parameters travel. The statement's text must depend
 * on its shape alone (its values are parameters). PGlite runs it as `db.execute` does.
 */
export async function executePrepared<T>(db: Db, prepareAs: string, statement: SQL): Promise<{ rows: T[] }> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) return (await db.execute(statement)) as unknown as { rows: T[] };
  const { sql: text, params } = dialect.sqlToQuery(statement);
  return client.query<T & pg.QueryResultRow>({
    name: preparedName('protocol', prepareAs, text),
    text,
    values: params,
    types,
  });
}
