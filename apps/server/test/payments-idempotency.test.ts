import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ReceivableMessages, type PaymentResult } from '@provender/contract';
import { payments } from '../src/db/schema/index.ts';
import { createTestGateway, type TestGateway } from '../src/modules/payments/test-gateway.ts';
import { createTestApp, signIn, type TestApp } from './helpers/app.ts';
import { newKey } from './helpers/checkout.ts';
import { customerKeys } from './helpers/personas.ts';
import { balancesOf, replaceReceivables, type FixedItem } from './helpers/receivables.ts';
import { listen, type Listening } from './helpers/socket.ts';

const inner = createTestGateway();
/** The processor takes a while, so two card payments are surely in flight at once. */
const slow: TestGateway = {
  ...inner,
  async charge(request) {
    await new Promise((resolve) => setTimeout(resolve, 150));
    return inner.charge(request);
  },
};

let t: TestApp;
let socket: Listening;
let buyer: string;
let customerId: number;

const address = {
  accountHolderName: 'Dana Whitfield',
  address1: '12 Commercial St',
  city: 'Boston',
  state: 'MA',
  zip: '02109',
};
const item = (code: string, recordType: number, initial: string): FixedItem => ({
  code,
  recordType,
  reference: `REF-${code}`,
  invoiceDate: '2026-02-01',
  dueDate: '2026-03-03',
  initial,
});
/** Two invoices and two credit memos: each pair can be settled by applying its credit. */
const items = () =>
  replaceReceivables(t.db, customerId, [
    item('I1', 1, '100.00'),
    item('C1', 6, '-100.00'),
    item('I2', 1, '50.00'),
    item('C2', 6, '-50.00'),
  ]);
const applyCredit = (invoice: string, credit: string, amount: number) => ({
  paymentType: 0,
  paymentAmount: 0,
  details: [
    { arCode: invoice, amount },
    { arCode: credit, amount },
  ],
});

/** POST /api/payment over the real socket, as every client sends it. */
async function pay(
  key: string,
  body: object,
): Promise<{ status: number; body: PaymentResult & { message?: string }; replayed: boolean }> {
  const res = await fetch(`${socket.url}/api/payment`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${buyer}`, 'idempotency-key': key },
    body: JSON.stringify(body),
  });
  return {
    status: res.status,
    body: (await res.json()) as PaymentResult & { message?: string },
    replayed: res.headers.get('idempotent-replayed') === 'true',
  };
}
const paymentsWithKey = (key: string) =>
  t.db
    .select({ id: payments.id, status: payments.status })
    .from(payments)
    .where(like(payments.idempotencyKey, `%:${key}`));

beforeAll(async () => {
  t = await createTestApp({ paymentGateway: slow, now: () => new Date('2026-03-15T14:00:00Z') });
  socket = await listen(t.app);
  buyer = await signIn(t.app, 'buyer.c10005');
  customerId = (await customerKeys(t.db, 'C10005')).C10005;
});
afterAll(async () => {
  await socket.close();
  await t.close();
});

describe(`one Idempotency-Key, two payments (issue 39 item 8, over a socket, ${process.env['TEST_DATABASE_URL'] ? 'PostgreSQL' : 'PGlite'})`, () => {
  it('two concurrent Apply Credit payments over different items: one pays, the other is refused (422 or 409), never 500 or a replay', async () => {
    for (let round = 0; round < 5; round++) {
      await items();
      const key = newKey();
      const answers = await Promise.all([
        pay(key, applyCredit('I1', 'C1', 100)),
        pay(key, applyCredit('I2', 'C2', 50)),
      ]);
      const statuses = answers.map((a) => a.status).sort();
      expect(statuses, JSON.stringify(answers)).toContain(200);
      expect(
        [
          [200, 409],
          [200, 422],
        ],
        JSON.stringify(answers),
      ).toContainEqual(statuses);
      const paid = answers.find((a) => a.status === 200);
      const refused = answers.find((a) => a.status !== 200);
      expect(paid?.body.isSuccess).toBe(true);
      expect(paid?.replayed).toBe(false);
      expect(refused?.body.message).toBe(
        refused?.status === 422 ? ReceivableMessages.keyReused : ReceivableMessages.keyInProgress,
      );
      // One payment with the key; only its own pair of items was applied.
      expect(await paymentsWithKey(key)).toEqual([{ id: paid?.body.invoicePaymentKey, status: 'applied' }]);
      const balances = await balancesOf(t.db, customerId);
      const settled = ['I1', 'C1', 'I2', 'C2'].filter((code) => balances[code] === '0.00');
      expect([
        ['C1', 'I1'],
        ['C2', 'I2'],
      ]).toContainEqual(settled.sort());
    }
  });

  it('two concurrent identical requests with one key both answer the one payment', async () => {
    await items();
    const key = newKey();
    const body = applyCredit('I1', 'C1', 100);
    const answers = await Promise.all([pay(key, body), pay(key, body)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers[0]?.body).toEqual(answers[1]?.body);
    expect(answers.filter((a) => a.replayed)).toHaveLength(1);
    expect(await paymentsWithKey(key)).toHaveLength(1);
  });

  it('a key reused with a different body answers 422, never a replay of the other payment', async () => {
    await items();
    const key = newKey();
    const first = await pay(key, applyCredit('I1', 'C1', 100));
    expect(first.status).toBe(200);
    const other = await pay(key, applyCredit('I2', 'C2', 50));
    expect(other.status).toBe(422);
    expect(other.body.message).toBe(ReceivableMessages.keyReused);
    expect(other.replayed).toBe(false);
    const same = await pay(key, applyCredit('I1', 'C1', 100));
    expect(same).toEqual({ ...first, replayed: true });
    expect((await balancesOf(t.db, customerId))['I2']).toBe('50.00');
  });

  it('two concurrent card payments with one key over different items authorize one charge', async () => {
    await replaceReceivables(t.db, customerId, [item('K1', 1, '40.00'), item('K2', 1, '60.00')]);
    const card = { cardNumber: '4111111111111111', expirationDate: '1230', cvv2: '123' };
    const key = newKey();
    const before = inner.transactions().length;
    const answers = await Promise.all([
      pay(key, {
        paymentType: 1,
        paymentAmount: 40,
        details: [{ arCode: 'K1', amount: 40 }],
        address,
        creditCard: card,
      }),
      pay(key, {
        paymentType: 1,
        paymentAmount: 60,
        details: [{ arCode: 'K2', amount: 60 }],
        address,
        creditCard: card,
      }),
    ]);
    expect(answers.map((a) => a.status).sort(), JSON.stringify(answers)).toEqual([200, 422]);
    // The refused one never reached the processor: nothing to void.
    expect(inner.transactions().length).toBe(before + 1);
    expect(await paymentsWithKey(key)).toEqual([expect.objectContaining({ status: 'captured' })]);
    const rows = await t.db.select().from(payments).where(eq(payments.customerId, customerId));
    expect(rows.filter((r) => r.status === 'voided' || r.status === 'void_failed')).toHaveLength(0);
  });
});
