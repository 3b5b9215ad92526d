import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { call, createTestApp, signIn, type TestApp } from './helpers/app.ts';
import { newKey } from './helpers/checkout.ts';
import { customerKeys } from './helpers/personas.ts';
import { balancesOf, replaceReceivables } from './helpers/receivables.ts';
import {
  DECLINE_ZIP,
  FAKE_KEY,
  FAKE_LOGIN,
  startAuthorizeNetFake,
  type AuthorizeNetFake,
} from './fakes/authorize-net-fake.ts';

let fake: AuthorizeNetFake;
let t: TestApp;
let buyer: string;
let customerId: number;

const address = {
  accountHolderName: 'Dana Whitfield',
  address1: '12 Commercial St',
  city: 'Boston',
  state: 'MA',
  zip: '02109',
};
const card = { cardNumber: '4111111111111111', expirationDate: '1230', cvv2: '123' };

beforeAll(async () => {
  fake = await startAuthorizeNetFake();
  // Configured exactly as a site is: PAYMENT_GATEWAY and the credentials in the environment.
  const { gatewayChoice } = loadConfig(
    {
      NODE_ENV: 'test',
      PAYMENT_GATEWAY: 'authorizenet',
      AUTHORIZENET_LOGIN_ID: FAKE_LOGIN,
      AUTHORIZENET_TRANSACTION_KEY: FAKE_KEY,
      AUTHORIZENET_ENDPOINT: fake.url,
      AUTHORIZENET_TIMEOUT_MS: '2000',
    },
    { jwtSecret: new Uint8Array(32), altchaHmacKey: 'x'.repeat(32) },
  );
  t = await createTestApp({ gatewayChoice, now: () => new Date('2026-03-15T14:00:00Z') });
  buyer = await signIn(t.app, 'buyer.c10005');
  customerId = (await customerKeys(t.db, 'C10005')).C10005;
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

describe('POST /api/payment through Authorize.Net (local fake)', () => {
  it('pays by card, and a decline or an outage changes nothing', async () => {
    await replaceReceivables(t.db, customerId, [
      {
        code: 'A1',
        recordType: 1,
        reference: '610001',
        invoiceDate: '2026-02-01',
        dueDate: '2026-03-03',
        initial: '64.10',
      },
      {
        code: 'A2',
        recordType: 1,
        reference: '610002',
        invoiceDate: '2026-02-02',
        dueDate: '2026-03-04',
        initial: '12.00',
      },
    ]);
    const pay = (details: object[], amount: number, zip = '02109') =>
      call(t.app, 'POST', '/api/payment', {
        token: buyer,
        headers: { 'idempotency-key': newKey() },
        payload: { paymentType: 1, paymentAmount: amount, details, address: { ...address, zip }, creditCard: card },
      });
    const ok = await pay([{ arCode: 'A1', amount: 64.1 }], 64.1);
    expect(ok.json()).toMatchObject({ isSuccess: true, transactionId: expect.stringMatching(/^6\d{10}$/) });
    expect(fake.requests.at(-1)?.createTransactionRequest.transactionRequest['amount']).toBe('64.10');

    const declined = await pay([{ arCode: 'A2', amount: 12 }], 12, DECLINE_ZIP);
    expect(declined.json()).toMatchObject({
      isSuccess: false,
      errorReason: 'The card was declined. This transaction has been declined.',
    });
    fake.mode = 'hang';
    const down = await pay([{ arCode: 'A2', amount: 12 }], 12);
    fake.mode = 'normal';
    expect(down.statusCode).toBe(502);
    expect(await balancesOf(t.db, customerId)).toEqual({ A1: '0.00', A2: '12.00' });
  });
});
