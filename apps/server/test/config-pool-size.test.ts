import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';

const dataDir = () => mkdtempSync(join(tmpdir(), 'provender-pool-'));
const postgres = { DATA_DIR: dataDir(), DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' };

describe('PostgreSQL connections per server process (decision 373)', () => {
  it("shares a node's 10 connections among its processes, at least 2 each", () => {
    const at = (processes: string) => loadConfig({ ...postgres, WEB_CONCURRENCY: processes });
    expect([at('1'), at('2'), at('3'), at('8')].map((c) => [c.processes, c.databasePoolSize])).toEqual([
      [1, 10],
      [2, 5],
      [3, 4],
      [8, 2],
    ]);
  });

  it('takes DATABASE_POOL_SIZE when given, and refuses a size that is not a positive whole number', () => {
    expect(loadConfig({ ...postgres, WEB_CONCURRENCY: '2', DATABASE_POOL_SIZE: '7' }).databasePoolSize).toBe(7);
    expect(() => loadConfig({ ...postgres, DATABASE_POOL_SIZE: '0' })).toThrow(/DATABASE_POOL_SIZE/);
    expect(() => loadConfig({ ...postgres, DATABASE_POOL_SIZE: 'many' })).toThrow(/DATABASE_POOL_SIZE/);
  });

  const url = process.env['TEST_DATABASE_URL'];
  it.skipIf(!url)('never opens more connections than the size, however many queries wait', async () => {
    const database = await openDatabase({ databaseUrl: url, poolSize: 3 });
    try {
      const name = `provender-pool-test-${process.pid}`;
      // Nine queries at once, each naming the connection it ran on.
      await Promise.all(
        Array.from({ length: 9 }, () =>
          database.db.execute(sql`select set_config('application_name', ${name}, false), pg_sleep(0.05)`),
        ),
      );
      const counted = await database.db.execute(
        sql`select count(*)::int as n from pg_stat_activity where application_name = ${name}`,
      );
      expect((counted as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(3);
    } finally {
      await database.close();
    }
  });
});
