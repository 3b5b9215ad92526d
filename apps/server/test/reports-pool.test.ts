import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiErrorSchema } from '@provender/contract';
import type { AppConfig } from '../src/config.ts';
import { pdfWorkersAlive } from '../src/pdf-workers/pdf-renderer.ts';
import { createTestApp, signIn, type TestApp } from './helpers/app.ts';
import { listen, type Listening } from './helpers/socket.ts';

/*
 * Issue 39, item 5 (decision 400): PDFs render in worker processes within per-customer and global
 * limits, so one customer's reports do not stall another customer's requests. Everything here
 * goes over a real listening socket with fetch, as browsers send it.
 */

/** The goal for GET /api/user while 20 reports render. */
const GOAL_P95_MS = 50;
/** Twenty product lists take 10–20 s on a quiet two-core machine; far longer on a shared, busy one. */
const RENDERS_TIMEOUT_MS = 300_000;

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const p95 = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * 0.95) - 1)] ?? NaN;
};

interface Session {
  token: string;
}

const rows = async <T>(t: TestApp, query: ReturnType<typeof sql>) =>
  ((await t.db.execute(query)) as unknown as { rows: T[] }).rows;

async function open(pdfRendering: AppConfig['pdfRendering']) {
  const t = await createTestApp({ pdfRendering });
  const server = await listen(t.app);
  return { t, server };
}

function get(server: Listening, path: string, as: Session) {
  return fetch(`${server.url}${path}`, { headers: { authorization: `Bearer ${as.token}` } });
}

/** A report request and what it answered; refusals keep their body for the shape checks. */
async function report(server: Listening, as: Session) {
  const started = performance.now();
  const res = await get(server, '/api/reports/productlist', as);
  const body = Buffer.from(await res.arrayBuffer());
  return { res, body, ms: performance.now() - started };
}

/** One GET /api/user, timed from the request to the last byte of the answer. */
async function timedUser(server: Listening, as: Session) {
  const started = performance.now();
  const res = await get(server, '/api/user', as);
  await res.arrayBuffer();
  expect(res.status).toBe(200);
  return performance.now() - started;
}

function expectRefusal(r: Awaited<ReturnType<typeof report>>, status: 429 | 503) {
  expect(r.res.status).toBe(status);
  expect(r.res.headers.get('content-type')).toBe('application/json; charset=utf-8');
  expect(r.res.headers.get('retry-after')).toMatch(/^[1-9]\d*$/);
  const body = apiErrorSchema.parse(JSON.parse(r.body.toString('utf8')));
  expect(body.code).toBe(status === 429 ? 'TOO_MANY_REQUESTS' : 'UNAVAILABLE');
  expect(body.message).toMatch(/try again in \d+ seconds?\./);
}

const expectPdf = (r: Awaited<ReturnType<typeof report>>) => {
  expect(r.res.status).toBe(200);
  expect(r.res.headers.get('content-type')).toBe('application/pdf');
  expect(r.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
};

describe('20 reports rendering while another customer works', () => {
  let t: TestApp;
  let server: Listening;
  /** Four customers' buyers print; demo.admin (customer C10002) only reads its session. */
  const printers: Session[] = [];
  let other: Session;

  beforeAll(async () => {
    // One worker process: the whole burst is admitted (5 per customer, 19 waiting) and renders in turn.
    ({ t, server } = await open({ workers: 1, queue: 19, perCustomer: 5, idleTimeoutMs: 1000 }));
    for (const username of ['demo.customer', 'buyer.c10003', 'buyer.c10004', 'buyer.c10005'])
      printers.push({ token: await signIn(t.app, username) });
    other = { token: await signIn(t.app, 'demo.admin') };
  });
  afterAll(async () => {
    await server?.close();
    await t?.close();
  });

  it(
    "keeps another customer's GET /api/user fast, renders every report, and ends the idle worker",
    async () => {
      // Warm up both routes (the first report also starts the worker process).
      for (let i = 0; i < 20; i++) await timedUser(server, other);
      expectPdf(await report(server, printers[0]!));
      // GET /api/user on this machine now, with nothing else running: the allowance below is built on it.
      const idle: number[] = [];
      for (let i = 0; i < 40; i++) idle.push(await timedUser(server, other));

      const burstStarted = performance.now();
      let rendering = true;
      const reports = Promise.all(
        Array.from({ length: 20 }, (_, i) => report(server, printers[i % printers.length]!)),
      ).finally(() => (rendering = false));
      const busy: number[] = [];
      while (rendering) {
        busy.push(await timedUser(server, other));
        await sleep(10);
      }
      const answers = await reports;
      const burstMs = performance.now() - burstStarted;

      // The goal is 50 ms (issue 39). Rendered on the event loop, the 20 reports held it whole: the
      // one GET /api/user sent during the burst waited 9–18 s here before decision 400. A busy
      // two-core CI machine, shared with the render's own process, may add delays of its own to every
      // request: the test allows the goal plus four times the idle p95 measured a moment before, which
      // any render on the event loop still fails by far. reports-pool.measure.ts measures the goal.
      const allowance = GOAL_P95_MS + 4 * p95(idle);
      const measured = p95(busy);
      process.stdout.write(
        `reports-pool: GET /api/user p95 ${measured.toFixed(1)} ms (goal ${GOAL_P95_MS} ms, allowance ${allowance.toFixed(1)} ms; ` +
          `idle p95 ${p95(idle).toFixed(1)} ms; max ${Math.max(...busy).toFixed(1)} ms; ${busy.length} samples) ` +
          `while 20 reports rendered in ${burstMs.toFixed(0)} ms\n`,
      );
      expect(
        measured,
        `GET /api/user p95 ${measured.toFixed(1)} ms while 20 reports rendered in ${burstMs.toFixed(0)} ms ` +
          `(idle p95 ${p95(idle).toFixed(1)} ms, ${busy.length} samples, allowance ${allowance.toFixed(1)} ms)`,
      ).toBeLessThanOrEqual(allowance);
      for (const answer of answers) expectPdf(answer);
      // The poll ran beside the renders, not after them.
      expect(busy.length).toBeGreaterThanOrEqual(20);

      // The worker ends once idle, and its memory with it.
      expect(pdfWorkersAlive()).toBeGreaterThanOrEqual(1);
      await vi.waitFor(() => expect(pdfWorkersAlive()).toBe(0), { timeout: 10_000, interval: 100 });
    },
    RENDERS_TIMEOUT_MS,
  );
});

describe('limits', () => {
  let t: TestApp | undefined;
  let server: Listening;
  let a: Session;
  const others: Session[] = [];
  /** An order and a credit memo of customer A (demo.customer): their PDFs take turns too. */
  let orderNumber: string;
  let creditMemo: string;

  beforeAll(async () => {
    // One rendering, two waiting, two per customer; the idle worker stays until the app closes.
    const opened = await open({ workers: 1, queue: 2, perCustomer: 2, idleTimeoutMs: 600_000 });
    ({ t, server } = opened);
    a = { token: await signIn(opened.t.app, 'demo.customer') };
    for (const username of ['buyer.c10003', 'buyer.c10004', 'buyer.c10005'])
      others.push({ token: await signIn(opened.t.app, username) });
    const [order] = await rows<{ order_number: string }>(
      opened.t,
      sql`select o.order_number from orders o join customers c on c.id = o.customer_id
          where c.customer_code = 'C10001' order by o.id limit 1`,
    );
    const [memo] = await rows<{ reference: string }>(
      opened.t,
      sql`select a.reference from ar_items a join customers c on c.id = a.customer_id
          where c.customer_code = 'C10001' and a.record_type in (6, 8) order by a.id limit 1`,
    );
    if (!order || !memo) throw new Error('the test data has no order or credit memo of C10001');
    orderNumber = order.order_number;
    creditMemo = memo.reference;
  });
  afterAll(async () => {
    await server?.close();
    await t?.close();
  });

  it(
    "answers 429 past a customer's share and 503 past the process's, with Retry-After and the API's error shape",
    async () => {
      // Customer A's two reports take its share: one renders (starting the worker process), one waits.
      const held = [report(server, a), report(server, a)];
      await sleep(300);
      // A third, and A's other PDFs, are refused at once: the same turns hold every kind of PDF.
      expectRefusal(await report(server, a), 429);
      for (const path of [
        `/api/documents/order/${orderNumber}/confirmation`,
        `/api/documents/creditmemo/${creditMemo}`,
      ]) {
        const started = performance.now();
        const res = await get(server, path, a);
        expectRefusal({ res, body: Buffer.from(await res.arrayBuffer()), ms: performance.now() - started }, 429);
      }

      // Three other customers ask for two each: one place is left in the queue, the rest is 503.
      const burst = await Promise.all(others.flatMap((o) => [report(server, o), report(server, o)]));
      const refused = burst.filter((r) => r.res.status === 503);
      expect(burst.map((r) => r.res.status).sort()).toEqual([200, 503, 503, 503, 503, 503]);
      for (const r of refused) expectRefusal(r, 503);
      expectPdf(burst.find((r) => r.res.status === 200)!);
      for (const r of await Promise.all(held)) expectPdf(r);

      // Nothing is held any more: A's documents render again.
      expectPdf(await report(server, a));
      for (const path of [
        `/api/documents/order/${orderNumber}/confirmation`,
        `/api/documents/creditmemo/${creditMemo}`,
      ]) {
        const res = await get(server, path, a);
        expectPdf({ res, body: Buffer.from(await res.arrayBuffer()), ms: 0 });
      }
    },
    RENDERS_TIMEOUT_MS,
  );

  it('ends the worker processes when the app closes', async () => {
    expect(pdfWorkersAlive()).toBeGreaterThanOrEqual(1);
    await server.close();
    await t?.close();
    t = undefined;
    expect(pdfWorkersAlive()).toBe(0);
  });
});
