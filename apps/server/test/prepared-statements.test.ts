import { sql } from 'drizzle-orm';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../src/db/client.ts';
import { oneTripTransaction, preparedStep } from '../src/db/queries/one-trip.ts';
import { executePrepared } from '../src/db/queries/prepared.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';

/**
 * Hot statements run through prepared statements of the connection (decision 369): the answers
 * are those of the plain statement, on PGlite and on a PostgreSQL server, and a failure never
 * leaves a connection that cannot run the statement again.
 */
let t: TestApp;
/** A second handle on the test's PostgreSQL database with a pool of one connection (server only). */
let single: Database | null = null;

beforeAll(async () => {
  t = await createTestApp();
  if (t.databaseUrl) {
    single = await openDatabase({ databaseUrl: t.databaseUrl });
    ((single.db as unknown as { $client: pg.Pool }).$client.options as { max: number }).max = 1;
  }
});
afterAll(async () => {
  await single?.close();
  await t.close();
});

const counted = (n: number) => sql`select count(*)::int as n, ${n}::int as asked from generate_series(1, ${n}::int)`;

describe('prepared statements', () => {
  it('answer what the plain statement answers, whatever the parameters', async () => {
    for (const n of [1, 7, 3]) {
      const prepared = await executePrepared<{ n: number; asked: number }>(t.db, 'test_counted', counted(n));
      expect(prepared.rows).toEqual([{ n, asked: n }]);
      const trip = await oneTripTransaction<{ n: number; asked: number }>(t.db, [
        preparedStep('test_counted_trip', counted(n)),
      ]);
      expect(trip).toEqual([{ n, asked: n }]);
    }
    // Texts with quotes, backslashes and dollar signs reach the statement as they were given.
    const text = `O'Brien \\ $1 $$ "x"`;
    const echoed = await oneTripTransaction<{ v: string }>(t.db, [
      preparedStep('test_echo', sql`select ${text}::text as v`),
    ]);
    expect(echoed).toEqual([{ v: text }]);
  });

  it.runIf(process.env['TEST_DATABASE_URL'])(
    'are prepared once per connection on a PostgreSQL server, then only executed',
    async () => {
      const db = single!.db;
      for (let i = 1; i <= 8; i++) {
        expect(await oneTripTransaction<{ n: number }>(db, [preparedStep('test_once', counted(i))])).toEqual([
          { n: i, asked: i },
        ]);
      }
      const held = await oneTripTransaction<{ name: string; runs: number }>(db, [
        sql`select name, (generic_plans + custom_plans)::int as runs from pg_prepared_statements `,
      ]);
      expect(held, JSON.stringify(held)).toHaveLength(1);
      expect(held[0]?.runs).toBe(8);
    },
  );

  it.runIf(process.env['TEST_DATABASE_URL'])(
    'leave the connection able to run the statement after a failed transaction, prepared or not',
    async () => {
      const db = single!.db;
      const failing = sql`select 1 / (${0}::int) as boom`;
      // Failing in the message that prepares the statement: the connection is dropped.
      await expect(oneTripTransaction(db, [preparedStep('test_fail_first', counted(2)), failing])).rejects.toThrow(
        /division by zero/,
      );
      expect(await oneTripTransaction(db, [preparedStep('test_fail_first', counted(2))])).toEqual([{ n: 2, asked: 2 }]);
      // Failing once the statement is held: rolled back, and the statement still runs.
      await expect(oneTripTransaction(db, [preparedStep('test_fail_first', counted(3)), failing])).rejects.toThrow(
        /division by zero/,
      );
      expect(await oneTripTransaction(db, [preparedStep('test_fail_first', counted(4))])).toEqual([{ n: 4, asked: 4 }]);
      // Nothing of the failed transactions stayed open.
      const open = await oneTripTransaction<{ n: number }>(db, [sql`select count(*)::int as n from pg_prepared_xacts`]);
      expect(open).toEqual([{ n: 0 }]);
    },
  );
});
