import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signIn, type TestApp } from './helpers/app.ts';
import { setSiteSetting } from './helpers/catalog-fixtures.ts';

let t: TestApp;
let work: string;
let imageDir: string;
let imageSourceDir: string;
let png: Buffer;

beforeAll(async () => {
  work = mkdtempSync(join(tmpdir(), 'provender-img-'));
  imageDir = join(work, 'store');
  imageSourceDir = join(work, 'source');
  mkdirSync(imageDir);
  mkdirSync(imageSourceDir);
  png = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#2e7d32' } })
    .png()
    .toBuffer();
  writeFileSync(join(imageDir, 'cat-pr01.png'), png);
  writeFileSync(join(imageDir, 'placeholder.png'), png);
  writeFileSync(join(imageDir, '.hidden.png'), png);
  // A secret beside the store, and a link from inside the store to it.
  writeFileSync(join(work, 'secret.png'), 'not for you');
  symlinkSync(join(work, 'secret.png'), join(imageDir, 'linked.png'));
  t = await createTestApp({ imageDir, imageSourceDir });
});
afterAll(async () => {
  await t.close();
  rmSync(work, { recursive: true, force: true });
});

describe('GET /img/{file}', () => {
  it('serves a stored image with its content type and caching headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/img/cat-pr01.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=86400');
    expect(res.headers['etag']).toMatch(/^W\/"/);
    expect(res.headers['last-modified']).toBeTruthy();
    expect(res.rawPayload.equals(png)).toBe(true);
  });

  it('answers 304 when the browser already has the image', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/img/cat-pr01.png' });
    const again = await t.app.inject({
      method: 'GET',
      url: '/img/cat-pr01.png',
      headers: { 'if-none-match': String(first.headers['etag']) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('falls back to /missing.svg, cached briefly', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/img/no-such-image.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.body).toContain('<svg');
  });

  it("falls back to the site's missing image first", async () => {
    await setSiteSetting(t.db, 'missingImage', 'placeholder.png');
    const res = await t.app.inject({ method: 'GET', url: '/img/no-such-image.png' });
    expect(res.headers['content-type']).toBe('image/png');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(res.rawPayload.equals(png)).toBe(true);
    await setSiteSetting(t.db, 'missingImage', '');
  });

  it('refuses names that could leave the store or reach hidden files', async () => {
    const unsafe = [
      '/img/..%2Fsecret.png',
      '/img/%2e%2e%2fsecret.png',
      '/img/%2E%2E%2F%2E%2E%2Fetc%2Fpasswd',
      '/img/..%5Csecret.png',
      '/img/%2Fetc%2Fpasswd',
      '/img/%2Ftmp%2Fsecret.png',
      '/img/.hidden.png',
      '/img/..',
      '/img/a%00.png',
      '/img/image.png%20',
      '/img/notes.txt',
      `/img/${'a'.repeat(250)}.png`,
    ];
    for (const url of unsafe) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(res.statusCode, url).toBeLessThan(500);
      expect(res.body, url).not.toContain('not for you');
    }
  });

  it('does not follow a link out of the store', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/img/linked.png' });
    expect(res.body).not.toContain('not for you');
    expect(res.headers['content-type']).toBe('image/svg+xml');
  });

  it('keeps a served SVG from running scripts', async () => {
    writeFileSync(
      join(imageDir, 'logo.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const res = await t.app.inject({ method: 'GET', url: '/img/logo.svg' });
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['content-security-policy']).toContain('sandbox');
  });
});

describe('GET /api/admin/requestImageSync', () => {
  it('is for administrators only', async () => {
    const customer = await signIn(t.app, 'demo.customer');
    expect((await call(t.app, 'GET', '/api/admin/requestImageSync', { token: customer })).statusCode).toBe(403);
    expect((await call(t.app, 'GET', '/api/admin/requestImageSync')).statusCode).toBe(401);
  });

  it('imports source images as list, mobile and detail sizes, and skips them the next time', async () => {
    const big = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#c62828' } })
      .jpeg()
      .toBuffer();
    writeFileSync(join(imageSourceDir, 'Tomato Paste #10.jpg'), big);
    writeFileSync(join(imageSourceDir, 'broken.png'), 'not an image');
    writeFileSync(join(imageSourceDir, 'readme.txt'), 'ignored');
    const admin = await signIn(t.app, 'demo.admin');
    const res = await call(t.app, 'GET', '/api/admin/requestImageSync', { token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      isSuccess: false,
      message: 'Request to sync images successful',
      imported: 1,
      unchanged: 0,
      failed: ['broken.png'],
    });

    const meta = async (name: string) => sharp(join(imageDir, name)).metadata();
    expect(await meta('Tomato-Paste--10-list.png')).toMatchObject({ width: 64, height: 64, format: 'png' });
    expect(await meta('Tomato-Paste--10-mobile.png')).toMatchObject({ height: 100, format: 'png' });
    expect(await meta('Tomato-Paste--10.png')).toMatchObject({ width: 800, height: 600, format: 'png' });
    const served = await t.app.inject({ method: 'GET', url: '/img/Tomato-Paste--10-list.png' });
    expect(served.headers['content-type']).toBe('image/png');

    rmSync(join(imageSourceDir, 'broken.png'));
    const again = await call(t.app, 'GET', '/api/admin/requestImageSync', { token: admin });
    expect(again.json()).toMatchObject({ isSuccess: true, imported: 0, unchanged: 1, failed: [] });
  });

  it('makes a missing image folder on the first sync and says what to put in it (issue 36)', async () => {
    rmSync(imageSourceDir, { recursive: true, force: true });
    const admin = await signIn(t.app, 'demo.admin');
    const res = await call(t.app, 'GET', '/api/admin/requestImageSync', { token: admin });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      isSuccess: true,
      message: 'Request to sync images successful',
      imported: 0,
      unchanged: 0,
      failed: [],
      hint: expect.stringContaining("into the server's image folder (the IMAGE_SOURCE_DIR setting), then sync again"),
    });
    expect(existsSync(imageSourceDir)).toBe(true);
    expect(res.body).not.toContain('was not found');
  });

  it('names the setting to fix when the image folder cannot be made', async () => {
    rmSync(imageSourceDir, { recursive: true, force: true });
    // A file where the folder should be: nothing can be made or read there.
    writeFileSync(imageSourceDir, 'not a folder');
    try {
      const admin = await signIn(t.app, 'demo.admin');
      const res = await call(t.app, 'GET', '/api/admin/requestImageSync', { token: admin });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ isSuccess: false, imported: 0, failed: [] });
      expect(res.json().message).toContain('IMAGE_SOURCE_DIR');
    } finally {
      rmSync(imageSourceDir, { force: true });
      mkdirSync(imageSourceDir);
    }
  });
});
