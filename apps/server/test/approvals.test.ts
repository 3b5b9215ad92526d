import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { ApprovalResult, OrderHistoryRow, OrderResult, PendingApproval } from '@provender/contract';
import { approvalRules, integrationExports, mailOutbox, orderLines, orders } from '../src/db/schema/index.ts';
import { call, createTestApp, signIn, type TestApp } from './helpers/app.ts';
import { insertCatalogFixtures, type CatalogFixtures } from './helpers/catalog-fixtures.ts';
import { fillCart, newKey, postHeader, setShipto, submit, type As } from './helpers/checkout.ts';
import { roleTokens } from './helpers/personas.ts';
import { listen, type Listening } from './helpers/socket.ts';

/*
 * Approvals (issue 35): C10001's demo rule holds a Buyer's order over $500 as 'Awaiting Approval';
 * approvers approve it exactly once (even 20 at a time), change quantities first, or reject it;
 * past the delivery date's cut-off an approval moves the order to the next delivery date.
 */

let t: TestApp;
let f: CatalogFixtures;
let server: Listening;
let buyer: As;
let admin: As;
let approver: As;
let sales: As;
// Monday 9 March 2026, 10:00 in New York: Tuesday's cut-off (the day before, 16:00) is still ahead.
let clock = new Date('2026-03-09T14:00:00Z');

const BUYER_MAIL = 'jordan.reyes@example.com';
const ADMIN_MAIL = 'dana.whitaker@example.com';
/** 8 CS chicken at the contract 1.90/LB (40 LB a case) = 608.00: over the $500 rule. */
const bigOrder = () => [
  { productKey: f.products.chicken, unitOfMeasure: 'CS', orderQuantity: 8, unitOfMeasure_Prc: 'LB' },
];
/** 2 CS chicken = 152.00: under it. */
const smallOrder = () => [
  { productKey: f.products.chicken, unitOfMeasure: 'CS', orderQuantity: 2, unitOfMeasure_Prc: 'LB' },
];

async function order(as: As, lines: ReturnType<typeof bigOrder>): Promise<OrderResult> {
  await fillCart(t.app, as, lines);
  await postHeader(t.app, as, { customerShipToCode: '001', customer_PO: '', deliveryDate: null });
  const res = await submit(t.app, as, newKey());
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function orderRow(orderNumber: string) {
  const [row] = await t.db.select().from(orders).where(eq(orders.orderNumber, orderNumber));
  if (!row) throw new Error(`no order ${orderNumber}`);
  return row;
}

const exportsOf = async (orderId: number) =>
  (
    await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(integrationExports)
      .where(and(eq(integrationExports.stream, 'orders'), eq(integrationExports.recordId, orderId)))
  )[0]?.n ?? 0;

/** The outbox's mails of a kind to an address about an order, once the mail service has written them. */
async function mails(kind: string, to: string, orderNumber: string) {
  await new Promise((r) => setTimeout(r, 300));
  const rows = await t.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.kind, kind), eq(mailOutbox.to, to)));
  return rows.filter((m) => m.subject.includes(orderNumber));
}

beforeAll(async () => {
  t = await createTestApp({ now: () => clock });
  f = await insertCatalogFixtures(t.db);
  await setShipto(t.db, f.customerIds.C10001, '001', { deliveryDays: [1, 2, 3, 4, 5], state: 'MA' });
  const roles = await roleTokens(t);
  buyer = { token: roles.buyer };
  approver = { token: roles.approver };
  admin = { token: await signIn(t.app, 'demo.customer') };
  sales = { token: await signIn(t.app, 'demo.sales'), customerKey: f.customerIds.C10001 };
  server = await listen(t.app);
});
afterAll(async () => {
  await server.close();
  await t.close();
});
beforeEach(() => {
  clock = new Date('2026-03-09T14:00:00Z');
});

describe("a Buyer's order over the customer's amount", () => {
  it('is placed as Awaiting Approval: the receipt says so, nothing is exported, the approvers get one mail', async () => {
    const result = await order(buyer, bigOrder());
    expect(result).toMatchObject({ accepted: true, awaitingApproval: true, estimatedTotal: 608 });
    const row = await orderRow(result.orderNumber);
    expect(row.status).toBe('Awaiting Approval');
    expect(await exportsOf(row.id)).toBe(0);
    const history = (await call(t.app, 'GET', '/api/history/orders', buyer)).json() as OrderHistoryRow[];
    expect(history.find((h) => h.orderNumber === result.orderNumber)?.status).toBe('Awaiting Approval');
    const sent = await mails('order-awaiting-approval', ADMIN_MAIL, result.orderNumber);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.text).toContain('Orders over $500.00 need approval');
    expect(sent[0]?.html).toContain('/approvals');
    expect(await mails('order-awaiting-approval', 'test.approver@example.com', result.orderNumber)).toHaveLength(1);
    expect(await mails('order-awaiting-approval', BUYER_MAIL, result.orderNumber)).toHaveLength(0);
  });

  it('under the amount is an ordinary order, and so is a salesperson’s or the admin’s over it', async () => {
    expect((await order(buyer, smallOrder())).awaitingApproval).toBeUndefined();
    for (const as of [sales, admin]) {
      const result = await order(as, bigOrder());
      expect(result.awaitingApproval).toBeUndefined();
      expect((await orderRow(result.orderNumber)).status).toBe('Open');
    }
  });

  it('every order of a Buyer when the rule says so', async () => {
    await t.db
      .update(approvalRules)
      .set({ everyBuyerOrder: true })
      .where(eq(approvalRules.customerId, f.customerIds.C10001));
    try {
      expect((await order(buyer, smallOrder())).awaitingApproval).toBe(true);
    } finally {
      await t.db
        .update(approvalRules)
        .set({ everyBuyerOrder: false })
        .where(eq(approvalRules.customerId, f.customerIds.C10001));
    }
  });
});

describe('approving', () => {
  it('lists the order with its lines and totals for approvers, not for the Buyer', async () => {
    const { orderNumber } = await order(buyer, bigOrder());
    const res = await call(t.app, 'GET', '/api/approvals', approver);
    expect(res.statusCode, res.body).toBe(200);
    const pending = (res.json() as PendingApproval[]).find((p) => p.orderNumber === orderNumber);
    expect(pending).toMatchObject({ buyer: 'Jordan Reyes', lineTotal: 608, shiptoCode: '001' });
    expect(pending?.lines).toEqual([
      expect.objectContaining({ lineNo: 1, quantity: 8, unitOfMeasure: 'CS', extension: 608 }),
    ]);
    expect((await call(t.app, 'GET', '/api/approvals', buyer)).json()).toMatchObject({ code: 'MENU_LOCKED' });
  });

  it('places it exactly once under 20 concurrent approvals over a real socket, and mails the buyer once', async () => {
    const { orderNumber } = await order(buyer, bigOrder());
    const approve = (as: As) =>
      fetch(`${server.url}/api/approvals/${orderNumber}/approve`, {
        method: 'POST',
        headers: { authorization: `Bearer ${as.token}`, 'content-type': 'application/json' },
        body: '{}',
      });
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => approve(i % 2 ? admin : approver)));
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, ...Array.from({ length: 19 }, () => 409)]);
    const won = (await answers.find((a) => a.status === 200)?.json()) as ApprovalResult;
    expect(won).toMatchObject({
      orderNumber,
      status: 'Open',
      movedFrom: null,
      message: `Order ${orderNumber} approved.`,
    });
    const lost = (await answers.find((a) => a.status === 409)?.json()) as { message: string };
    expect(lost.message).toBe(`Order ${orderNumber} was already approved`);
    const row = await orderRow(orderNumber);
    expect(row.status).toBe('Open');
    expect(await exportsOf(row.id)).toBe(1);
    expect(await mails('order-approved', BUYER_MAIL, orderNumber)).toHaveLength(1);
    const history = (await call(t.app, 'GET', '/api/history/orders', buyer)).json() as OrderHistoryRow[];
    expect(history.find((h) => h.orderNumber === orderNumber)?.status).toBe('Open');
  });

  it('takes changed quantities first: lines, totals and the export follow', async () => {
    const { orderNumber } = await order(buyer, bigOrder());
    const res = await call(t.app, 'POST', `/api/approvals/${orderNumber}/approve`, {
      ...approver,
      payload: { lines: [{ lineNo: 1, quantity: 5 }] },
    });
    expect(res.statusCode, res.body).toBe(200);
    const row = await orderRow(orderNumber);
    expect(row).toMatchObject({ status: 'Open', lineTotal: '380.00', total: '380.00' });
    const [line] = await t.db.select().from(orderLines).where(eq(orderLines.orderId, row.id));
    expect(line).toMatchObject({ quantity: '5.00', extension: '380.00' });
  });

  it('refuses a line that is not on the order, or removing every line, and changes nothing', async () => {
    const { orderNumber } = await order(buyer, bigOrder());
    for (const lines of [[{ lineNo: 9, quantity: 1 }], [{ lineNo: 1, quantity: 0 }]]) {
      const res = await call(t.app, 'POST', `/api/approvals/${orderNumber}/approve`, {
        ...approver,
        payload: { lines },
      });
      expect(res.statusCode, res.body).toBe(422);
    }
    const bad = await call(t.app, 'POST', `/api/approvals/${orderNumber}/approve`, {
      ...approver,
      payload: { lines: [{ lineNo: 1, quantity: -1 }] },
    });
    expect(bad.statusCode).toBe(400);
    expect((await orderRow(orderNumber)).status).toBe('Awaiting Approval');
  });

  it('after the delivery date’s cut-off moves the order to the next delivery date and says so', async () => {
    const result = await order(buyer, bigOrder());
    expect(result.deliveryDate).toBe('2026-03-10');
    clock = new Date('2026-03-09T22:00:00Z'); // Monday 18:00 in New York: Tuesday's orders closed at 16:00.
    const later = { token: await signIn(t.app, 'test.approver') };
    const res = await call(t.app, 'POST', `/api/approvals/${result.orderNumber}/approve`, { ...later, payload: {} });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      deliveryDate: '2026-03-11',
      movedFrom: '2026-03-10',
      message: `Order ${result.orderNumber} approved. The cut-off for 03/10/2026 had passed, so it moved to the next delivery date, 03/11/2026.`,
    });
    expect((await orderRow(result.orderNumber)).deliveryDate).toBe('2026-03-11');
    const [mail] = await mails('order-approved', BUYER_MAIL, result.orderNumber);
    expect(mail?.text).toContain('moved to the next delivery date, 03/11/2026');
  });
});

describe('rejecting', () => {
  it('places nothing: the order shows Rejected, is never exported, cannot be approved, and the buyer is told once', async () => {
    const { orderNumber } = await order(buyer, bigOrder());
    const empty = await call(t.app, 'POST', `/api/approvals/${orderNumber}/reject`, {
      ...approver,
      payload: { reason: ' ' },
    });
    expect(empty.statusCode).toBe(400);
    const res = await call(t.app, 'POST', `/api/approvals/${orderNumber}/reject`, {
      ...approver,
      payload: { reason: 'Too much chicken this week' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ status: 'Rejected' });
    const row = await orderRow(orderNumber);
    expect(row.status).toBe('Rejected');
    expect(await exportsOf(row.id)).toBe(0);
    const again = await call(t.app, 'POST', `/api/approvals/${orderNumber}/approve`, { ...admin, payload: {} });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(`Order ${orderNumber} was already rejected`);
    expect((await orderRow(orderNumber)).status).toBe('Rejected');
    const sent = await mails('order-rejected', BUYER_MAIL, orderNumber);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.text).toContain('Too much chicken this week');
    const history = (await call(t.app, 'GET', '/api/history/orders', buyer)).json() as OrderHistoryRow[];
    expect(history.find((h) => h.orderNumber === orderNumber)?.status).toBe('Rejected');
  });

  it('answers 404 for an unknown order and 409 for one that never needed approval', async () => {
    expect(
      (await call(t.app, 'POST', '/api/approvals/999999999/reject', { ...approver, payload: { reason: 'x' } }))
        .statusCode,
    ).toBe(404);
    const { orderNumber } = await order(buyer, smallOrder());
    const res = await call(t.app, 'POST', `/api/approvals/${orderNumber}/approve`, { ...approver, payload: {} });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(`Order ${orderNumber} does not await approval`);
  });
});
