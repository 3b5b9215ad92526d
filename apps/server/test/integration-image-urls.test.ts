import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTEGRATION_KEY_HEADER, type ImageSyncResult } from '@provender/contract';
import { createIntegrationKeysService } from '../src/modules/integration/keys.service.ts';
import { call, createTestApp, signIn, type TestApp } from './helpers/app.ts';

const samples = resolve(import.meta.dirname, '../../../docs/integration/samples');
const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** The distributor's image server: a PNG, a missing picture and a web page. */
let server: Server;
let base: string;
const requested: string[] = [];
let work: string;
let imageSourceDir: string;
let t: TestApp;
let key: string;
let admin: string;

beforeAll(async () => {
  const png = await sharp({ create: { width: 320, height: 240, channels: 3, background: '#8d6e63' } })
    .png()
    .toBuffer();
  server = createServer((req, res) => {
    requested.push(req.url ?? '');
    if (req.url === '/img/crate.png') res.writeHead(200, { 'content-type': 'image/png' }).end(png);
    else if (req.url === '/page') res.writeHead(200, { 'content-type': 'text/html' }).end('<p>hello</p>');
    else res.writeHead(404).end();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  work = mkdtempSync(join(tmpdir(), 'provender-img-urls-'));
  imageSourceDir = join(work, 'source');
  mkdirSync(imageSourceDir);
  writeFileSync(
    join(imageSourceDir, 'local-1.jpg'),
    await sharp({ create: { width: 200, height: 200, channels: 3, background: '#1565c0' } })
      .jpeg()
      .toBuffer(),
  );
  t = await createTestApp({ imageDir: join(work, 'store'), imageSourceDir });
  key = (await createIntegrationKeysService(t.db).create('pim', ['import:catalog'])).key;
  admin = await signIn(t.app, 'demo.admin');
  const categories = await importProducts('categories', readFileSync(join(samples, 'categories.csv'), 'utf8'));
  expect(categories.applied).toBe(true);
});
afterAll(async () => {
  await t.close();
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
  rmSync(work, { recursive: true, force: true });
});

async function importProducts(kind: 'categories' | 'products', body: string) {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/integration/import/${kind}`,
    headers: { 'content-type': 'text/csv', [INTEGRATION_KEY_HEADER]: key },
    payload: body,
  });
  return res.json() as { applied: boolean; inserted: number; unchanged: number; rejected: unknown[] };
}

const productsFile = () =>
  'product_code,description,main_category_code,category_code,stock_unit,pricing_unit,base_price,images,units\n' +
  `900001,Oak Crate,10,1001,EA,EA,5.00,${base}/img/crate.png;local-1.jpg,EA:1:SP\n` +
  `900002,Lost Crate,10,1001,EA,EA,5.00,${base}/missing.jpg,EA:1:SP\n` +
  `900003,Web Crate,10,1001,EA,EA,5.00,${base}/page,EA:1:SP\n`;

const sync = async () => {
  const res = await call(t.app, 'GET', '/api/admin/requestImageSync', { token: admin });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ImageSyncResult;
};

describe('product images by https URL, fetched by the image sync', () => {
  let crate: string;

  it('stores the names the sync writes: a hashed name for a URL, the png of a source file', async () => {
    expect(await importProducts('products', productsFile())).toMatchObject({ applied: true, inserted: 3 });
    const [row] = rowsOf<{ list_image: string; detail_images: string[] }>(
      await t.db.execute(sql`select list_image, detail_images from products where product_code = '900001'`),
    );
    expect(row?.list_image).toMatch(/^crate-[0-9a-f]{8}\.png$/);
    crate = (row?.list_image ?? '').replace(/\.png$/, '');
    expect(row?.detail_images).toEqual([`${crate}.png`, 'local-1.png']);
    // Not fetched yet: the storefront shows the missing image (briefly cached).
    const before = await t.app.inject({ method: 'GET', url: `/img/${crate}-list.png` });
    expect(before.headers['cache-control']).toBe('public, max-age=300');
  });

  it('fetches each URL into the source folder and imports it with the folder; failures are named', async () => {
    const result = await sync();
    expect(result.isSuccess).toBe(false);
    expect(result.imported).toBe(2);
    expect(result.failed.sort()).toEqual([
      `${base}/missing.jpg (the server answered 404)`,
      `${base}/page (not an image (text/html))`,
    ]);
    for (const name of [`${crate}-list.png`, `${crate}-mobile.png`, `${crate}.png`, 'local-1-list.png']) {
      const res = await t.app.inject({ method: 'GET', url: `/img/${name}` });
      expect(res.headers['content-type'], name).toBe('image/png');
      expect(res.headers['cache-control'], name).toBe('public, max-age=86400');
    }
    const buyer = await signIn(t.app, 'demo.customer');
    const list = await call(t.app, 'GET', '/api/product/list', { token: buyer, query: { search: 'oak crate' } });
    const [product] = (list.json() as { products: { productCode: string; listImage: string }[] }).products;
    expect(product).toMatchObject({ productCode: '900001', listImage: `${crate}-list.png` });
  });

  it('fetches a URL once: a later sync or a re-import does not fetch it again, failed ones are tried again', async () => {
    const fetchedBefore = requested.filter((r) => r === '/img/crate.png').length;
    expect(await importProducts('products', productsFile())).toMatchObject({ applied: true, unchanged: 3 });
    const again = await sync();
    expect(again).toMatchObject({ imported: 0, unchanged: 2 });
    expect(again.failed).toHaveLength(2);
    expect(requested.filter((r) => r === '/img/crate.png')).toHaveLength(fetchedBefore);
    expect(requested.filter((r) => r === '/missing.jpg')).toHaveLength(2);
  });
});
