import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium, type Browser, type BrowserContext, type Page, type Response } from 'playwright-core';
import { chromiumLaunchOptions } from '../e2e/chromium.ts';
import { BENCH_DATA_DIR, DEFAULT_POSTGRES_URL, openBenchDatabase, sizeLabel } from './databases.ts';

/**
 * bench:web (decision 180): what the first screen of /login, /products and /cart costs a browser.
 * It serves the existing build of apps/web (it builds nothing) with the real server on a fresh
 * embedded database, as the e2e suite does (e2e/serve.ts), and loads each page in headless
 * Chromium with a cold cache, counting the JavaScript fetched until the page's heading shows and
 * the network has been quiet for a moment, and reading the Largest Contentful Paint. Then it
 * scrolls the product list and quick-entry layouts over the 100,000-product benchmark database
 * (bench/databases.ts, seeded once and reused) and counts the long tasks the main thread ran.
 */

const HOST = '127.0.0.1';
const repoRoot = join(import.meta.dirname, '..');
const webDist = join(repoRoot, 'apps/web/dist');
const budgetsFile = join(import.meta.dirname, 'web-budgets.json');
const resultsDir = join(import.meta.dirname, 'results');
/** After the heading shows, the first screen is complete once no request has started for this long. */
const QUIET_MS = 750;
/**
 * A new window's own start-up runs before the page is loaded (decision 375): Chromium 155 and 156
 * load their omnibox popup (chrome://omnibox-popup.top-chrome, a WebUI renderer) in the
 * background of every new window, about half a second of CPU, which on a 2-core machine was
 * taken from the page being measured. A buyer's browser window is open before they type the address.
 */
const WINDOW_SETTLE_MS = 2_000;
const DEMO_USER = 'demo.customer';
const DEMO_PASSWORD = 'Demo-pass1';

interface WebBudgets {
  maxFirstScreenJsKb: number;
  maxLcpMs: number;
  /** Long tasks (over 50 ms) the main thread may run while the product layouts scroll. */
  maxLongTasksWhileScrolling: number;
}

/** A products layout scrolled over the large catalog, at a viewport. */
interface ScrollTarget {
  name: string;
  layout: 'List' | 'Quick Entry';
  viewport: { width: number; height: number };
  phone: boolean;
}

const scrollTargets: ScrollTarget[] = [
  { name: 'list, desktop', layout: 'List', viewport: { width: 1280, height: 800 }, phone: false },
  { name: 'quick entry, desktop', layout: 'Quick Entry', viewport: { width: 1280, height: 800 }, phone: false },
  { name: 'quick entry, phone', layout: 'Quick Entry', viewport: { width: 375, height: 812 }, phone: true },
];

interface ScrollResult {
  name: string;
  /** Long tasks (the Performance API's 'longtask' entries, each over 50 ms) while scrolling. */
  longTasks: number;
  longestTaskMs: number;
  /**
   * The same main-thread tasks by the CPU time they used (a Chromium trace's thread time): tasks
   * over 50 ms of CPU are the page's own work; wall-clock long tasks without them are the machine
   * descheduling the browser (other work on the shared cores).
   */
  cpuLongTasks: number;
  longestTaskCpuMs: number;
  /** The most product rows in the document at once: a virtualized list keeps this near a screenful. */
  maxRowsInDocument: number;
  /** Rows showing a product (not a loading placeholder, aria-busy) at the end, after the jump to the last page. */
  productsShownAtEnd: number;
  scrolledPx: number;
  withinBudget: boolean;
}

interface PageTarget {
  path: string;
  signedIn: boolean;
}

const targets: PageTarget[] = [
  { path: '/login', signedIn: false },
  { path: '/products', signedIn: true },
  { path: '/cart', signedIn: true },
];

interface Sample {
  scripts: number;
  /** Sum of the gzipped bodies (zlib level 6, as the build reports): independent of the server's encoding. */
  jsGzipBytes: number;
  /** Sum of the bytes as sent (the server does not compress, so the raw size). */
  jsTransferBytes: number;
  lcpMs: number;
  headingMs: number;
}

interface PageResult {
  path: string;
  samples: Sample[];
  jsGzipKb: number;
  lcpMedianMs: number;
  lcpMaxMs: number;
  scriptFiles: string[];
  withinBudget: boolean;
}

const say = (line = '') => console.log(line);

function usage(): string {
  return [
    'npm run bench:web [-- options]',
    '  --check          exit 1 when a page is over a budget in bench/web-budgets.json',
    '  --runs N         cold loads per page (default 5); LCP is their median',
    '  --products N     demo catalog size the server seeds (default 600, as e2e)',
    '  --port N         serve on this port (default: a free one on 127.0.0.1)',
    '  --scroll-products N  catalog size the scrolling runs use (default 100000; bench/.data/pglite-<size>)',
    '  --no-scroll      measure the first screens only',
    '  --scroll-only    measure the scrolling only',
  ].join('\n');
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, HOST, () => {
      const info = server.address();
      const port = typeof info === 'object' && info ? info.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** The real server (e2e/serve.ts) with a snapshot of the build, on a database of its own. */
function startServer(port: number, dataDir: string, products: number): ChildProcess {
  // serve.ts seeds only an empty database: a reused benchmark database is served as it is.
  const env: NodeJS.ProcessEnv = { ...process.env };
  delete env['DATABASE_URL'];
  delete env['JWT_SECRET'];
  delete env['SMTP_URL'];
  Object.assign(env, {
    PORT: String(port),
    HOST,
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_PRODUCTS: String(products),
    NODE_ENV: 'test',
    PUBLIC_URL: `http://${HOST}:${port}`,
  });
  const child = spawn(join(repoRoot, 'node_modules/.bin/node'), ['--import', 'tsx', 'e2e/serve.ts'], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  return child;
}

async function waitForServer(base: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      const res = await fetch(`${base}/api/settings/logoname`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await sleep(500);
  }
  throw new Error(`the server did not answer within ${timeoutMs / 1000} s`);
}

async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
  await exited;
  clearTimeout(timer);
}

async function demoToken(base: string): Promise<string> {
  const res = await fetch(`${base}/api/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      client_id: 'provender-web',
      username: DEMO_USER,
      password: DEMO_PASSWORD,
    }).toString(),
  });
  if (!res.ok) throw new Error(`sign-in of ${DEMO_USER} answered ${res.status}`);
  return ((await res.json()) as { access_token: string }).access_token;
}

/** The LCP so far (the Performance API's last largest-contentful-paint entry), in ms from navigation. */
async function readLcp(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let last = 0;
        const observer = new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) last = Math.max(last, entry.startTime);
        });
        observer.observe({ type: 'largest-contentful-paint', buffered: true });
        setTimeout(() => {
          observer.disconnect();
          resolve(last);
        }, 50);
      }),
  );
}

/** Waits until no request has started for QUIET_MS (lazy chunks the first screen asks for included). */
async function networkQuiet(page: Page, lastRequestAt: () => number): Promise<void> {
  for (;;) {
    const idle = Date.now() - lastRequestAt();
    if (idle >= QUIET_MS) return;
    await page.waitForTimeout(QUIET_MS - idle);
  }
}

/**
 * What a signed-in buyer's browser keeps between visits (decision 376): the demo customer signs in
 * through the login page once, as a buyer does, and the app's own localStorage entries (the token
 * and the acting customer the session resolved) are what every signed-in cold load starts from.
 */
type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

async function signedInState(browser: Browser, base: string): Promise<StorageState> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.goto(`${base}/login`);
    await page.getByLabel(/^Username/).fill(DEMO_USER);
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Log In', exact: true }).click();
    // Signed in once the session has resolved the acting customer and stored it beside the token.
    await page.waitForFunction(
      () => window.localStorage.getItem('provender.token') && window.localStorage.getItem('provender.customerKey'),
      undefined,
      { timeout: 60_000 },
    );
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/** One cold load: a fresh context (empty HTTP cache), with the signed-in buyer's localStorage when signed in. */
async function measure(
  browser: Browser,
  base: string,
  target: PageTarget,
  signedIn: StorageState,
): Promise<Sample & { files: string[] }> {
  const context = await browser.newContext({
    viewport: { width: 1280, height: 800 },
    ...(target.signedIn ? { storageState: signedIn } : {}),
  });
  try {
    const page = await context.newPage();
    await page.waitForTimeout(WINDOW_SETTLE_MS);
    const scripts: Response[] = [];
    let lastRequestAt = Date.now();
    page.on('request', () => {
      lastRequestAt = Date.now();
    });
    page.on('response', (response) => {
      const type = response.request().resourceType();
      const contentType = response.headers()['content-type'] ?? '';
      if (type === 'script' || contentType.includes('javascript')) scripts.push(response);
    });
    const started = Date.now();
    await page.goto(`${base}${target.path}`, { waitUntil: 'commit' });
    // Every one of these pages shows its h1 once its first screen is drawn.
    await page.locator('h1').first().waitFor({ state: 'visible', timeout: 30_000 });
    const headingMs = Date.now() - started;
    const landed = new URL(page.url()).pathname;
    if (landed !== target.path) throw new Error(`${target.path} ended on ${landed}: not the screen to measure`);
    await networkQuiet(page, () => lastRequestAt);
    const lcpMs = await readLcp(page);
    let jsGzipBytes = 0;
    let jsTransferBytes = 0;
    const files: string[] = [];
    for (const response of scripts) {
      const body = await response.body();
      jsGzipBytes += gzipSync(body).length;
      const sizes = await response.request().sizes();
      jsTransferBytes += sizes.responseBodySize;
      files.push(new URL(response.url()).pathname);
    }
    return { scripts: scripts.length, jsGzipBytes, jsTransferBytes, lcpMs, headingMs, files };
  } finally {
    await context.close();
  }
}

/** The product rows a layout draws (list items, quick-entry rows past the header). */
const ROW_SELECTOR =
  '[aria-label="Products"] > [role="listitem"], [role="table"][aria-label="Quick entry"] [role="rowgroup"] > *';

/**
 * Scrolls one layout of /products the way a buyer does (wheel steps, then jumps that land on pages
 * not fetched yet, then wheel steps again) and reads the long tasks a PerformanceObserver saw.
 */
async function measureScroll(
  browser: Browser,
  base: string,
  target: ScrollTarget,
  token: string,
): Promise<ScrollResult> {
  const context = await browser.newContext({
    viewport: target.viewport,
    isMobile: target.phone,
    hasTouch: target.phone,
    deviceScaleFactor: 1,
  });
  try {
    await context.addInitScript((value: string) => {
      window.localStorage.setItem('provender.token', value);
    }, token);
    const page = await context.newPage();
    await page.waitForTimeout(WINDOW_SETTLE_MS);
    let lastRequestAt = Date.now();
    page.on('request', () => {
      lastRequestAt = Date.now();
    });
    await page.goto(`${base}/products`, { waitUntil: 'commit' });
    await page.locator('h1').first().waitFor({ state: 'visible', timeout: 60_000 });
    const layoutButton = page.getByRole('button', { name: target.layout, exact: true });
    await layoutButton.waitFor({ state: 'visible', timeout: 60_000 });
    if ((await layoutButton.getAttribute('aria-pressed')) !== 'true') await layoutButton.click();
    await page.locator(ROW_SELECTOR).first().waitFor({ state: 'visible', timeout: 60_000 });
    await networkQuiet(page, () => lastRequestAt);

    // From here on every long task counts: scrolling, fetching pages of products and drawing them.
    // A string, not a function: tsx would name the inner functions with a helper the page lacks.
    await page.evaluate(`(() => {
      window.benchLongTasks = [];
      window.benchMaxRows = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.benchLongTasks.push(entry.duration);
      }).observe({ type: 'longtask' });
      const count = () => {
        window.benchMaxRows = Math.max(window.benchMaxRows, document.querySelectorAll(${JSON.stringify(ROW_SELECTOR)}).length);
        requestAnimationFrame(count);
      };
      requestAnimationFrame(count);
    })()`);
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'],
    });
    await page.mouse.move(target.viewport.width / 2, target.viewport.height / 2);
    const startY = await page.evaluate(() => window.scrollY);
    const wheel = async (steps: number, dy: number) => {
      for (let i = 0; i < steps; i++) {
        await page.mouse.wheel(0, dy);
        await page.waitForTimeout(25);
      }
    };
    await wheel(80, 400);
    for (const fraction of [0.25, 0.5, 0.999]) {
      await page.evaluate((f: number) => window.scrollTo(0, document.documentElement.scrollHeight * f), fraction);
      await page.waitForTimeout(300);
      await wheel(20, fraction > 0.99 ? -400 : 400);
    }
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await networkQuiet(page, () => lastRequestAt);
    await page.waitForTimeout(300);
    const cpu = mainThreadTaskCpu(await browser.stopTracing());
    const seen = await page.evaluate((selector: string) => {
      const w = window as unknown as { benchLongTasks: number[]; benchMaxRows: number };
      const rows = [...document.querySelectorAll(selector)];
      // A row still waiting for its page shows a placeholder marked aria-busy.
      const shown = rows.filter(
        (row) => !row.matches('[aria-busy]') && row.querySelector('[aria-busy]') === null,
      ).length;
      return { tasks: w.benchLongTasks, maxRows: w.benchMaxRows, shown, y: window.scrollY };
    }, ROW_SELECTOR);
    return {
      name: target.name,
      longTasks: seen.tasks.length,
      longestTaskMs: Math.max(0, ...seen.tasks),
      cpuLongTasks: cpu.filter((ms) => ms > 50).length,
      longestTaskCpuMs: Math.max(0, ...cpu),
      maxRowsInDocument: seen.maxRows,
      productsShownAtEnd: seen.shown,
      scrolledPx: seen.y - startY,
      withinBudget: false,
    };
  } finally {
    await context.close();
  }
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/** The CPU time (ms) of every task the page's main thread ran, from a Chromium trace. */
function mainThreadTaskCpu(trace: Buffer): number[] {
  const parsed = JSON.parse(trace.toString('utf8')) as { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(parsed) ? parsed : parsed.traceEvents;
  const mains = new Set(
    events
      .filter((e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  // The page's renderer is the one whose main thread ran the most tasks while tracing.
  const byThread = new Map<string, number[]>();
  for (const e of events) {
    const thread = `${e.pid}:${e.tid}`;
    if (e.ph !== 'X' || e.name !== 'RunTask' || !mains.has(thread)) continue;
    const list = byThread.get(thread) ?? [];
    list.push((e.tdur ?? 0) / 1000);
    byThread.set(thread, list);
  }
  return [...byThread.values()].sort((a, b) => b.length - a.length)[0] ?? [];
}

/** The 100,000-product benchmark database (seeded once, as `npm run bench` does), served by its own server. */
async function runScrolling(products: number, budgets: WebBudgets): Promise<ScrollResult[]> {
  const bench = await openBenchDatabase('pglite', products, {
    postgresServerUrl: DEFAULT_POSTGRES_URL,
    reseed: false,
    log: say,
  });
  await bench.database.close();
  const port = await freePort();
  const base = `http://${HOST}:${port}`;
  const dataDir = join(BENCH_DATA_DIR, `pglite-${sizeLabel(products)}`);
  say(
    `bench:web: scrolling over ${products.toLocaleString('en-US')} products on ${base} (bench/.data/pglite-${sizeLabel(products)})`,
  );
  const server = startServer(port, dataDir, products);
  let browser: Browser | null = null;
  try {
    await waitForServer(base, server, 300_000);
    const token = await demoToken(base);
    browser = await chromium.launch({ ...chromiumLaunchOptions, headless: true });
    const results: ScrollResult[] = [];
    for (const target of scrollTargets) {
      const result = await measureScroll(browser, base, target, token);
      result.withinBudget = result.longTasks <= budgets.maxLongTasksWhileScrolling;
      results.push(result);
    }
    return results;
  } finally {
    await browser?.close();
    await stopServer(server);
  }
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

const kb = (bytes: number) => bytes / 1024;

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      check: { type: 'boolean', default: false },
      runs: { type: 'string', default: '5' },
      products: { type: 'string', default: '600' },
      port: { type: 'string' },
      'scroll-products': { type: 'string', default: '100000' },
      'no-scroll': { type: 'boolean', default: false },
      'scroll-only': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    say(usage());
    return 0;
  }
  const runs = Number(values.runs);
  const products = Number(values.products);
  if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive integer');
  if (!Number.isInteger(products) || products < 1) throw new Error('--products must be a positive integer');
  const scrollProducts = Number(values['scroll-products']);
  if (!Number.isInteger(scrollProducts) || scrollProducts < 1) {
    throw new Error('--scroll-products must be a positive integer');
  }
  if (!existsSync(join(webDist, 'index.html'))) {
    throw new Error(`no web build in ${webDist}: run npm run build first (bench:web builds nothing)`);
  }
  const budgets = JSON.parse(readFileSync(budgetsFile, 'utf8')) as WebBudgets;

  const port = values.port ? Number(values.port) : await freePort();
  const base = `http://${HOST}:${port}`;
  const dataDir = join(tmpdir(), `provender-bench-web-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(dataDir, { recursive: true });
  const loadBefore = loadavg();
  say(`bench:web: serving apps/web/dist on ${base} (${products} demo products, fresh embedded database)`);
  const results = values['scroll-only'] ? [] : await runFirstScreens(base, port, dataDir, products, runs, budgets);
  const scrolls = values['no-scroll'] ? [] : await runScrolling(scrollProducts, budgets);
  const loadAfter = loadavg();

  say();
  say(`budgets: first-screen JS <= ${budgets.maxFirstScreenJsKb} kB gzipped, LCP < ${budgets.maxLcpMs} ms (median)`);
  say('| page | scripts | JS gzipped | JS as sent | LCP median | LCP max | heading median | budget |');
  say('|---|---|---|---|---|---|---|---|');
  for (const r of results) {
    const last = r.samples[r.samples.length - 1];
    say(
      `| ${r.path} | ${last?.scripts ?? 0} | ${r.jsGzipKb.toFixed(1)} kB | ${kb(last?.jsTransferBytes ?? 0).toFixed(1)} kB | ` +
        `${r.lcpMedianMs.toFixed(0)} ms | ${r.lcpMaxMs.toFixed(0)} ms | ${median(r.samples.map((s) => s.headingMs)).toFixed(0)} ms | ` +
        `${r.withinBudget ? 'ok' : 'OVER'} |`,
    );
  }
  if (scrolls.length > 0) {
    say();
    say(
      `scrolling ${scrollProducts.toLocaleString('en-US')} products: long tasks (over 50 ms) <= ${budgets.maxLongTasksWhileScrolling}`,
    );
    say(
      '| layout | long tasks | longest | tasks over 50 ms of CPU | most CPU | most rows in the page | products shown at the end | scrolled | budget |',
    );
    say('|---|---|---|---|---|---|---|---|---|');
    for (const r of scrolls) {
      say(
        `| ${r.name} | ${r.longTasks} | ${r.longestTaskMs.toFixed(0)} ms | ${r.cpuLongTasks} | ${r.longestTaskCpuMs.toFixed(0)} ms | ` +
          `${r.maxRowsInDocument} | ${r.productsShownAtEnd} | ` +
          `${(r.scrolledPx / 1e6).toFixed(1)} Mpx | ${r.withinBudget ? 'ok' : 'OVER'} |`,
      );
    }
  }
  const load = (l: number[]) => l.map((v) => v.toFixed(2)).join(' ');
  say(`machine: ${cpus().length} cores, load average ${load(loadBefore)} before, ${load(loadAfter)} after`);

  mkdirSync(resultsDir, { recursive: true });
  writeFileSync(
    join(resultsDir, 'web-latest.json'),
    JSON.stringify(
      {
        at: new Date().toISOString(),
        budgets,
        runs,
        products,
        scrollProducts,
        loadBefore,
        loadAfter,
        results,
        scrolls,
      },
      null,
      2,
    ),
  );
  const over = [
    ...results.filter((r) => !r.withinBudget).map((r) => r.path),
    ...scrolls.filter((r) => !r.withinBudget).map((r) => `scrolling ${r.name}`),
  ];
  if (values.check && over.length > 0) {
    say(`over budget: ${over.join(', ')}`);
    return 1;
  }
  return 0;
}

/** /login, /products and /cart, each loaded cold `runs` times after one untimed load, on a fresh database. */
async function runFirstScreens(
  base: string,
  port: number,
  dataDir: string,
  products: number,
  runs: number,
  budgets: WebBudgets,
): Promise<PageResult[]> {
  const server = startServer(port, dataDir, products);
  let browser: Browser | null = null;
  try {
    await waitForServer(base, server, 300_000);
    browser = await chromium.launch({ ...chromiumLaunchOptions, headless: true });
    const signedIn = await signedInState(browser, base);
    const results: PageResult[] = [];
    for (const target of targets) {
      // One load first, untimed: the server's first answers (JIT, caches of the database) are not the page's cost.
      await measure(browser, base, target, signedIn);
      const samples: (Sample & { files: string[] })[] = [];
      for (let i = 0; i < runs; i++) samples.push(await measure(browser, base, target, signedIn));
      const jsGzipKb = kb(Math.max(...samples.map((s) => s.jsGzipBytes)));
      const lcps = samples.map((s) => s.lcpMs);
      const lcpMedianMs = median(lcps);
      results.push({
        path: target.path,
        samples: samples.map(({ files: _files, ...sample }) => sample),
        jsGzipKb,
        lcpMedianMs,
        lcpMaxMs: Math.max(...lcps),
        scriptFiles: samples[samples.length - 1]?.files ?? [],
        withinBudget: jsGzipKb <= budgets.maxFirstScreenJsKb && lcpMedianMs < budgets.maxLcpMs,
      });
    }
    return results;
  } finally {
    await browser?.close();
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(2);
  },
);
