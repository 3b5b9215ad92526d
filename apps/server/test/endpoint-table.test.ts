import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allEndpoints, responsesOf } from '@provender/contract';
import { registeredApiRoutes } from '../src/app.ts';
import { call, createTestApp, type TestApp } from './helpers/app.ts';

interface OpenApiOperation {
  responses?: Record<string, { content?: Record<string, { schema?: { properties?: Record<string, unknown> } }> }>;
  security?: unknown[];
}
type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

let t: TestApp;
let refusal: unknown;
beforeAll(async () => {
  t = await createTestApp(
    {},
    {
      beforeReady: (app) => {
        try {
          app.get('/api/not-in-the-table', { config: { access: { anonymous: true } } }, async () => ({}));
        } catch (err) {
          refusal = err;
        }
      },
    },
  );
});
afterAll(() => t.close());

const openApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}');

describe('the endpoint table (decision 250)', () => {
  it('is exactly what the server registers: every row a route, every /api route a row', () => {
    const registered = registeredApiRoutes(t.app)
      .filter((r) => !r.url.startsWith('/api/docs'))
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    const table = allEndpoints.map((e) => `${e.method} ${e.path}`).sort();
    expect(registered).toEqual(table);
  });

  it('names what every answer that is not JSON produces, so it keeps the headers a framed document needs', () => {
    // A JSON answer gets the API's headers (decision 350); an answer the table describes as any
    // body (a PDF, a scan) must say what it produces, or the document viewer could not frame it.
    const undeclared = allEndpoints
      .filter((e) => (e.response as { def?: { type?: string } }).def?.type === 'any' && !e.produces?.length)
      .map((e) => `${e.method} ${e.path}`);
    expect(undeclared).toEqual([]);
  });

  it('refuses an /api route registered any other way', () => {
    expect(String(refusal)).toContain('GET /api/not-in-the-table is not registered from the endpoint table');
    expect(registeredApiRoutes(t.app).some((r) => r.url === '/api/not-in-the-table')).toBe(false);
  });

  it('shows every answer of every endpoint in /api/docs, errors in the shared shape', async () => {
    const res = await call(t.app, 'GET', '/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json<OpenApiDocument>();
    for (const endpoint of allEndpoints) {
      const name = `${endpoint.method} ${endpoint.path}`;
      const operation = doc.paths[openApiPath(endpoint.path)]?.[endpoint.method.toLowerCase()];
      expect(operation, name).toBeDefined();
      const documented = Object.keys(operation?.responses ?? {}).sort();
      const declared = Object.keys(responsesOf(endpoint)).sort();
      expect(documented, name).toEqual(declared);
      // Every endpoint answers a malformed request, a bad token and an internal failure.
      for (const status of ['400', '401', '403', '500']) expect(documented, name).toContain(status);
    }
    // The cart's refusal: a 409 whose body carries the line errors.
    const cartRefusal = doc.paths['/api/cart/line']?.post?.responses?.['409'];
    const properties = cartRefusal?.content?.['application/json']?.schema?.properties ?? {};
    expect(Object.keys(properties).sort()).toEqual(['code', 'errors', 'message']);
  });

  it('documents who may call: no token for public endpoints, an API key for integrations', async () => {
    const doc = (await call(t.app, 'GET', '/api/docs/json')).json<OpenApiDocument>();
    expect(doc.paths['/api/settings/site']?.get?.security).toEqual([]);
    expect(doc.paths['/api/integration/orders']?.get?.security).toEqual([{ apiKey: [] }]);
    expect(doc.paths['/api/cart']?.get?.security).toBeUndefined();
  });
});
