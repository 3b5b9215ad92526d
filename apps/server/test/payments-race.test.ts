import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentResult } from '@provender/contract';
import { createTestGateway, type TestGateway } from '../src/modules/payments/test-gateway.ts';
import { call, createTestApp, signIn, type TestApp } from './helpers/app.ts';
import { newKey } from './helpers/checkout.ts';
import { customerKeys } from './helpers/personas.ts';
import { balancesOf, replaceReceivables } from './helpers/receivables.ts';

const inner = createTestGateway();
/** The processor takes a while, so two requests are surely in flight at once. */
const slow: TestGateway = {
  ...inner,
  async charge(request) {
    await new Promise((resolve) => setTimeout(resolve, 150));
    return inner.charge(request);
  },
};

let t: TestApp;
let buyer: string;
let buyerTwo: string;
let customerId: number;

const body = {
  paymentType: 1,
  paymentAmount: 250,
  details: [{ arCode: 'R1', amount: 250 }],
  address: {
    accountHolderName: 'Dana Whitfield',
    address1: '12 Commercial St',
    city: 'Boston',
    state: 'MA',
    zip: '02109',
  },
  creditCard: { cardNumber: '4111111111111111', expirationDate: '1230', cvv2: '123' },
};
const pay = (token: string, key: string, payload: object = body) =>
  call(t.app, 'POST', '/api/payment', { token, payload, headers: { 'idempotency-key': key } });

beforeAll(async () => {
  t = await createTestApp({ paymentGateway: slow, now: () => new Date('2026-03-15T14:00:00Z') });
  buyer = await signIn(t.app, 'buyer.c10005');
  // A second session of the same buyer: a colleague at another desk paying the same invoice.
  buyerTwo = await signIn(t.app, 'buyer.c10005');
  customerId = (await customerKeys(t.db, 'C10005')).C10005;
});
afterAll(() => t.close());

describe(`two payments of one invoice at once (${process.env['TEST_DATABASE_URL'] ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('never take its balance past zero: one pays, the other is refused uncharged', async () => {
    await replaceReceivables(t.db, customerId, [
      {
        code: 'R1',
        recordType: 1,
        reference: '600001',
        invoiceDate: '2026-02-01',
        dueDate: '2026-03-03',
        initial: '250.00',
      },
    ]);
    const before = inner.transactions().length;
    const answers = await Promise.all([pay(buyer, newKey()), pay(buyerTwo, newKey())]);
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses, answers.map((a) => a.body).join('\n')).toEqual([200, 422]);
    const refused = answers.find((a) => a.statusCode === 422);
    expect(refused?.json().message).toBe('R1: Amount cannot be greater than balance.');
    expect((await balancesOf(t.db, customerId))['R1']).toBe('0.00');
    expect(inner.transactions().length).toBe(before + 1);
  });

  it('with the same Idempotency-Key both answer the one payment, charged once', async () => {
    await replaceReceivables(t.db, customerId, [
      {
        code: 'R1',
        recordType: 1,
        reference: '600002',
        invoiceDate: '2026-02-01',
        dueDate: '2026-03-03',
        initial: '250.00',
      },
    ]);
    const before = inner.transactions().length;
    const key = newKey();
    const answers = await Promise.all([pay(buyer, key), pay(buyer, key)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const [a, b] = answers.map((x) => x.json() as PaymentResult);
    expect(a?.isSuccess).toBe(true);
    expect(b).toEqual(a);
    expect((await balancesOf(t.db, customerId))['R1']).toBe('0.00');
    expect(inner.transactions().length).toBe(before + 1);
  });
});
