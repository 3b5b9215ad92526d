import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chooseEncoding, COMPRESS_MIN_BYTES } from '../src/hot-reads/index.ts';
import { API_SECURITY_HEADERS } from '../src/plugins/security.ts';
import { precompress } from '../../../tools/precompress.ts';
import { call, createTestApp, signIn, type TestApp } from './helpers/app.ts';

/*
 * Cached catalog and price answers are kept compressed as well (decision 320): a browser that
 * takes brotli or gzip gets the same JSON in fewer bytes, anything else gets it as it is.
 */
let t: TestApp;
let token: string;

beforeAll(async () => {
  t = await createTestApp();
  token = await signIn(t.app, 'demo.customer');
});
afterAll(async () => {
  await t.close();
});

const list = (headers: Record<string, string> = {}) =>
  call(t.app, 'GET', '/api/product/list', { token, query: { limit: '50' }, headers });

describe('compressed catalog answers', () => {
  it('sends a catalog page in the coding the client takes best, with the same JSON inside', async () => {
    const plain = await list();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
    expect(plain.headers['vary']).toMatch(/accept-encoding/i);

    const br = await list({ 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['vary']).toMatch(/accept-encoding/i);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 4);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);

    const gz = await list({ 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);

    // The same tag for every coding: one answer, and a 304 whatever the client takes.
    expect(br.headers['etag']).toBe(plain.headers['etag']);
    expect(gz.headers['etag']).toBe(plain.headers['etag']);
    const again = await list({ 'accept-encoding': 'br', 'if-none-match': String(br.headers['etag']) });
    expect(again.statusCode).toBe(304);
  });

  it('sends the JSON as it is to a client that refuses both codings', async () => {
    const plain = await list();
    for (const accept of ['identity', 'br;q=0, gzip;q=0', 'deflate', '']) {
      const res = await list({ 'accept-encoding': accept });
      expect(res.headers['content-encoding'], accept).toBeUndefined();
      expect(res.body, accept).toBe(plain.body);
    }
  });

  it('compresses a price batch answer too, and leaves a small one as it is', async () => {
    const page = (await list()).json() as { products: { productKey: number; pricingUM: string }[] };
    const batch = page.products.map((p) => ({ productKey: p.productKey, unitOfMeasure: p.pricingUM }));
    const price = (payload: { productKey: number; unitOfMeasure: string }[]) =>
      call(t.app, 'POST', '/api/product/price', { token, payload, headers: { 'accept-encoding': 'br' } });
    const many = await price(batch);
    expect(many.statusCode).toBe(200);
    expect(many.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(many.rawPayload).toString())).toHaveLength(batch.length);
    const one = await price(batch.slice(0, 1));
    expect(one.statusCode).toBe(200);
    expect(one.rawPayload.length).toBeLessThan(COMPRESS_MIN_BYTES);
    expect(one.headers['content-encoding']).toBeUndefined();
    expect(one.json()).toHaveLength(1);
  });
});

describe('compressed session answers', () => {
  it.each(['/api/settings', '/api/menu', '/api/cart'])(
    '%s is sent compressed to a browser and as it is otherwise, the same JSON',
    async (url) => {
      if (url === '/api/cart') {
        const page = (await list()).json() as { products: { productKey: number; pricingUM: string }[] };
        const lines = page.products
          .slice(0, 12)
          .map((p) => ({ productKey: p.productKey, unitOfMeasure: p.pricingUM, orderQuantity: 1 }));
        const added = await call(t.app, 'POST', '/api/cart/lines', { token, payload: lines });
        expect(added.statusCode, added.body).toBeLessThan(300);
      }
      const plain = await call(t.app, 'GET', url, { token });
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_MIN_BYTES);
      const br = await call(t.app, 'GET', url, { token, headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['vary']).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      const gz = await call(t.app, 'GET', url, { token, headers: { 'accept-encoding': 'gzip' } });
      expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
    },
  );
});

describe('kept answers written past the reply pipeline (decision 379)', () => {
  const urls = ['/api/user', '/api/menu', '/api/settings', '/api/cart'];

  it.each(urls)('%s answers a warm request with the same status, headers and bytes as the first', async (url) => {
    const first = await call(t.app, 'GET', url, { token, headers: { 'accept-encoding': 'br' } });
    expect(first.statusCode, first.body).toBe(200);
    // The second and third are answered from what the first left kept, without a promise.
    for (let i = 0; i < 2; i++) {
      const warm = await call(t.app, 'GET', url, { token, headers: { 'accept-encoding': 'br' } });
      expect(warm.statusCode).toBe(200);
      expect(warm.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(Number(warm.headers['content-length'])).toBe(warm.rawPayload.length);
      expect(warm.headers['content-encoding']).toBe(first.headers['content-encoding']);
      expect(warm.headers['vary']).toBe(first.headers['vary']);
      for (const [name, value] of API_SECURITY_HEADERS) expect(warm.headers[name], name).toBe(value);
      expect(warm.headers['connection']).not.toBe('close');
      expect(warm.rawPayload.equals(first.rawPayload)).toBe(true);
    }
  });

  it.each(urls)('%s answers HEAD with the headers of GET and no body', async (url) => {
    const get = await call(t.app, 'GET', url, { token });
    const head = await call(t.app, 'HEAD', url, { token });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    expect(head.headers['content-length']).toBe(get.headers['content-length']);
    expect(head.headers['content-type']).toBe(get.headers['content-type']);
    for (const [name, value] of API_SECURITY_HEADERS) expect(head.headers[name], name).toBe(value);
  });

  it('sends the security headers with an answer that goes through the reply pipeline, once each', async () => {
    const answers = [
      await call(t.app, 'GET', '/api/settings', { token, customerKey: 'abc' }), // a refusal
      await call(t.app, 'GET', '/api/settings'), // no session
      await call(t.app, 'GET', '/api/settings/site'), // serialized per request
      await call(t.app, 'GET', '/api/nothing-here', { token }), // no such route
    ];
    expect(answers.map((a) => a.statusCode)).toEqual([400, 401, 200, 404]);
    for (const res of answers) {
      for (const [name, value] of API_SECURITY_HEADERS)
        expect(res.headers[name], `${res.statusCode} ${name}`).toBe(value);
    }
    // A catalog page's own cache policy replaces no-store, in the kept answer and in its 304.
    const page = await call(t.app, 'GET', '/api/product/list', { token, query: { limit: '5' } });
    const again = await call(t.app, 'GET', '/api/product/list', { token, query: { limit: '5' } });
    const unchanged = await call(t.app, 'GET', '/api/product/list', {
      token,
      query: { limit: '5' },
      headers: { 'if-none-match': String(page.headers['etag']) },
    });
    expect(unchanged.statusCode).toBe(304);
    for (const res of [page, again, unchanged]) {
      expect(res.headers['cache-control']).not.toBe('no-store');
      expect(res.headers['cache-control']).toBe(page.headers['cache-control']);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    }
  });

  it('closes the connection of a kept answer finished while the server drains', async () => {
    for (const url of urls) expect((await call(t.app, 'GET', url, { token })).statusCode).toBe(200);
    t.app.draining = true;
    try {
      for (const url of urls) {
        const res = await call(t.app, 'GET', url, { token });
        expect(res.statusCode, url).toBe(200);
        expect(res.headers['connection'], url).toBe('close');
      }
      // An answer that goes through the reply pipeline says the same.
      expect((await call(t.app, 'GET', '/api/settings/site')).headers['connection']).toBe('close');
    } finally {
      t.app.draining = false;
    }
  });
});

describe('the built storefront', () => {
  it('is sent precompressed to a browser that takes it, and as it is otherwise', async () => {
    const dist = mkdtempSync(join(tmpdir(), 'provender-web-'));
    mkdirSync(join(dist, 'assets'));
    const script = `export const rows = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => ({ row: i })))};\n`;
    const page = `<!doctype html><html><head><title>Provender</title></head><body>${'<p>demo</p>'.repeat(200)}</body></html>`;
    writeFileSync(join(dist, 'assets', 'app-1a2b.js'), script);
    writeFileSync(join(dist, 'index.html'), page);
    writeFileSync(join(dist, 'tiny.svg'), '<svg/>');
    expect(precompress(dist).files).toBe(2);
    const web = await createTestApp({ webDistDir: dist });
    try {
      const get = (url: string, accept?: string) =>
        web.app.inject({ method: 'GET', url, headers: accept === undefined ? {} : { 'accept-encoding': accept } });
      const br = await get('/assets/app-1a2b.js', 'gzip, deflate, br, zstd');
      expect(br.statusCode).toBe(200);
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/javascript/);
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(script);
      const gz = await get('/assets/app-1a2b.js', 'gzip');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(script);
      const plain = await get('/assets/app-1a2b.js');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body).toBe(script);
      // A page of the browser router falls back to index.html, compressed the same way.
      const route = await get('/products', 'br');
      expect(route.statusCode).toBe(200);
      expect(route.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(route.rawPayload).toString()).toBe(page);
      // A file too small to gain has no compressed sibling and is sent as it is.
      const tiny = await get('/tiny.svg', 'br');
      expect(tiny.headers['content-encoding']).toBeUndefined();
      expect(tiny.body).toBe('<svg/>');
    } finally {
      await web.close();
    }
  });
});

describe('chooseEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['x-gzip', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['BR', 'br'],
    ['*', 'br'],
    ['*;q=0', null],
    ['identity', null],
    ['gzip;q=0', null],
    ['deflate, *;q=0.1', 'br'],
  ] as const)('%s → %s', (header, expected) => {
    expect(chooseEncoding(header)).toBe(expected);
  });

  it('answers each header by its own text when callers alternate', () => {
    for (let round = 0; round < 2; round++) {
      expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
      expect(chooseEncoding('gzip, deflate, br, zstd')).toBe('br');
      expect(chooseEncoding('br;q=0, gzip')).toBe('gzip');
      expect(chooseEncoding(['gzip', 'br;q=0'])).toBe('gzip');
      expect(chooseEncoding('identity')).toBe(null);
    }
  });
});
