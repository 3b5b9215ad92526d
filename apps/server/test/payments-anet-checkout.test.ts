import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CardMessages, PaymentMessages, type CardCheckoutResult } from '@provender/contract';
import { passesLuhn } from '@provender/rules';
import { cardCharges, users } from '../src/db/schema/index.ts';
import { createAuthorizeNetGateway } from '../src/modules/payments/authorize-net-gateway.ts';
import { call, createTestApp, signIn, type TestApp } from './helpers/app.ts';
import { insertCatalogFixtures, setCustomerSetting, type CatalogFixtures } from './helpers/catalog-fixtures.ts';
import { fillCart, newKey, orderCount, postHeader, type As } from './helpers/checkout.ts';
import { FAKE_KEY, FAKE_LOGIN, startAuthorizeNetFake, type AuthorizeNetFake } from './fakes/authorize-net-fake.ts';

let fake: AuthorizeNetFake;
let t: TestApp;
let f: CatalogFixtures;
let consumer: As;
let customerId: number;

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
const testMode = (on: boolean) =>
  setCustomerSetting(t.db, customerId, 'creditCardSettings', {
    addressRequired: true,
    ccV2Required: true,
    holderNameRequired: true,
    phoneRequired: false,
    isTestTransaction: on,
  });

beforeAll(async () => {
  fake = await startAuthorizeNetFake();
  t = await createTestApp({
    paymentGateway: createAuthorizeNetGateway({
      loginId: FAKE_LOGIN,
      transactionKey: FAKE_KEY,
      endpoint: fake.url,
      timeoutMs: 500,
    }),
    // A Tuesday, 10:00 in New York: before the cut-offs, away from holidays (decision 233).
    now: () => new Date('2026-03-10T14:00:00Z'),
  });
  f = await insertCatalogFixtures(t.db);
  consumer = { token: await signIn(t.app, 'demo.consumer@example.com'), shipMethod: 'pickup' };
  const [user] = await t.db
    .select({ customerId: users.customerId })
    .from(users)
    .where(eq(users.username, 'demo.consumer@example.com'));
  customerId = user?.customerId ?? 0;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(async () => {
  fake.reset();
  await testMode(false);
  await fillCart(t.app, consumer, [{ productKey: f.products.cola, unitOfMeasure: 'CS', orderQuantity: 2 }]);
  await postHeader(t.app, consumer, { customer_PO: 'Gateway check' });
});

async function total(): Promise<number> {
  const res = await call(t.app, 'GET', '/api/checkout', consumer);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().total;
}
const pay = async (key: string, creditCard: object = visa) =>
  call(t.app, 'POST', '/api/checkout', {
    ...consumer,
    payload: { creditCard, address: billing, orderTotal: await total() },
    headers: { 'idempotency-key': key },
  });
const chargesOf = (key: string, status: string) =>
  t.db
    .select()
    .from(cardCharges)
    .where(and(eq(cardCharges.customerId, customerId), eq(cardCharges.status, status)))
    .then((rows) => rows.filter((r) => r.idempotencyKey?.endsWith(key)));

describe(`card checkout through Authorize.Net (faithful fake, ${process.env['TEST_DATABASE_URL'] ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('1. in test mode the sandbox approval (transaction id "0") places the order', async () => {
    await testMode(true);
    const before = await orderCount(t.db, customerId);
    const res = await pay(newKey());
    expect(res.json()).toMatchObject({ isSuccess: true, transactionId: '0', orderNumber: expect.any(String) });
    expect(await orderCount(t.db, customerId)).toBe(before + 1);
    expect(fake.transactions()).toHaveLength(0);
  });

  it('2. a charge whose answer times out is found, and the order placed once; a retry answers the same order', async () => {
    const key = newKey();
    const before = await orderCount(t.db, customerId);
    fake.once('charge', 'recordThenHang');
    const first = await pay(key);
    expect(first.statusCode, first.body).toBe(200);
    const [charge] = fake.charged();
    const result = first.json() as CardCheckoutResult;
    expect(result).toMatchObject({ isSuccess: true, transactionId: charge?.transId });
    const again = await call(t.app, 'POST', '/api/checkout', {
      ...consumer,
      payload: { creditCard: visa, address: billing, orderTotal: result.order?.estimatedTotal ?? 0 },
      headers: { 'idempotency-key': key },
    });
    expect((again.json() as CardCheckoutResult).orderNumber).toBe(result.orderNumber);
    expect(fake.charged()).toHaveLength(1);
    expect(await orderCount(t.db, customerId)).toBe(before + 1);
  });

  it('2. when the look-up fails too: 502, kept as unknown; a retry after the duplicate window orders once, charged once', async () => {
    const key = newKey();
    const before = await orderCount(t.db, customerId);
    fake.once('charge', 'recordThenHang');
    fake.once('unsettledList', 'http500');
    const first = await pay(key);
    expect(first.statusCode).toBe(502);
    expect(first.json().message).toBe(PaymentMessages.outcomeUnknown);
    expect(await chargesOf(key, 'unknown')).toHaveLength(1);
    expect(await orderCount(t.db, customerId)).toBe(before);

    fake.advance(3600);
    const retry = await pay(key);
    const [charge] = fake.charged();
    expect(retry.json()).toMatchObject({ isSuccess: true, transactionId: charge?.transId });
    expect(fake.charged()).toHaveLength(1);
    expect(await orderCount(t.db, customerId)).toBe(before + 1);
    // The unknown attempt is settled: nothing is left for a person to chase.
    expect(await chargesOf(key, 'unknown')).toEqual([]);
    expect(await chargesOf(key, 'resolved')).toHaveLength(1);
  });

  it('2. a retry inside the duplicate window (error 11) is the first charge: one order, one charge', async () => {
    const key = newKey();
    const before = await orderCount(t.db, customerId);
    fake.once('charge', 'recordThenHang');
    fake.once('unsettledList', 'http500');
    expect((await pay(key)).statusCode).toBe(502);
    // As if the node had stopped before keeping the attempt: the retry charges, and the processor says duplicate.
    await t.db.delete(cardCharges).where(eq(cardCharges.status, 'unknown'));
    fake.advance(30);
    const retry = await pay(key);
    const [charge] = fake.charged();
    expect(retry.json()).toMatchObject({ isSuccess: true, transactionId: charge?.transId });
    expect(fake.charged()).toHaveLength(1);
    expect(await orderCount(t.db, customerId)).toBe(before + 1);
  });

  it('3. a charge held for review is declined at the processor, then the buyer told declined; nothing ordered', async () => {
    const key = newKey();
    const before = await orderCount(t.db, customerId);
    fake.once('charge', 'hold');
    const res = await pay(key);
    const held = fake.transactions().at(-1);
    expect(res.json()).toMatchObject({ isSuccess: false, errorReason: PaymentMessages.declined });
    expect(held?.transactionStatus).toBe('declined');
    expect(fake.charged()).toHaveLength(0);
    expect(await chargesOf(key, 'declined')).toEqual([expect.objectContaining({ transactionId: held?.transId })]);
    expect(await orderCount(t.db, customerId)).toBe(before);
  });

  it('3. a held charge that cannot be declined is never answered "declined"; a person is told', async () => {
    const key = newKey();
    const before = await orderCount(t.db, customerId);
    fake.once('charge', 'hold');
    fake.once('updateHeld', 'error');
    fake.once('void', 'error');
    const res = await pay(key);
    const held = fake.transactions().at(-1);
    expect(res.json()).toMatchObject({ isSuccess: false, errorReason: PaymentMessages.heldForReview });
    expect(JSON.stringify(res.json())).not.toMatch(/declined/i);
    expect(held?.transactionStatus).toBe('FDSPendingReview');
    expect(await chargesOf(key, 'held')).toEqual([expect.objectContaining({ transactionId: held?.transId })]);
    expect(await orderCount(t.db, customerId)).toBe(before);
  });

  it('4. a 19-digit Visa the card rules accept is refused with a card message before anything is sent', async () => {
    const body = '411111111111111111';
    const visa19 = [...'0123456789'].map((d) => body + d).find((n) => passesLuhn(n)) ?? '';
    const before = await orderCount(t.db, customerId);
    const res = await pay(newKey(), { ...visa, cardNumber: visa19 });
    expect(res.json()).toMatchObject({ isSuccess: false, errorReason: CardMessages.processorLength(16) });
    expect(fake.requests).toHaveLength(0);
    expect(await orderCount(t.db, customerId)).toBe(before);
  });
});
