import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from '../client.ts';
import { preparedName } from './prepared.ts';

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
 * A statement run through a server-side prepared statement of the connection (decision 369): its
 * text, with `$n` parameters, is parsed and planned once per connection under a name of its own,
 * then only executed with the parameters written in as literals. Its text must not depend on
 * anything but its shape (two shapes make two prepared statements), and every parameter's type
 * must follow from where it stands or from a cast.
 */
export interface PreparedStep {
  prepareAs: string;
  statement: SQL;
}

export const preparedStep = (prepareAs: string, statement: SQL): PreparedStep => ({ prepareAs, statement });

/** Which prepared statements each pooled connection holds (a connection that is dropped takes its own with it). */
const preparedOn = new WeakMap<pg.PoolClient, Set<string>>();

/** The SQL of one step on a connection: a prepared step becomes EXECUTE, preceded by PREPARE the first time. */
function stepText(step: SQL | PreparedStep, held: Set<string>, preparing: string[]): string {
  if (!('prepareAs' in step)) return inlined(step);
  const { sql: text, params } = dialect.sqlToQuery(step.statement);
  const name = preparedName('sql', step.prepareAs, text);
  const execute = `execute ${name}${params.length > 0 ? `(${params.map(literal).join(', ')})` : ''}`;
  if (held.has(name)) return execute;
  preparing.push(name);
  return `prepare ${name} as ${text};\n${execute}`;
}

/**
 * Runs the statements as one transaction and answers the rows of the last one. On a PostgreSQL
 * server the whole transaction, commit included, is one message (simple query protocol, the
 * parameters written in as escaped literals): locks taken by the statements are released by the
 * server as soon as they are done, never held while an answer travels to this process and its
 * event loop gets round to sending COMMIT (decision 301). Each statement still takes its own
 * snapshot (read committed), so a statement after a lock sees what was committed before it was
 * granted. A prepared step is planned once per connection (decision 369). On PGlite, which runs
 * in this process, the statements run in a transaction as usual.
 */
export async function oneTripTransaction<T>(db: Db, statements: (SQL | PreparedStep)[]): Promise<T[]> {
  const client = (db as unknown as { $client?: unknown }).$client;
  if (!(client instanceof pg.Pool)) {
    return db.transaction(async (tx) => {
      let last: unknown = null;
      for (const step of statements) last = await tx.execute('prepareAs' in step ? step.statement : step);
      return (last as { rows?: T[] } | null)?.rows ?? [];
    });
  }
  const connection = await client.connect();
  const held = preparedOn.get(connection) ?? new Set<string>();
  const preparing: string[] = [];
  const text = ['begin', ...statements.map((s) => stepText(s, held, preparing)), 'commit'].join(';\n');
  let broken = false;
  try {
    const results = (await connection.query(text)) as unknown as pg.QueryResult[];
    for (const name of preparing) held.add(name);
    preparedOn.set(connection, held);
    return (results[results.length - 2]?.rows ?? []) as T[];
  } catch (err) {
    // A failed statement leaves the transaction aborted on this connection: end it before reuse,
    // or drop the connection when even that fails. A connection that was asked to prepare in the
    // failed message is dropped: whether the statement was kept is not worth guessing.
    await connection.query('rollback').catch(() => (broken = true));
    if (preparing.length > 0) broken = true;
    throw err;
  } finally {
    connection.release(broken);
  }
}
