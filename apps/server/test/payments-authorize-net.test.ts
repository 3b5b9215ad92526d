import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CardMessages, PaymentMessages, ReceivableMessages, type PaymentResult } from '@provender/contract';
import { passesLuhn } from '@provender/rules';
import { loadConfig } from '../src/config.ts';
import { payments } from '../src/db/schema/index.ts';
import { call, createTestApp, signIn, type TestApp } from './helpers/app.ts';
import { setCustomerSetting } from './helpers/catalog-fixtures.ts';
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
const cardSettings = {
  addressRequired: true,
  ccV2Required: true,
  holderNameRequired: true,
  phoneRequired: false,
};
/** The distributor's test-transaction mode: on (sandbox testing) or off (real cards). */
const testMode = (on: boolean) =>
  setCustomerSetting(t.db, customerId, 'creditCardSettings', { ...cardSettings, isTestTransaction: on });

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
      AUTHORIZENET_TIMEOUT_MS: '1000',
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
beforeEach(async () => {
  fake.reset();
  await testMode(false);
  // Each scenario counts its own payment rows (their applications go with them).
  await t.db.delete(payments).where(eq(payments.customerId, customerId));
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
});

const pay = (
  details: object[],
  amount: number,
  options: { key?: string; zip?: string; creditCard?: object; paymentType?: number; bankAccount?: object } = {},
) =>
  call(t.app, 'POST', '/api/payment', {
    token: buyer,
    headers: { 'idempotency-key': options.key ?? newKey() },
    payload: {
      paymentType: options.paymentType ?? 1,
      paymentAmount: amount,
      details,
      address: { ...address, zip: options.zip ?? address.zip },
      ...(options.bankAccount ? { bankAccount: options.bankAccount } : { creditCard: options.creditCard ?? card }),
    },
  });
const payA1 = (key?: string) => pay([{ arCode: 'A1', amount: 64.1 }], 64.1, key ? { key } : {});
const rowsOf = (status: string) =>
  t.db
    .select()
    .from(payments)
    .where(and(eq(payments.customerId, customerId), eq(payments.status, status)));
const capturedFor = async (transactionId: string | null | undefined) =>
  (await rowsOf('captured')).filter((p) => p.transactionId === transactionId);

describe(`POST /api/payment through Authorize.Net (faithful fake, ${process.env['TEST_DATABASE_URL'] ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('pays by card, and a decline or an outage changes nothing', async () => {
    const ok = await payA1();
    expect(ok.json()).toMatchObject({ isSuccess: true, transactionId: expect.stringMatching(/^6\d{10}$/) });
    expect(fake.requests.at(-1)?.createTransactionRequest.transactionRequest['amount']).toBe('64.10');

    const declined = await pay([{ arCode: 'A2', amount: 12 }], 12, { zip: DECLINE_ZIP });
    expect(declined.json()).toMatchObject({
      isSuccess: false,
      errorReason: 'The card was declined. This transaction has been declined.',
    });
    fake.mode = 'hang';
    const down = await pay([{ arCode: 'A2', amount: 12 }], 12);
    fake.mode = 'normal';
    expect(down.statusCode).toBe(502);
    expect(await balancesOf(t.db, customerId)).toEqual({ A1: '0.00', A2: '12.00' });
    expect(fake.charged()).toHaveLength(1);
    expect(fake.schemaRefusals).toEqual([]);
  });

  it('1. in test mode the sandbox approval (transaction id "0") pays the items', async () => {
    await testMode(true);
    const res = await payA1();
    expect(res.json()).toMatchObject({ isSuccess: true, transactionId: '0' });
    expect(fake.requests.at(-1)?.createTransactionRequest.transactionRequest['transactionSettings']).toMatchObject({
      setting: [{ settingName: 'duplicateWindow' }, { settingName: 'testRequest', settingValue: 'true' }],
    });
    expect((await balancesOf(t.db, customerId))['A1']).toBe('0.00');
    // A test request moves no money: the processor keeps nothing.
    expect(fake.transactions()).toHaveLength(0);
  });

  it('2. a charge whose answer times out is found by its invoice number: paid once, and a retry answers it', async () => {
    const key = newKey();
    fake.once('charge', 'recordThenHang');
    const first = await payA1(key);
    expect(first.statusCode, first.body).toBe(200);
    const [charge] = fake.charged();
    expect(first.json()).toMatchObject({ isSuccess: true, transactionId: charge?.transId });
    const again = await payA1(key);
    expect(again.json()).toEqual(first.json());
    expect(fake.charged()).toHaveLength(1);
    expect(await capturedFor(charge?.transId)).toHaveLength(1);
    expect((await balancesOf(t.db, customerId))['A1']).toBe('0.00');
  });

  it('2. when the look-up fails too: 502 kept as unknown, and a retry after the duplicate window still charges once', async () => {
    const key = newKey();
    fake.once('charge', 'recordThenHang');
    fake.once('unsettledList', 'http500');
    const first = await payA1(key);
    expect(first.statusCode).toBe(502);
    expect(first.json().message).toBe(PaymentMessages.outcomeUnknown);
    expect(await rowsOf('unknown')).toEqual([expect.objectContaining({ amount: '64.10', last4: '1111' })]);
    expect((await balancesOf(t.db, customerId))['A1']).toBe('64.10');

    fake.advance(3600);
    const retry = await payA1(key);
    const [charge] = fake.charged();
    expect(retry.json() as PaymentResult).toMatchObject({ isSuccess: true, transactionId: charge?.transId });
    expect(fake.charged()).toHaveLength(1);
    expect(await capturedFor(charge?.transId)).toHaveLength(1);
    expect((await balancesOf(t.db, customerId))['A1']).toBe('0.00');
    // The unknown attempt is settled: nothing is left for a person to chase.
    expect(await rowsOf('unknown')).toEqual([]);
    expect(await rowsOf('resolved')).toEqual([
      expect.objectContaining({ message: expect.stringMatching(/settled by payment \d+$/) }),
    ]);
  });

  it('2. while the outcome stays unknown a retry charges nothing; once the processor answers it is the first charge', async () => {
    const key = newKey();
    fake.once('charge', 'recordThenHang');
    fake.once('unsettledList', 'http500');
    fake.once('unsettledList', 'http500');
    expect((await payA1(key)).statusCode).toBe(502);
    const blind = await payA1(key);
    expect(blind.statusCode).toBe(502);
    expect(blind.json().message).toBe(PaymentMessages.outcomeUnknown);
    expect(fake.requests.filter((r) => r.createTransactionRequest)).toHaveLength(1);
    const retry = await payA1(key);
    const [charge] = fake.charged();
    expect(retry.json()).toMatchObject({ isSuccess: true, transactionId: charge?.transId });
    expect(fake.charged()).toHaveLength(1);
    expect(await capturedFor(charge?.transId)).toHaveLength(1);
  });

  it('2. a retry inside the duplicate window (error 11) is the first charge, not a decline', async () => {
    const key = newKey();
    fake.once('charge', 'recordThenHang');
    fake.once('unsettledList', 'http500');
    expect((await payA1(key)).statusCode).toBe(502);
    // As if the node had stopped before keeping the attempt: the retry charges, and the processor says duplicate.
    await t.db.delete(payments).where(and(eq(payments.customerId, customerId), eq(payments.status, 'unknown')));
    fake.advance(30);
    const retry = await payA1(key);
    const [charge] = fake.charged();
    expect(retry.json()).toMatchObject({ isSuccess: true, transactionId: charge?.transId });
    expect(fake.charged()).toHaveLength(1);
    expect(await capturedFor(charge?.transId)).toHaveLength(1);
  });

  it('3. a charge held for review is declined at the processor before the buyer is told so', async () => {
    fake.once('charge', 'hold');
    const res = await payA1();
    const held = fake.transactions().at(-1);
    expect(res.json()).toMatchObject({
      isSuccess: false,
      errorReason: expect.stringMatching(/^The card was declined\. Held for review/),
    });
    expect(held?.transactionStatus).toBe('declined');
    expect(fake.charged()).toHaveLength(0);
    expect(await rowsOf('declined')).toEqual([expect.objectContaining({ transactionId: held?.transId })]);
    expect((await balancesOf(t.db, customerId))['A1']).toBe('64.10');
  });

  it('3. when the held charge cannot be declined the buyer is not told "declined", and a person is', async () => {
    fake.once('charge', 'hold');
    // Whatever the adapter uses to cancel the held charge fails.
    fake.once('updateHeld', 'error');
    fake.once('void', 'error');
    const res = await payA1();
    const held = fake.transactions().at(-1);
    expect(res.json()).toMatchObject({ isSuccess: false, errorReason: ReceivableMessages.heldForReview });
    expect(JSON.stringify(res.json())).not.toMatch(/declined/i);
    expect(held?.transactionStatus).toBe('FDSPendingReview');
    expect(await rowsOf('held')).toEqual([expect.objectContaining({ transactionId: held?.transId, amount: '64.10' })]);
    expect((await balancesOf(t.db, customerId))['A1']).toBe('64.10');
  });

  it('4. a 17-digit card the rules accept is refused with a card message before anything is sent', async () => {
    // Discover, 17 digits, passing the Luhn check: valid to the card rules, too long for the processor.
    const body = '6011000000000000';
    const discover17 = [...'0123456789'].map((d) => body + d).find((n) => passesLuhn(n)) ?? '';
    const res = await pay([{ arCode: 'A1', amount: 64.1 }], 64.1, { creditCard: { ...card, cardNumber: discover17 } });
    expect(res.json()).toMatchObject({ isSuccess: false, errorReason: CardMessages.processorLength(16) });
    expect(fake.requests).toHaveLength(0);
    expect((await balancesOf(t.db, customerId))['A1']).toBe('64.10');
  });

  it('debits an eCheck in test mode, with the transaction id "0" kept', async () => {
    await testMode(true);
    const res = await pay([{ arCode: 'A2', amount: 12 }], 12, {
      paymentType: 2,
      bankAccount: { routingNumber: '011000015', accountNumber: '987654321', bankName: 'Harbor Savings' },
    });
    expect(res.json()).toMatchObject({ isSuccess: true, transactionId: '0' });
    expect(await capturedFor('0')).toEqual([
      expect.objectContaining({ brand: 'eCheck', last4: '4321', amount: '12.00' }),
    ]);
    expect(fake.schemaRefusals).toEqual([]);
  });
});
