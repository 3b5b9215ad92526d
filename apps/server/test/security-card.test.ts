import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CardCheckoutResult } from '@provender/contract';
import { consumerAddresses, users } from '../src/db/schema/index.ts';
import { createTestGateway } from '../src/modules/payments/test-gateway.ts';
import { call, createTestApp, signIn, type TestApp } from './helpers/app.ts';
import { insertCatalogFixtures, type CatalogFixtures } from './helpers/catalog-fixtures.ts';
import { fillCart, newKey, orderCount, postHeader, type As } from './helpers/checkout.ts';

let t: TestApp;
let f: CatalogFixtures;
let consumer: As;
let customerId: number;
const gateway = createTestGateway();

const visa = { cardNumber: '4111 1111 1111 1111', expirationDate: '1230', cvv2: '123' };
const billing = {
  name: 'Jordan Ellis',
  address1: '48 Union Park',
  address2: '',
  city: 'Boston',
  state: 'MA',
  zip: '02118',
  phone: '(617) 555-0142',
  country: 'US',
  email: 'demo.consumer@example.com',
};

beforeAll(async () => {
  t = await createTestApp({ paymentGateway: gateway });
  f = await insertCatalogFixtures(t.db);
  consumer = { token: await signIn(t.app, 'demo.consumer@example.com'), shipMethod: 'delivery' };
  const [user] = await t.db
    .select({ customerId: users.customerId })
    .from(users)
    .where(eq(users.username, 'demo.consumer@example.com'));
  customerId = user?.customerId ?? 0;
  const [home] = await t.db.select().from(consumerAddresses).where(eq(consumerAddresses.customerId, customerId));
  await fillCart(t.app, consumer, [{ productKey: f.products.cola, unitOfMeasure: 'CS', orderQuantity: 2 }]);
  await postHeader(t.app, consumer, { customer_PO: 'Burst', addressId: home?.id ?? 0, deliveryDate: null });
});
afterAll(() => t.close());

describe('concurrent card checkouts of one cart (defect 8)', () => {
  it('with ten different keys charge the card once and place one order', async () => {
    const estimate = await call(t.app, 'GET', '/api/checkout', consumer);
    expect(estimate.statusCode, estimate.body).toBe(200);
    const orderTotal = estimate.json().total as number;
    const [ordersBefore, chargesBefore] = [await orderCount(t.db, customerId), gateway.transactions().length];
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(t.app, 'POST', '/api/checkout', {
          ...consumer,
          payload: { creditCard: visa, address: billing, orderTotal },
          headers: { 'idempotency-key': newKey() },
        }),
      ),
    );
    for (const a of answers) expect(a.statusCode, a.body).toBeLessThan(500);
    const placed = answers.filter((a) => a.statusCode === 200 && (a.json() as CardCheckoutResult).isSuccess);
    expect(placed).toHaveLength(1);
    expect(await orderCount(t.db, customerId)).toBe(ordersBefore + 1);
    // Only one authorization was attempted at all: nothing to capture and void.
    expect(gateway.transactions().length).toBe(chargesBefore + 1);
  });
});
