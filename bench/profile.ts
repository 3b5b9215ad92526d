/**
 * CPU profile of the app's hot reads under load (decision 280): opens the bench database of a kind
 * and size (seeded by `npm run bench` first), starts the bare endpoint and the real app as the
 * bench does, and for each path runs autocannon from a worker thread while the V8 profiler samples
 * this process. Prints each path's rate and its ratio to the bare endpoint's, then the frames with
 * the most self time and the app's frames with the most inclusive time; the profiles are written to
 * bench/results/profile-<name>.cpuprofile (open them in Chrome DevTools).
 *
 *   node --import tsx bench/profile.ts [--db pglite|postgres] [--products 3000] [--seconds 5] [--top 30] [--only a,b]
 *   ... --cpu: instead of profiling, the server thread's CPU time per request (robust under load)
 *   ... --only order (PostgreSQL): the bench's order-submit rounds (fill 20 lines, submit), a set
 *       number per connection, checked exactly once as the bench checks them; with --cpu, the
 *       server thread's CPU and the bench database's PostgreSQL backends' CPU per order
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { Session } from 'node:inspector/promises';
import { parseArgs } from 'node:util';
import { Worker } from 'node:worker_threads';
import Fastify from 'fastify';
import { createBenchContext } from './context.ts';
import { DEFAULT_POSTGRES_URL, openBenchDatabase, type DatabaseKind } from './databases.ts';
import type { LoadJob, LoadResult } from './load-worker.ts';
import { coldPagePaths, coldSearchPaths } from './scenarios-cold.ts';
import { cartLinesFor, orderScenarios } from './scenarios-order.ts';
import type { BenchContext } from './context.ts';
import { asyncLog, compiledBuildApp, startServerProcesses } from './server-processes.ts';

const { values } = parseArgs({
  options: {
    db: { type: 'string', default: 'pglite' },
    products: { type: 'string', default: '3000' },
    seconds: { type: 'string', default: '5' },
    top: { type: 'string', default: '30' },
    only: { type: 'string' },
    /** Measure the server thread's CPU time per request instead of profiling (robust on a loaded machine). */
    cpu: { type: 'boolean', default: false },
    /** Rounds (orders) per connection of `--only order`. */
    rounds: { type: 'string', default: '40' },
    /** `--only order --cpu`: server processes as `npm run serve` runs them (WEB_CONCURRENCY), instead of this process. */
    processes: { type: 'string', default: '1' },
  },
});
const HOST = '127.0.0.1';
const seconds = Number(values.seconds);
const top = Number(values.top);

function runLoad(job: LoadJob): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./load-worker.ts', import.meta.url), { workerData: job });
    worker.once('message', (message: { ok: true; result: LoadResult } | { ok: false; error: string }) => {
      void worker.terminate();
      if (message.ok) resolve(message.result);
      else reject(new Error(message.error));
    });
    worker.once('error', reject);
  });
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount: number;
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
}

const shortUrl = (url: string) =>
  url
    .replace(/^file:\/\//, '')
    .replace(/^.*\/node_modules\//, '~/')
    .replace(/^.*\/apps\/server\/src\//, 'src/')
    .replace(/^.*\/packages\//, 'packages/');
const frameName = (node: ProfileNode) =>
  `${node.callFrame.functionName || '(anonymous)'} ${shortUrl(node.callFrame.url)}:${node.callFrame.lineNumber + 1}`;

/** Self and inclusive sample counts per frame name (a frame on the stack twice counts once inclusively). */
function summarize(profile: CpuProfile): { self: Map<string, number>; total: Map<string, number>; samples: number } {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  const walk = (node: ProfileNode, onStack: Set<string>) => {
    const name = frameName(node);
    self.set(name, (self.get(name) ?? 0) + node.hitCount);
    const added = !onStack.has(name);
    if (added) onStack.add(name);
    // Inclusive counts are summed per node below; to count a frame once per sample, add only
    // where the frame is not already on the stack.
    let subtree = node.hitCount;
    for (const childId of node.children ?? []) {
      const child = byId.get(childId);
      if (child) subtree += walk(child, onStack);
    }
    if (added) {
      total.set(name, (total.get(name) ?? 0) + subtree);
      onStack.delete(name);
    }
    return subtree;
  };
  const root = profile.nodes[0];
  if (root) walk(root, new Set());
  return { self, total, samples: profile.samples.length };
}

function printTop(title: string, counts: Map<string, number>, samples: number, filter: (name: string) => boolean) {
  console.log(`  ${title}`);
  const rows = [...counts].filter(([name]) => filter(name)).sort((a, b) => b[1] - a[1]);
  for (const [name, count] of rows.slice(0, top)) {
    console.log(`    ${((100 * count) / samples).toFixed(1).padStart(5)}%  ${name}`);
  }
}

/** The process and its descendants, from /proc. */
function processTree(root: number): number[] {
  const parents = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const fields = readFileSync(`/proc/${entry}/stat`, 'utf8').split(') ')[1]!.split(' ');
      parents.set(Number(entry), Number(fields[1]));
    } catch {
      // gone meanwhile
    }
  }
  const tree = [root];
  for (let i = 0; i < tree.length; i++) for (const [pid, parent] of parents) if (parent === tree[i]) tree.push(pid);
  return tree;
}

/** CPU seconds (user + system) of processes by pid, from /proc (the PostgreSQL server runs on this machine). */
function procCpuSeconds(pids: number[]): { total: number; system: number } {
  let ticks = 0;
  let system = 0;
  for (const pid of pids) {
    try {
      // Fields after the command's closing parenthesis: state is 3rd, utime 14th, stime 15th.
      const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
      ticks += Number(fields[11]) + Number(fields[12]);
      system += Number(fields[12]);
    } catch {
      // gone meanwhile
    }
  }
  return { total: ticks / 100, system: system / 100 };
}

/**
 * The bench's order-submit rounds, a set number per connection: server thread CPU (the load runs
 * on a worker thread) and CPU of the bench database's PostgreSQL backends per order, or a V8
 * profile. Every order is checked exactly once as the bench does, then deleted.
 */
async function profileOrders(ctx: BenchContext, appUrl: string, session: Session, serverPids?: () => number[]) {
  const [scenario] = orderScenarios;
  if (!scenario) throw new Error('no order scenario');
  const workload = await scenario.prepare(ctx);
  const sequences = workload.rounds.map((round) =>
    round.map((r) => {
      const url = new URL(r.url);
      return {
        name: r.name ?? 'step',
        method: r.method,
        path: `${url.pathname}${url.search}`,
        ...(r.headers ? { headers: r.headers } : {}),
        ...(r.body === undefined ? {} : { body: r.body }),
        ...(r.uniqueHeader ? { uniqueHeader: r.uniqueHeader } : {}),
        ...(r.collect ? { collect: r.collect } : {}),
      };
    }),
  );
  const job = (rounds: number, prefix: string): LoadJob => ({
    origin: appUrl,
    sequences,
    connections: sequences.length,
    durationSeconds: 120,
    roundsPerConnection: rounds,
    uniquePrefix: prefix,
  });
  const backends = async () =>
    (
      (await ctx.db.execute(
        sql`select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
      )) as unknown as { rows: { pid: number }[] }
    ).rows.map((r) => r.pid);
  const auxiliary = async () =>
    (
      (await ctx.db.execute(
        sql`select pid from pg_stat_activity where backend_type in ('walwriter', 'checkpointer', 'background writer')`,
      )) as unknown as { rows: { pid: number }[] }
    ).rows.map((r) => r.pid);
  await runLoad(job(5, `${ctx.runTag}-warm`));
  const rounds = Number(values.rounds);
  const prefix = `${ctx.runTag}-m`;
  const [pids, aux] = [await backends(), await auxiliary()];
  const pgBefore = procCpuSeconds(pids);
  const auxBefore = procCpuSeconds(aux);
  const servers = serverPids?.() ?? [];
  const serversBefore = procCpuSeconds(servers);
  const eachBefore = servers.map((pid) => procCpuSeconds([pid]).total);
  const before = process.threadCpuUsage();
  if (!values.cpu) await session.post('Profiler.start');
  const result = await runLoad(job(rounds, prefix));
  const profile = values.cpu
    ? null
    : ((await session.post('Profiler.stop')) as unknown as { profile: CpuProfile }).profile;
  const used = serverPids
    ? { user: 1e6 * (procCpuSeconds(servers).total - serversBefore.total), system: 0 }
    : process.threadCpuUsage(before);
  const pgAfter = procCpuSeconds(pids);
  const pgUsed = pgAfter.total - pgBefore.total;
  const pgSystem = pgAfter.system - pgBefore.system;
  const auxUsed = procCpuSeconds(aux).total - auxBefore.total;
  const submit = result.steps.find((s) => s.name === 'submit');
  const orders = submit?.ok ?? 0;
  const fill = result.steps.find((s) => s.name === 'fill cart');
  console.log(
    `order: ${orders} orders in ${result.seconds.toFixed(2)} s = ${(orders / result.seconds).toFixed(1)} orders/s; ` +
      `submit p50 ${submit?.p50Ms} ms p95 ${submit?.p95Ms} ms, fill p50 ${fill?.p50Ms} ms; ` +
      `${serverPids ? `server processes (${servers.length})` : 'server thread'} ${((used.user + used.system) / 1000 / orders).toFixed(2)} ms CPU per order; ` +
      `PostgreSQL backends ${((1000 * pgUsed) / orders).toFixed(2)} ms per order (${((1000 * pgSystem) / orders).toFixed(2)} of it system; ${pids.length} backends), ` +
      `walwriter/checkpointer/bgwriter ${((1000 * auxUsed) / orders).toFixed(2)} ms per order`,
  );
  if (servers.length > 0)
    console.log(
      `  per server process (ms per order): ${servers
        .map(
          (pid, i) => `${pid} ${((1000 * (procCpuSeconds([pid]).total - (eachBefore[i] ?? 0))) / orders).toFixed(2)}`,
        )
        .join(', ')}`,
    );
  const { checked, problems } = await scenario.verify!(ctx, result, prefix);
  console.log(`  ${checked}${problems.length > 0 ? `; PROBLEMS: ${problems.join('; ')}` : ''}`);
  if (profile) {
    writeFileSync(new URL('./results/profile-order.cpuprofile', import.meta.url), JSON.stringify(profile));
    const { self, total, samples } = summarize(profile);
    printTop('self time', self, samples, () => true);
    printTop(
      'inclusive time (app and its libraries, not the event loop)',
      total,
      samples,
      (name) => !name.startsWith('(') && !/node:internal|processTicksAndRejections|listOnTimeout/.test(name),
    );
  }
  await scenario.cleanup?.(ctx);
}

async function main() {
  const kind = values.db as DatabaseKind;
  const bench = await openBenchDatabase(kind, Number(values.products), {
    postgresServerUrl: process.env['BENCH_DATABASE_URL'] ?? DEFAULT_POSTGRES_URL,
    reseed: false,
    log: console.log,
  });
  const bare = Fastify({ logger: false });
  bare.get('/bare', async () => ({ ok: true, service: 'bare', items: [1, 2, 3] }));
  await bare.listen({ host: HOST, port: 0 });
  const buildApp = await compiledBuildApp();
  const app = await buildApp({ ...bench.config, logStream: asyncLog('profile') }, bench.database);
  await app.listen({ host: HOST, port: 0 });
  // Profiled once the catalog is warm (decision 550), as the bench measures.
  await app.catalogWarm();
  const port = (server: typeof app.server) => {
    const info = server.address();
    if (!info || typeof info === 'string') throw new Error('not on TCP');
    return info.port;
  };
  const bareUrl = `http://${HOST}:${port(bare.server)}`;
  const appUrl = `http://${HOST}:${port(app.server)}`;
  const ctx = createBenchContext({
    bareUrl,
    appUrl,
    databaseKind: kind,
    products: bench.products,
    db: bench.database.db,
    runTag: `profile-${Date.now()}`,
    connections: 10,
  });
  const headers = await ctx.authHeaders('demo.customer');
  // The price batch of the bench's scenario: 100 products from the middle of the catalog.
  const half = Math.max(0, Math.floor(bench.products / 2) - 50);
  const page = await ctx.api<{ products: { productKey: number; pricingUM: string }[] }>(
    'GET',
    `/api/product/list?offset=${half}&limit=100`,
    { user: 'demo.customer' },
  );
  const batch = JSON.stringify(page.products.map((p) => ({ productKey: p.productKey, unitOfMeasure: p.pricingUM })));
  // The cart of the bench's scenario: three lines, emptied again at the end.
  const profilesCart = !values.only || values.only.split(',').includes('cart');
  if (profilesCart) {
    await ctx.api('DELETE', '/api/cart', { user: 'demo.customer' });
    const lines = await cartLinesFor(ctx, 'demo.customer', 0, 3);
    await ctx.api('POST', '/api/cart/lines', { user: 'demo.customer', body: lines });
  }
  const wanted = (name: string) => !values.only || values.only.split(',').includes(name);
  // The cold scenarios' URLs, each asked once (issue 37): a page or a search no cache has seen.
  const pagePaths = wanted('product-page-cold') ? await coldPagePaths(ctx) : [];
  const searchPaths = wanted('product-search-cold') ? await coldSearchPaths(ctx) : [];
  const targets: {
    name: string;
    origin: string;
    path: string;
    headers: Record<string, string>;
    body?: string;
    paths?: string[];
  }[] = [
    { name: 'bare', origin: bareUrl, path: '/bare', headers: {} },
    { name: 'user', origin: appUrl, path: '/api/user', headers },
    { name: 'menu', origin: appUrl, path: '/api/menu', headers },
    { name: 'settings', origin: appUrl, path: '/api/settings', headers },
    { name: 'cart', origin: appUrl, path: '/api/cart', headers },
    { name: 'product-list', origin: appUrl, path: '/api/product/list?limit=50', headers },
    { name: 'product-search', origin: appUrl, path: '/api/product/list?search=chicken%20breast', headers },
    {
      name: 'price-batch',
      origin: appUrl,
      path: '/api/product/price',
      headers: { ...headers, 'content-type': 'application/json' },
      body: batch,
    },
    { name: 'product-page-cold', origin: appUrl, path: pagePaths[0] ?? '', headers, paths: pagePaths.slice(1) },
    { name: 'product-search-cold', origin: appUrl, path: searchPaths[0] ?? '', headers, paths: searchPaths.slice(1) },
  ].filter((t) => t.name === 'bare' || wanted(t.name));

  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 100 });
  mkdirSync(new URL('./results/', import.meta.url), { recursive: true });
  if (values.only?.split(',').includes('order')) {
    const count = Number(values.processes);
    if (count > 1) {
      const processes = await startServerProcesses(bench.env, count, HOST);
      try {
        const pid = processes.pid;
        const own = createBenchContext({
          bareUrl,
          appUrl: processes.url,
          databaseKind: kind,
          products: bench.products,
          db: bench.database.db,
          runTag: `profile-${Date.now()}`,
          connections: 10,
        });
        await profileOrders(own, processes.url, session, () => (pid === undefined ? [] : processTree(pid)));
      } finally {
        await processes.stop();
      }
    } else await profileOrders(ctx, appUrl, session);
  }
  let bareRate = 0;
  for (const target of targets) {
    const job = (durationSeconds: number): LoadJob => ({
      origin: target.origin,
      sequences: [
        [
          {
            name: target.name,
            method: target.body === undefined ? 'GET' : 'POST',
            path: target.path,
            headers: target.headers,
            ...(target.body === undefined ? {} : { body: target.body }),
            ...(target.paths === undefined ? {} : { paths: target.paths }),
          },
        ],
      ],
      connections: 10,
      durationSeconds,
      uniquePrefix: 'profile',
      // The cold scenarios' measured run starts past what the one-second warm-up asked.
      ...(target.paths === undefined ? {} : { pathStart: durationSeconds === 1 ? 0 : 20_000 }),
    });
    const probe = await fetch(`${target.origin}${target.path}`, {
      method: target.body === undefined ? 'GET' : 'POST',
      headers: target.headers,
      ...(target.body === undefined ? {} : { body: target.body }),
    });
    const answerBytes = (await probe.arrayBuffer()).byteLength;
    await runLoad(job(1)); // warm: caches filled, functions optimized
    if (values.cpu) {
      // The load runs in a worker thread: this thread's CPU time is the servers' alone.
      const before = process.threadCpuUsage();
      const processBefore = process.cpuUsage();
      const result = await runLoad(job(seconds));
      const used = process.threadCpuUsage(before);
      const all = process.cpuUsage(processBefore);
      const perRequest = (used.user + used.system) / result.requests;
      // The rest of the process: V8's helper threads (concurrent marking and sweeping), libuv's pool.
      const others = (all.user + all.system - used.user - used.system - result.clientCpuMicros) / result.requests;
      console.log(
        `${target.name}: ${perRequest.toFixed(1)} µs server CPU per request, ${(result.clientCpuMicros / result.requests).toFixed(1)} µs load generator CPU, ${others.toFixed(1)} µs other threads (${result.requests} requests, answer ${answerBytes} bytes)`,
      );
      continue;
    }
    await session.post('Profiler.start');
    const result = await runLoad(job(seconds));
    const { profile } = (await session.post('Profiler.stop')) as unknown as { profile: CpuProfile };
    const rate = result.requests / result.seconds;
    if (target.name === 'bare') bareRate = rate;
    const step = result.steps[0];
    console.log(
      `\n${target.name}: ${rate.toFixed(0)} req/s, ratio ${(rate / bareRate).toFixed(3)}, p50 ${step?.p50Ms} ms, non-2xx ${step?.non2xx}, answer ${answerBytes} bytes`,
    );
    writeFileSync(new URL(`./results/profile-${target.name}.cpuprofile`, import.meta.url), JSON.stringify(profile));
    const { self, total, samples } = summarize(profile);
    printTop('self time', self, samples, () => true);
    printTop(
      'inclusive time (app and its libraries, not the event loop)',
      total,
      samples,
      (name) => !name.startsWith('(') && !/node:internal|processTicksAndRejections|listOnTimeout/.test(name),
    );
  }
  session.disconnect();
  if (profilesCart) await ctx.api('DELETE', '/api/cart', { user: 'demo.customer' });
  await app.close();
  await bare.close();
  await bench.database.close();
}

await main();
