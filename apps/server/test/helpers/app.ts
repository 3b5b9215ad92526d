import { readFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { CUSTOMER_KEY_HEADER, SHIP_METHOD_HEADER, WEB_CLIENT_ID } from '@provender/contract';
import { buildApp } from '../../src/app.ts';
import { loadConfig, type AppConfig } from '../../src/config.ts';
import { openDatabase, pgliteDatabase, type Database, type Db } from '../../src/db/client.ts';
import { testDatabaseName, withAdminClient } from './databases.ts';

export const DEMO_PASSWORD = 'Demo-pass1';

export interface TestApp {
  app: FastifyInstance;
  db: Db;
  kind: Database['kind'];
  config: AppConfig;
  /** The PostgreSQL database the app runs on; null on PGlite. */
  databaseUrl: string | null;
  /** The database the app was built on (a sibling app on PGlite shares it). */
  database?: Database;
  close(): Promise<void>;
}

export interface TestAppOptions {
  /** Runs on the built app before ready(): register probe routes or hooks here. */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>;
}

/**
 * A fresh copy of the seeded test database (PGlite by default, PostgreSQL when
 * TEST_DATABASE_URL is set) and the real application built on it.
 */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  options: TestAppOptions = {},
): Promise<TestApp> {
  const url = process.env['TEST_DATABASE_URL'];
  let database: Database;
  let databaseUrl: string | null = null;
  let dropDatabase = async () => {};
  if (url) {
    const name = testDatabaseName();
    await withAdminClient(url, (c) => c.query(`create database ${name} template ${inject('pgTemplate')}`));
    const target = new URL(url);
    target.pathname = `/${name}`;
    databaseUrl = target.toString();
    database = await openDatabase({ databaseUrl });
    dropDatabase = () =>
      withAdminClient(url, (c) => c.query(`drop database if exists ${name} with (force)`)).then(() => undefined);
  } else {
    const snapshot = new Blob([readFileSync(inject('pgliteSnapshot'))]);
    database = pgliteDatabase(await PGlite.create({ loadDataDir: snapshot, extensions: { pg_trgm } }));
  }
  const config = loadConfig(
    { NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: join(tmpdir(), 'provender-test-data') },
    {
      jwtSecret: randomBytes(32),
      seedOnEmpty: false,
      webDistDir: join(tmpdir(), 'provender-no-web'),
      documentDir: inject('documentDir'),
      // Tests change rows directly and ask on the next line: each request first waits until every
      // committed change has reached the caches (decision 210; cache-invalidation.test.ts runs without).
      cache: { ttlMs: 5000, now: Date.now, settleEachRequest: true },
      // Every search waits for the index of its catalog version, so the tests see the index answer
      // whatever the timing (decision 550); catalog-products.test.ts also runs with the database searching.
      searchIndex: 'wait',
      ...overrides,
    },
  );
  const app = await buildApp(config, database);
  await options.beforeReady?.(app);
  await app.ready();
  return {
    app,
    db: database.db,
    kind: database.kind,
    config,
    databaseUrl,
    database,
    async close() {
      await app.close();
      await database.close();
      await dropDatabase();
    },
  };
}

/**
 * A second application on the PostgreSQL database of `t`, as another process or node of the same
 * site would run; null on PGlite, whose database one process owns.
 */
export async function createPeerApp(t: TestApp, overrides: Partial<AppConfig> = {}): Promise<TestApp | null> {
  if (!t.databaseUrl) return null;
  const database = await openDatabase({ databaseUrl: t.databaseUrl });
  const config = { ...t.config, ...overrides };
  const app = await buildApp(config, database);
  await app.ready();
  return {
    app,
    db: database.db,
    kind: database.kind,
    config,
    databaseUrl: t.databaseUrl,
    async close() {
      await app.close();
      await database.close();
    },
  };
}

/**
 * Another application on the database of `t`, as another process of the same site would run: on
 * PostgreSQL a peer with its own connections (createPeerApp); on PGlite one more application on the
 * same embedded database, with its own services, caches and timers. Closing it leaves the database.
 */
export async function createSiblingApp(t: TestApp, overrides: Partial<AppConfig> = {}): Promise<TestApp> {
  const peer = await createPeerApp(t, overrides);
  if (peer) return peer;
  if (!t.database) throw new Error('the test app keeps no database');
  const config = { ...t.config, ...overrides };
  const app = await buildApp(config, t.database);
  await app.ready();
  return { app, db: t.db, kind: t.kind, config, databaseUrl: null, close: () => app.close() };
}

export async function requestToken(app: FastifyInstance, username: string, password = DEMO_PASSWORD, ip = '127.0.0.1') {
  return app.inject({
    method: 'POST',
    url: '/api/token',
    remoteAddress: ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ grant_type: 'password', client_id: WEB_CLIENT_ID, username, password }).toString(),
  });
}

export async function signIn(app: FastifyInstance, username: string, password = DEMO_PASSWORD): Promise<string> {
  const res = await requestToken(app, username, password);
  if (res.statusCode !== 200) throw new Error(`sign-in of ${username} failed: ${res.statusCode} ${res.body}`);
  return (res.json() as { access_token: string }).access_token;
}

export interface CallOptions {
  token?: string | undefined;
  customerKey?: number | string | undefined;
  shipMethod?: string | undefined;
  payload?: InjectOptions['payload'];
  query?: Record<string, string>;
  headers?: Record<string, string>;
}

/** One API call as the browser makes it: bearer token, customer-key and ship-method headers. */
export function call(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  opts: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers['authorization'] = `Bearer ${opts.token}`;
  if (opts.customerKey !== undefined) headers[CUSTOMER_KEY_HEADER] = String(opts.customerKey);
  if (opts.shipMethod !== undefined) headers[SHIP_METHOD_HEADER] = opts.shipMethod;
  return app.inject({
    method,
    url,
    headers,
    ...(opts.query ? { query: opts.query } : {}),
    ...(opts.payload !== undefined ? { payload: opts.payload } : {}),
  });
}
