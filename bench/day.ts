import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { CUSTOMER_KEY_HEADER, IDEMPOTENCY_KEY_HEADER, WEB_CLIENT_ID } from '@provender/contract';
import { createBenchContext, DEMO_PASSWORD, type BenchContext } from './context.ts';
import type { DayBuyer, DayPlan, DayResult } from './day-worker.ts';
import { openBenchDatabase, sizeLabel, type DatabaseKind } from './databases.ts';
import type { BenchOptions } from './options.ts';
import { coldPagePaths, coldSearchPaths } from './scenarios-cold.ts';
import { cartLinesFor } from './scenarios-order.ts';
import {
  asyncLog,
  compiledBuildApp,
  serverLogFile,
  startServerProcesses,
  type ServerProcesses,
} from './server-processes.ts';

const HOST = '127.0.0.1';
/** Bench buyers per business customer (issue 37: a few hundred distinct buyers of many customers). */
const BUYERS_PER_CUSTOMER = 5;
/** A run of the day lasts at least this long, whatever --duration says: sessions are some twenty requests. */
const MIN_SECONDS = 20;
const fmt = (n: number, digits = 1) =>
  n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Request types a report or document renders (PDF workers, decision 400): timed and counted, not held to the 50 ms. */
interface DayBudget {
  maxP95Ms: number;
  exempt: string[];
}

function dayBudget(kind: DatabaseKind, processes: number, buyers: number): DayBudget | null {
  const raw = JSON.parse(readFileSync(new URL('./budgets.json', import.meta.url), 'utf8')) as {
    day?: Partial<Record<DatabaseKind, Record<string, Record<string, DayBudget>>>>;
  };
  return raw.day?.[kind]?.[String(processes)]?.[String(buyers)] ?? null;
}

/** Five buyers of every business customer, with the demo password (its stored hash), made once per bench database. */
async function seedBenchBuyers(ctx: BenchContext): Promise<void> {
  await ctx.db
    .execute(sql`insert into users (username, name, kind, customer_id, password_hash, email_verified_at, password_changed_at)
    select 'bench.' || lower(c.customer_code) || '.' || n, 'Bench buyer ' || n || ' of ' || c.customer_code, 'customer', c.id,
           d.password_hash, d.email_verified_at, d.password_changed_at
      from customers c cross join generate_series(1, ${BUYERS_PER_CUSTOMER}) n
      join users d on d.username = 'demo.customer'
     where c.customer_code like 'C%'
       and not exists (select 1 from users u where u.username = 'bench.' || lower(c.customer_code) || '.' || n)`);
}

const ok = async (ctx: BenchContext, user: string, path: string) =>
  (await ctx.apiRaw('GET', path, { user }).catch(() => ({ status: 0 }))).status === 200;

/** Each customer's buyers, if its first bench buyer can order (one line, submitted outside the load) and which screens it has. */
async function probeCustomer(
  ctx: BenchContext,
  code: string,
  index: number,
  keyPrefix: string,
): Promise<DayBuyer[] | string> {
  const first = `bench.${code.toLowerCase()}.1`;
  const lines = await cartLinesFor(ctx, first, index, 12).catch(() => []);
  if (lines.length < 3) return `${code}: only ${lines.length} orderable products`;
  await ctx.apiRaw('DELETE', '/api/cart', { user: first });
  await ctx.api('POST', '/api/cart/lines', { user: first, body: lines.slice(0, 1) });
  const submitted = await ctx.apiRaw<{ orderNumber?: string; message?: string }>('POST', '/api/cart/submit', {
    user: first,
    headers: { [IDEMPOTENCY_KEY_HEADER]: `${keyPrefix}-probe-${index}` },
  });
  if (submitted.status !== 200) {
    await ctx.apiRaw('DELETE', '/api/cart', { user: first });
    return `${code}: submit answered ${submitted.status} ${submitted.body.message ?? ''}`;
  }
  const screens = {
    history: await ok(ctx, first, '/api/history/orders'),
    account: await ok(ctx, first, '/api/account/summary'),
    documents: await ok(ctx, first, `/api/documents/order/${submitted.body.orderNumber ?? ''}/confirmation`),
    report: index < 3 && (await ok(ctx, first, '/api/reports/productlist')),
  };
  return Array.from({ length: BUYERS_PER_CUSTOMER }, (_, n) => ({
    username: `bench.${code.toLowerCase()}.${n + 1}`,
    kind: 'buyer' as const,
    lines,
    customers: [],
    screens,
  }));
}

async function prepare(ctx: BenchContext, keyPrefix: string, say: (line: string) => void) {
  await seedBenchBuyers(ctx);
  const codes = rowsOf<{ code: string }>(
    await ctx.db.execute(
      sql`select customer_code as code from customers where customer_code like 'C%' order by customer_code`,
    ),
  ).map((r) => r.code);
  const buyers: DayBuyer[] = [];
  const skipped: string[] = [];
  for (let i = 0; i < codes.length; i += 6) {
    const probed = await Promise.all(
      codes.slice(i, i + 6).map((code, j) => probeCustomer(ctx, code, i + j, keyPrefix)),
    );
    for (const p of probed)
      if (typeof p === 'string') skipped.push(p);
      else buyers.push(...p);
  }
  const sales = rowsOf<{ username: string; customers: number[] }>(
    await ctx.db.execute(sql`select u.username, array_agg(s.customer_id order by s.customer_id) as customers
      from users u join salesperson_customers s on s.user_id = u.id where u.kind = 'salesperson' group by u.username`),
  );
  const screens = { history: false, account: false, report: false, documents: false };
  for (const s of sales)
    buyers.push({ username: s.username, kind: 'salesperson', lines: [], customers: s.customers, screens });
  const customers = new Set(buyers.filter((b) => b.kind === 'buyer').map((b) => b.username.split('.')[1]));
  say(`  day: ${buyers.length - sales.length} buyers of ${customers.size} customers and ${sales.length} salespeople`);
  for (const s of skipped) say(`    skipped ${s}`);
  const popularPages = await coldPagePaths(ctx, 200, 41);
  const popularSearches = await coldSearchPaths(ctx, 100, 42);
  const popular = new Set([...popularPages, ...popularSearches]);
  const coldPages = (await coldPagePaths(ctx, 40_000, 43)).filter((p) => !popular.has(p));
  const coldSearches = (await coldSearchPaths(ctx, 40_000, 44)).filter((p) => !popular.has(p));
  return { buyers, popularPages, popularSearches, coldPages, coldSearches };
}

function onThread(plan: DayPlan): Promise<DayResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./day-worker.ts', import.meta.url), { workerData: plan });
    worker.once('message', (m: { ok: true; result: DayResult } | { ok: false; error: string }) => {
      void worker.terminate();
      if (m.ok) resolve(m.result);
      else reject(new Error(m.error));
    });
    worker.once('error', reject);
  });
}

/** Every answered submit is one order in the database, and no order was written unanswered. */
async function verify(ctx: BenchContext, result: DayResult, keyPrefix: string): Promise<string[]> {
  const rows = rowsOf<{ orderNumber: string; key: string }>(
    await ctx.db.execute(sql`select order_number as "orderNumber", idempotency_key as key from orders
      where idempotency_key like ${`%:${keyPrefix}-%`} and idempotency_key not like ${`%:${keyPrefix}-probe-%`}`),
  );
  const problems: string[] = [];
  const answered = new Set(result.orderNumbers);
  if (answered.size !== result.submitsAnswered)
    problems.push(`${result.submitsAnswered} submits answered ${answered.size} distinct orders`);
  if (rows.length !== result.submitsAnswered)
    problems.push(`${rows.length} orders in the database for ${result.submitsAnswered} answered submits`);
  if (rows.some((r) => !answered.has(r.orderNumber))) problems.push('an order was written but never answered');
  if (new Set(rows.map((r) => r.key)).size !== rows.length)
    problems.push('an idempotency key made more than one order');
  return problems;
}

export interface DayReport {
  database: DatabaseKind;
  products: number;
  processes: number;
  buyers: number;
  thinkMs: number;
  sessionsPerMinute: number;
  result: DayResult;
  problems: string[];
}

function report(r: DayReport, say: (line: string) => void): void {
  const { result } = r;
  say(
    `  ${r.buyers} buyers (${r.thinkMs} ms between screens): ${result.sessions} sessions (${result.salespersonSessions} of salespeople) in ${fmt(result.seconds)} s = ` +
      `${fmt(r.sessionsPerMinute, 0)} buyer sessions per minute, ${result.submitsAnswered} orders, socket errors ${result.socketErrors}`,
  );
  say(
    `    ${'request'.padEnd(18)} ${'count'.padStart(6)} ${'errors'.padStart(6)} ${'p50 ms'.padStart(8)} ${'p95 ms'.padStart(8)} ${'p99 ms'.padStart(8)}`,
  );
  for (const t of result.types)
    say(
      `    ${t.type.padEnd(18)} ${String(t.requests).padStart(6)} ${String(t.errors).padStart(6)} ${fmt(t.p50Ms).padStart(8)} ${fmt(t.p95Ms).padStart(8)} ${fmt(t.p99Ms).padStart(8)}${t.firstError ? `  first error: ${t.firstError}` : ''}`,
    );
  say(r.problems.length ? `    FAIL: ${r.problems.join('; ')}` : '    ok');
}

async function runDayGroup(
  kind: DatabaseKind,
  products: number,
  processes: number,
  options: BenchOptions,
  runTag: string,
  say: (line: string) => void,
): Promise<DayReport[]> {
  const bench = await openBenchDatabase(kind, products, {
    postgresServerUrl: options.postgresServerUrl,
    reseed: options.reseed,
    log: say,
  });
  const label = `${kind} ${sizeLabel(products)}${kind === 'postgres' ? ` on ${processes} process${processes > 1 ? 'es' : ''}` : ''}`;
  let app: FastifyInstance | undefined;
  let server: ServerProcesses | undefined;
  const reports: DayReport[] = [];
  const logName = `day-${kind}-${sizeLabel(products)}-${processes}`;
  try {
    if (kind === 'postgres')
      server = await startServerProcesses(bench.env, processes, HOST, undefined, serverLogFile(logName));
    else {
      const buildApp = await compiledBuildApp();
      app = await buildApp({ ...bench.config, logStream: asyncLog(logName) }, bench.database);
      await app.listen({ host: HOST, port: 0 });
      // Measured once the catalog is warm (decision 550), as startServerProcesses waits for it.
      await app.catalogWarm();
    }
    const address = app?.server.address();
    const appUrl = server?.url ?? `http://${HOST}:${typeof address === 'object' && address ? address.port : 0}`;
    const ctx = createBenchContext({
      bareUrl: appUrl,
      appUrl,
      databaseKind: kind,
      products,
      db: bench.database.db,
      runTag,
      connections: 1,
    });
    say(`${label}: ${bench.where}`);
    const keyPrefix = `${runTag}-day-${kind}-${processes}`;
    // Sign-in counts of earlier runs (bench database only) would refuse this run's buyers (decision 090).
    await ctx.db.execute(sql`delete from attempt_counters where key like 'sign-in:%'`);
    const prepared = await prepare(ctx, keyPrefix, say);
    for (const [i, concurrent] of options.buyers.entries()) {
      const part = <T>(list: T[]) => list.filter((_, j) => j % options.buyers.length === i);
      const plan: DayPlan = {
        origin: appUrl,
        clientId: WEB_CLIENT_ID,
        password: DEMO_PASSWORD,
        buyers: prepared.buyers,
        concurrent,
        seconds: Math.max(MIN_SECONDS, options.durationSeconds),
        thinkMs: options.thinkMs,
        popularPages: prepared.popularPages,
        popularSearches: prepared.popularSearches,
        coldPages: part(prepared.coldPages),
        coldSearches: part(prepared.coldSearches),
        keyPrefix: `${keyPrefix}-${concurrent}`,
        customerKeyHeader: CUSTOMER_KEY_HEADER,
        idempotencyHeader: IDEMPOTENCY_KEY_HEADER,
      };
      await ctx.db.execute(sql`delete from attempt_counters where key like 'sign-in:%'`);
      const result = await onThread(plan);
      const problems = await verify(ctx, result, plan.keyPrefix);
      const errors = result.types.reduce((n, t) => n + t.errors, 0) + result.socketErrors;
      if (errors > 0) problems.push(`${errors} requests failed`);
      const budget = dayBudget(kind, processes, concurrent);
      for (const t of budget ? result.types.filter((t) => !budget.exempt.includes(t.type)) : [])
        if (t.p95Ms > budget!.maxP95Ms) problems.push(`${t.type} p95 ${fmt(t.p95Ms)} ms over ${budget!.maxP95Ms} ms`);
      const r = {
        database: kind,
        products,
        processes,
        buyers: concurrent,
        thinkMs: options.thinkMs,
        sessionsPerMinute: (result.sessions / result.seconds) * 60,
        result,
        problems,
      };
      report(r, say);
      reports.push(r);
    }
  } finally {
    await bench.database.db
      .execute(sql`delete from orders where idempotency_key like ${`%:${runTag}-day-%`}`)
      .catch(() => undefined);
    await app?.close();
    await server?.stop();
    await bench.database.close();
  }
  return reports;
}

/** `npm run bench -- --workload day`: every database, size and process count asked for, at each --buyers count. */
export async function runDayWorkload(options: BenchOptions, say: (line: string) => void): Promise<number> {
  const runTag = `bench-${Date.now().toString(36)}`;
  const before = loadavg();
  say(
    `bench day: ${options.buyers.join(' and ')} concurrent buyers, at least ${MIN_SECONDS} s each; ${cpus().length} cpus, load average ${before.map((l) => fmt(l)).join(' ')}\n`,
  );
  const reports: DayReport[] = [];
  for (const kind of options.databases)
    for (const products of [...options.products].sort((a, b) => a - b))
      for (const processes of kind === 'postgres' ? options.processes : [1])
        reports.push(...(await runDayGroup(kind, products, processes, options, runTag, say)));
  const dir = new URL('./results/', import.meta.url);
  mkdirSync(dir, { recursive: true });
  const after = loadavg();
  writeFileSync(
    new URL('day-latest.json', dir),
    `${JSON.stringify({ date: new Date().toISOString(), loadAverage: { before, after }, reports }, null, 2)}\n`,
  );
  const failed = reports.filter((r) => r.problems.length > 0);
  say(
    `\nbench day: ${failed.length ? `${failed.length} of ${reports.length} runs FAILED` : `all ${reports.length} runs passed`}; load average now ${after.map((l) => fmt(l)).join(' ')}; results in bench/results/day-latest.json`,
  );
  return failed.length ? 1 : 0;
}
