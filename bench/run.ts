import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';
import { Worker } from 'node:worker_threads';
import Fastify, { type FastifyInstance } from 'fastify';
import { createBenchContext, type BenchContext } from './context.ts';
import { runDayWorkload } from './day.ts';
import { openBenchDatabase, sizeLabel, type BenchDatabase, type DatabaseKind } from './databases.ts';
import { IMPORT_GROUP, IMPORT_SCENARIO, importDescription, importReport } from './import-scenario.ts';
import type { LoadJob, LoadResult, LoadSeries, LoadStep, StepResult } from './load-worker.ts';
import { parseOptions, selectScenarios, usage, UsageError, type BenchOptions } from './options.ts';
import {
  evaluate,
  failedReport,
  fmt,
  dbLabel,
  loadBudgets,
  printTable,
  rateOf,
  type Budgets,
  type Measurement,
  type ScenarioReport,
} from './report.ts';
import { scenarios } from './scenarios.ts';
import {
  asyncLog,
  compiledBuildApp,
  serverLogFile,
  startServerProcesses,
  type ServerProcesses,
} from './server-processes.ts';
import type { Scenario, ScenarioRequest, Workload } from './workload.ts';

const HOST = '127.0.0.1';
/** Bounds of an exact-rounds run, whatever the warm-up suggested. */
const MIN_ROUNDS = 3;
const MAX_ROUNDS = 2000;
const WARMUP_ROUNDS = 2;
/** A bound on a write's warm-up batches, however short its rounds. */
const MAX_WARMUP_BATCHES = 10;
/** Pause between runs, after the server has answered what the previous run left queued. */
const SETTLE_MS = 250;
/**
 * Scenarios whose goal is a large fraction of the bare endpoint (issue 13: 0.25 and 0.5) are
 * measured in turns with the bare endpoint, PAIRS turns of each, and their ratio is the median of
 * the pairs' ratios (decisions 353, 381); the others are divided by the group's first bare run.
 */
const PAIRED_GROUPS: ReadonlySet<string> = new Set(['session', 'catalog']);
const PAIRS = 5;
/** Pause between the turns of a paired measurement, on the load generator's thread. */
const TURN_PAUSE_MS = 100;
/**
 * A cold scenario's distinct URLs are shared out over its runs, so that none is asked twice however
 * fast the machine (issue 37): the warm-up may use a tenth, each of its PAIRS measured turns 13 %
 * (or what its seconds take at the warm-up's rate, when fewer), the one-connection probe what is
 * left. Such a run ends when its share is answered rather than at its seconds; its rate is its
 * answers over the time they took. 3,000 products have about 36,000 distinct pages, which a fast
 * machine answered in less than the 12 s of a scenario's runs (session 29).
 */
const COLD_SHARE = { warmup: 0.1, turn: 0.13 };
/** Requests per connection within `paths` distinct URLs (autocannon may build one more per connection). */
const roundsWithin = (paths: number, connections: number) => Math.max(1, Math.floor(paths / connections) - 1);

const say = (line = '') => console.log(line);

type LoadMessage = { ok: true; result: LoadResult; results: LoadResult[] } | { ok: false; error: string };

/** One load run, or a series of runs, on a thread of its own (the generator does not share the servers' event loop). */
function onLoadThread<T>(
  workerData: LoadJob | LoadSeries,
  answer: (message: LoadMessage & { ok: true }) => T,
): Promise<T> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./load-worker.ts', import.meta.url), { workerData });
    worker.once('message', (message: LoadMessage) => {
      void worker.terminate();
      if (message.ok) resolve(answer(message));
      else reject(new Error(message.error));
    });
    worker.once('error', reject);
  });
}

const runLoadOnThread = (job: LoadJob): Promise<LoadResult> => onLoadThread(job, (m) => m.result);
const runSeries = (series: LoadJob[]): Promise<LoadResult[]> =>
  onLoadThread({ series, pauseMs: TURN_PAUSE_MS }, (m) => m.results);

/**
 * Tallies the paths (by index) that runs asked, from each run's first index and count as its load
 * thread reports them: a run that started anywhere but where the previous one stopped shows here
 * as URLs asked twice (sessions 26 to 28 measured turns 2 to 5 of a cold scenario on turn 1's URLs).
 */
function pathTally(distinct: number) {
  const times = new Uint8Array(distinct);
  let requests = 0;
  let repeated = 0;
  return {
    add(result: LoadResult) {
      if (result.pathsFrom === undefined || !result.pathsUsed || distinct === 0) return;
      for (let i = 0; i < result.pathsUsed; i++) {
        const at = (result.pathsFrom + i) % distinct;
        if (times[at]! > 0) repeated += 1;
        times[at] = 1;
      }
      requests += result.pathsUsed;
    },
    count: () => ({ requests, repeated }),
  };
}

function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? 0;
}

/** Runs of the same workload as one: counts and seconds added, latencies pooled (decision 381). */
function mergeLoads(loads: LoadResult[]): LoadResult {
  const names = [...new Set(loads.flatMap((l) => l.steps.map((s) => s.name)))];
  const steps = names.map((name): StepResult => {
    const parts = loads.flatMap((l) => l.steps.filter((s) => s.name === name));
    const pooled = new Float64Array(parts.reduce((n, s) => n + (s.latencies?.length ?? 0), 0));
    let at = 0;
    for (const part of parts) {
      if (part.latencies) pooled.set(part.latencies, at);
      at += part.latencies?.length ?? 0;
    }
    pooled.sort();
    const sum = (pick: (s: StepResult) => number) => parts.reduce((n, s) => n + pick(s), 0);
    return {
      name,
      requests: sum((s) => s.requests),
      ok: sum((s) => s.ok),
      p50Ms: percentile(pooled, 50),
      p95Ms: percentile(pooled, 95),
      p99Ms: percentile(pooled, 99),
      non2xx: sum((s) => s.non2xx),
      firstFailure: parts.find((s) => s.firstFailure !== null)?.firstFailure ?? null,
      collected: parts.flatMap((s) => s.collected),
    };
  });
  const sum = (pick: (l: LoadResult) => number) => loads.reduce((n, l) => n + pick(l), 0);
  return {
    seconds: sum((l) => l.seconds),
    requests: sum((l) => l.requests),
    errors: sum((l) => l.errors),
    timeouts: sum((l) => l.timeouts),
    steps,
    clientCpuMicros: sum((l) => l.clientCpuMicros),
  };
}

async function startBare(): Promise<FastifyInstance> {
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ ok: true, service: 'bare', items: [1, 2, 3] }));
  await bare.listen({ host: HOST, port: 0 });
  return bare;
}

function address(app: FastifyInstance): string {
  const info = app.server.address();
  if (!info || typeof info === 'string') throw new Error('server is not listening on TCP');
  return `http://${HOST}:${info.port}`;
}

/** The load generator only ever targets the two servers this process started on 127.0.0.1. */
function toJobSequences(workload: Workload): { origin: string; sequences: LoadStep[][] } {
  let origin: string | undefined;
  const sequences = workload.rounds.map((round) =>
    round.map((request: ScenarioRequest, index): LoadStep => {
      const url = new URL(request.url);
      if (url.hostname !== HOST) throw new Error(`bench only targets ${HOST}, not ${url.hostname}`);
      if (origin !== undefined && origin !== url.origin)
        throw new Error('all requests of a workload must go to one server');
      origin = url.origin;
      return {
        name: request.name ?? (round.length === 1 ? 'request' : `step ${index + 1}`),
        method: request.method,
        path: `${url.pathname}${url.search}`,
        ...(request.headers ? { headers: request.headers } : {}),
        ...(request.body === undefined ? {} : { body: request.body }),
        ...(request.uniqueHeader ? { uniqueHeader: request.uniqueHeader } : {}),
        ...(request.collect ? { collect: request.collect } : {}),
        ...(request.paths ? { paths: request.paths } : {}),
      };
    }),
  );
  if (!origin || sequences.some((s) => s.length === 0))
    throw new Error('a workload needs at least one request per round');
  return { origin, sequences };
}

/** Warm-up, the measured run (by duration, or exact rounds for writes), then the one-connection latency probe. */
async function measure(
  scenario: Scenario,
  ctx: BenchContext,
  options: BenchOptions,
  prefix: string,
  pairedWith?: Scenario,
): Promise<Measurement> {
  const workload = await scenario.prepare(ctx);
  const { origin, sequences } = toJobSequences(workload);
  const measuredStep = workload.measured ?? sequences[0]!.at(-1)!.name;
  const reference = pairedWith ? await pairedWith.prepare(ctx) : undefined;
  const connections = Math.min(options.connections, workload.maxConnections ?? Number.POSITIVE_INFINITY);
  const notes = [...(workload.notes ?? [])];
  if (connections < options.connections) notes.push(`${connections} connections (one per available cart)`);
  // A cold scenario's paths are each used once over the whole measurement (issue 37): every run
  // starts where the previous one stopped.
  const distinctPaths = Math.max(0, ...sequences.flat().map((step) => step.paths?.length ?? 0));
  let pathCursor = 0;
  /** Which of the paths each run asked: the check that none is asked twice counts these, not the cursor. */
  const asked = pathTally(distinctPaths);
  const job = (uniquePrefix: string, durationSeconds: number, conns = connections): LoadJob => ({
    origin,
    sequences,
    connections: conns,
    durationSeconds,
    uniquePrefix,
  });
  const runLoad = async (loadJob: LoadJob): Promise<LoadResult> => {
    if (distinctPaths > 0) loadJob.pathStart = pathCursor;
    const result = await runLoadOnThread(loadJob);
    pathCursor += result.pathsUsed ?? 0;
    asked.add(result);
    return result;
  };

  const [first] = sequences[0]!;
  const repeatable =
    sequences.length === 1 && sequences[0]!.length === 1 && first && !first.uniqueHeader ? first : null;
  const once = async (step: LoadStep) => {
    const res = await fetch(`${origin}${step.path}`, {
      method: step.method,
      headers: step.headers ?? {},
      body: step.body ?? null,
    });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`${step.method} ${step.path} answered ${res.status}`);
  };
  /**
   * A run by duration stops with requests still queued in the server (up to one per connection);
   * one more request waits behind them, so the next run starts on an idle server.
   */
  const settle = async () => {
    if (repeatable) await once(repeatable);
    await sleep(SETTLE_MS);
  };
  if (repeatable) await once(repeatable);
  let warmRate = 0;
  if (options.warmupSeconds > 0 && workload.exactRounds) {
    // A write's warm-up also runs whole rounds: a request left in flight would land in the measured
    // run. It starts with 2 rounds per connection, then runs as many more as the rate seen so far
    // says fill the rest of the warm-up's seconds of load (decision 372): two rounds alone were a
    // tenth of a second, and their rate, cold and with the connections' set-up in it, a quarter of
    // the warm one, so the measured run was a fraction of its seconds and began on cold caches,
    // plans and database backends. The last batch, the warmest, sets the measured run's rounds.
    let rounds = WARMUP_ROUNDS;
    let loaded = 0;
    for (let batch = 0; batch < MAX_WARMUP_BATCHES; batch++) {
      const warmJob = job(`${prefix}-w${batch}`, options.warmupSeconds);
      warmJob.roundsPerConnection = rounds;
      const warm = await runLoad(warmJob);
      warmRate = rateOf({ load: warm, measuredStep });
      loaded += warm.seconds;
      const left = options.warmupSeconds - loaded;
      if (left <= 0.05 || warmRate <= 0) break;
      rounds = Math.min(MAX_ROUNDS, Math.max(1, Math.ceil((warmRate * left) / connections)));
    }
    await settle();
  } else if (options.warmupSeconds > 0) {
    const warmJob = job(`${prefix}-w`, options.warmupSeconds);
    if (distinctPaths > 0) warmJob.roundsPerConnection = roundsWithin(distinctPaths * COLD_SHARE.warmup, connections);
    warmRate = rateOf({ load: await runLoad(warmJob), measuredStep });
    await settle();
  }
  /** Rounds per connection of a cold scenario's run of `seconds`: its share, or fewer when the warm-up's rate says so. */
  const coldRounds = (share: number, seconds: number, conns = connections) =>
    roundsWithin(warmRate > 0 ? Math.min(share, warmRate * seconds) : share, conns);
  const measuredJob = job(`${prefix}-m`, options.durationSeconds);
  if (workload.exactRounds) {
    const perConnection = Math.round((warmRate * options.durationSeconds) / connections);
    measuredJob.roundsPerConnection =
      warmRate > 0 ? Math.min(MAX_ROUNDS, Math.max(MIN_ROUNDS, perConnection)) : MIN_ROUNDS;
  } else if (distinctPaths > 0) {
    measuredJob.roundsPerConnection = coldRounds(distinctPaths * COLD_SHARE.turn * PAIRS, options.durationSeconds);
  }
  let load: LoadResult;
  let pairs: Measurement['pairs'];
  if (reference && !workload.exactRounds) {
    // In turns with the bare endpoint (decision 381): PAIRS turns of each, the measured seconds
    // shared out among the scenario's turns and as many again for the bare endpoint's; each pair
    // is two neighbouring turns, in the order scenario-bare, bare-scenario, scenario-bare, ... so
    // a steady drift of the machine's speed favours neither side.
    const bare = toJobSequences(reference);
    const bareStep = reference.measured ?? bare.sequences[0]!.at(-1)!.name;
    const turn = options.durationSeconds / PAIRS;
    const series: LoadJob[] = [];
    /** Where pair i's own turn is in the series; the bare endpoint's is its neighbour. */
    const ownTurn: number[] = [];
    for (let i = 0; i < PAIRS; i++) {
      const mine: LoadJob = { ...job(`${prefix}-m${i}`, turn), keepLatencies: true };
      if (distinctPaths > 0) mine.roundsPerConnection = coldRounds(distinctPaths * COLD_SHARE.turn, turn);
      const theirs: LoadJob = { ...bare, connections, durationSeconds: turn, uniquePrefix: `${prefix}-b${i}` };
      ownTurn.push(series.length + (i % 2 === 0 ? 0 : 1));
      series.push(...(i % 2 === 0 ? [mine, theirs] : [theirs, mine]));
    }
    if (distinctPaths > 0) series[0]!.pathStart = pathCursor;
    const turns = await runSeries(series);
    pathCursor += turns.reduce((n, t) => n + (t.pathsUsed ?? 0), 0);
    for (const t of turns) asked.add(t);
    const mine = ownTurn.map((at) => turns[at]!);
    pairs = ownTurn.map((at, i) => ({
      rate: rateOf({ load: turns[at]!, measuredStep }),
      bare: rateOf({ load: turns[i % 2 === 0 ? at + 1 : at - 1]!, measuredStep: bareStep }),
    }));
    load = mergeLoads(mine);
  } else {
    load = await runLoad(measuredJob);
  }
  await settle();
  const probe = job(`${prefix}-l`, options.latencySeconds, 1);
  // The probe's one connection answers more slowly than the run's ten: the warm-up's rate bounds it.
  if (distinctPaths > 0)
    probe.roundsPerConnection = coldRounds(distinctPaths - pathCursor - 2 * connections, options.latencySeconds, 1);
  const light = scenario.latencyProbe && options.latencySeconds > 0 ? await runLoad(probe) : null;
  const verified = scenario.verify ? await scenario.verify(ctx, load, measuredJob.uniquePrefix) : null;
  if (verified) notes.push(`checked: ${verified.checked}`);
  const checks = [...(verified?.problems ?? [])];
  if (distinctPaths > 0) {
    const { requests, repeated } = asked.count();
    notes.push(
      `${requests} requests over ${distinctPaths} distinct URLs, ${repeated > 0 ? 'some asked twice' : 'each asked once'}`,
    );
    if (repeated > 0) checks.push(`${repeated} requests repeated a URL`);
  }
  for (const step of load.steps.filter((s) => s.name !== measuredStep)) {
    notes.push(`${step.name}: ${step.ok} answered, p50 ${fmt(step.p50Ms, 1)} ms, p95 ${fmt(step.p95Ms, 1)} ms`);
  }
  return {
    load,
    measuredStep,
    connections,
    light,
    checks,
    notes,
    ...(pairs ? { pairs } : {}),
  };
}

async function runGroup(
  kind: DatabaseKind,
  products: number,
  processes: number,
  selected: Scenario[],
  env: { options: BenchOptions; budgets: Budgets; bareUrl: string; runTag: string },
): Promise<{ bench: Omit<BenchDatabase, 'config' | 'env' | 'database'>; reports: ScenarioReport[] }> {
  const { options } = env;
  const label = `${kind} ${sizeLabel(products)}${processes > 1 ? ` on ${processes} processes` : ''}`;
  const opened = performance.now();
  const bench = await openBenchDatabase(kind, products, {
    postgresServerUrl: options.postgresServerUrl,
    reseed: options.reseed,
    log: say,
  });
  let app: FastifyInstance | undefined;
  let server: ServerProcesses | undefined;
  const reports: ScenarioReport[] = [];
  try {
    say(
      `${label}: ${bench.where}, ready in ${fmt((performance.now() - opened) / 1000, 1)} s${bench.seededSeconds ? ` (seeded in ${fmt(bench.seededSeconds, 0)} s)` : ' (reused)'}`,
    );
    let appUrl: string;
    const logName = `${kind}-${sizeLabel(products)}-${processes}`;
    if (kind === 'postgres') {
      // The server as `npm start` runs it (issue 37): compiled, logging at info, with `processes`
      // processes (a primary and its workers when more than one).
      server = await startServerProcesses(bench.env, processes, HOST, undefined, serverLogFile(logName));
      appUrl = server.url;
    } else {
      // PGlite belongs to one process, which the bench's checks share: the app runs here, compiled
      // and configured as `npm start` runs it, its log written asynchronously to a file.
      const buildApp = await compiledBuildApp();
      app = await buildApp({ ...bench.config, logStream: asyncLog(logName) }, bench.database);
      await app.listen({ host: HOST, port: 0 });
      // Measured once the catalog is warm (decision 550), as startServerProcesses waits for it.
      await app.catalogWarm();
      appUrl = address(app);
    }
    const ctx = createBenchContext({
      bareUrl: env.bareUrl,
      appUrl,
      databaseKind: kind,
      products,
      db: bench.database.db,
      runTag: env.runTag,
      connections: options.connections,
    });
    let baseRate = 0;
    const baseline = selected.find((s) => s.baseline);
    for (const scenario of selected) {
      const at = { database: kind, products, processes, baseRate };
      const prefix = `${env.runTag}-${kind}-${sizeLabel(products)}-${scenario.name}`;
      let report: ScenarioReport;
      try {
        // Session and catalog reads in turns with the bare endpoint (decision 381).
        const paired = baseline && PAIRED_GROUPS.has(scenario.group) ? baseline : undefined;
        const measured = await measure(scenario, ctx, options, prefix, paired);
        if (scenario.baseline) at.baseRate = baseRate = rateOf(measured);
        else if (measured.pairs) {
          const bare = measured.pairs.reduce((n, p) => n + p.bare, 0) / measured.pairs.length;
          at.baseRate = bare;
          measured.notes.push(
            `in turns with the bare endpoint (rate/bare req/s): ${measured.pairs.map((p) => `${fmt(p.rate)}/${fmt(p.bare)}`).join(', ')}; ratio the median of the pairs'`,
          );
        }
        report = evaluate(scenario, at, measured, env.budgets);
      } catch (err) {
        report = failedReport(scenario, at, err instanceof Error ? err.message : String(err));
      } finally {
        await scenario
          .cleanup?.(ctx)
          .catch((err: unknown) => say(`  ${scenario.name}: cleanup failed: ${String(err)}`));
      }
      const light =
        report.lightP95Ms === null
          ? ''
          : `; one connection: p50 ${fmt(report.lightP50Ms ?? 0, 1)}, p95 ${fmt(report.lightP95Ms, 1)} ms`;
      say(
        `  ${scenario.name}: ${fmt(report.rate)} ${report.unit}, p95 ${fmt(report.p95Ms, 1)} ms at ${report.connections} connections${light}, ratio ${fmt(report.ratio, 4)}${report.problems.length ? ' FAIL' : ''}`,
      );
      for (const note of report.notes) say(`    note: ${note}`);
      reports.push(report);
    }
  } finally {
    await app?.close();
    await server?.stop();
    await bench.database.close();
  }
  const { config: _config, env: _env, database: _database, ...summary } = bench;
  return { bench: summary, reports };
}

async function main(): Promise<number> {
  const options = parseOptions(process.argv.slice(2), process.env);
  if (options.help) {
    say(usage);
    return 0;
  }
  if (options.workload === 'day') return runDayWorkload(options, say);
  if (options.list) {
    for (const s of scenarios)
      say(
        `${s.name.padEnd(26)} ${s.group.padEnd(9)} ${(s.databases ?? ['pglite', 'postgres']).join(',').padEnd(16)} ${s.description}`,
      );
    say(`${IMPORT_SCENARIO.padEnd(26)} ${IMPORT_GROUP.padEnd(9)} ${'postgres'.padEnd(16)} ${importDescription}`);
    return 0;
  }
  const budgets = loadBudgets();
  if (scenarios.filter((s) => s.baseline).length !== 1 || !scenarios[0]?.baseline)
    throw new Error('the first scenario, and only it, must be the baseline');
  // The catalog import (issue 17) is measured on its own database after the HTTP scenarios.
  const isImport = (name: string) => name === IMPORT_SCENARIO || name === IMPORT_GROUP;
  const httpOnly = options.only.filter((name) => !isImport(name));
  const importOnly = options.only.length > 0 && httpOnly.length === 0;
  const runImport =
    (options.only.length === 0 || options.only.some(isImport)) && options.databases.includes('postgres');
  const selected = importOnly ? scenarios.filter((s) => s.baseline) : selectScenarios(scenarios, httpOnly);
  if (
    !runImport &&
    !options.databases.some((kind) => selected.some((s) => !s.baseline && (!s.databases || s.databases.includes(kind))))
  ) {
    throw new UsageError(`none of the selected scenarios runs on ${options.databases.join(' or ')}`);
  }
  const runTag = `bench-${Date.now().toString(36)}`;
  const started = performance.now();
  const loadBefore = loadavg();
  const postgresProcesses = options.databases.includes('postgres')
    ? `PostgreSQL on ${options.processes.join(' and ')} server process${options.processes.join() === '1' ? '' : 'es'}, `
    : '';
  say(
    `bench: ${options.connections} connections, ${postgresProcesses}${options.durationSeconds} s measured per scenario after ${options.warmupSeconds} s warm-up, ` +
      `${options.latencySeconds} s on one connection for latency budgets; ${cpus().length} cpus, load average ${loadBefore.map((l) => fmt(l, 1)).join(' ')}, node ${process.version}\n`,
  );

  const bare = await startBare();
  const groups: {
    database: DatabaseKind;
    products: number;
    processes: number;
    where: string;
    seededSeconds: number;
    reports: ScenarioReport[];
  }[] = [];
  try {
    for (const kind of options.databases) {
      for (const products of [...options.products].sort((a, b) => a - b)) {
        const here = selected.filter((s) => !s.databases || s.databases.includes(kind));
        if (here.every((s) => s.baseline)) {
          if (!importOnly) say(`${kind} ${sizeLabel(products)}: no selected scenario runs on ${kind}; skipped\n`);
          continue;
        }
        // PGlite belongs to one process; PostgreSQL runs once per process count asked for.
        for (const processes of kind === 'postgres' ? options.processes : [1]) {
          const { bench, reports } = await runGroup(kind, products, processes, here, {
            options,
            budgets,
            bareUrl: address(bare),
            runTag,
          });
          groups.push({
            database: kind,
            products,
            processes,
            where: bench.where,
            seededSeconds: bench.seededSeconds,
            reports,
          });
          say('');
        }
      }
    }
  } finally {
    await bare.close();
  }
  if (runImport) {
    // At the largest size asked for: 100,000 by default, the issue's goal (its budget).
    const products = Math.max(...options.products);
    say(`postgres import: ${sizeLabel(products)} products into a fresh database on the server`);
    const report = await importReport(options.postgresServerUrl, products, budgets);
    say(
      `  ${report.name}: ${fmt(report.rate)} ${report.unit}${report.problems.length ? ` FAIL: ${report.problems.join('; ')}` : ''}`,
    );
    for (const note of report.notes) say(`    note: ${note}`);
    groups.push({
      database: 'postgres',
      products,
      processes: 1,
      where: 'a database created and dropped on the PostgreSQL server',
      seededSeconds: 0,
      reports: [report],
    });
    say('');
  }

  const all = groups.flatMap((g) => g.reports);
  printTable(all, say);
  const loadAfter = loadavg();
  const resultsDir = new URL('./results/', import.meta.url);
  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    new URL('latest.json', resultsDir),
    `${JSON.stringify(
      {
        date: new Date().toISOString(),
        node: process.version,
        cpus: cpus().length,
        loadAverage: { before: loadBefore, after: loadAfter },
        minutes: (performance.now() - started) / 60_000,
        options: { ...options, postgresServerUrl: undefined },
        groups,
      },
      null,
      2,
    )}\n`,
  );
  const failed = all.filter((r) => r.problems.length > 0);
  const took = `${fmt((performance.now() - started) / 60_000, 1)} min, load average now ${loadAfter.map((l) => fmt(l, 1)).join(' ')}`;
  say(
    failed.length
      ? `\nbench: ${failed.length} of ${all.length} measurements FAILED (${failed.map((r) => `${dbLabel(r)} ${sizeLabel(r.products)} ${r.name}`).join(', ')}); ${took}; results in bench/results/latest.json`
      : `\nbench: all ${all.length} measurements within budget; ${took}; results in bench/results/latest.json`,
  );
  return failed.length ? 1 : 0;
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    if (err instanceof UsageError) {
      console.error(`bench: ${err.message}\n\n${usage}`);
      process.exit(2);
    }
    console.error(err instanceof Error ? (err.stack ?? err.message) : err);
    process.exit(1);
  },
);
