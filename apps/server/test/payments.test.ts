import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { PaymentResult } from '@provender/contract';
import { payments } from '../src/db/schema/index.ts';
import { createTestGateway } from '../src/modules/payments/test-gateway.ts';
import { call, createTestApp, signIn, type TestApp } from './helpers/app.ts';
import { setCustomerSetting } from './helpers/catalog-fixtures.ts';
import { newKey, pdfText } from './helpers/checkout.ts';
import { customerKeys } from './helpers/personas.ts';
import { balancesOf, replaceReceivables } from './helpers/receivables.ts';

const gateway = createTestGateway();
const logLines: string[] = [];
let t: TestApp;
let buyer: string;
let other: string;
let keys: Record<'C10004' | 'C10005', number>;

const CARD = '4111111111111111';
const ACCOUNT = '987654321';
const visa = { cardNumber: CARD, expirationDate: '1230', cvv2: '123' };
const bank = { routingNumber: '011000015', accountNumber: ACCOUNT, bankName: 'Harbor Savings', checkNumber: '1001' };
const address = {
  accountHolderName: 'Dana Whitfield',
  address1: '12 Commercial St',
  city: 'Boston',
  state: 'MA',
  zip: '02109',
};

beforeAll(async () => {
  t = await createTestApp({
    paymentGateway: gateway,
    now: () => new Date('2026-03-15T14:00:00Z'),
    logLevel: 'trace',
    logStream: { write: (line) => void logLines.push(line) },
  });
  buyer = await signIn(t.app, 'buyer.c10005');
  other = await signIn(t.app, 'buyer.c10004');
  keys = await customerKeys(t.db, 'C10004', 'C10005');
  await replaceReceivables(t.db, keys.C10004, [
    {
      code: 'X1',
      recordType: 1,
      reference: '800001',
      invoiceDate: '2026-02-01',
      dueDate: '2026-03-01',
      initial: '75.00',
    },
  ]);
});
afterAll(() => t.close());
afterEach(() => {
  gateway.declineAll(null);
  gateway.setUnavailable(false);
});

/** Fresh items before each scenario: three invoices, a credit memo and an unapplied payment. */
async function resetItems() {
  await replaceReceivables(t.db, keys.C10005, [
    {
      code: 'P1',
      recordType: 1,
      reference: '700001',
      invoiceDate: '2026-01-10',
      dueDate: '2026-02-09',
      initial: '120.50',
    },
    {
      code: 'P2',
      recordType: 1,
      reference: '700002',
      invoiceDate: '2026-02-10',
      dueDate: '2026-03-12',
      initial: '80.25',
    },
    {
      code: 'P3',
      recordType: 1,
      reference: '700003',
      invoiceDate: '2026-03-01',
      dueDate: '2026-03-31',
      initial: '40.00',
    },
    {
      code: 'P4',
      recordType: 6,
      reference: 'CM700',
      invoiceDate: '2026-02-12',
      dueDate: '2026-02-12',
      initial: '-30.75',
    },
    {
      code: 'P5',
      recordType: 7,
      reference: 'Check 5',
      invoiceDate: '2026-03-05',
      dueDate: '2026-03-05',
      initial: '-40.00',
    },
  ]);
}

async function pay(body: Record<string, unknown>, key?: string, token = buyer) {
  return call(t.app, 'POST', '/api/payment', {
    token,
    payload: body,
    ...(key ? { headers: { 'idempotency-key': key } } : {}),
  });
}
const cardPayment = (details: { arCode: string; amount: number }[], paymentAmount: number) => ({
  paymentType: 1,
  paymentAmount,
  details,
  address,
  creditCard: visa,
});
const capturedCount = async () =>
  Number(
    (
      await t.db
        .select({ n: sql<number>`count(*)` })
        .from(payments)
        .where(sql`${payments.customerId} = ${keys.C10005} and ${payments.status} in ('captured', 'applied')`)
    )[0]?.n,
  );

describe('GET /api/payment/types', () => {
  it('lists accepted issuers and eCheck, never enRoute', async () => {
    await setCustomerSetting(t.db, keys.C10005, 'acceptedCardIssuers', [1, 2, 7, 8]);
    try {
      const res = await call(t.app, 'GET', '/api/payment/types', { token: buyer });
      expect(res.json()).toEqual([
        { creditCardIssuer: 1, name: 'Visa' },
        { creditCardIssuer: 2, name: 'MasterCard' },
        { creditCardIssuer: 8, name: 'eCheck' },
      ]);
    } finally {
      await setCustomerSetting(t.db, keys.C10005, 'acceptedCardIssuers', undefined);
    }
  });
});

describe('POST /api/payment', () => {
  it('pays two invoices and applies a credit memo by card, and prints the receipt', async () => {
    await resetItems();
    const res = await pay(
      cardPayment(
        [
          { arCode: 'P1', amount: 120.5 },
          { arCode: 'P2', amount: 50 },
          { arCode: 'P4', amount: 30.75 },
        ],
        139.75,
      ),
      newKey(),
    );
    expect(res.statusCode, res.body).toBe(200);
    const result = res.json() as PaymentResult;
    expect(result).toMatchObject({ isSuccess: true, errorReason: null });
    expect(result.transactionId).toMatch(/^test_/);
    expect(await balancesOf(t.db, keys.C10005)).toMatchObject({
      P1: '0.00',
      P2: '30.25',
      P3: '40.00',
      P4: '0.00',
      P5: '-40.00',
    });
    expect(gateway.transactions().find((x) => x.transactionId === result.transactionId)?.amount).toBe('139.75');
    const [row] = await t.db
      .select()
      .from(payments)
      .where(eq(payments.id, result.invoicePaymentKey ?? 0));
    expect(row).toMatchObject({
      status: 'captured',
      amount: '139.75',
      brand: 'Visa',
      last4: '1111',
      paymentDate: '2026-03-15',
    });

    const receipt = await call(t.app, 'GET', `/api/documents/payment/invoice/${result.invoicePaymentKey}`, {
      token: buyer,
    });
    expect(receipt.statusCode).toBe(200);
    const text = pdfText(receipt.rawPayload);
    for (const expected of [
      'Payment Receipt',
      '700001',
      'CM700',
      '$120.50',
      '-$30.75',
      '$139.75',
      'Visa ending in 1111',
    ])
      expect(text).toContain(expected);
    const foreign = await call(t.app, 'GET', `/api/documents/payment/invoice/${result.invoicePaymentKey}`, {
      token: other,
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('answers a retry with the same Idempotency-Key with the first result and charges once', async () => {
    await resetItems();
    const key = newKey();
    const body = cardPayment([{ arCode: 'P3', amount: 40 }], 40);
    const before = gateway.transactions().length;
    const first = (await pay(body, key)).json() as PaymentResult;
    const again = await pay(body, key);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first);
    expect(gateway.transactions().length).toBe(before + 1);
    expect((await balancesOf(t.db, keys.C10005))['P3']).toBe('0.00');
  });

  it('applies credits with Apply Credit when they offset the invoices exactly', async () => {
    await resetItems();
    const before = gateway.transactions().length;
    const res = await pay({
      paymentType: 0,
      paymentAmount: 0,
      details: [
        { arCode: 'P2', amount: 70.75 },
        { arCode: 'P4', amount: 30.75 },
        { arCode: 'P5', amount: 40 },
      ],
    });
    expect(res.json()).toMatchObject({ isSuccess: true, transactionId: null });
    expect(await balancesOf(t.db, keys.C10005)).toMatchObject({ P2: '9.50', P4: '0.00', P5: '0.00' });
    expect(gateway.transactions().length).toBe(before);
  });

  it('pays by eCheck and refuses a bad routing number before any debit', async () => {
    await resetItems();
    const ok = await pay({
      paymentType: 2,
      paymentAmount: 40,
      details: [{ arCode: 'P3', amount: 40 }],
      address,
      bankAccount: bank,
    });
    expect(ok.json()).toMatchObject({ isSuccess: true });
    const bad = await pay({
      paymentType: 2,
      paymentAmount: 80.25,
      details: [{ arCode: 'P2', amount: 80.25 }],
      address,
      bankAccount: { ...bank, routingNumber: '011000016' },
    });
    expect(bad.json()).toMatchObject({ isSuccess: false, errorReason: 'Routing Number is invalid' });
    expect((await balancesOf(t.db, keys.C10005))['P2']).toBe('80.25');
  });

  it('enforces every amount rule and changes nothing when one fails', async () => {
    await resetItems();
    const cases: [Record<string, unknown>, number, string][] = [
      [cardPayment([{ arCode: 'P3', amount: 40.01 }], 40.01), 422, 'P3: Amount cannot be greater than balance.'],
      [
        cardPayment(
          [
            { arCode: 'P4', amount: 30.76 },
            { arCode: 'P1', amount: 100 },
          ],
          69.24,
        ),
        422,
        'P4: Amount cannot be greater than balance.',
      ],
      [
        cardPayment(
          [
            { arCode: 'P3', amount: 10 },
            { arCode: 'P5', amount: 40 },
          ],
          0,
        ),
        422,
        'The total applied cannot be negative',
      ],
      [cardPayment([{ arCode: 'P3', amount: 10 }], 12), 422, 'The payment amount does not match the amounts applied'],
      [cardPayment([{ arCode: 'P3', amount: 0 }], 0), 422, 'The amount applied to P3 must be more than zero'],
      [
        cardPayment(
          [
            { arCode: 'P3', amount: 5 },
            { arCode: 'P3', amount: 5 },
          ],
          10,
        ),
        422,
        'Open item P3 is selected twice',
      ],
      [cardPayment([{ arCode: 'X1', amount: 75 }], 75), 422, 'Open item X1 was not found'],
      [cardPayment([{ arCode: 'P3', amount: -5 }], 5), 400, ''],
      [
        {
          paymentType: 0,
          paymentAmount: 0,
          details: [
            { arCode: 'P3', amount: 10 },
            { arCode: 'P4', amount: 5 },
          ],
        },
        422,
        'The payment amount does not match the amounts applied',
      ],
      [
        {
          ...cardPayment(
            [
              { arCode: 'P4', amount: 10 },
              { arCode: 'P3', amount: 10 },
            ],
            0,
          ),
        },
        422,
        'A card or eCheck payment must be more than zero',
      ],
    ];
    const before = gateway.transactions().length;
    const capturedBefore = await capturedCount();
    for (const [body, status, message] of cases) {
      const res = await pay(body);
      expect(res.statusCode, `${JSON.stringify(body.details)} ${res.body}`).toBe(status);
      if (message) expect(res.json().message).toBe(message);
    }
    expect(gateway.transactions().length).toBe(before);
    expect(await balancesOf(t.db, keys.C10005)).toMatchObject({
      P1: '120.50',
      P3: '40.00',
      P4: '-30.75',
      P5: '-40.00',
    });
    expect((await balancesOf(t.db, keys.C10004))['X1']).toBe('75.00');
    expect(await capturedCount()).toBe(capturedBefore);
  });

  it('changes nothing on a decline or when the gateway is unreachable', async () => {
    await resetItems();
    const capturedBefore = await capturedCount();
    const attemptsBefore = await t.db
      .select({ id: payments.id })
      .from(payments)
      .where(eq(payments.customerId, keys.C10005));
    gateway.declineAll('Insufficient funds');
    const declined = await pay(cardPayment([{ arCode: 'P1', amount: 120.5 }], 120.5), newKey());
    expect(declined.statusCode).toBe(200);
    expect(declined.json()).toMatchObject({
      isSuccess: false,
      errorReason: 'The card was declined. Insufficient funds',
    });
    gateway.declineAll(null);
    gateway.setUnavailable(true);
    const down = await pay(cardPayment([{ arCode: 'P1', amount: 120.5 }], 120.5), newKey());
    expect(down.statusCode).toBe(502);
    expect(down.json().message).toBe('Payment Service is unavailable. Please contact support.');
    expect((await balancesOf(t.db, keys.C10005))['P1']).toBe('120.50');
    expect(await capturedCount()).toBe(capturedBefore);
    const kept = await t.db.select().from(payments).where(eq(payments.customerId, keys.C10005));
    const added = kept.filter((p) => !attemptsBefore.some((a) => a.id === p.id));
    expect(added.map((p) => p.status).sort()).toEqual(['declined', 'failed']);
  });

  it('refuses card rules, consumers and buyers whose menu locks Make Payment', async () => {
    await resetItems();
    const expired = await pay({
      ...cardPayment([{ arCode: 'P3', amount: 40 }], 40),
      creditCard: { ...visa, expirationDate: '0120' },
    });
    expect(expired.json()).toMatchObject({ isSuccess: false, errorReason: 'Card is expired' });
    const consumer = await signIn(t.app, 'demo.consumer@example.com');
    expect((await pay(cardPayment([{ arCode: 'P3', amount: 40 }], 40), undefined, consumer)).statusCode).toBe(403);
    const locked = await signIn(t.app, 'buyer.c10006');
    expect((await pay(cardPayment([{ arCode: 'P3', amount: 40 }], 40), undefined, locked)).statusCode).toBe(403);
    expect((await balancesOf(t.db, keys.C10005))['P3']).toBe('40.00');
  });
});

describe('card and bank numbers', () => {
  it('appear nowhere in the database or the logs', async () => {
    const stored = await t.db.select().from(payments).where(eq(payments.customerId, keys.C10005));
    expect(stored.filter((p) => p.status === 'captured').map((p) => p.last4)).toEqual(
      expect.arrayContaining(['1111', ACCOUNT.slice(-4)]),
    );
    // Every row of every table, as text.
    const tables = (await t.db.execute(
      sql`select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
    )) as unknown as { rows?: { name: string }[] } | { name: string }[];
    const names = (Array.isArray(tables) ? tables : (tables.rows ?? [])).map((r) => r.name);
    expect(names).toContain('payments');
    for (const name of names) {
      const hits = (await t.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(name)} x where x::text like ${'%' + CARD + '%'} or x::text like ${'%' + ACCOUNT + '%'}`,
      )) as unknown as { rows?: { n: number }[] } | { n: number }[];
      const n = (Array.isArray(hits) ? hits : (hits.rows ?? []))[0]?.n;
      expect(n, name).toBe(0);
    }
    const log = logLines.join('\n');
    expect(logLines.length).toBeGreaterThan(10);
    expect(log).not.toContain(CARD);
    expect(log).not.toContain(ACCOUNT);
    expect(log).not.toContain('011000015');
  });
});
