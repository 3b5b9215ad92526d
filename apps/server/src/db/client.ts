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
  /** Receives the channel's notifications, from every process and session (decision 210). */
  listen(channel: string, handlers: ListenHandlers): Promise<Listening>;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

export interface ListenHandlers {
  message(payload: string): void;
  /**
   * The stream of notifications started or broke: what arrived before may be incomplete, so
   * whatever was kept on their strength must be dropped.
   */
  reset(): void;
}

export interface Listening {
  /** Whether notifications are arriving now (false while a dropped connection is re-established). */
  readonly live: boolean;
  /**
   * PGlite delivers a notification before the statement that caused it returns: a change any
   * session made is known once its statement is done. A PostgreSQL server delivers it moments later.
   */
  readonly immediate: boolean;
  close(): Promise<void>;
}

const RELISTEN_MS = [100, 500, 2000, 5000];

/**
 * A dedicated connection (outside the pool) that LISTENs; when it breaks, it is opened again with
 * growing pauses, and `reset` tells the caller that notifications may have been missed.
 */
async function listenOnServer(url: string, channel: string, handlers: ListenHandlers): Promise<Listening> {
  let client: pg.Client | null = null;
  let closed = false;
  let attempt = 0;
  let timer: NodeJS.Timeout | undefined;
  const connect = async (): Promise<void> => {
    const candidate = new pg.Client({ connectionString: url });
    let dropped = false;
    const drop = () => {
      if (dropped) return;
      dropped = true;
      candidate.end().catch(() => undefined);
      if (client === candidate) {
        client = null;
        handlers.reset();
      }
      if (!closed) {
        timer = setTimeout(() => void connect(), RELISTEN_MS[Math.min(attempt, RELISTEN_MS.length - 1)]);
        timer.unref();
        attempt += 1;
      }
    };
    candidate.on('notification', (n) => {
      if (n.channel === channel) handlers.message(n.payload ?? '');
    });
    candidate.on('error', drop);
    candidate.on('end', drop);
    try {
      await candidate.connect();
      await candidate.query(`LISTEN ${channel}`);
    } catch {
      drop();
      return;
    }
    if (closed || dropped) {
      await candidate.end().catch(() => undefined);
      return;
    }
    attempt = 0;
    client = candidate;
    handlers.reset();
  };
  await connect();
  return {
    get live() {
      return client !== null;
    },
    immediate: false,
    async close() {
      closed = true;
      clearTimeout(timer);
      const open = client;
      client = null;
      await open?.end().catch(() => undefined);
    },
  };
}

/** The Database of an open PGlite engine (the test helper opens its engines from a snapshot). */
export function pgliteDatabase(client: PGlite): Database {
  return {
    db: drizzlePglite(client, { schema }) as unknown as Db,
    kind: 'pglite',
    client,
    async listen(channel, handlers) {
      const stop = await client.listen(channel, (payload) => handlers.message(payload));
      handlers.reset();
      return { live: true, immediate: true, close: () => stop() };
    },
    async migrate() {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    },
    close: () => client.close(),
  };
}

const migrationsFolder = join(import.meta.dirname, 'migrations');

/** Embedded PGlite in dataDir (or in memory with 'memory://'); PostgreSQL when a URL is given. */
export async function openDatabase(opts: {
  databaseUrl?: string | undefined;
  pgliteDir?: string;
  /** Connections kept at most on PostgreSQL (decision 373). */
  poolSize?: number;
}): Promise<Database> {
  const { databaseUrl } = opts;
  if (databaseUrl) {
    // JIT compilation costs more than it saves on the short queries an API runs (hundreds of ms on
    // a cold plan), so it is off for the application's connections.
    const pool = new pg.Pool({ connectionString: databaseUrl, max: opts.poolSize ?? 10, options: '-c jit=off' });
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
      listen: (channel, handlers) => listenOnServer(databaseUrl, channel, handlers),
      close: () => pool.end(),
    };
  }
  const dir = opts.pgliteDir ?? 'memory://';
  if (!dir.startsWith('memory://')) mkdirSync(dir, { recursive: true });
  return pgliteDatabase(await PGlite.create(dir, { extensions: { pg_trgm } }));
}
