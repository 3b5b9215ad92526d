import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { databasePoolSize, loadConfig, type AppConfig } from '../apps/server/src/config.ts';
import { openDatabase, type Database } from '../apps/server/src/db/client.ts';
import { seedDemoData } from '../apps/server/src/db/demo-data/index.ts';
import { emptyDatabase } from '../apps/server/src/db/demo-data/reset.ts';

export type DatabaseKind = 'pglite' | 'postgres';

/** Where the reusable benchmark databases live: PGlite directories, and the secrets and images of both kinds. */
export const BENCH_DATA_DIR = new URL('./.data/', import.meta.url).pathname;
export const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** A benchmark database, migrated, seeded at its size and analysed, with the app configuration pointing at it. */
export interface BenchDatabase {
  kind: DatabaseKind;
  products: number;
  /** Human-readable location, for the output. */
  where: string;
  config: AppConfig;
  /** The environment `config` was read from: a server started as its own processes gets the same. */
  env: Record<string, string>;
  database: Database;
  /** Seconds spent seeding in this run (0 when an earlier run's data was reused). */
  seededSeconds: number;
}

/** What a completed seed leaves behind, so a rerun can reuse it; an interrupted seed leaves nothing. */
interface SeedMarker {
  products: number;
  seededAt: string;
}
const MARKER_PREFIX = 'provender bench seed ';

export const sizeLabel = (products: number) => (products % 1000 === 0 ? `${products / 1000}k` : String(products));

/** The benchmark never loads anything but this machine: every database server must be on loopback. */
export function assertLoopback(serverUrl: string): void {
  const host = new URL(serverUrl).hostname;
  if (!LOOPBACK.has(host)) throw new Error(`bench only targets 127.0.0.1; refusing PostgreSQL server ${host}`);
}

async function withAdminClient<T>(serverUrl: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect().catch((err: unknown) => {
    const reason = err instanceof Error ? err.message : String(err);
    throw new Error(
      `PostgreSQL at ${new URL(serverUrl).host} is not reachable (${reason}): start it, set BENCH_DATABASE_URL, or run with --db pglite`,
    );
  });
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Creates `bench_<size>` on the server when missing and answers its URL and its seed marker (the database comment). */
async function ensurePostgresDatabase(
  serverUrl: string,
  products: number,
): Promise<{ url: string; marker: SeedMarker | null }> {
  const name = `bench_${sizeLabel(products)}`;
  const comment = await withAdminClient(serverUrl, async (client) => {
    const found = await client.query<{ comment: string | null }>(
      `select shobj_description(oid, 'pg_database') as comment from pg_database where datname = $1`,
      [name],
    );
    if (found.rows.length === 0) {
      await client.query(`create database ${name}`);
      return null;
    }
    return found.rows[0]?.comment ?? null;
  });
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const marker = comment?.startsWith(MARKER_PREFIX)
    ? (JSON.parse(comment.slice(MARKER_PREFIX.length)) as SeedMarker)
    : null;
  return { url: url.toString(), marker };
}

async function writePostgresMarker(url: string, marker: SeedMarker | null): Promise<void> {
  const name = new URL(url).pathname.slice(1);
  await withAdminClient(url, async (client) => {
    const text = marker ? `'${MARKER_PREFIX}${JSON.stringify(marker).replaceAll("'", "''")}'` : 'null';
    await client.query(`comment on database ${name} is ${text}`);
  });
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

async function productCount(database: Database): Promise<number> {
  const rows = rowsOf<{ n: number }>(await database.db.execute(sql`select count(*)::int as n from products`));
  return rows[0]?.n ?? 0;
}

/**
 * Statistics and the visibility map right after a bulk load: without them the planner guesses row
 * counts and index-only scans visit the heap, which is not what a database in service looks like.
 */
async function vacuumAnalyze(database: Database): Promise<void> {
  if (database.client) await database.client.exec('vacuum analyze');
  else await database.db.execute(sql`vacuum analyze`);
}

/**
 * Opens the benchmark database of a kind and size, seeding it only when no earlier run completed
 * a seed of that size (or when `reseed` is asked for). PGlite lives in bench/.data/pglite-<size>;
 * PostgreSQL in the database `bench_<size>` on the given server.
 */
export async function openBenchDatabase(
  kind: DatabaseKind,
  products: number,
  opts: { postgresServerUrl: string; reseed: boolean; log: (line: string) => void },
): Promise<BenchDatabase> {
  const dataDir = join(BENCH_DATA_DIR, `${kind}-${sizeLabel(products)}`);
  mkdirSync(dataDir, { recursive: true });
  let databaseUrl: string | undefined;
  let marker: SeedMarker | null;
  const markerFile = join(dataDir, 'seeded.json');
  if (kind === 'postgres') {
    assertLoopback(opts.postgresServerUrl);
    const ensured = await ensurePostgresDatabase(opts.postgresServerUrl, products);
    databaseUrl = ensured.url;
    marker = ensured.marker;
  } else {
    marker = existsSync(markerFile) ? (JSON.parse(readFileSync(markerFile, 'utf8')) as SeedMarker) : null;
  }
  const env: Record<string, string> = {
    DATA_DIR: dataDir,
    // The default logging (issue 37): the bench measures the server as users run it.
    LOG_LEVEL: 'info',
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: '0',
    SEED_PRODUCTS: String(products),
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    // The search index and warm catalog (decision 550) as the environment sets them; the default is `background`.
    ...(process.env['SEARCH_INDEX'] ? { SEARCH_INDEX: process.env['SEARCH_INDEX'] } : {}),
  };
  const config = loadConfig(env);
  const where = databaseUrl
    ? `PostgreSQL ${new URL(databaseUrl).host}${new URL(databaseUrl).pathname}`
    : `PGlite ${join('bench/.data', `${kind}-${sizeLabel(products)}`)}`;

  // One process's connections: the in-process app is one server process (decision 373).
  const database = await openDatabase({
    databaseUrl,
    pgliteDir: join(dataDir, 'pglite'),
    poolSize: databasePoolSize(undefined, 1),
  });
  try {
    await database.migrate();
    const reusable = !opts.reseed && marker?.products === products && (await productCount(database)) === products;
    if (reusable) {
      // A new migration may have been applied just now; fresh statistics keep the plans honest. The
      // dead rows earlier runs left (every order-submit round writes and empties a cart, and its
      // orders are deleted afterwards) are vacuumed too: a server without autovacuum (this
      // machine's CI configuration) would otherwise make each run slower than the one before.
      await vacuumAnalyze(database);
      return { kind, products, where, config, env, database, seededSeconds: 0 };
    }
    opts.log(`  seeding ${where} with ${products.toLocaleString('en-US')} products (once; later runs reuse it)`);
    const started = performance.now();
    if (kind === 'postgres' && databaseUrl) await writePostgresMarker(databaseUrl, null);
    else rmSync(markerFile, { force: true });
    await emptyDatabase(database.db);
    await seedDemoData(database.db, { products, imageDir: config.imageDir });
    await vacuumAnalyze(database);
    const done: SeedMarker = { products, seededAt: new Date().toISOString() };
    if (kind === 'postgres' && databaseUrl) await writePostgresMarker(databaseUrl, done);
    else writeFileSync(markerFile, `${JSON.stringify(done)}\n`);
    return { kind, products, where, config, env, database, seededSeconds: (performance.now() - started) / 1000 };
  } catch (err) {
    await database.close();
    throw err;
  }
}
