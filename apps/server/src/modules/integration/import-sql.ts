import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';

export const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
export const json = (value: unknown) => sql`${JSON.stringify(value)}::json`;
export const list = (values: readonly string[]) => sql`(select json_array_elements_text(${json(values)}))`;

/** What one batched upsert changed: the keys it inserted and the keys it updated. */
export interface UpsertOutcome {
  inserted: Set<string>;
  updated: Set<string>;
}

/** One table's upsert: the table, the columns written, the conflict target and the key each row is answered by. */
export interface UpsertTable {
  table: string;
  columns: string[];
  conflict: string;
  key: string;
}

export async function upsert(tx: Tx, statement: SQL): Promise<UpsertOutcome> {
  const rows = rowsOf<{ key: string; inserted: boolean }>(await tx.execute(statement));
  const outcome: UpsertOutcome = { inserted: new Set(), updated: new Set() };
  for (const r of rows) (r.inserted ? outcome.inserted : outcome.updated).add(String(r.key));
  return outcome;
}

/**
 * `insert ... select from json_populate_recordset ... on conflict do update ... where changed`:
 * one statement per batch, one JSON parameter (far below the parameter limit on both drivers), and
 * a row whose values are all the same is not written at all, so importing a file twice changes
 * nothing (decision 163). `xmax = 0` tells an inserted row from an updated one.
 */
export function upsertStatement(opts: UpsertTable & { rows: Record<string, unknown>[] }): SQL {
  const { table, columns, conflict, key, rows } = opts;
  const cols = sql.raw(columns.map((c) => `"${c}"`).join(', '));
  const updatable = columns.filter((c) => !conflict.includes(`"${c}"`));
  const set = sql.raw(updatable.map((c) => `"${c}" = excluded."${c}"`).join(', '));
  const current = sql.raw(updatable.map((c) => `"${table}"."${c}"`).join(', '));
  const incoming = sql.raw(updatable.map((c) => `excluded."${c}"`).join(', '));
  return sql`insert into ${sql.identifier(table)} (${cols})
    select ${cols} from json_populate_recordset(null::${sql.identifier(table)}, ${json(rows)})
    on conflict ${sql.raw(conflict)} do update set ${set}
    where (${current}) is distinct from (${incoming})
    returning ${sql.raw(key)} as key, (xmax = 0) as inserted`;
}

/** One table's batched upsert (`upsertStatement`), ready for its rows: what a repository declares per table. */
export const tableUpsert =
  <Row extends Record<string, unknown> = Record<string, unknown>>(tx: Tx, table: UpsertTable) =>
  (rows: Row[]): Promise<UpsertOutcome> =>
    upsert(tx, upsertStatement({ ...table, rows }));
