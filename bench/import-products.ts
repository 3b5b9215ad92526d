/**
 * `npm run bench:import [-- --products 100000]`, and the import-products scenario of `npm run bench`:
 * imports a generated catalog of products with units and prices into a fresh PostgreSQL database
 * on this machine (BENCH_DATABASE_URL, default the local server) and fails when it takes longer
 * than the budget of 60 s (issue 17). The file is
 * written to a temporary folder first, so the time is the import's: streamed parse, validation
 * and batched upserts in one transaction. A second import of the same file must change nothing.
 */
import { createReadStream, createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { once } from 'node:events';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { createImportService } from '../apps/server/src/modules/integration/import.service.ts';
import { assertLoopback, DEFAULT_POSTGRES_URL } from './databases.ts';

const BUDGET_SECONDS = 60;
const say = (line: string) => process.stdout.write(`${line}\n`);

async function writeCatalog(file: string, count: number) {
  const out = createWriteStream(file);
  out.write(
    'product_code,description,catalog_description,main_category_code,category_code,stock_unit,pricing_unit,base_price,brand,images,units\n',
  );
  const cats = ['1001', '1002', '1003', '2001', '2002', '3001', '3002', '4001', '5001', '6001'];
  for (let i = 0; i < count; i++) {
    const cat = cats[i % cats.length] ?? '1001';
    const pack = [6, 12, 24][i % 3] ?? 12;
    const line =
      `${1_000_000 + i},"Product ${i}, ${pack} count",${pack}/32 OZ,${cat.slice(0, 2)},${cat},EA,CS,` +
      `${(10 + (i % 900) / 10).toFixed(2)},Brand ${i % 40},p-${i}.jpg,CS:${pack}:SP:1:2;EA:1:SP:${(i % 3) + 1}:4\n`;
    if (!out.write(line)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

export interface ImportMeasurement {
  products: number;
  seconds: number;
  rowsPerSecond: number;
  againSeconds: number;
  peakRssMb: number;
  /** What went wrong besides the time: rows rejected, a second import that changed something. */
  problems: string[];
}

/**
 * Imports `count` generated products into a fresh database on the PostgreSQL server (dropped
 * afterwards), then the same file again, and answers the times. `npm run bench` reports it
 * against its budget (bench/budgets.json, maxSeconds); `npm run bench:import` on its own.
 */
export async function measureProductImport(serverUrl: string, count: number): Promise<ImportMeasurement> {
  assertLoopback(serverUrl);
  const name = `provender_bench_import_${process.pid}`;
  const admin = new pg.Client(serverUrl);
  await admin.connect();
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.query(`create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dir = mkdtempSync(join(tmpdir(), 'provender-import-'));
  const database = await openDatabase({ databaseUrl: url.toString() });
  try {
    await database.migrate();
    const service = createImportService(database.db);
    const samples = resolve(import.meta.dirname, '../docs/integration/samples');
    const categories = await service.importFile('categories', createReadStream(join(samples, 'categories.csv')), {
      format: 'csv',
    });
    if (!categories.applied) throw new Error('the sample categories did not import');
    const file = join(dir, 'products.csv');
    await writeCatalog(file, count);

    let peakRss = process.memoryUsage().rss;
    const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 200);
    const started = performance.now();
    const first = await service.importFile('products', createReadStream(file), { format: 'csv' });
    const seconds = (performance.now() - started) / 1000;
    const againStarted = performance.now();
    const again = await service.importFile('products', createReadStream(file), { format: 'csv' });
    const againSeconds = (performance.now() - againStarted) / 1000;
    clearInterval(sampler);
    const problems: string[] = [];
    if (!first.applied || first.inserted !== count)
      problems.push(`first import: ${first.inserted} of ${count} inserted, ${first.rejected.length} rows rejected`);
    if (again.inserted + again.updated !== 0)
      problems.push(`re-import changed ${again.inserted + again.updated} products`);
    return {
      products: count,
      seconds,
      rowsPerSecond: count / seconds,
      againSeconds,
      peakRssMb: peakRss / 2 ** 20,
      problems,
    };
  } finally {
    await database.close();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const { values } = parseArgs({ options: { products: { type: 'string', default: '100000' } } });
  const count = Number(values.products);
  const m = await measureProductImport(process.env['BENCH_DATABASE_URL'] ?? DEFAULT_POSTGRES_URL, count);
  say(
    `import ${count.toLocaleString('en-US')} products (${(count * 2).toLocaleString('en-US')} units) on PostgreSQL: ` +
      `${m.seconds.toFixed(1)} s (${Math.round(m.rowsPerSecond).toLocaleString('en-US')} rows/s), budget ${BUDGET_SECONDS} s`,
  );
  say(`re-import: ${m.againSeconds.toFixed(1)} s; peak memory (rss) ${m.peakRssMb.toFixed(0)} MB`);
  for (const problem of m.problems) say(problem);
  if (m.seconds > BUDGET_SECONDS) say(`over budget: ${m.seconds.toFixed(1)} s > ${BUDGET_SECONDS} s`);
  if (m.problems.length || m.seconds > BUDGET_SECONDS) process.exitCode = 1;
}

// Run on its own (npm run bench:import), not when bench/run.ts imports the measurement.
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((error: unknown) => {
    process.stderr.write(`bench:import failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
}
