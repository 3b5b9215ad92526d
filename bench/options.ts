import { parseArgs } from 'node:util';
import { DEFAULT_POSTGRES_URL, type DatabaseKind } from './databases.ts';
import type { Scenario } from './workload.ts';

export const usage = `Usage: npm run bench -- [options]   (each option also reads an environment variable)
  --only LIST          scenarios or groups, comma separated: session, catalog, history, order, receivables, import,
                       or names such as product-search,price-batch (BENCH_ONLY; default all; the baseline always
                       runs with the HTTP scenarios). import (import-products) times the import of as many
                       products as the largest --products size on PostgreSQL (budget: 100,000 in 60 s)
  --products LIST      catalog sizes, comma separated (BENCH_PRODUCTS; default 3000,100000)
  --db LIST            pglite, postgres or both (BENCH_DB; default both)
  --duration S         seconds measured per scenario, 1-60 (BENCH_DURATION; default 8)
  --warmup S           seconds of warm-up per scenario, 0-10 (BENCH_WARMUP; default 1)
  --connections N      concurrent connections, 1-200 (BENCH_CONNECTIONS; default 10)
  --processes LIST     server processes for the PostgreSQL scenarios, comma separated, e.g. 1,2 (BENCH_PROCESSES;
                       default 1): more than one runs \`npm run serve\` with WEB_CONCURRENCY=N; PGlite is always one
  --latency-duration S seconds of the one-connection latency probe, 0-30 (BENCH_LATENCY_DURATION; default 3)
  --workload day       a realistic day instead of the scenarios (issue 37; BENCH_WORKLOAD): a few hundred buyers of
                       many customers signing in, browsing, searching, pricing, ordering once; salespeople switching
                       customers; history, account, documents, an occasional report (bench/README.md, Day)
  --buyers LIST        concurrent buyers of --workload day, comma separated (BENCH_BUYERS; default 10,100)
  --think-ms MS        --workload day: a buyer's mean pause between two screens, 0-10000 (BENCH_THINK_MS; default
                       1000, each pause drawn from half to one and a half times it); 0 = no pause, every buyer a
                       closed loop of requests (a stress test, not a day)
  --reseed             seed the benchmark databases again even when a complete seed is there (BENCH_RESEED=1)
  --list               list the scenarios and exit
  --check              exit 1 when a budget in bench/budgets.json is missed: always so, the flag is accepted so that
                       \`npm run bench -- --check\` reads as bench:web's (whose budgets are checked only with it)
PostgreSQL server: BENCH_DATABASE_URL, else DATABASE_URL, else ${DEFAULT_POSTGRES_URL}
(only its server is used: the databases bench_<size> are created there).`;

/** A mistake in the flags: said in one line with the usage, without a stack. */
export class UsageError extends Error {}

export interface BenchOptions {
  only: string[];
  products: number[];
  databases: DatabaseKind[];
  durationSeconds: number;
  warmupSeconds: number;
  connections: number;
  /** Server process counts the PostgreSQL groups run with (decision 240); PGlite runs with one. */
  processes: number[];
  latencySeconds: number;
  reseed: boolean;
  /** 'day': the day workload (issue 37) instead of the scenarios. */
  workload: 'scenarios' | 'day';
  /** Concurrent buyers of the day workload. */
  buyers: number[];
  /** The day workload's mean pause between a buyer's screens, in ms (0: none). */
  thinkMs: number;
  list: boolean;
  help: boolean;
  postgresServerUrl: string;
}

function integer(name: string, raw: string | undefined, fallback: number, min: number, max: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new UsageError(`${name} must be a whole number from ${min} to ${max}, got ${raw}`);
  return value;
}

const listOf = (raw: string | undefined) =>
  (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

const flags = {
  only: { type: 'string' },
  products: { type: 'string' },
  db: { type: 'string' },
  duration: { type: 'string' },
  warmup: { type: 'string' },
  connections: { type: 'string' },
  processes: { type: 'string' },
  'latency-duration': { type: 'string' },
  reseed: { type: 'boolean' },
  workload: { type: 'string' },
  buyers: { type: 'string' },
  'think-ms': { type: 'string' },
  list: { type: 'boolean' },
  check: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
} as const;

function parseFlags(argv: string[]) {
  try {
    return parseArgs({ args: argv, options: flags });
  } catch (err) {
    throw new UsageError(err instanceof Error ? err.message : String(err));
  }
}

function workloadOf(raw: string | undefined): BenchOptions['workload'] {
  if (raw === undefined || raw === '' || raw === 'scenarios') return 'scenarios';
  if (raw === 'day') return 'day';
  throw new UsageError(`--workload takes day (or scenarios, the default), got ${raw}`);
}

export function parseOptions(argv: string[], env: NodeJS.ProcessEnv): BenchOptions {
  const { values } = parseFlags(argv);
  const products = listOf(values.products ?? env['BENCH_PRODUCTS']).map((p) =>
    integer('--products', p.replace(/_/g, ''), 0, 10, 500_000),
  );
  const processes = listOf(values.processes ?? env['BENCH_PROCESSES']).map((p) => integer('--processes', p, 1, 1, 64));
  const dbList = listOf(values.db ?? env['BENCH_DB']).flatMap((d) =>
    d === 'both' || d === 'all' ? ['pglite', 'postgres'] : [d],
  );
  const unknownDb = dbList.filter((d) => d !== 'pglite' && d !== 'postgres');
  if (unknownDb.length) throw new UsageError(`--db takes pglite, postgres or both, got ${unknownDb.join(', ')}`);
  const buyers = listOf(values.buyers ?? env['BENCH_BUYERS']).map((b) => integer('--buyers', b, 1, 1, 1000));
  return {
    only: listOf(values.only ?? env['BENCH_ONLY']),
    products: products.length ? [...new Set(products)] : [3000, 100_000],
    databases: dbList.length ? [...new Set(dbList as DatabaseKind[])] : ['pglite', 'postgres'],
    durationSeconds: integer('--duration', values.duration ?? env['BENCH_DURATION'], 8, 1, 60),
    warmupSeconds: integer('--warmup', values.warmup ?? env['BENCH_WARMUP'], 1, 0, 10),
    connections: integer('--connections', values.connections ?? env['BENCH_CONNECTIONS'], 10, 1, 200),
    // The day workload runs PostgreSQL on one and two processes unless told otherwise (issue 37).
    processes: processes.length
      ? [...new Set(processes)].sort((a, b) => a - b)
      : workloadOf(values.workload ?? env['BENCH_WORKLOAD']) === 'day'
        ? [1, 2]
        : [1],
    latencySeconds: integer(
      '--latency-duration',
      values['latency-duration'] ?? env['BENCH_LATENCY_DURATION'],
      3,
      0,
      30,
    ),
    reseed: values.reseed ?? env['BENCH_RESEED'] === '1',
    workload: workloadOf(values.workload ?? env['BENCH_WORKLOAD']),
    buyers: buyers.length ? [...new Set(buyers)] : [10, 100],
    thinkMs: integer('--think-ms', values['think-ms'] ?? env['BENCH_THINK_MS'], 1000, 0, 10_000),
    list: values.list ?? false,
    help: values.help ?? false,
    postgresServerUrl: env['BENCH_DATABASE_URL'] || env['DATABASE_URL'] || DEFAULT_POSTGRES_URL,
  };
}

/** The scenarios `--only` names (by name or group), always with the baseline first. */
export function selectScenarios(all: Scenario[], only: string[]): Scenario[] {
  const known = new Set(all.flatMap((s) => [s.name, s.group]));
  const unknown = only.filter((name) => !known.has(name));
  if (unknown.length) throw new UsageError(`unknown scenario or group in --only: ${unknown.join(', ')} (see --list)`);
  return all.filter((s) => s.baseline || only.length === 0 || only.includes(s.name) || only.includes(s.group));
}
