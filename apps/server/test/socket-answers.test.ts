import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { allEndpoints, apiErrorSchema, responsesOf, type EndpointSpec } from '@provender/contract';
import { createTestApp, signIn, type TestApp } from './helpers/app.ts';
import { listen, type Listening } from './helpers/socket.ts';

/**
 * Every answer over a real socket, as every real client meets it (issue 39, items 2 and 3): the
 * endpoint table walked as a guest, a buyer and an administrator, each answer checked for a status
 * the table declares, a content type, and a body its schema for that status accepts.
 */
let t: TestApp;
let server: Listening;
let callers: { name: string; token: string | undefined }[];
beforeAll(async () => {
  t = await createTestApp();
  server = await listen(t.app);
  callers = [
    { name: 'guest', token: undefined },
    { name: 'buyer', token: await signIn(t.app, 'demo.customer') },
    { name: 'admin', token: await signIn(t.app, 'demo.admin') },
  ];
});
afterAll(async () => {
  await server.close();
  await t.close();
});

const JSON_TYPE = /^application\/json(;|$)/;

async function send(method: string, path: string, token: string | undefined, body?: string, type = 'application/json') {
  const headers: Record<string, string> = {};
  if (token) headers['authorization'] = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = type;
  const res = await fetch(`${server.url}${path}`, { method, headers, ...(body !== undefined ? { body } : {}) });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, type: res.headers.get('content-type'), bytes, text: bytes.toString('utf8') };
}

const deepArray = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);
const deepObject = (depth: number) => '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);

describe('deeply nested JSON (item 2)', () => {
  it('is refused with 400 on every JSON route, anonymous ones included, before any walk', async () => {
    const withBody = allEndpoints.filter((e) => e.body !== undefined && !e.path.startsWith('/api/integration/import'));
    expect(withBody.length).toBeGreaterThan(30);
    const wrong: string[] = [];
    for (const endpoint of withBody) {
      const path = endpoint.path.replace(/:(\w+)/g, '1');
      for (const body of [deepArray(5000), deepObject(5000)]) {
        const res = await send(endpoint.method, path, callers[1]?.token, body);
        // A caller the route refuses (401, 403) is refused before its body is read; anyone else
        // gets the depth refusal (the token endpoint in OAuth's error shape, RFC 6749 5.2).
        const refusedFirst = res.status === 401 || res.status === 403;
        const told = res.status === 400 && JSON_TYPE.test(res.type ?? '') && res.text.includes('nested too deeply');
        if (!refusedFirst && !told)
          wrong.push(`${endpoint.method} ${endpoint.path}: ${res.status} ${res.type} ${res.text.slice(0, 120)}`);
      }
    }
    expect(wrong).toEqual([]);
    // The anonymous route of the report, with no token at all.
    const res = await send('POST', '/api/password/userType', undefined, deepArray(5000));
    expect(res.status).toBe(400);
    expect(res.type).toMatch(JSON_TYPE);
    expect(apiErrorSchema.parse(JSON.parse(res.text)).code).toBe('VALIDATION');
  });

  it('passes a body nested as deep as the limit to the route, and one level more is refused', async () => {
    // deepObject(n) nests n objects, the innermost holding a number: 64 levels reach the route's
    // own schema (a 400 naming its field), 65 do not.
    const within = await send('POST', '/api/password/userType', undefined, deepObject(64));
    expect(within.status).toBe(400);
    expect(within.text).not.toContain('nested too deeply');
    const beyond = await send('POST', '/api/password/userType', undefined, deepObject(65));
    expect(beyond.text).toContain('nested too deeply');
    const ok = await send('POST', '/api/password/userType', undefined, JSON.stringify({ resetToken: 'no-such-token' }));
    expect(ok.status).toBe(200);
    expect(ok.type).toMatch(JSON_TYPE);
  });
});

describe('refusals carry their content type (item 3)', () => {
  it('on the answers the report names', async () => {
    const buyer = callers[1]?.token;
    const cases = [
      await send('GET', '/api/user', undefined),
      await send('GET', '/api/product/99999999999999999999', buyer),
      await send('POST', '/api/cart/header', buyer, '{"customerShipToCode":5}'),
      await send('POST', '/api/cart/line', buyer, '{}'),
      await send('DELETE', '/api/orderguide/%00', buyer),
    ];
    for (const res of cases) {
      expect(res.status, res.text).toBeGreaterThanOrEqual(400);
      expect(res.type, res.text).toMatch(JSON_TYPE);
      expect(apiErrorSchema.safeParse(JSON.parse(res.text)).success, res.text).toBe(true);
    }
  });
});

/** Parameters of a path filled with a plausible value: 1 for ids, the demo's names elsewhere. */
const pathOf = (endpoint: EndpointSpec) => endpoint.path.replace(/:(\w+)/g, '1');

const isJsonAnswer = (endpoint: EndpointSpec, status: number) =>
  status >= 400 || endpoint.produces === undefined || endpoint.status !== status;

describe('the endpoint table walked over a socket', () => {
  it('answers every endpoint with a declared status, a content type and a body its schema accepts', async () => {
    const wrong: string[] = [];
    const seen = { success: 0, refusal: 0 };
    // Reads first, so a write of the walk cannot take away what a read would have shown.
    const ordered = [...allEndpoints].sort((a, b) => Number(a.method !== 'GET') - Number(b.method !== 'GET'));
    for (const endpoint of ordered) {
      if (endpoint.path === '/api/token') continue; // argon2 per call; its own tests cover it
      for (const caller of callers) {
        const body = endpoint.method === 'GET' || endpoint.method === 'DELETE' ? undefined : '{}';
        const res = await send(endpoint.method, pathOf(endpoint), caller.token, body);
        const what = `${endpoint.method} ${endpoint.path} as ${caller.name}: ${res.status} ${res.type}`;
        const declared = responsesOf(endpoint);
        const schema = declared[res.status];
        if (schema === undefined) {
          wrong.push(
            `${what}: status not in the table (${Object.keys(declared).join(', ')}) ${res.text.slice(0, 160)}`,
          );
          continue;
        }
        if (res.status >= 500) wrong.push(`${what}: ${res.text.slice(0, 160)}`);
        if (res.status >= 400) seen.refusal++;
        else seen.success++;
        if (res.status === 204 || res.status === 304) continue;
        if (!res.type) {
          wrong.push(`${what}: no content type`);
          continue;
        }
        if (!isJsonAnswer(endpoint, res.status)) {
          const produced = endpoint.produces ?? [];
          if (!produced.some((type) => res.type?.startsWith(type)))
            wrong.push(`${what}: not one of ${produced.join(', ')}`);
          continue;
        }
        if (!JSON_TYPE.test(res.type)) {
          wrong.push(`${what}: JSON expected`);
          continue;
        }
        const checked = z.safeParse(schema as z.ZodType, JSON.parse(res.text));
        if (!checked.success) wrong.push(`${what}: body fails its schema: ${checked.error.message.slice(0, 200)}`);
      }
    }
    expect(wrong).toEqual([]);
    // The walk saw both kinds of answer in numbers.
    expect(seen.success).toBeGreaterThan(60);
    expect(seen.refusal).toBeGreaterThan(150);
  }, 120_000);
});
