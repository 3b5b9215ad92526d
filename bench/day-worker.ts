import { parentPort, workerData } from 'node:worker_threads';
import { setTimeout as sleep } from 'node:timers/promises';
import { Agent, fetch } from 'undici';

/**
 * The day workload's load (issue 37), on a thread of its own: `buyers` concurrent sessions, each
 * started as the previous one of its slot ends, until `seconds` have passed; sessions running then
 * finish, so every submit is answered before the run ends. Every request is timed by its type.
 */

export interface DayBuyer {
  username: string;
  kind: 'buyer' | 'salesperson';
  /** Lines this buyer's customer may order (a session adds a few of them). */
  lines: { productKey: number; unitOfMeasure: string; orderQuantity: number }[];
  /** Customer keys a salesperson switches between. */
  customers: number[];
  /** Optional screens this buyer's menu allows, probed before the run. */
  screens: { history: boolean; account: boolean; report: boolean; documents: boolean };
}

export interface DayPlan {
  origin: string;
  clientId: string;
  password: string;
  buyers: DayBuyer[];
  concurrent: number;
  seconds: number;
  /**
   * A buyer's mean pause between two screens in ms, each drawn from half to one and a half times it
   * (a person reads a page before the next click); 0: none, every slot a closed loop of requests.
   */
  thinkMs: number;
  /** Popular pages and searches, most popular first (a long tail drawn with Zipf weights). */
  popularPages: string[];
  popularSearches: string[];
  /** Pages and searches never asked before, each used once. */
  coldPages: string[];
  coldSearches: string[];
  /** Idempotency keys start with it. */
  keyPrefix: string;
  customerKeyHeader: string;
  idempotencyHeader: string;
}

export interface DayTypeResult {
  type: string;
  requests: number;
  errors: number;
  p50Ms: number;
  p95Ms: number;
  p99Ms: number;
  firstError: string | null;
}

export interface DayResult {
  seconds: number;
  sessions: number;
  salespersonSessions: number;
  types: DayTypeResult[];
  orderNumbers: string[];
  submitsAnswered: number;
  socketErrors: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);

/** Index into a list of n by Zipf weights (s = 1): the first entries are asked most, the tail rarely. */
function zipf(n: number, random: () => number): number {
  const harmonic = Math.log(n) + 0.5772;
  let left = random() * harmonic;
  for (let i = 1; i <= n; i++) if ((left -= 1 / i) <= 0) return i - 1;
  return n - 1;
}

export async function runDay(plan: DayPlan): Promise<DayResult> {
  // Each slot is a buyer at a desk of its own: its own loopback address (127.0.1.1, 127.0.1.2, ...),
  // as the stress bench does, so sign-ins are counted per office address as in a real day (decision 090).
  const agents = Array.from(
    { length: plan.concurrent },
    (_, i) =>
      new Agent({
        connections: 2,
        keepAliveTimeout: 30_000,
        localAddress: `127.0.${1 + Math.floor(i / 250)}.${1 + (i % 250)}`,
      }),
  );
  const latencies = new Map<string, number[]>();
  const errors = new Map<string, { count: number; first: string | null }>();
  let socketErrors = 0;
  const orderNumbers: string[] = [];
  let submitsAnswered = 0;
  let cold = { pages: 0, searches: 0 };
  const random = Math.random;

  async function call(
    desk: Agent,
    type: string,
    method: string,
    path: string,
    init: { headers?: Record<string, string>; body?: string } = {},
  ) {
    const started = performance.now();
    let status = 0;
    let text: string;
    try {
      const res = await fetch(`${plan.origin}${path}`, {
        method,
        headers: { 'accept-encoding': 'gzip, deflate, br, zstd', ...init.headers },
        ...(init.body === undefined ? {} : { body: init.body }),
        dispatcher: desk,
      });
      status = res.status;
      text = res.headers.get('content-type')?.includes('json') ? await res.text() : (await res.arrayBuffer(), '');
    } catch (err) {
      socketErrors += 1;
      text = err instanceof Error ? `${err.message} ${String((err as { cause?: unknown }).cause ?? '')}` : String(err);
    }
    const ms = performance.now() - started;
    (latencies.get(type) ?? latencies.set(type, []).get(type)!).push(ms);
    if (status < 200 || status > 299) {
      const e = errors.get(type) ?? { count: 0, first: null };
      e.count += 1;
      e.first ??= `${method} ${path.slice(0, 120)}: ${status} ${text.slice(0, 200)}`;
      errors.set(type, e);
      return null;
    }
    return text;
  }

  const json = (headers: Record<string, string>) => ({ ...headers, 'content-type': 'application/json' });
  const pagePath = () =>
    random() < 1 / 3 && cold.pages < plan.coldPages.length
      ? (plan.coldPages[cold.pages++] as string)
      : (plan.popularPages[zipf(plan.popularPages.length, random)] as string);
  const searchPath = () =>
    random() < 1 / 3 && cold.searches < plan.coldSearches.length
      ? (plan.coldSearches[cold.searches++] as string)
      : (plan.popularSearches[zipf(plan.popularSearches.length, random)] as string);

  /** A buyer reading the screen before the next click. */
  const think = () => (plan.thinkMs > 0 ? sleep(Math.round(plan.thinkMs * (0.5 + random()))) : Promise.resolve());

  /** A catalog page or search, then the price batch of its products, as the products screen asks, then a pause. */
  async function browse(desk: Agent, type: 'catalog page' | 'search', auth: Record<string, string>) {
    const text = await call(desk, type, 'GET', type === 'search' ? searchPath() : pagePath(), { headers: auth });
    if (!text) return;
    const page = JSON.parse(text) as { products: { productKey: number; pricingUM: string }[] };
    if (page.products.length === 0) return;
    const batch = page.products.map((p) => ({ productKey: p.productKey, unitOfMeasure: p.pricingUM }));
    await call(desk, 'price batch', 'POST', '/api/product/price', { headers: json(auth), body: JSON.stringify(batch) });
    await think();
  }

  async function signIn(desk: Agent, buyer: DayBuyer): Promise<Record<string, string> | null> {
    const body = new URLSearchParams({
      grant_type: 'password',
      client_id: plan.clientId,
      username: buyer.username,
      password: plan.password,
    });
    const text = await call(desk, 'sign-in', 'POST', '/api/token', {
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: body.toString(),
    });
    if (!text) return null;
    const auth = { authorization: `Bearer ${(JSON.parse(text) as { access_token: string }).access_token}` };
    for (const [type, path] of [
      ['user', '/api/user'],
      ['menu', '/api/menu'],
      ['settings', '/api/settings'],
    ] as const)
      await call(desk, type, 'GET', path, { headers: auth });
    await think();
    return auth;
  }

  let sessionNumber = 0;
  async function buyerSession(desk: Agent, buyer: DayBuyer, auth: Record<string, string>) {
    for (let i = 0; i < 3; i++) await browse(desk, 'catalog page', auth);
    for (let i = 0; i < 2; i++) await browse(desk, 'search', auth);
    const lines = Array.from({ length: 3 }, () => buyer.lines[Math.floor(random() * buyer.lines.length)]!);
    await call(desk, 'add lines', 'POST', '/api/cart/lines', { headers: json(auth), body: JSON.stringify(lines) });
    await think();
    await call(desk, 'cart', 'GET', '/api/cart', { headers: auth });
    await think();
    await call(desk, 'checkout estimate', 'GET', '/api/checkout', { headers: auth });
    await think();
    const key = `${plan.keyPrefix}-${sessionNumber++}`;
    const submitted = await call(desk, 'submit', 'POST', '/api/cart/submit', {
      headers: { ...auth, [plan.idempotencyHeader]: key },
    });
    if (submitted) {
      submitsAnswered += 1;
      orderNumbers.push((JSON.parse(submitted) as { orderNumber: string }).orderNumber);
    }
    await think();
    if (buyer.screens.history && random() < 0.3) {
      await call(desk, 'order history', 'GET', '/api/history/orders', { headers: auth });
      await think();
    }
    if (buyer.screens.account && random() < 0.3) {
      await call(desk, 'account summary', 'GET', '/api/account/summary', { headers: auth });
      await think();
    }
    if (buyer.screens.documents && submitted && random() < 0.1) {
      const number = (JSON.parse(submitted) as { orderNumber: string }).orderNumber;
      await call(desk, 'order document', 'GET', `/api/documents/order/${encodeURIComponent(number)}/confirmation`, {
        headers: auth,
      });
    }
    if (buyer.screens.report && random() < 0.02)
      await call(desk, 'report', 'GET', '/api/reports/productlist', { headers: auth });
  }

  async function salespersonSession(desk: Agent, buyer: DayBuyer, auth: Record<string, string>) {
    for (let i = 0; i < 3; i++) {
      const customer = buyer.customers[Math.floor(random() * buyer.customers.length)];
      const acting = { ...auth, [plan.customerKeyHeader]: String(customer) };
      await call(desk, 'switch customer', 'GET', '/api/settings', { headers: acting });
      await browse(desk, 'catalog page', acting);
      await call(desk, 'cart', 'GET', '/api/cart', { headers: acting });
      await think();
    }
  }

  const deadline = performance.now() + plan.seconds * 1000;
  const started = performance.now();
  let sessions = 0;
  let salespersonSessions = 0;
  const customers = plan.buyers.filter((b) => b.kind === 'buyer');
  const salespeople = plan.buyers.filter((b) => b.kind === 'salesperson');
  /**
   * Slot i signs in as the buyers i, i + n, i + 2n, ... in turn (and salesperson i, if there is
   * one, a tenth of the time): a person is never signed in twice at once, as on a real day.
   */
  async function slot(desk: Agent, index: number) {
    const mine = customers.filter((_, j) => j % agents.length === index);
    // Buyers arrive one after another over one session's length of pauses (about ten screens), or
    // the first tenth of the run without pauses, rather than all signing in at the same instant: the
    // run is a day under way, where sign-ins are spread as sessions end and start.
    const arrival = plan.thinkMs > 0 ? plan.thinkMs * 10 : plan.seconds * 100;
    await sleep(Math.floor((index * arrival) / agents.length));
    const salesperson = salespeople[index];
    for (let turn = 0; performance.now() < deadline && mine.length > 0; turn++) {
      const sales = salesperson !== undefined && random() < 0.1;
      const buyer = sales ? salesperson : (mine[turn % mine.length] as DayBuyer);
      const auth = await signIn(desk, buyer);
      if (auth) await (sales ? salespersonSession(desk, buyer, auth) : buyerSession(desk, buyer, auth));
      else await sleep(100); // A refused sign-in is counted; the slot does not spin on it.
      sessions += 1;
      if (sales) salespersonSessions += 1;
    }
  }
  await Promise.all(agents.map(slot));
  const seconds = (performance.now() - started) / 1000;
  await Promise.all(agents.map((a) => a.close()));
  const types = [...latencies.entries()].map(([type, values]): DayTypeResult => {
    const sorted = values.sort((a, b) => a - b);
    const e = errors.get(type);
    return {
      type,
      requests: sorted.length,
      errors: e?.count ?? 0,
      p50Ms: percentile(sorted, 50),
      p95Ms: percentile(sorted, 95),
      p99Ms: percentile(sorted, 99),
      firstError: e?.first ?? null,
    };
  });
  cold = { pages: 0, searches: 0 };
  return { seconds, sessions, salespersonSessions, types, orderNumbers, submitsAnswered, socketErrors };
}

if (parentPort) {
  const port = parentPort;
  runDay(workerData as DayPlan).then(
    (result) => port.postMessage({ ok: true, result }),
    (err: unknown) => port.postMessage({ ok: false, error: err instanceof Error ? err.message : String(err) }),
  );
}
