import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  DECLINE_ZIP,
  FAKE_KEY,
  FAKE_LOGIN,
  startAuthorizeNetFake,
  type AuthorizeNetFake,
} from '../../../test/fakes/authorize-net-fake.ts';
import { createAuthorizeNetGateway } from './authorize-net-gateway.ts';
import { PaymentGatewayUnavailableError, type ChargeRequest } from './payment-gateway.ts';

let fake: AuthorizeNetFake;
const gatewayFor = (overrides: { loginId?: string; timeoutMs?: number } = {}) =>
  createAuthorizeNetGateway({
    loginId: overrides.loginId ?? FAKE_LOGIN,
    transactionKey: FAKE_KEY,
    endpoint: fake.url,
    timeoutMs: overrides.timeoutMs ?? 2000,
  });

const sale: ChargeRequest = {
  amount: '139.75',
  currency: 'USD',
  card: { number: '4111111111111111', expMonth: 12, expYear: 2030, cvv: '123' },
  billing: { name: 'Dana M Whitfield', address1: '12 Commercial St', city: 'Boston', state: 'MA', zip: '02109' },
  idempotencyKey: 'C10005:7:key-1:abc',
  description: 'Payment on account',
  testMode: false,
};

beforeAll(async () => {
  fake = await startAuthorizeNetFake();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.mode = 'normal';
  fake.requests.length = 0;
});

describe('Authorize.Net adapter against the local fake', () => {
  it('sends authCaptureTransaction with the card and billing address in schema order, and reads the approval', async () => {
    const result = await gatewayFor().charge(sale);
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
  });

  it('debits a bank account as a WEB eCheck', async () => {
    const result = await gatewayFor().debitBankAccount({
      ...sale,
      bankAccount: {
        routingNumber: '011000015',
        accountNumber: '987654321',
        nameOnAccount: 'Dana Whitfield',
        bankName: 'Harbor Savings',
      },
    });
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
    const declined = await gatewayFor().charge({ ...sale, billing: { ...sale.billing, zip: DECLINE_ZIP } });
    expect(declined).toEqual({ status: 'declined', reason: 'This transaction has been declined.' });
    const expired = await gatewayFor().charge({ ...sale, card: { ...sale.card, expYear: 2025 } });
    expect(expired).toEqual({ status: 'declined', reason: 'The credit card has expired.' });
  });

  it('voids by refTransId, and reports a refused void as false', async () => {
    const gateway = gatewayFor();
    const result = await gateway.charge(sale);
    if (result.status !== 'approved') throw new Error('expected an approval');
    expect(await gateway.void(result.transactionId)).toBe(true);
    expect(fake.requests.at(-1)?.createTransactionRequest.transactionRequest).toEqual({
      transactionType: 'voidTransaction',
      refTransId: result.transactionId,
    });
    expect(await gateway.void(result.transactionId)).toBe(false);
  });

  it('is unavailable on bad credentials, HTTP errors, non-JSON answers, refused connections and timeouts', async () => {
    await expect(gatewayFor({ loginId: 'wrong' }).charge(sale)).rejects.toThrow(/E00007/);
    fake.mode = 'http500';
    await expect(gatewayFor().charge(sale)).rejects.toBeInstanceOf(PaymentGatewayUnavailableError);
    fake.mode = 'garbage';
    await expect(gatewayFor().charge(sale)).rejects.toBeInstanceOf(PaymentGatewayUnavailableError);
    fake.mode = 'hang';
    const started = Date.now();
    await expect(gatewayFor({ timeoutMs: 300 }).charge(sale)).rejects.toThrow(/could not be reached: TimeoutError/);
    expect(Date.now() - started).toBeLessThan(2000);
    const closed = createAuthorizeNetGateway({
      loginId: FAKE_LOGIN,
      transactionKey: FAKE_KEY,
      endpoint: 'http://127.0.0.1:9/x',
      timeoutMs: 1000,
    });
    await expect(closed.charge(sale)).rejects.toBeInstanceOf(PaymentGatewayUnavailableError);
  });
});
