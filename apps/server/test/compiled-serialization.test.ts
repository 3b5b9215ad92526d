import Fastify from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { cartLinesResponseSchema, cartSchema, menuSchema, userSchema, userSettingsSchema } from '@provender/contract';
import { compiledResponse, responseJsonSchema, serializerCompiler } from '../src/hot-reads/compiled-serializer.ts';
import { call, createTestApp, signIn, type TestApp } from './helpers/app.ts';
import { insertCatalogFixtures } from './helpers/catalog-fixtures.ts';
import { fillCart, type As } from './helpers/checkout.ts';

/*
 * The hot reads' answers are written by a serializer compiled from their JSON schema (decision
 * 241). Their bytes must be what the zod serializer writes for the same data: same properties, same
 * order, same values; and nothing the schema does not declare is ever written.
 */
let t: TestApp;
let customer: As;
let f: Awaited<ReturnType<typeof insertCatalogFixtures>>;
const routes = [
  { url: '/api/user', schema: userSchema },
  { url: '/api/menu', schema: menuSchema },
  { url: '/api/settings', schema: userSettingsSchema },
  { url: '/api/cart', schema: cartSchema },
] as const;

beforeAll(async () => {
  t = await createTestApp();
  f = await insertCatalogFixtures(t.db);
  customer = { token: await signIn(t.app, 'demo.customer') };
  await fillCart(t.app, customer, [
    { productKey: f.products.chicken, unitOfMeasure: 'CS', orderQuantity: 2, unitOfMeasure_Prc: 'LB' },
    { productKey: f.products.cola, unitOfMeasure: 'EA', orderQuantity: 12 },
  ]);
});
afterAll(() => t.close());

/** The same data served by one route with the compiled serializer and one with zod's. */
async function bothWays(schema: z.core.$ZodType, data: unknown) {
  const app = Fastify();
  app.setSerializerCompiler(serializerCompiler);
  app.get('/compiled', { schema: { response: { 200: compiledResponse(schema) } } }, async () => data);
  app.get(
    '/zod',
    { schema: { response: { 200: schema } }, serializerCompiler: zodSerializerCompiler as never },
    async () => data,
  );
  await app.ready();
  const [compiled, zod] = await Promise.all([app.inject('/compiled'), app.inject('/zod')]);
  await app.close();
  return { compiled, zod };
}

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
}

/**
 * The answer with an undeclared property added to every object the schema declares properties of
 * (not to records such as `additional`, whose keys are data).
 */
function withStrays(value: unknown, schema: JsonSchema): unknown {
  const branches = schema.anyOf ?? [schema];
  if (Array.isArray(value)) {
    const items = branches.find((b) => b.items)?.items;
    return items ? value.map((v) => withStrays(v, items)) : value;
  }
  const object = branches.find((b) => b.properties);
  if (value && typeof value === 'object' && object?.properties) {
    const properties = object.properties;
    return {
      ...Object.fromEntries(
        Object.entries(value).map(([k, v]) => [k, properties[k] ? withStrays(v, properties[k]) : v]),
      ),
      stray: 'not in the schema',
    };
  }
  return value;
}

describe('compiled serialization of the hot reads', () => {
  it.each(routes)(
    'answers $url with the bytes the zod serializer writes for the same data',
    async ({ url, schema }) => {
      const res = await call(t.app, 'GET', url, customer);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
      const answer: unknown = res.json();
      expect(res.body).toBe(JSON.stringify(z.encode(schema as z.core.$ZodType, answer)));

      // The same data through both serializers, side by side, writes the same bytes.
      const same = await bothWays(schema, answer);
      expect(same.zod.statusCode, same.zod.body).toBe(200);
      expect(same.compiled.body).toBe(same.zod.body);

      // With undeclared properties everywhere the compiled serializer leaves them out (nothing the
      // schema does not name is ever sent), where zod's strict schemas refuse the answer.
      const strays = await bothWays(schema, withStrays(answer, responseJsonSchema(schema) as JsonSchema));
      expect(strays.compiled.statusCode).toBe(200);
      expect(strays.compiled.body).toBe(res.body);
      expect(strays.zod.statusCode).toBe(500);
    },
  );

  it('answers POST /api/cart/lines (the order fill, decision 340) with the bytes the zod serializer writes', async () => {
    // The cart's two lines again: merged into them, so the cart keeps its two lines.
    const res = await call(t.app, 'POST', '/api/cart/lines', {
      ...customer,
      payload: [
        { productKey: f.products.chicken, unitOfMeasure: 'CS', orderQuantity: 2, unitOfMeasure_Prc: 'LB' },
        { productKey: f.products.cola, unitOfMeasure: 'EA', orderQuantity: 12 },
      ],
      query: { confirmQuantity: 'true' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer.data).toHaveLength(2);
    expect(res.body).toBe(JSON.stringify(z.encode(cartLinesResponseSchema, answer)));
    const same = await bothWays(cartLinesResponseSchema, answer);
    expect(same.compiled.body).toBe(same.zod.body);
  });

  it('keeps a non-empty answer on every hot read (the comparison above compares something)', async () => {
    const cart = (await call(t.app, 'GET', '/api/cart', customer)).json();
    expect(cart.lines).toHaveLength(2);
    const menu = (await call(t.app, 'GET', '/api/menu', customer)).json();
    expect(Array.isArray(menu) ? menu.length : Object.keys(menu).length).toBeGreaterThan(0);
  });
});
