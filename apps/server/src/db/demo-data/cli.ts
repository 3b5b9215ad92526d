/**
 * `npm run db:seed -- --products N`: rebuilds the demo data at another size.
 * Empties every table of the configured database (DATABASE_URL, or PGlite in DATA_DIR/pglite),
 * applies the migrations and loads the demo distributor again. Stop the server first when it
 * runs on the same PGlite directory: an embedded database has a single owner.
 */
import { readdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../../config.ts';
import { openDatabase } from '../client.ts';
import { parseDay } from './days.ts';
import { seedDemoData } from './index.ts';
import { emptyDatabase } from './reset.ts';

const say = (line: string) => process.stdout.write(`${line}\n`);

const usage = `Usage: npm run db:seed -- [--products N] [--customers N] [--consumers N] [--seed N] [--reference-date YYYY-MM-DD]
Rebuilds the demo data: every table is emptied, then the demo distributor is loaded again.
  --products        catalog size, 10 to 500000 (default SEED_PRODUCTS or 3000)
  --customers       business customers (default 60)
  --consumers       consumer accounts (default 25)
  --seed            generator seed (same seed and date give the same data)
  --reference-date  the day the order history ends (default today)`;

function integer(value: string | undefined, name: string, min: number, max: number): number | undefined {
  if (value === undefined) return undefined;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min || n > max)
    throw new Error(`--${name} must be a whole number from ${min} to ${max}`);
  return n;
}

function describeTarget(databaseUrl: string | undefined, pgliteDir: string): string {
  if (!databaseUrl) return `PGlite in ${pgliteDir}`;
  const url = new URL(databaseUrl);
  if (url.password) url.password = '***';
  return `PostgreSQL ${url.toString()}`;
}

/** Removes generated artwork only (cat-*, main-*, p-*), never other files in the image store. */
async function removeGeneratedImages(imageDir: string) {
  const names = await readdir(imageDir).catch(() => [] as string[]);
  const generated = names.filter((n) => /^((cat|main)-[a-z0-9]+(-list|-mobile)?|p-[a-z0-9-]+)\.png$/.test(n));
  await Promise.all(generated.map((n) => rm(join(imageDir, n), { force: true })));
}

/** The seed reads the reference date's local calendar day, so build local midnight of the given date. */
function localDate(text: string): Date {
  parseDay(text);
  const [y, m, d] = text.split('-').map(Number) as [number, number, number];
  return new Date(y, m - 1, d);
}

async function main() {
  const { values } = parseArgs({
    options: {
      products: { type: 'string' },
      customers: { type: 'string' },
      consumers: { type: 'string' },
      seed: { type: 'string' },
      'reference-date': { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  if (values.help) {
    say(usage);
    return;
  }
  const config = loadConfig();
  const products = integer(values.products, 'products', 10, 500_000) ?? config.seedProducts;
  const customers = integer(values.customers, 'customers', 2, 5000);
  const consumers = integer(values.consumers, 'consumers', 2, 50_000);
  const seed = integer(values.seed, 'seed', 0, 2 ** 31);
  const referenceDate = values['reference-date'] ? localDate(values['reference-date']) : undefined;

  const pgliteDir = join(config.dataDir, 'pglite');
  say(
    `Rebuilding the demo data in ${describeTarget(config.databaseUrl, pgliteDir)} with ${products.toLocaleString('en-US')} products`,
  );
  const started = performance.now();
  let mark = started;
  const lap = () => {
    const now = performance.now();
    const seconds = ((now - mark) / 1000).toFixed(1);
    mark = now;
    return `${seconds} s`;
  };
  const step = (name: string, text: string) => `  ${name.padEnd(10)} ${lap().padStart(8)}  ${text}`;

  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir });
  try {
    await database.migrate();
    say(step('migrate', 'migrations applied'));
    await emptyDatabase(database.db);
    await removeGeneratedImages(config.imageDir);
    say(step('reset', 'every table emptied, sequences restarted'));
    const summary = await seedDemoData(database.db, {
      products,
      imageDir: config.imageDir,
      documentDir: config.documentDir,
      ...(customers === undefined ? {} : { customers }),
      ...(consumers === undefined ? {} : { consumers }),
      ...(seed === undefined ? {} : { seed }),
      ...(referenceDate ? { referenceDate } : {}),
      onProgress: (name, text) => say(step(name, text)),
    });
    say(
      `Done in ${((performance.now() - started) / 1000).toFixed(1)} s: ${summary.products} products, ${summary.customers} customers, ` +
        `${summary.orders} orders (${summary.orderLines} lines), ${summary.arItems} A/R items, ` +
        `${summary.payments} payments, ${summary.images} images.`,
    );
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`db:seed failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
