import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { INTEGRATION_KEY_HEADER, type WebhookDelivery, type WebhookEventType } from '@provender/contract';
import { createExportRepository } from '../src/modules/integration/export.repository.ts';
import { createIntegrationKeysService } from '../src/modules/integration/keys.service.ts';
import {
  verifyWebhook,
  WEBHOOK_ATTEMPT_HEADER,
  WEBHOOK_EVENT_ID_HEADER,
  WEBHOOK_SIGNATURE_HEADER,
} from '../src/modules/integration/webhooks/signature.ts';
import { createWebhookWorker, type WebhookWorker } from '../src/modules/integration/webhooks/webhook-worker.ts';
import { createWebhooksRepository } from '../src/modules/integration/webhooks/webhooks.repository.ts';
import { createOutbound } from '../src/outbound/outbound.ts';
import {
  checkWebhookUrl,
  createWebhookEndpointsService,
  type WebhookEndpointsService,
} from '../src/modules/integration/webhooks/webhooks.service.ts';
import { call, createTestApp, signIn, type TestApp } from './helpers/app.ts';
import { insertCatalogFixtures, type CatalogFixtures } from './helpers/catalog-fixtures.ts';
import { fillCart, newKey, postHeader, setShipto, submit, type As } from './helpers/checkout.ts';
import { customerKeys } from './helpers/personas.ts';

/** A local ERP: records every request; each path answers per its plan (200 when the plan is empty). */
interface Received {
  path: string;
  headers: IncomingHttpHeaders;
  body: string;
}
type Answer = 200 | 500 | 'hang';

let receiver: Server;
let base: string;
const received: Received[] = [];
const plans = new Map<string, Answer[]>();
const receivedAt = (path: string) => received.filter((r) => r.path === path);

/** The worker's clock: tests move it instead of sleeping. */
let clock = new Date('2026-03-02T15:00:00.000Z');
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};

let t: TestApp;
let f: CatalogFixtures;
let webhooks: WebhookEndpointsService;
let worker: WebhookWorker;
let logKey: string;
let actingFor: As[];

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const path = req.url ?? '';
      received.push({ path, headers: req.headers, body });
      const answer = plans.get(path)?.shift() ?? 200;
      if (answer === 'hang') return;
      res.statusCode = answer;
      res.end(answer === 200 ? 'ok' : 'boom');
    });
  });
  // A long keep-alive: the worker's pooled connections are not closed under it between rounds.
  receiver.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;

  t = await createTestApp();
  f = await insertCatalogFixtures(t.db);
  const repo = createWebhooksRepository(t.db);
  // The receiver is on this machine: the tests' OUTBOUND_ALLOW_LOOPBACK (on under NODE_ENV=test).
  expect(t.config.outbound.allowLoopback).toBe(true);
  webhooks = createWebhookEndpointsService(repo, t.config.outbound);
  worker = createWebhookWorker({
    repo,
    exports: createExportRepository(t.db),
    outbound: createOutbound(t.config.outbound),
    now: () => clock,
    // A receiver on this machine, on a busy test machine: a generous timeout (the silent receiver's test has its own).
    policy: { maxAttempts: 3, baseDelayMs: 60_000, capMs: 90_000, timeoutMs: 30_000 },
  });
  logKey = (await createIntegrationKeysService(t.db).create('erp-log', ['webhooks:log'])).key;

  const sales = await signIn(t.app, 'demo.sales');
  const codes = ['C10001', 'C10002', 'C10003', 'C10004'] as const;
  const ids = await customerKeys(t.db, ...codes);
  actingFor = [];
  for (const code of codes) {
    await setShipto(t.db, ids[code], '001', { deliveryDays: [1, 2, 3, 4, 5, 6, 7] });
    actingFor.push({ token: sales, customerKey: ids[code] });
  }
});
afterAll(async () => {
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
  await t.close();
});

async function placeOrder(as: As, po: string): Promise<string> {
  await fillCart(t.app, as, [{ productKey: f.products.cola, unitOfMeasure: 'EA', orderQuantity: 12 }]);
  await postHeader(t.app, as, {
    customerShipToCode: '001',
    customer_PO: po,
    specialInstruction1: '',
    deliveryDate: null,
  });
  const res = await submit(t.app, as, newKey());
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { orderNumber: string }).orderNumber;
}

/** Registers an endpoint at base/<name>; returns its secret. Other tests' endpoints are disabled first. */
async function endpoint(name: string, events: WebhookEventType[] = ['order.created']) {
  for (const w of await webhooks.list()) await webhooks.disable(w.name);
  return (await webhooks.create(name, `${base}/${name}`, events)).secret;
}

const log = async (endpointName: string): Promise<WebhookDelivery[]> => {
  const res = await call(t.app, 'GET', '/api/integration/webhooks/deliveries', {
    headers: { [INTEGRATION_KEY_HEADER]: logKey },
    query: { endpoint: endpointName },
  });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { deliveries: WebhookDelivery[] }).deliveries;
};

const first = <T>(list: readonly T[]): T => {
  const [item] = list;
  if (item === undefined) throw new Error('expected an item');
  return item;
};

describe('signed webhooks', () => {
  it('queues an order.created delivery with the order and signs it so the documented check verifies it', async () => {
    const secret = await endpoint('erp-sign');
    const orderNumber = await placeOrder(first(actingFor), 'PO-HOOK-1');
    // Queued with the order, before any worker ran.
    const queued = await log('erp-sign');
    expect(queued).toMatchObject([{ eventType: 'order.created', status: 'pending', attempts: [] }]);

    expect(await worker.runOnce()).toBe(1);
    const [req] = receivedAt('/erp-sign');
    if (!req) throw new Error('the receiver got nothing');
    const event = JSON.parse(req.body) as { id: string; type: string; created: string; data: Record<string, unknown> };
    expect(event).toMatchObject({
      id: first(queued).eventId,
      type: 'order.created',
      data: { orderNumber, pO_Number: 'PO-HOOK-1', customerCode: 'C10001', cursor: first(queued).cursor },
    });
    expect(req.headers[WEBHOOK_EVENT_ID_HEADER]).toBe(event.id);
    expect(req.headers['content-type']).toBe('application/json');
    const header = req.headers[WEBHOOK_SIGNATURE_HEADER] as string;
    expect(header).toMatch(new RegExp(`^t=${Math.floor(clock.getTime() / 1000)},v1=[0-9a-f]{64}$`));

    expect(verifyWebhook({ secret, header, body: req.body, now: clock })).toEqual({
      ok: true,
      timestamp: Math.floor(clock.getTime() / 1000),
    });
    const tampered = req.body.replace('PO-HOOK-1', 'PO-HOOK-2');
    expect(verifyWebhook({ secret, header, body: tampered, now: clock })).toEqual({ ok: false, reason: 'signature' });
    expect(verifyWebhook({ secret: `${secret}x`, header, body: req.body, now: clock }).ok).toBe(false);
    const later = new Date(clock.getTime() + 301_000);
    expect(verifyWebhook({ secret, header, body: req.body, now: later })).toEqual({ ok: false, reason: 'timestamp' });
    expect(verifyWebhook({ secret, header: undefined, body: req.body, now: clock })).toEqual({
      ok: false,
      reason: 'malformed',
    });

    const [delivered] = await log('erp-sign');
    expect(delivered).toMatchObject({ status: 'delivered', attempts: [{ attempt: 1, statusCode: 200, error: null }] });
    expect(await worker.runOnce()).toBe(0);
    expect(receivedAt('/erp-sign')).toHaveLength(1);
  });

  it('retries a delivery the receiver answered 500 after the backoff, with the same event, and logs both attempts', async () => {
    const secret = await endpoint('erp-retry');
    plans.set('/erp-retry', [500, 200]);
    await placeOrder(first(actingFor), 'PO-HOOK-RETRY');

    expect(await worker.runOnce()).toBe(1);
    let [delivery] = await log('erp-retry');
    expect(delivery).toMatchObject({
      status: 'pending',
      attempts: [{ attempt: 1, statusCode: 500, error: 'the receiver answered 500' }],
      nextAttemptAt: new Date(clock.getTime() + 60_000).toISOString(),
    });
    // Not due yet: nothing is sent until the backoff has passed.
    advance(59_000);
    expect(await worker.runOnce()).toBe(0);
    advance(1_000);
    expect(await worker.runOnce()).toBe(1);

    const requests = receivedAt('/erp-retry');
    expect(requests).toHaveLength(2);
    const [one, two] = requests as [Received, Received];
    expect(two.body).toBe(one.body);
    expect(two.headers[WEBHOOK_EVENT_ID_HEADER]).toBe(one.headers[WEBHOOK_EVENT_ID_HEADER]);
    expect([one.headers[WEBHOOK_ATTEMPT_HEADER], two.headers[WEBHOOK_ATTEMPT_HEADER]]).toEqual(['1', '2']);
    const header = two.headers[WEBHOOK_SIGNATURE_HEADER] as string;
    expect(verifyWebhook({ secret, header, body: two.body, now: clock }).ok).toBe(true);

    [delivery] = await log('erp-retry');
    expect(delivery).toMatchObject({
      status: 'delivered',
      nextAttemptAt: null,
      attempts: [
        { attempt: 1, statusCode: 500 },
        { attempt: 2, statusCode: 200, error: null },
      ],
    });
    expect(delivery?.attempts.every((a) => a.durationMs >= 0)).toBe(true);
  });

  it('marks a delivery failed after the last attempt when the receiver never answers', async () => {
    await endpoint('erp-silent');
    plans.set('/erp-silent', ['hang', 'hang', 'hang', 'hang']);
    await placeOrder(first(actingFor), 'PO-HOOK-SILENT');
    const impatient = createWebhookWorker({
      repo: createWebhooksRepository(t.db),
      exports: createExportRepository(t.db),
      outbound: createOutbound(t.config.outbound),
      now: () => clock,
      policy: { maxAttempts: 3, baseDelayMs: 60_000, capMs: 90_000, timeoutMs: 500 },
    });

    expect(await impatient.runOnce()).toBe(1);
    advance(60_000);
    expect(await impatient.runOnce()).toBe(1);
    // The second wait is the cap (90 s), not twice the first (120 s).
    advance(89_000);
    expect(await impatient.runOnce()).toBe(0);
    advance(1_000);
    expect(await impatient.runOnce()).toBe(1);
    advance(24 * 3_600_000);
    expect(await impatient.runOnce()).toBe(0);

    expect(receivedAt('/erp-silent')).toHaveLength(3);
    const [delivery] = await log('erp-silent');
    expect(delivery).toMatchObject({ status: 'failed', nextAttemptAt: null, finishedAt: expect.any(String) });
    expect(delivery?.attempts.map((a) => [a.attempt, a.statusCode, a.error])).toEqual([
      [1, null, 'no answer within 500 ms'],
      [2, null, 'no answer within 500 ms'],
      [3, null, 'no answer within 500 ms'],
    ]);
    expect(delivery?.attempts.every((a) => a.durationMs >= 450)).toBe(true);
    const failed = await call(t.app, 'GET', '/api/integration/webhooks/deliveries', {
      headers: { [INTEGRATION_KEY_HEADER]: logKey },
      query: { status: 'failed' },
    });
    expect((failed.json() as { deliveries: WebhookDelivery[] }).deliveries.map((d) => d.endpoint)).toEqual([
      'erp-silent',
    ]);
  });

  it('sends each of many concurrently submitted orders exactly once, with two workers running', async () => {
    await endpoint('erp-race');
    const running = { on: true };
    const loop = async () => {
      while (running.on) {
        await worker.runOnce();
        await new Promise((r) => setTimeout(r, 10));
      }
    };
    const workers = [loop(), loop()];
    const placed = (
      await Promise.all(
        actingFor.map(async (as, i) => {
          const numbers: string[] = [];
          for (let k = 0; k < 3; k++) numbers.push(await placeOrder(as, `PO-RACE-${i}-${k}`));
          return numbers;
        }),
      )
    ).flat();
    running.on = false;
    await Promise.all(workers);
    await Promise.all([worker.runOnce(), worker.runOnce()]);
    // Every order was queued with its order, once.
    let deliveries = await log('erp-race');
    expect(deliveries).toHaveLength(placed.length);
    // An attempt may fail on a busy machine (a reused connection the receiver closed); its retry is
    // the at-least-once promise. After the backoff everything is delivered.
    const failures = deliveries.flatMap((d) => d.attempts.flatMap((a) => (a.error ? [a.error] : [])));
    advance(3_600_000);
    await Promise.all([worker.runOnce(), worker.runOnce()]);
    deliveries = await log('erp-race');
    expect(
      deliveries.filter((d) => d.status !== 'delivered'),
      failures.join('; '),
    ).toEqual([]);

    const bodies = receivedAt('/erp-race').map(
      (r) => JSON.parse(r.body) as { id: string; data: { orderNumber: string } },
    );
    expect(new Set(bodies.map((b) => b.data.orderNumber)), failures.join('; ')).toEqual(new Set(placed));
    // One event per order, whatever the retries: the ERP dedupes on the id.
    const idsByOrder = new Map<string, Set<string>>();
    for (const b of bodies)
      idsByOrder.set(b.data.orderNumber, (idsByOrder.get(b.data.orderNumber) ?? new Set()).add(b.id));
    expect([...idsByOrder.values()].every((ids) => ids.size === 1)).toBe(true);
    // Two workers never sent one delivery at the same time: requests are attempts, no more.
    const attempts = deliveries.reduce((n, d) => n + d.attempts.length, 0);
    expect(bodies.length).toBeLessThanOrEqual(attempts);
    expect(deliveries.filter((d) => d.attempts.length === 1).length, failures.join('; ')).toBeGreaterThan(
      placed.length / 2,
    );
  });

  it('sends only the events an endpoint asked for, and nothing to a disabled endpoint', async () => {
    await endpoint('erp-payments', ['payment.created']);
    await placeOrder(first(actingFor), 'PO-HOOK-NOT-ASKED');
    expect(await log('erp-payments')).toEqual([]);
    await endpoint('erp-off');
    await webhooks.disable('erp-off');
    await placeOrder(first(actingFor), 'PO-HOOK-OFF');
    expect(await log('erp-off')).toEqual([]);
    expect(await worker.runOnce()).toBe(0);
  });

  it('runs rounds on a timer in the server', async () => {
    await endpoint('erp-timer');
    const orderNumber = await placeOrder(first(actingFor), 'PO-HOOK-TIMER');
    const running = worker.start(20);
    try {
      await vi.waitFor(() => expect(receivedAt('/erp-timer').length).toBeGreaterThan(0), {
        timeout: 5_000,
        interval: 25,
      });
    } finally {
      await running.stop();
    }
    expect(
      receivedAt('/erp-timer').map((r) => (JSON.parse(r.body) as { data: { orderNumber: string } }).data.orderNumber),
    ).toEqual([orderNumber]);
  });
});

describe('webhook administration', () => {
  it('reads the delivery log only with an API key that has the webhooks:log scope', async () => {
    const url = '/api/integration/webhooks/deliveries';
    expect((await call(t.app, 'GET', url)).statusCode).toBe(401);
    const admin = await signIn(t.app, 'demo.admin');
    expect((await call(t.app, 'GET', url, { token: admin })).statusCode).toBe(401);
    const ordersOnly = (await createIntegrationKeysService(t.db).create('erp-orders-only', ['export:orders'])).key;
    const refused = await call(t.app, 'GET', url, { headers: { [INTEGRATION_KEY_HEADER]: ordersOnly } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toContain('webhooks:log');
    const page = await call(t.app, 'GET', url, {
      headers: { [INTEGRATION_KEY_HEADER]: logKey },
      query: { limit: '2' },
    });
    expect(page.statusCode).toBe(200);
    const deliveries = (page.json() as { deliveries: WebhookDelivery[] }).deliveries;
    expect(deliveries).toHaveLength(2);
    const older = await call(t.app, 'GET', url, {
      headers: { [INTEGRATION_KEY_HEADER]: logKey },
      query: { before: String(deliveries[1]?.id), limit: '1' },
    });
    expect((older.json() as { deliveries: WebhookDelivery[] }).deliveries[0]?.id).toBeLessThan(deliveries[1]?.id ?? 0);
  });

  it('registers https endpoints, plain http only to this machine outside production, with a secret shown once', async () => {
    const { secret } = await webhooks.create('erp-https', 'https://erp.example.com/hooks/provender', ['order.created']);
    expect(secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    const listed = (await webhooks.list()).find((w) => w.name === 'erp-https');
    expect(listed).toMatchObject({ url: 'https://erp.example.com/hooks/provender', events: ['order.created'] });
    expect(JSON.stringify(listed)).not.toContain(secret);
    await expect(webhooks.create('erp-https', 'https://erp.example.com/other', ['order.created'])).rejects.toThrow(
      'exists already',
    );
    await expect(webhooks.create('erp-plain', 'http://erp.example.com/hooks', ['order.created'])).rejects.toThrow(
      'https',
    );
    await expect(webhooks.create('erp-none', 'https://erp.example.com/hooks', [])).rejects.toThrow('event');
    expect(() => checkWebhookUrl('http://127.0.0.1:9000/hooks', { allowLoopback: true })).not.toThrow();
    expect(() => checkWebhookUrl('http://localhost:9000/hooks', { allowLoopback: false })).toThrow('https');
    expect(() => checkWebhookUrl('https://localhost:9000/hooks', { allowLoopback: false })).toThrow('this machine');
    expect(() => checkWebhookUrl('ftp://erp.example.com/', { allowLoopback: true })).toThrow('https');
  });
});
