import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DECLINE_ZIP,
  FAKE_KEY,
  FAKE_LOGIN,
  startAuthorizeNetFake,
  type AuthorizeNetFake,
} from '../../../test/fakes/authorize-net-fake.ts';
import { createAuthorizeNetGateway } from './authorize-net-gateway.ts';
import {
  PaymentGatewayUnavailableError,
  PaymentOutcomeUnknownError,
  type BankDebitRequest,
  type ChargeRequest,
} from './payment-gateway.ts';

let fake: AuthorizeNetFake;
let keys = 0;
const gatewayFor = (overrides: { loginId?: string; timeoutMs?: number } = {}) =>
  createAuthorizeNetGateway({
    loginId: overrides.loginId ?? FAKE_LOGIN,
    transactionKey: FAKE_KEY,
    endpoint: fake.url,
    timeoutMs: overrides.timeoutMs ?? 2000,
  });

const sale = (overrides: Partial<ChargeRequest> = {}): ChargeRequest => ({
  amount: '139.75',
  currency: 'USD',
  card: { number: '4111111111111111', expMonth: 12, expYear: 2030, cvv: '123' },
  billing: { name: 'Dana M Whitfield', address1: '12 Commercial St', city: 'Boston', state: 'MA', zip: '02109' },
  // Each test's charges are their own: the fake's duplicate window never joins two tests.
  idempotencyKey: `C10005:7:key-${++keys}:abc`,
  description: 'Payment on account',
  testMode: false,
  ...overrides,
});
const debit = (): BankDebitRequest => ({
  ...sale(),
  bankAccount: {
    routingNumber: '011000015',
    accountNumber: '987654321',
    nameOnAccount: 'Dana Whitfield',
    bankName: 'Harbor Savings',
  },
});
const kinds = () =>
  fake.requests.map((r) => {
    const root = Object.keys(r)[0] ?? '';
    const type = (r[root]?.['transactionRequest'] as { transactionType?: string } | undefined)?.transactionType;
    return type ?? root;
  });

beforeAll(async () => {
  fake = await startAuthorizeNetFake();
});
afterAll(() => fake.close());
beforeEach(() => fake.reset());
afterEach(() => {
  // Everything the adapter sent was valid against the published schema, in order.
  expect(fake.schemaRefusals).toEqual([]);
});

describe('Authorize.Net adapter against the faithful fake', () => {
  it('sends authCaptureTransaction with the card and billing address in schema order, and reads the approval', async () => {
    const result = await gatewayFor().charge(sale());
    expect(result).toMatchObject({ status: 'approved', brand: 'Visa', last4: '1111' });
    const request = fake.requests[0]?.createTransactionRequest;
    expect(Object.keys(request ?? {})).toEqual(['merchantAuthentication', 'refId', 'transactionRequest']);
    expect(request?.refId).toHaveLength(20);
    const tr = request?.transactionRequest ?? { transactionType: '' };
    expect(Object.keys(tr)).toEqual(['transactionType', 'amount', 'payment', 'order', 'billTo', 'transactionSettings']);
    expect(tr).toMatchObject({
      transactionType: 'authCaptureTransaction',
      amount: '139.75',
      payment: { creditCard: { cardNumber: '4111111111111111', expirationDate: '2030-12', cardCode: '123' } },
      billTo: { firstName: 'Dana M', lastName: 'Whitfield', zip: '02109', country: 'US' },
    });
    expect(fake.charged()).toHaveLength(1);
  });

  it('debits a bank account as a WEB eCheck', async () => {
    const result = await gatewayFor().debitBankAccount(debit());
    expect(result).toMatchObject({ status: 'approved', brand: 'eCheck', last4: '4321' });
    expect(fake.requests[0]?.createTransactionRequest.transactionRequest['payment']).toEqual({
      bankAccount: {
        accountType: 'checking',
        routingNumber: '011000015',
        accountNumber: '987654321',
        nameOnAccount: 'Dana Whitfield',
        echeckType: 'WEB',
        bankName: 'Harbor Savings',
      },
    });
  });

  it('answers a decline (responseCode 2) and an error (3) as declines with the processor text', async () => {
    const declined = await gatewayFor().charge(sale({ billing: { ...sale().billing, zip: DECLINE_ZIP } }));
    expect(declined).toMatchObject({ status: 'declined', reason: 'This transaction has been declined.' });
    const expired = await gatewayFor().charge(sale({ card: { ...sale().card, expYear: 2025 } }));
    expect(expired).toEqual({ status: 'declined', reason: 'The credit card has expired.', transactionId: null });
    expect(fake.charged()).toHaveLength(0);
  });

  it('voids by refTransId; a repeat is as good as voided, an unknown transaction is refused', async () => {
    const gateway = gatewayFor();
    const result = await gateway.charge(sale());
    if (result.status !== 'approved') throw new Error('expected an approval');
    expect(await gateway.void(result.transactionId)).toBe(true);
    expect(fake.requests.at(-1)?.createTransactionRequest.transactionRequest).toEqual({
      transactionType: 'voidTransaction',
      refTransId: result.transactionId,
    });
    expect(await gateway.void(result.transactionId)).toBe(true);
    expect(await gateway.void('60999999999')).toBe(false);
    expect(fake.charged()).toHaveLength(0);
  });

  it('is unavailable on bad credentials, HTTP errors, non-JSON answers, refused connections and timeouts', async () => {
    await expect(gatewayFor({ loginId: 'wrong' }).charge(sale())).rejects.toThrow(/E00007/);
    fake.mode = 'http500';
    await expect(gatewayFor().charge(sale())).rejects.toBeInstanceOf(PaymentGatewayUnavailableError);
    fake.mode = 'garbage';
    await expect(gatewayFor().charge(sale())).rejects.toBeInstanceOf(PaymentGatewayUnavailableError);
    fake.mode = 'hang';
    const started = Date.now();
    await expect(gatewayFor({ timeoutMs: 300 }).charge(sale())).rejects.toThrow(/could not be reached: TimeoutError/);
    expect(Date.now() - started).toBeLessThan(2000);
    const nobody = createServer();
    await new Promise<void>((resolve) => nobody.listen(0, '127.0.0.1', resolve));
    const port = (nobody.address() as AddressInfo).port;
    await new Promise((resolve) => nobody.close(resolve));
    const closed = createAuthorizeNetGateway({
      loginId: FAKE_LOGIN,
      transactionKey: FAKE_KEY,
      endpoint: `http://127.0.0.1:${port}/x`,
      timeoutMs: 1000,
    });
    // Refused before anything was sent: nothing can have been charged, so the outcome is known.
    const refused = await closed.charge(sale()).catch((err: unknown) => err);
    expect(refused).toBeInstanceOf(PaymentGatewayUnavailableError);
    expect(refused).not.toBeInstanceOf(PaymentOutcomeUnknownError);
  });
});

describe('issue 40: what the real processor answers', () => {
  it('1. approves a test request with transaction id "0", and its void moves nothing', async () => {
    const gateway = gatewayFor();
    const result = await gateway.charge(sale({ testMode: true }));
    expect(result).toEqual({ status: 'approved', transactionId: '0', token: null, brand: 'Visa', last4: '1111' });
    expect(fake.requests[0]?.createTransactionRequest.transactionRequest['transactionSettings']).toEqual({
      setting: [
        { settingName: 'duplicateWindow', settingValue: '120' },
        { settingName: 'testRequest', settingValue: 'true' },
      ],
    });
    expect(fake.transactions()).toHaveLength(0);
    const sent = fake.requests.length;
    expect(await gateway.void('0')).toBe(true);
    expect(await gateway.reverse({ transactionId: '0', amount: '139.75', idempotencyKey: 'r0' })).toEqual({
      status: 'voided',
      transactionId: '0',
    });
    expect(fake.requests).toHaveLength(sent);
  });

  it('2. after a timeout, finds the charge by its invoice number before answering: charged once', async () => {
    const request = sale();
    fake.once('charge', 'recordThenHang');
    const result = await gatewayFor({ timeoutMs: 300 }).charge(request);
    const [charge] = fake.charged();
    expect(result).toEqual({
      status: 'approved',
      transactionId: charge?.transId,
      token: null,
      brand: 'Visa',
      last4: '1111',
    });
    expect(kinds()).toEqual(['authCaptureTransaction', 'getUnsettledTransactionListRequest']);
    expect(fake.requests[1]?.['getUnsettledTransactionListRequest']).toEqual({
      merchantAuthentication: { name: FAKE_LOGIN, transactionKey: FAKE_KEY },
      status: 'any',
      sorting: { orderBy: 'submitTimeUTC', orderDescending: true },
      paging: { limit: 1000, offset: 1 },
    });
    expect(fake.charged()).toHaveLength(1);
  });

  it('2. a timeout with nothing recorded is unavailable: nothing was charged', async () => {
    fake.once('charge', 'hang');
    const failed = await gatewayFor({ timeoutMs: 300 })
      .charge(sale())
      .catch((err: unknown) => err);
    expect(failed).toBeInstanceOf(PaymentGatewayUnavailableError);
    expect(failed).not.toBeInstanceOf(PaymentOutcomeUnknownError);
    expect(fake.charged()).toHaveLength(0);
  });

  it('2. a retry inside the duplicate window (error 11) is the original charge, not a decline', async () => {
    const request = sale();
    fake.once('charge', 'recordThenHang');
    fake.once('unsettledList', 'http500');
    await expect(gatewayFor({ timeoutMs: 300 }).charge(request)).rejects.toBeInstanceOf(PaymentOutcomeUnknownError);
    fake.advance(60);
    const retry = await gatewayFor().charge(request);
    const [charge] = fake.charged();
    expect(retry).toMatchObject({ status: 'approved', transactionId: charge?.transId, last4: '1111' });
    expect(kinds().slice(-2)).toEqual(['authCaptureTransaction', 'getTransactionDetailsRequest']);
    expect(fake.charged()).toHaveLength(1);
  });

  it('2. a retry after the duplicate window looks the unanswered charge up first: never a second charge', async () => {
    const request = sale();
    fake.once('charge', 'recordThenHang');
    fake.once('unsettledList', 'hang');
    await expect(gatewayFor({ timeoutMs: 300 }).charge(request)).rejects.toBeInstanceOf(PaymentOutcomeUnknownError);
    fake.advance(3600);
    const retry = await gatewayFor().charge({ ...request, reconcile: true });
    const [charge] = fake.charged();
    expect(retry).toMatchObject({ status: 'approved', transactionId: charge?.transId });
    expect(kinds().at(-1)).toBe('getUnsettledTransactionListRequest');
    expect(fake.charged()).toHaveLength(1);
  });

  it('2. a retry of a declined charge inside the window stays declined', async () => {
    const request = sale({ billing: { ...sale().billing, zip: DECLINE_ZIP } });
    const first = await gatewayFor().charge(request);
    const again = await gatewayFor().charge(request);
    expect(first).toMatchObject({ status: 'declined' });
    expect(again).toMatchObject({ status: 'declined', reason: 'This transaction has been declined.' });
  });

  it('3. declines a transaction held for review at the processor, so it can never be captured', async () => {
    fake.once('charge', 'hold');
    const result = await gatewayFor().charge(sale());
    const held = fake.transactions().at(-1);
    expect(result).toEqual({
      status: 'declined',
      reason: 'Held for review by the fraud filters, then declined',
      transactionId: held?.transId,
    });
    expect(fake.requests.at(-1)?.['updateHeldTransactionRequest']).toEqual({
      merchantAuthentication: { name: FAKE_LOGIN, transactionKey: FAKE_KEY },
      heldTransactionRequest: { action: 'decline', refTransId: held?.transId },
    });
    expect(held?.transactionStatus).toBe('declined');
    expect(fake.charged()).toHaveLength(0);
  });

  it('3. answers "held", never "declined", when declining the held transaction fails', async () => {
    fake.once('charge', 'hold');
    fake.once('updateHeld', 'error');
    const result = await gatewayFor().charge(sale());
    expect(result).toMatchObject({ status: 'held', transactionId: fake.transactions().at(-1)?.transId });
    expect(result.status === 'held' && result.reason).toMatch(/declining it failed: E00001/);
    expect(fake.transactions().at(-1)?.transactionStatus).toBe('FDSPendingReview');
  });

  it('4. never sends a card number longer than the schema takes; the processor would answer E00003', async () => {
    const gateway = gatewayFor();
    expect(gateway.maxCardDigits).toBe(16);
    const result = await gateway.charge(sale({ card: { ...sale().card, number: '4111111111111111113' } }));
    expect(result).toMatchObject({ status: 'declined' });
    expect(fake.requests).toHaveLength(0);

    // What the processor does with one: E00003 and no transaction (the faithful fake checks the schema).
    const answer = await fetch(fake.url, {
      method: 'POST',
      body: JSON.stringify({
        createTransactionRequest: {
          merchantAuthentication: { name: FAKE_LOGIN, transactionKey: FAKE_KEY },
          transactionRequest: {
            transactionType: 'authCaptureTransaction',
            amount: '5.00',
            payment: { creditCard: { cardNumber: '4111111111111111113', expirationDate: '2030-12' } },
          },
        },
      }),
    }).then(async (r) => JSON.parse((await r.text()).replace(/^\uFEFF/, '')) as Record<string, unknown>);
    expect(answer).toEqual({
      messages: {
        resultCode: 'Error',
        message: [
          { code: 'E00003', text: expect.stringContaining('The actual length is greater than the MaxLength value.') },
        ],
      },
    });
    fake.schemaRefusals.length = 0;
  });

  it('5. reverses an unsettled charge with a void and a settled one with a refund, once', async () => {
    const gateway = gatewayFor();
    const unsettled = await gateway.charge(sale());
    if (unsettled.status !== 'approved') throw new Error('expected an approval');
    expect(
      await gateway.reverse({ transactionId: unsettled.transactionId, amount: '139.75', idempotencyKey: 'rev-1' }),
    ).toEqual({ status: 'voided', transactionId: unsettled.transactionId });

    const settled = await gateway.charge(sale());
    if (settled.status !== 'approved') throw new Error('expected an approval');
    fake.settle();
    const refund = await gateway.reverse({
      transactionId: settled.transactionId,
      amount: '139.75',
      idempotencyKey: 'rev-2',
    });
    expect(refund).toMatchObject({ status: 'refunded' });
    const sent = fake.requests.at(-1)?.createTransactionRequest.transactionRequest;
    expect(sent).toMatchObject({
      transactionType: 'refundTransaction',
      amount: '139.75',
      payment: { creditCard: { cardNumber: '1111', expirationDate: 'XXXX' } },
      refTransId: settled.transactionId,
    });
    // The same reversal again, even after the duplicate window: the refund made the first time.
    fake.advance(3600);
    expect(
      await gateway.reverse({ transactionId: settled.transactionId, amount: '139.75', idempotencyKey: 'rev-2' }),
    ).toEqual(refund);
    expect(fake.transactions().filter((t) => t.transactionType === 'refundTransaction')).toHaveLength(1);
  });

  it('5. refunds a settled eCheck by its masked account, and finds a refund whose answer was lost', async () => {
    const gateway = gatewayFor({ timeoutMs: 300 });
    const debited = await gateway.debitBankAccount(debit());
    if (debited.status !== 'approved') throw new Error('expected an approval');
    fake.settle();
    fake.once('refund', 'recordThenHang');
    const refund = await gateway.reverse({
      transactionId: debited.transactionId,
      amount: '139.75',
      idempotencyKey: 'rev-3',
    });
    const made = fake.transactions().filter((t) => t.transactionType === 'refundTransaction');
    expect(made).toHaveLength(1);
    expect(refund).toEqual({ status: 'refunded', transactionId: made[0]?.transId });
    const refundRequest = fake.requests.find(
      (r) => r.createTransactionRequest?.transactionRequest.transactionType === 'refundTransaction',
    );
    expect(refundRequest?.createTransactionRequest.transactionRequest['payment']).toEqual({
      bankAccount: {
        accountType: 'checking',
        routingNumber: 'XXXX0015',
        accountNumber: 'XXXX4321',
        nameOnAccount: 'Dana Whitfield',
        echeckType: 'WEB',
      },
    });
  });
});

describe('the faithful fake', () => {
  it('refuses a request whose elements are out of schema order, as the processor does', async () => {
    const answer = await fetch(fake.url, {
      method: 'POST',
      body: JSON.stringify({
        createTransactionRequest: {
          merchantAuthentication: { name: FAKE_LOGIN, transactionKey: FAKE_KEY },
          transactionRequest: { amount: '5.00', transactionType: 'authCaptureTransaction' },
        },
      }),
    }).then(
      async (r) =>
        JSON.parse((await r.text()).replace(/^\uFEFF/, '')) as {
          messages: { message: { code: string; text: string }[] };
        },
    );
    expect(answer.messages.message[0]?.code).toBe('E00003');
    expect(answer.messages.message[0]?.text).toContain("has invalid child element 'amount'");
    fake.schemaRefusals.length = 0;
  });
});
