import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { Db } from '../../src/db/client.ts';
import { orders, shiptos } from '../../src/db/schema/index.ts';
import { call, type CallOptions } from './app.ts';
import { pdfToText } from './history.ts';

export type As = Pick<CallOptions, 'token' | 'customerKey' | 'shipMethod'>;

export const newKey = () => `test-${randomUUID()}`;

/** Empties the cart and adds the lines (confirmed quantities), failing the test if any is refused. */
export async function fillCart(
  app: FastifyInstance,
  as: As,
  lines: { productKey: number; unitOfMeasure: string; orderQuantity: number; unitOfMeasure_Prc?: string }[],
) {
  await call(app, 'DELETE', '/api/cart', as);
  const res = await call(app, 'POST', '/api/cart/lines', { ...as, query: { confirmQuantity: 'true' }, payload: lines });
  expect(res.statusCode, res.body).toBe(200);
  expect(res.json().isSuccess, res.body).toBe(true);
}

export async function postHeader(app: FastifyInstance, as: As, header: Record<string, unknown>) {
  const res = await call(app, 'POST', '/api/cart/header', { ...as, payload: header });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { isValid: boolean; message: string } & Record<string, unknown>;
}

export function submit(app: FastifyInstance, as: As, key?: string) {
  return call(app, 'POST', '/api/cart/submit', { ...as, ...(key ? { headers: { 'idempotency-key': key } } : {}) });
}

export async function orderCount(db: Db, customerId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(eq(orders.customerId, customerId));
  return row?.n ?? 0;
}

export async function setShipto(
  db: Db,
  customerId: number,
  code: string,
  values: Partial<typeof shiptos.$inferInsert>,
) {
  await db
    .update(shiptos)
    .set(values)
    .where(and(eq(shiptos.customerId, customerId), eq(shiptos.code, code)));
}

/** The text of a PDF as pdftotext reads it (each line of the page on a line of its own, its layout kept). */
export function pdfText(pdf: Buffer): string {
  return pdfToText(pdf);
}
