import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createExportRepository } from '../src/modules/integration/export.repository.ts';
import { verifyWebhook, WEBHOOK_SIGNATURE_HEADER } from '../src/modules/integration/webhooks/signature.ts';
import { createWebhookWorker } from '../src/modules/integration/webhooks/webhook-worker.ts';
import { createOutbound } from '../src/outbound/outbound.ts';
import { createWebhooksRepository } from '../src/modules/integration/webhooks/webhooks.repository.ts';
import {
  createWebhookEndpointsService,
  type WebhookEndpointsService,
} from '../src/modules/integration/webhooks/webhooks.service.ts';
import { createTestApp, signIn, type TestApp } from './helpers/app.ts';
import { insertCatalogFixtures, type CatalogFixtures } from './helpers/catalog-fixtures.ts';
import { fillCart, newKey, postHeader, setShipto, submit, type As } from './helpers/checkout.ts';
import { customerKey } from './helpers/personas.ts';

/** A local ERP: records each request; a path answers 500 while its count of failures lasts. */
let receiver: Server;
let base: string;
const received: { path: string; signature: string; body: string }[] = [];
const failures = new Map<string, number>();

/** The clock of the worker and of the rotations: tests move it instead of sleeping. */
let clock = new Date('2026-03-02T15:00:00.000Z');
const advance = (ms: number) => {
  clock = new Date(clock.getTime() + ms);
};
const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let t: TestApp;
let f: CatalogFixtures;
let webhooks: WebhookEndpointsService;
let as: As;
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => {
      const path = req.url ?? '';
      received.push({ path, signature: String(req.headers[WEBHOOK_SIGNATURE_HEADER] ?? ''), body });
      const left = failures.get(path) ?? 0;
      if (left > 0) failures.set(path, left - 1);
      res.statusCode = left > 0 ? 500 : 200;
      res.end();
    });
  });
  receiver.keepAliveTimeout = 60_000;
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`;
  t = await createTestApp();
  f = await insertCatalogFixtures(t.db);
  webhooks = createWebhookEndpointsService(createWebhooksRepository(t.db), {
    // The receiver is on this machine: the tests' OUTBOUND_ALLOW_LOOPBACK (on under NODE_ENV=test).
    ...t.config.outbound,
    now: () => clock,
  });
  const id = await customerKey(t.db, 'C10001');
  await setShipto(t.db, id, '001', { deliveryDays: [1, 2, 3, 4, 5, 6, 7] });
  as = { token: await signIn(t.app, 'demo.sales'), customerKey: id };
});
afterAll(async () => {
  receiver.closeAllConnections();
  await new Promise((resolve) => receiver.close(resolve));
  await t.close();
});

const worker = (retentionDays?: number) =>
  createWebhookWorker({
    repo: createWebhooksRepository(t.db),
    exports: createExportRepository(t.db),
    outbound: createOutbound(t.config.outbound),
    now: () => clock,
    policy: { maxAttempts: 5, baseDelayMs: 60_000, capMs: 90_000, timeoutMs: 30_000 },
    ...(retentionDays ? { retentionDays } : {}),
  });

async function placeOrder(po: string) {
  await fillCart(t.app, as, [{ productKey: f.products.cola, unitOfMeasure: 'EA', orderQuantity: 12 }]);
  await postHeader(t.app, as, { customerShipToCode: '001', customer_PO: po, deliveryDate: null });
  const res = await submit(t.app, as, newKey());
  expect(res.statusCode, res.body).toBe(200);
}

/** Registers an endpoint at base/<name> after disabling the other tests' ones; answers its secret. */
async function endpoint(name: string) {
  for (const w of await webhooks.list()) await webhooks.disable(w.name);
  return (await webhooks.create(name, `${base}/${name}`, ['order.created'])).secret;
}

const lastAt = (path: string) => {
  const hit = received.filter((r) => r.path === path).at(-1);
  if (!hit) throw new Error(`nothing received at ${path}`);
  return hit;
};
const verifies = (secret: string, hit: { signature: string; body: string }) =>
  verifyWebhook({ secret, header: hit.signature, body: hit.body, now: clock }).ok;

describe('webhook secret rotation', () => {
  it('signs with the new and the old secret during the grace period, then with the new one only', async () => {
    const sender = worker();
    const oldSecret = await endpoint('erp-rotate');
    const rotated = await webhooks.rotate('erp-rotate', 24);
    expect(rotated.secret).toMatch(/^whsec_[A-Za-z0-9_-]{43}$/);
    expect(rotated.secret).not.toBe(oldSecret);
    expect(rotated.previousUntil).toEqual(new Date(clock.getTime() + DAY));

    await placeOrder('PO-ROTATE-1');
    expect(await sender.runOnce()).toBe(1);
    const during = lastAt('/erp-rotate');
    expect(during.signature.match(/v1=/g)).toHaveLength(2);
    // An ERP still on the old secret and one already on the new secret both accept it.
    expect(verifies(oldSecret, during)).toBe(true);
    expect(verifies(rotated.secret, during)).toBe(true);

    advance(DAY + 1_000);
    await placeOrder('PO-ROTATE-2');
    expect(await sender.runOnce()).toBe(1);
    const after = lastAt('/erp-rotate');
    expect(after.signature.match(/v1=/g)).toHaveLength(1);
    expect(verifies(rotated.secret, after)).toBe(true);
    expect(verifies(oldSecret, after)).toBe(false);
  });

  it('retires the old secret at once with a grace period of 0, and refuses a bad period or endpoint', async () => {
    const sender = worker();
    const first = await endpoint('erp-rotate-now');
    const { secret, previousUntil } = await webhooks.rotate('erp-rotate-now', 0);
    expect(previousUntil).toBeNull();
    await placeOrder('PO-ROTATE-NOW');
    expect(await sender.runOnce()).toBe(1);
    const hit = lastAt('/erp-rotate-now');
    expect(verifies(secret, hit)).toBe(true);
    expect(verifies(first, hit)).toBe(false);
    await expect(webhooks.rotate('erp-rotate-now', 169)).rejects.toThrow('0 to 168 hours');
    await expect(webhooks.rotate('erp-rotate-now', 1.5)).rejects.toThrow('0 to 168 hours');
    await expect(webhooks.rotate('no-such-endpoint', 24)).rejects.toThrow('no webhook named no-such-endpoint');
  });
});

describe('webhook delivery log purge', () => {
  it('deletes finished deliveries older than the retention with their attempts, never pending ones', async () => {
    const purging = worker(30);
    await endpoint('erp-purge');
    await placeOrder('PO-PURGE-OLD');
    expect(await purging.runOnce()).toBe(1);
    failures.set('/erp-purge', 10);
    await placeOrder('PO-PURGE-FAILING');
    expect(await purging.runOnce()).toBe(1);
    const deliveries = async () =>
      rowsOf<{ id: string; status: string; po: string }>(
        await t.db.execute(sql`
          select d.id::text as id, d.status, o.po_number as po from webhook_deliveries d
          join webhook_endpoints e on e.id = d.endpoint_id join orders o on o.id = d.record_id
          where e.name = 'erp-purge' order by d.id`),
      );
    const before = await deliveries();
    expect(before.map((d) => [d.po, d.status])).toEqual([
      ['PO-PURGE-OLD', 'delivered'],
      ['PO-PURGE-FAILING', 'pending'],
    ]);

    // 29 days later nothing is old enough; after 31 days the delivered one goes, the pending one stays.
    advance(29 * DAY);
    await purging.purge();
    expect(await deliveries()).toEqual(before);
    advance(2 * DAY);
    failures.set('/erp-purge', 0);
    await placeOrder('PO-PURGE-NEW');
    await purging.runOnce();
    const after = await deliveries();
    expect(after.map((d) => d.po)).toEqual(['PO-PURGE-FAILING', 'PO-PURGE-NEW']);
    const attempts = rowsOf<{ n: number }>(
      await t.db.execute(
        sql`select count(*)::int as n from webhook_attempts where delivery_id = ${before[0]?.id}::bigint`,
      ),
    );
    expect(attempts[0]?.n).toBe(0);
  });
});
