import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { apiErrorSchema, WEB_CLIENT_ID } from '@provender/contract';
import { AppError } from '../src/errors.ts';
import { call, createTestApp, signIn, type TestApp } from './helpers/app.ts';

const secret = 'connection to db-internal.example:5432 failed at /srv/provender/secret.ts';

/** Routes that fail on purpose, registered only on this test's app. */
function registerFailingRoutes(app: FastifyInstance) {
  const typed = app.withTypeProvider<ZodTypeProvider>();
  typed.get('/api/test/throws', { config: { access: { anonymous: true } } }, async () => {
    throw new Error(secret);
  });
  typed.get('/api/test/throws-status', { config: { access: { anonymous: true } } }, async () => {
    throw Object.assign(new Error(secret), { statusCode: 503 });
  });
  typed.get('/api/test/conflict', { config: { access: { anonymous: true } } }, async () => {
    throw new AppError('CONFLICT', 'The cart changed meanwhile', { errors: ['Line 2 is gone'] });
  });
  typed.get(
    '/api/test/bad-response',
    {
      config: { access: { anonymous: true } },
      schema: { response: { 200: z.object({ count: z.number() }).strict() } },
    },
    async () => ({ count: 'many' }) as unknown as { count: number },
  );
  typed.post(
    '/api/test/echo',
    {
      schema: {
        body: z.object({ name: z.string().min(1) }).strict(),
        response: { 200: z.object({ name: z.string() }).strict() },
      },
    },
    async (req) => ({ name: req.body.name }),
  );
}

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({}, { beforeReady: registerFailingRoutes });
  token = await signIn(t.app, 'demo.customer');
});
afterAll(() => t.close());

const jsonHeaders = () => ({ 'content-type': 'application/json', authorization: `Bearer ${token}` });

function expectApiError(res: { statusCode: number; json(): unknown }, status: number, code: string) {
  expect(res.statusCode).toBe(status);
  const body = apiErrorSchema.parse(res.json());
  expect(body.code).toBe(code);
  expect(body.message.length).toBeGreaterThan(0);
  return body;
}

describe('unknown endpoints', () => {
  it('answer 404 NOT_FOUND with a message, signed in or not', async () => {
    for (const opts of [{}, { token }]) {
      const body = expectApiError(await call(t.app, 'GET', '/api/no-such-thing', opts), 404, 'NOT_FOUND');
      expect(body.message).toContain('/api/no-such-thing');
    }
    expectApiError(await call(t.app, 'POST', '/api/no/such/thing'), 404, 'NOT_FOUND');
  });

  it('answer 404 for a method the path does not have', async () => {
    expectApiError(await call(t.app, 'DELETE', '/api/user', { token }), 404, 'NOT_FOUND');
  });
});

describe('malformed requests', () => {
  it('answer a malformed JSON body with 400 and a clear message', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: jsonHeaders(),
      payload: '{"name": ',
    });
    const body = expectApiError(res, 400, 'BAD_REQUEST');
    expect(body.message).toMatch(/JSON/);
  });

  it('answer a malformed JSON body on the token endpoint in the OAuth shape, never a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/token',
      headers: { 'content-type': 'application/json' },
      payload: '{"username": ',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'invalid_request', error_description: expect.stringMatching(/JSON/) });
  });

  it('answer a body that breaks the schema with 400 VALIDATION and every problem', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: jsonHeaders(),
      payload: JSON.stringify({ name: '', extra: 1 }),
    });
    const body = expectApiError(res, 400, 'VALIDATION');
    expect(body.message).toMatch(/^Invalid request: /);
    expect(body.errors?.length).toBeGreaterThan(0);
    expectApiError(await call(t.app, 'POST', '/api/menu/log/abc', { token }), 400, 'VALIDATION');
  });

  it('answer an oversize body with 413 PAYLOAD_TOO_LARGE', async () => {
    const big = JSON.stringify({ name: 'x'.repeat(1_100_000) });
    const body = expectApiError(
      await t.app.inject({ method: 'POST', url: '/api/test/echo', headers: jsonHeaders(), payload: big }),
      413,
      'PAYLOAD_TOO_LARGE',
    );
    expect(body.message).toMatch(/too large/i);
  });

  it('answer an oversize sign-in form with 413 in the OAuth shape', async () => {
    const payload = new URLSearchParams({
      grant_type: 'password',
      client_id: WEB_CLIENT_ID,
      username: 'demo.customer',
      password: 'x'.repeat(70_000),
    }).toString();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload,
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('answer an unsupported content type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/test/echo',
      headers: { ...jsonHeaders(), 'content-type': 'application/xml' },
      payload: '<name/>',
    });
    expectApiError(res, 415, 'UNSUPPORTED_MEDIA_TYPE');
  });

  it('refuse a customer-key header that is not a key with 400', async () => {
    for (const customerKey of ['abc', '-1', '1.5', '1e3', '12345678901']) {
      const body = expectApiError(await call(t.app, 'GET', '/api/user', { token, customerKey }), 400, 'BAD_REQUEST');
      expect(body.message).toContain('x-customer-key');
    }
  });

  it('refuse a malformed Authorization header with 401', async () => {
    for (const authorization of ['Basic ZGVtbzpkZW1v', 'Bearer', 'Bearer a b']) {
      expectApiError(await call(t.app, 'GET', '/api/user', { headers: { authorization } }), 401, 'UNAUTHENTICATED');
    }
  });
});

describe('failures inside a route', () => {
  it('answer an unexpected error with 500 INTERNAL and nothing else', async () => {
    const res = await call(t.app, 'GET', '/api/test/throws');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'INTERNAL', message: 'An unexpected error occurred' });
    expect(res.body).not.toContain('secret');
    expect(res.body).not.toContain('db-internal');
    expect(res.body).not.toMatch(/stack|at \//);
  });

  it('hide the details of a 5xx error that carries its own status', async () => {
    const res = await call(t.app, 'GET', '/api/test/throws-status');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'INTERNAL', message: 'An unexpected error occurred' });
  });

  it('answer a response that breaks its schema with 500 INTERNAL, not with the bad data', async () => {
    const res = await call(t.app, 'GET', '/api/test/bad-response');
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ code: 'INTERNAL', message: 'An unexpected error occurred' });
  });

  it('answer an AppError with its status, code, message and errors', async () => {
    const res = await call(t.app, 'GET', '/api/test/conflict');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ code: 'CONFLICT', message: 'The cart changed meanwhile', errors: ['Line 2 is gone'] });
  });
});

describe('security headers', () => {
  it('on JSON answers, errors and the not-found answer of the API forbid rendering, framing and keeping them', async () => {
    for (const res of [
      await call(t.app, 'GET', '/api/settings/site'),
      await call(t.app, 'GET', '/api/user', { token }),
      await call(t.app, 'GET', '/api/user'),
      await call(t.app, 'GET', '/api/no-such-thing'),
    ]) {
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['strict-transport-security']).toMatch(/^max-age=\d+/);
      expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
      expect(res.headers['cache-control']).toBe('no-store');
      // Headers that only mean something to a document are not sent with JSON (decision 350).
      expect(res.headers['referrer-policy']).toBeUndefined();
      expect(res.headers['cross-origin-opener-policy']).toBeUndefined();
    }
  });

  it('on pages, the API documentation and a route outside the endpoint table keep the page policy', async () => {
    for (const res of [
      await call(t.app, 'GET', '/api/test/throws'),
      await call(t.app, 'GET', '/api/docs'),
      await call(t.app, 'GET', '/no-such-page.txt'),
    ]) {
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("object-src 'none'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
    }
  });
});

describe('API documentation', () => {
  it('serves the docs page at /api/docs', async () => {
    const res = await call(t.app, 'GET', '/api/docs');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain('swagger-ui');
    expect(res.headers['content-security-policy']).toBeDefined();
    const script = await call(t.app, 'GET', '/api/docs/static/swagger-initializer.js');
    expect(script.statusCode).toBe(200);
  });

  it('serves an OpenAPI 3 document generated from the routes', async () => {
    const res = await call(t.app, 'GET', '/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.title).toBe('Provender storefront API');
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: 'http', scheme: 'bearer' });
    for (const path of [
      '/api/token',
      '/api/user',
      '/api/customer',
      '/api/customer/list',
      '/api/menu',
      '/api/menu/log/{id}',
      '/api/settings',
      '/api/settings/site',
      '/api/settings/logoname',
      '/api/admin/passwordOptions',
    ]) {
      expect(doc.paths, path).toHaveProperty([path]);
    }
    // Schemas come from zod: the user answer lists its fields.
    const user = doc.paths['/api/user'].get.responses['200'].content['application/json'].schema;
    expect(Object.keys(user.properties)).toEqual(
      expect.arrayContaining(['username', 'isSalesperson', 'userType', 'sessionType']),
    );
    expect(doc.paths['/api/token'].post.requestBody.content).toHaveProperty(['application/x-www-form-urlencoded']);
    expect(doc.paths['/api/settings/site'].get.security).toEqual([]);
  });
});
