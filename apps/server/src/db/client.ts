import { join } from 'node:path';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** The one database type services and repositories see, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query surface as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** The embedded engine, when PGlite is in use (snapshots for tests). */
  client?: PGlite;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

const migrationsFolder = join(import.meta.dirname, 'migrations');

/** Embedded PGlite in dataDir (or in memory with 'memory://'); PostgreSQL when a URL is given. */
export async function openDatabase(opts: { databaseUrl?: string | undefined; pgliteDir?: string }): Promise<Database> {
  if (opts.databaseUrl) {
    // JIT compilation costs more than it saves on the short queries an API runs (hundreds of ms on
    // a cold plan), so it is off for the application's connections.
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: 10, options: '-c jit=off' });
    // An idle connection the server ends (restart, failover, dropped test database) is discarded and
    // replaced by the pool; without a listener its 'error' event would take the whole process down.
    pool.on('error', () => undefined);
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    return {
      db,
      kind: 'postgres',
      async migrate() {
        // Several nodes may start at once: one migrates while the others wait on the lock.
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock(727274)');
          await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
        } finally {
          await client.query('select pg_advisory_unlock(727274)').catch(() => undefined);
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  const dir = opts.pgliteDir ?? 'memory://';
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, { extensions: { pg_trgm } });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    client,
    async migrate() {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    },
    close: () => client.close(),
  };
}
