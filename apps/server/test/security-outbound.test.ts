import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type Server } from 'node:http';
import { createServer as createNetServer, type AddressInfo, type Server as NetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  INTEGRATION_KEY_HEADER,
  WEB_CLIENT_ID,
  type ImageSyncResult,
  type ImportResult,
  type WebhookDelivery,
} from '@provender/contract';
import type { AppConfig } from '../src/config.ts';
import { createIntegrationKeysService } from '../src/modules/integration/keys.service.ts';
import { REFUSED_RECEIVER } from '../src/modules/integration/webhooks/webhook-worker.ts';
import { createWebhooksRepository } from '../src/modules/integration/webhooks/webhooks.repository.ts';
import { createWebhookEndpointsService } from '../src/modules/integration/webhooks/webhooks.service.ts';
import type { OutboundLookup } from '../src/outbound/outbound.ts';
import { createTestApp, DEMO_PASSWORD, type TestApp } from './helpers/app.ts';
import { insertCatalogFixtures } from './helpers/catalog-fixtures.ts';
import { fillCart, newKey, postHeader, setShipto, submit } from './helpers/checkout.ts';
import { customerKey } from './helpers/personas.ts';
import { listen, type Listening } from './helpers/socket.ts';

/**
 * Issue 39, item 6: the server's own requests (image URLs of imports, webhooks) reached internal
 * hosts. Both apps listen on 127.0.0.1 and every request of the test is sent with fetch; the
 * server's outbound requests go to fakes on 127.0.0.1 that count what reaches them.
 */
const samples = resolve(import.meta.dirname, '../../../docs/integration/samples');
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The test's resolver: names that look public but resolve to internal addresses (DNS rebinding). */
const resolver: Record<string, { address: string; family: 4 | 6 }[]> = {
  'rebind.example.test': [{ address: '127.0.0.1', family: 4 }],
  'rebind6.example.test': [{ address: '::1', family: 6 }],
  'private.example.test': [{ address: '10.0.0.5', family: 4 }],
  'mapped.example.test': [{ address: '::ffff:127.0.0.1', family: 6 }],
  'mixed.example.test': [
    { address: '93.184.216.34', family: 4 },
    { address: '169.254.169.254', family: 4 },
  ],
};
const lookedUp: string[] = [];
const lookup: OutboundLookup = async (hostname) => {
  lookedUp.push(hostname);
  const addresses = resolver[hostname];
  if (!addresses) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
  return addresses;
};

/** The fake image server: a PNG, redirects, and the "metadata" the redirects aim at. */
let images: Server;
let imagesPort: number;
const imageRequests: string[] = [];
/** Webhook receivers on internal ports: one open, one closed, one that drops every connection. */
let openReceiver: Server;
let resetReceiver: NetServer;
let openPort: number;
let closedPort: number;
let resetPort: number;
const receiverHits: string[] = [];

let work: string;

async function listenOn<S extends Server | NetServer>(server: S): Promise<number> {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  return (server.address() as AddressInfo).port;
}

beforeAll(async () => {
  const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#6d4c41' } })
    .png()
    .toBuffer();
  images = createHttpServer((req, res) => {
    imageRequests.push(req.url ?? '');
    const hop = (location: string) => res.writeHead(302, { location }).end();
    if (req.url === '/img/crate.png') res.writeHead(200, { 'content-type': 'image/png' }).end(png);
    else if (req.url === '/to-mapped') hop(`http://[::ffff:127.0.0.1]:${imagesPort}/latest/meta-data/`);
    else if (req.url === '/to-metadata') hop('http://169.254.169.254/latest/meta-data/');
    else if (req.url === '/to-private') hop('https://10.0.0.5/');
    else if (req.url === '/to-internal-name') hop('https://metadata.google.internal/computeMetadata/v1/');
    else if (req.url === '/to-rebind') hop(`https://rebind.example.test:${imagesPort}/latest/meta-data/`);
    else if (req.url === '/to-crate') hop('/img/crate.png');
    else if (req.url?.startsWith('/latest/meta-data')) res.writeHead(200, { 'content-type': 'image/png' }).end(png);
    else res.writeHead(404).end();
  });
  imagesPort = await listenOn(images);

  openReceiver = createHttpServer((req, res) => {
    receiverHits.push(`open ${req.url ?? ''}`);
    res.writeHead(200).end('ok');
  });
  openPort = await listenOn(openReceiver);
  resetReceiver = createNetServer((socket) => {
    receiverHits.push('reset');
    socket.destroy();
  });
  resetPort = await listenOn(resetReceiver);
  // A port that was free a moment ago: nothing listens there.
  const closed = createNetServer();
  closedPort = await listenOn(closed);
  await new Promise((done) => closed.close(done));

  work = mkdtempSync(join(tmpdir(), 'provender-outbound-'));
});
afterAll(async () => {
  for (const server of [images, openReceiver]) server.closeAllConnections();
  await Promise.all([images, openReceiver, resetReceiver].map((server) => new Promise((done) => server.close(done))));
  rmSync(work, { recursive: true, force: true });
});

/** One app listening on 127.0.0.1, with its outbound setting, a catalog key, a log key and an administrator. */
interface Site {
  t: TestApp;
  http: Listening;
  key: string;
  logKey: string;
  admin: string;
  sourceDir: string;
}

async function site(name: string, overrides: Partial<AppConfig>): Promise<Site> {
  const sourceDir = join(work, name, 'source');
  mkdirSync(sourceDir, { recursive: true });
  const t = await createTestApp({ imageDir: join(work, name, 'store'), imageSourceDir: sourceDir, ...overrides });
  const http = await listen(t.app);
  const keys = createIntegrationKeysService(t.db);
  const key = (await keys.create('pim', ['import:catalog'])).key;
  const logKey = (await keys.create('erp-log', ['webhooks:log'])).key;
  const token = await fetch(`${http.url}/api/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      client_id: WEB_CLIENT_ID,
      username: 'demo.admin',
      password: DEMO_PASSWORD,
    }).toString(),
  });
  expect(token.status).toBe(200);
  const admin = ((await token.json()) as { access_token: string }).access_token;
  const s = { t, http, key, logKey, admin, sourceDir };
  const categories = await importFile(s, 'categories', readFileSync(join(samples, 'categories.csv'), 'utf8'));
  expect(categories.status).toBe(200);
  return s;
}

async function closeSite(s: Site | undefined) {
  if (!s) return;
  await s.http.close();
  await s.t.close();
}

async function importFile(s: Pick<Site, 'http' | 'key'>, kind: 'categories' | 'products', body: string) {
  const res = await fetch(`${s.http.url}/api/integration/import/${kind}`, {
    method: 'POST',
    headers: { 'content-type': 'text/csv', [INTEGRATION_KEY_HEADER]: s.key },
    body,
  });
  return { status: res.status, result: (await res.json()) as ImportResult };
}

const productsFile = (images: string[]) =>
  'product_code,description,main_category_code,category_code,stock_unit,pricing_unit,base_price,images,units\n' +
  images.map((image, i) => `${910001 + i},Outbound Crate ${i},10,1001,EA,EA,5.00,${image},EA:1:SP\n`).join('');

async function sync(s: Site): Promise<ImageSyncResult> {
  const res = await fetch(`${s.http.url}/api/admin/requestImageSync`, {
    headers: { authorization: `Bearer ${s.admin}` },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as ImageSyncResult;
}

/** The image sync's `failed` entries by URL: url → reason. */
const failures = (result: ImageSyncResult) =>
  Object.fromEntries(
    result.failed.map((line) => {
      const at = line.indexOf(' (');
      return [line.slice(0, at), line.slice(at + 2, -1)];
    }),
  );

describe('with loopback refused (production; OUTBOUND_ALLOW_LOOPBACK=off)', () => {
  let s: Site | undefined;
  const strict = () => {
    if (!s) throw new Error('the site did not start');
    return s;
  };
  beforeAll(async () => {
    s = await site('strict', {
      outbound: { allowLoopback: false, lookup },
      // The app's own worker sends the webhooks, through the app's outbound agent.
      webhooks: { worker: true, intervalMs: 50, maxAttempts: 3, timeoutMs: 5_000, retentionDays: 30 },
    });
  });
  afterAll(() => closeSite(s));

  it('refuses a products import naming internal image URLs: 422, a row error per row', async () => {
    const refused = [
      'https://169.254.169.254/latest/meta-data/iam/security-credentials/role.png',
      'https://10.0.0.5/a.png',
      'https://127.0.0.1:5432/a.png',
      'https://[::1]/a.png',
      'https://metadata.google.internal/computeMetadata/v1/a.png',
      'https://[::ffff:127.0.0.1]/a.png',
      'https://[fd00::5]/a.png',
      'https://[fe80::1]/a.png',
      'https://localhost/a.png',
      'https://0x7f.1/a.png',
      'https://100.64.0.1/a.png',
      `http://127.0.0.1:${imagesPort}/img/crate.png`,
    ];
    const { status, result } = await importFile(strict(), 'products', productsFile(refused));
    expect(status).toBe(422);
    expect(result.applied).toBe(false);
    expect(result.rejected.map((r) => r.line)).toEqual(refused.map((_, i) => i + 2));
    for (const row of result.rejected) expect(row.reason).toMatch(/^images: /);
    expect(result.rejected[0]?.reason).toContain('link-local');
    expect(result.rejected[1]?.reason).toContain('private');
    expect(result.rejected[4]?.reason).toContain('internal name');
    expect(result.rejected[5]?.reason).toContain('mapped');
    expect(result.rejected.at(-1)?.reason).toContain('https');
    const [{ n } = { n: -1 }] = rowsOf<{ n: number }>(
      await strict().t.db.execute(sql`select count(*)::int as n from product_image_sources`),
    );
    expect(n).toBe(0);
  });

  it('refuses registering a webhook to an internal URL', async () => {
    const webhooks = createWebhookEndpointsService(createWebhooksRepository(strict().t.db), strict().t.config.outbound);
    for (const [i, url] of [
      'https://169.254.169.254/latest/meta-data/',
      'https://10.0.0.5/',
      'https://127.0.0.1:5432/',
      'https://[::1]/',
      'https://metadata.google.internal/',
      'https://[::ffff:127.0.0.1]/',
      'https://localhost/hooks',
      `http://127.0.0.1:${openPort}/hooks`,
    ].entries())
      await expect(webhooks.create(`internal-${i}`, url, ['order.created']), url).rejects.toThrow();
    expect(await webhooks.list()).toEqual([]);
  });

  it('refuses at connect time a name that resolves to an internal address; fetches nothing', async () => {
    const named = [
      `https://rebind.example.test:${imagesPort}/img/crate.png`,
      `https://rebind6.example.test:${imagesPort}/img/crate.png`,
      'https://private.example.test/a.png',
      'https://mapped.example.test/a.png',
      'https://mixed.example.test/a.png',
    ];
    // Names that look public pass the import's check: only their addresses tell.
    expect((await importFile(strict(), 'products', productsFile(named))).status).toBe(200);
    // Image sources stored before this rule (or under another setting) meet it at the sync.
    await strict().t.db.execute(sql`
      insert into product_image_sources (name, url) values
        ('old-loopback-00000000', ${`http://127.0.0.1:${imagesPort}/img/crate.png`}),
        ('old-metadata-00000000', 'https://169.254.169.254/latest/meta-data/')`);
    const before = imageRequests.length;
    const result = await sync(strict());
    const why = failures(result);
    expect(why[named[0] as string]).toBe('refused: rebind.example.test resolves to a loopback address (this machine)');
    expect(why[named[1] as string]).toMatch(/^refused: rebind6.example.test resolves to a loopback/);
    expect(why[named[2] as string]).toMatch(/^refused: private.example.test resolves to a private network address/);
    expect(why[named[3] as string]).toMatch(/^refused: mapped.example.test resolves to .* mapped IPv6 form/);
    expect(why[named[4] as string]).toMatch(/^refused: mixed.example.test resolves to a link-local/);
    expect(why[`http://127.0.0.1:${imagesPort}/img/crate.png`]).toBe('refused: the URL must be https');
    expect(why['https://169.254.169.254/latest/meta-data/']).toMatch(/^refused: 169.254.169.254 is a link-local/);
    expect(result.failed).toHaveLength(7);
    expect(lookedUp).toEqual(expect.arrayContaining(['rebind.example.test', 'private.example.test']));
    expect(imageRequests.slice(before)).toEqual([]);
  });

  it('logs a webhook to an open, a closed and a connection-dropping internal port alike', async () => {
    const t = strict().t;
    // Registered by name (the names look public) and stored from before the rule (literal addresses).
    const webhooks = createWebhookEndpointsService(createWebhooksRepository(t.db), t.config.outbound);
    const ports = { open: openPort, closed: closedPort, reset: resetPort };
    for (const [state, port] of Object.entries(ports)) {
      await webhooks.create(`named-${state}`, `https://rebind.example.test:${port}/hooks`, ['order.created']);
      await t.db.execute(sql`
        insert into webhook_endpoints (name, url, events, secret)
        values (${`literal-${state}`}, ${`http://127.0.0.1:${port}/hooks`}, array['order.created']::text[], 'whsec_test')`);
    }
    const fixtures = await insertCatalogFixtures(t.db);
    const customer = await customerKey(t.db, 'C10001');
    await setShipto(t.db, customer, '001', { deliveryDays: [1, 2, 3, 4, 5, 6, 7] });
    const as = { token: strict().admin, customerKey: customer };
    const salesToken = await fetch(`${strict().http.url}/api/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'password',
        client_id: WEB_CLIENT_ID,
        username: 'demo.sales',
        password: DEMO_PASSWORD,
      }).toString(),
    });
    as.token = ((await salesToken.json()) as { access_token: string }).access_token;
    await fillCart(t.app, as, [{ productKey: fixtures.products.cola, unitOfMeasure: 'EA', orderQuantity: 12 }]);
    await postHeader(t.app, as, {
      customerShipToCode: '001',
      customer_PO: 'PO-OUTBOUND',
      specialInstruction1: '',
      deliveryDate: null,
    });
    expect((await submit(t.app, as, newKey())).statusCode).toBe(200);

    // The app's worker sends every delivery once within moments; the log is read as the ERP does.
    const names = Object.keys(ports).flatMap((state) => [`named-${state}`, `literal-${state}`]);
    const attemptsOf = async (endpoint: string): Promise<WebhookDelivery['attempts']> => {
      const res = await fetch(`${strict().http.url}/api/integration/webhooks/deliveries?endpoint=${endpoint}`, {
        headers: { [INTEGRATION_KEY_HEADER]: strict().logKey },
      });
      expect(res.status).toBe(200);
      const { deliveries } = (await res.json()) as { deliveries: WebhookDelivery[] };
      return deliveries[0]?.attempts ?? [];
    };
    const logged = new Map<string, WebhookDelivery['attempts']>();
    await vi.waitFor(
      async () => {
        for (const name of names) {
          const attempts = await attemptsOf(name);
          if (attempts.length) logged.set(name, attempts);
        }
        expect(logged.size).toBe(names.length);
      },
      { timeout: 10_000, interval: 50 },
    );
    expect([...logged.keys()].sort()).toEqual([...names].sort());
    const seen = [...logged.values()].map((attempts) => attempts.map((a) => [a.attempt, a.statusCode, a.error]));
    for (const attempts of seen) expect(attempts).toEqual([[1, null, REFUSED_RECEIVER]]);
    expect(receiverHits).toEqual([]);
  });
});

describe('with loopback allowed (development and tests; OUTBOUND_ALLOW_LOOPBACK=on)', () => {
  let s: Site | undefined;
  const dev = () => {
    if (!s) throw new Error('the site did not start');
    return s;
  };
  beforeAll(async () => {
    s = await site('dev', { outbound: { allowLoopback: true, lookup } });
  });
  afterAll(() => closeSite(s));

  it('follows a redirect on this machine, and refuses each hop to a mapped, metadata, private or rebinding address', async () => {
    const base = `http://127.0.0.1:${imagesPort}`;
    const urls = ['to-crate', 'to-mapped', 'to-metadata', 'to-private', 'to-internal-name', 'to-rebind'].map(
      (path) => `${base}/${path}`,
    );
    expect((await importFile(dev(), 'products', productsFile(urls))).status).toBe(200);
    const result = await sync(dev());
    const why = failures(result);
    expect(why[`${base}/to-crate`]).toBeUndefined();
    expect(why[`${base}/to-mapped`]).toMatch(
      /^refused: redirected to http:\/\/\[::ffff:7f00:1\]:\d+: the URL must be https \(plain http only to/,
    );
    expect(why[`${base}/to-metadata`]).toMatch(/^refused: redirected to http:\/\/169.254.169.254: .*https/);
    expect(why[`${base}/to-private`]).toMatch(/^refused: redirected to https:\/\/10.0.0.5: 10.0.0.5 is a private/);
    expect(why[`${base}/to-internal-name`]).toMatch(
      /^refused: redirected to .*metadata.google.internal is an internal/,
    );
    // A hop to a name that looks public passes the URL check; its address is refused at connect time.
    expect(why[`${base}/to-rebind`]).toBe('refused: rebind.example.test resolves to a loopback address (this machine)');
    expect(result.failed).toHaveLength(5);
    // The crate was fetched after its redirect; no "metadata" ever was.
    expect(imageRequests).toContain('/img/crate.png');
    expect(imageRequests.filter((path) => path.startsWith('/latest'))).toEqual([]);
  });

  it('still refuses internal addresses other than this machine in an import', async () => {
    const { status, result } = await importFile(
      dev(),
      'products',
      productsFile(['https://169.254.169.254/a.png', 'https://10.0.0.5/a.png', 'https://[::ffff:127.0.0.1]/a.png']),
    );
    expect(status).toBe(422);
    expect(result.rejected.map((r) => r.line)).toEqual([2, 3, 4]);
  });
});
