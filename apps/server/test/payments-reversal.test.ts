import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PaymentReversalMessages, type CardCheckoutResult, type PaymentResult } from '@provender/contract';
import { cardCharges, payments, users } from '../src/db/schema/index.ts';
import { createAuthorizeNetGateway } from '../src/modules/payments/authorize-net-gateway.ts';
import { call, createTestApp, signIn, type TestApp } from './helpers/app.ts';
import { insertCatalogFixtures, setCustomerSetting, type CatalogFixtures } from './helpers/catalog-fixtures.ts';
import { fillCart, newKey, postHeader } from './helpers/checkout.ts';
import { customerKeys } from './helpers/personas.ts';
import { balancesOf, replaceReceivables } from './helpers/receivables.ts';
import { FAKE_KEY, FAKE_LOGIN, startAuthorizeNetFake, type AuthorizeNetFake } from './fakes/authorize-net-fake.ts';

let fake: AuthorizeNetFake;
let t: TestApp;
let f: CatalogFixtures;
let admin: string;
let buyer: string;
let consumer: string;
let customerId: number;
let consumerCustomerId: number;

const address = {
  accountHolderName: 'Dana Whitfield',
  address1: '12 Commercial St',
  city: 'Boston',
  state: 'MA',
  zip: '02109',
};
const card = { cardNumber: '4111111111111111', expirationDate: '1230', cvv2: '123' };
const liveMode = (id: number) =>
  setCustomerSetting(t.db, id, 'creditCardSettings', {
    addressRequired: true,
    ccV2Required: true,
    holderNameRequired: true,
    phoneRequired: false,
    isTestTransaction: false,
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
    now: () => new Date('2026-03-10T14:00:00Z'),
  });
  f = await insertCatalogFixtures(t.db);
  [admin, buyer, consumer] = await Promise.all([
    signIn(t.app, 'demo.admin'),
    signIn(t.app, 'buyer.c10005'),
    signIn(t.app, 'demo.consumer@example.com'),
  ]);
  customerId = (await customerKeys(t.db, 'C10005')).C10005;
  const [user] = await t.db
    .select({ customerId: users.customerId })
    .from(users)
    .where(eq(users.username, 'demo.consumer@example.com'));
  consumerCustomerId = user?.customerId ?? 0;
  await liveMode(customerId);
  await liveMode(consumerCustomerId);
});
afterAll(async () => {
  await t.close();
  await fake.close();
});
beforeEach(async () => {
  fake.reset();
  await replaceReceivables(t.db, customerId, [
    {
      code: 'R1',
      recordType: 1,
      reference: '620001',
      invoiceDate: '2026-02-01',
      dueDate: '2026-03-03',
      initial: '64.10',
    },
    {
      code: 'R2',
      recordType: 1,
      reference: '620002',
      invoiceDate: '2026-02-02',
      dueDate: '2026-03-04',
      initial: '35.90',
    },
  ]);
});

async function payBoth(method: { creditCard: object } | { bankAccount: object }): Promise<PaymentResult> {
  const res = await call(t.app, 'POST', '/api/payment', {
    token: buyer,
    headers: { 'idempotency-key': newKey() },
    payload: {
      paymentType: 'creditCard' in method ? 1 : 2,
      paymentAmount: 100,
      details: [
        { arCode: 'R1', amount: 64.1 },
        { arCode: 'R2', amount: 35.9 },
      ],
      address,
      ...method,
    },
  });
  expect(res.json().isSuccess, res.body).toBe(true);
  return res.json();
}
const reversePayment = (id: number | null, token = admin) =>
  call(t.app, 'POST', `/api/admin/payments/${id}/reversal`, { token });
const refunds = () => fake.transactions().filter((x) => x.transactionType === 'refundTransaction');
const paymentRow = async (id: number | null) =>
  (
    await t.db
      .select()
      .from(payments)
      .where(eq(payments.id, id ?? 0))
  )[0];

describe(`reversing a payment (issue 40 item 5, ${process.env['TEST_DATABASE_URL'] ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('voids an unsettled card payment and gives the items their balances back; a repeat answers the same', async () => {
    const paid = await payBoth({ creditCard: card });
    expect(await balancesOf(t.db, customerId)).toEqual({ R1: '0.00', R2: '0.00' });
    const res = await reversePayment(paid.invoicePaymentKey);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ status: 'voided', transactionId: paid.transactionId, amount: '100.00' });
    expect(fake.transactions().find((x) => x.transId === paid.transactionId)?.transactionStatus).toBe('voided');
    expect(fake.charged()).toHaveLength(0);
    expect(await balancesOf(t.db, customerId)).toEqual({ R1: '64.10', R2: '35.90' });
    expect(await paymentRow(paid.invoicePaymentKey)).toMatchObject({
      status: 'voided',
      reversalTransactionId: paid.transactionId,
    });
    // No receipt for a payment given back.
    const receipt = await call(t.app, 'GET', `/api/documents/payment/invoice/${paid.invoicePaymentKey}`, {
      token: buyer,
    });
    expect(receipt.statusCode).toBe(404);

    const again = await reversePayment(paid.invoicePaymentKey);
    expect(again.json()).toEqual(res.json());
    expect(await balancesOf(t.db, customerId)).toEqual({ R1: '64.10', R2: '35.90' });
  });

  it('refunds a settled card payment (refundTransaction with the last four digits) once, also when asked twice at once', async () => {
    const paid = await payBoth({ creditCard: card });
    fake.settle();
    const answers = await Promise.all([reversePayment(paid.invoicePaymentKey), reversePayment(paid.invoicePaymentKey)]);
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200]);
    const [refund] = refunds();
    expect(answers.map((a) => a.json())).toEqual([
      { status: 'refunded', transactionId: refund?.transId, amount: '100.00' },
      { status: 'refunded', transactionId: refund?.transId, amount: '100.00' },
    ]);
    expect(refunds()).toHaveLength(1);
    expect(refund).toMatchObject({ amount: '100.00', refTransId: paid.transactionId, accountNumber: 'XXXX1111' });
    const sent = fake.requests.find(
      (r) => r.createTransactionRequest?.transactionRequest.transactionType === 'refundTransaction',
    );
    expect(sent?.createTransactionRequest.transactionRequest['payment']).toEqual({
      creditCard: { cardNumber: '1111', expirationDate: 'XXXX' },
    });
    expect(await balancesOf(t.db, customerId)).toEqual({ R1: '64.10', R2: '35.90' });
    expect(await paymentRow(paid.invoicePaymentKey)).toMatchObject({
      status: 'refunded',
      reversalTransactionId: refund?.transId,
    });
    expect(fake.schemaRefusals).toEqual([]);
  });

  it('refunds a settled eCheck payment by its masked account', async () => {
    const paid = await payBoth({
      bankAccount: { routingNumber: '011000015', accountNumber: '987654321', bankName: '' },
    });
    fake.settle();
    const res = await reversePayment(paid.invoicePaymentKey);
    expect(res.json()).toMatchObject({ status: 'refunded', amount: '100.00' });
    expect(refunds()).toEqual([expect.objectContaining({ accountNumber: 'XXXX4321', refTransId: paid.transactionId })]);
    expect(await balancesOf(t.db, customerId)).toEqual({ R1: '64.10', R2: '35.90' });
  });

  it('a refund whose answer is lost is found by its invoice number: refunded once', async () => {
    const paid = await payBoth({ creditCard: card });
    fake.settle();
    fake.once('refund', 'recordThenHang');
    const res = await reversePayment(paid.invoicePaymentKey);
    expect(res.json()).toEqual({ status: 'refunded', transactionId: refunds()[0]?.transId, amount: '100.00' });
    expect(refunds()).toHaveLength(1);
  });

  it('an unreachable processor changes nothing, and the retry refunds once', async () => {
    const paid = await payBoth({ creditCard: card });
    fake.settle();
    fake.once('details', 'http500');
    const down = await reversePayment(paid.invoicePaymentKey);
    expect(down.statusCode).toBe(502);
    expect(await paymentRow(paid.invoicePaymentKey)).toMatchObject({ status: 'captured', reversalTransactionId: null });
    expect(await balancesOf(t.db, customerId)).toEqual({ R1: '0.00', R2: '0.00' });
    const retry = await reversePayment(paid.invoicePaymentKey);
    expect(retry.json()).toMatchObject({ status: 'refunded' });
    expect(refunds()).toHaveLength(1);
  });

  it('is for administrators, and only for captured card or eCheck payments', async () => {
    const paid = await payBoth({ creditCard: card });
    expect((await reversePayment(paid.invoicePaymentKey, buyer)).statusCode).toBe(403);
    const missing = await reversePayment(999_999);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(PaymentReversalMessages.paymentNotFound(999_999));
    await t.db
      .update(payments)
      .set({ status: 'declined' })
      .where(eq(payments.id, paid.invoicePaymentKey ?? 0));
    const declined = await reversePayment(paid.invoicePaymentKey);
    expect(declined.statusCode).toBe(409);
    expect(declined.json().message).toBe(PaymentReversalMessages.notReversible);
    expect(refunds()).toHaveLength(0);
  });
});

describe(`reversing a card order's charge (issue 40 item 5, ${process.env['TEST_DATABASE_URL'] ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('refunds the settled charge of a checkout order once; the order stays', async () => {
    const as = { token: consumer, shipMethod: 'pickup' };
    await fillCart(t.app, as, [{ productKey: f.products.cola, unitOfMeasure: 'CS', orderQuantity: 2 }]);
    await postHeader(t.app, as, { customer_PO: 'Refund me' });
    const orderTotal = (await call(t.app, 'GET', '/api/checkout', as)).json().total as number;
    const placed = await call(t.app, 'POST', '/api/checkout', {
      ...as,
      payload: {
        creditCard: card,
        address: {
          name: 'Jordan Ellis',
          address1: '48 Union Park',
          address2: '',
          city: 'Boston',
          state: 'MA',
          zip: '02118',
          phone: '',
          country: 'US',
          email: '',
        },
        orderTotal,
      },
      headers: { 'idempotency-key': newKey() },
    });
    const order = placed.json() as CardCheckoutResult;
    expect(order.isSuccess, placed.body).toBe(true);
    fake.settle();

    const res = await call(t.app, 'POST', `/api/admin/orders/${order.orderNumber}/reversal`, { token: admin });
    expect(res.statusCode, res.body).toBe(200);
    const [refund] = refunds();
    expect(res.json()).toEqual({ status: 'refunded', transactionId: refund?.transId, amount: orderTotal.toFixed(2) });
    expect(refund).toMatchObject({ refTransId: order.transactionId });
    const again = await call(t.app, 'POST', `/api/admin/orders/${order.orderNumber}/reversal`, { token: admin });
    expect(again.json()).toEqual(res.json());
    expect(refunds()).toHaveLength(1);
    const [charge] = await t.db
      .select()
      .from(cardCharges)
      .where(eq(cardCharges.transactionId, order.transactionId ?? ''));
    expect(charge).toMatchObject({ status: 'refunded', reversalTransactionId: refund?.transId });

    const unknown = await call(t.app, 'POST', '/api/admin/orders/999999999/reversal', { token: admin });
    expect(unknown.statusCode).toBe(404);
  });
});
