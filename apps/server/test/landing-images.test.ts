import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANDING_IMAGE_MAX_BYTES } from '@provender/contract';
import { call, createTestApp, type TestApp } from './helpers/app.ts';
import { demoTokens } from './helpers/personas.ts';

let t: TestApp;
let tokens: Awaited<ReturnType<typeof demoTokens>>;

beforeAll(async () => {
  t = await createTestApp();
  tokens = await demoTokens(t.app);
});
afterAll(() => t.close());

const upload = (body: Buffer | string, contentType: string, token = tokens.admin) =>
  call(t.app, 'POST', '/api/landing/image', { token, payload: body, headers: { 'content-type': contentType } });

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 0, g: 128, b: 128 } } })
    .png()
    .toBuffer();

describe('POST /api/landing/image', () => {
  it('stores a real image under a safe name, at most 1800 px, served through /img', async () => {
    const res = await upload(await png(2400, 1200), 'image/png');
    expect(res.statusCode, res.body).toBe(201);
    const { src } = res.json() as { src: string };
    expect(src).toMatch(/^landing-[0-9a-f]{20}\.webp$/);
    const img = await call(t.app, 'GET', `/img/${src}`);
    expect(img.statusCode).toBe(200);
    expect(img.headers['content-type']).toBe('image/webp');
    const meta = await sharp(img.rawPayload).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual(['webp', 1800, 900]);
  });

  it('judges by content: a JPEG sent as application/octet-stream is accepted', async () => {
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#f50057' } })
      .jpeg()
      .toBuffer();
    const res = await upload(jpeg, 'application/octet-stream');
    expect(res.statusCode).toBe(201);
  });

  it('refuses what is not an image, whatever type it claims', async () => {
    const cases: [string, Buffer | string, string][] = [
      ['text as a PNG', 'just some text', 'image/png'],
      ['HTML as a JPEG', '<html><script>alert(1)</script></html>', 'image/jpeg'],
      [
        'an SVG as a PNG',
        '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)" width="10" height="10"/>',
        'image/png',
      ],
      ['a truncated PNG', (await png(50, 50)).subarray(0, 40), 'image/png'],
    ];
    for (const [name, body, type] of cases) {
      const res = await upload(body, type);
      expect(res.statusCode, name).toBe(415);
      expect(res.json().code, name).toBe('UNSUPPORTED_MEDIA_TYPE');
    }
    // Types that have no parser here are refused before anything is read.
    for (const type of ['image/svg+xml', 'text/html', 'multipart/form-data; boundary=x']) {
      expect((await upload('<svg/>', type)).statusCode, type).toBe(415);
    }
  });

  it('refuses an oversized file with 413 and an empty body with 400', async () => {
    const big = Buffer.alloc(LANDING_IMAGE_MAX_BYTES + 1, 1);
    const res = await upload(big, 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json().code).toBe('PAYLOAD_TOO_LARGE');
    const empty = await upload(Buffer.alloc(0), 'image/png');
    expect(empty.statusCode).toBe(400);
  });

  it('refuses anyone who may not edit the landing page', async () => {
    const body = await png(10, 10);
    expect((await upload(body, 'image/png', tokens.customer)).statusCode).toBe(403);
    expect((await upload(body, 'image/png', tokens.consumer)).statusCode).toBe(403);
    const guest = await call(t.app, 'POST', '/api/landing/image', {
      payload: body,
      headers: { 'content-type': 'image/png' },
    });
    expect(guest.statusCode).toBe(401);
  });
});
