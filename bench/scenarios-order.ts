import { sql } from 'drizzle-orm';
import {
  IDEMPOTENCY_KEY_HEADER,
  type CartLineError,
  type CartLinePayload,
  type OrderResult,
  type Product,
} from '@provender/contract';
import type { BenchContext } from './context.ts';
import type { LoadResult } from './load-worker.ts';
import type { Scenario, ScenarioRequest } from './workload.ts';

/** Lines in every submitted cart (issue 4: orders per second with a 20-line cart). */
export const ORDER_LINES = 20;
/**
 * Business buyers of the demo data, each ordering for a customer of their own: one cart per
 * connection, so connections never take each other's lines. Buyers whose customer cannot order
 * this way (a required P.O. is cleared by every order) are skipped by the probe.
 */
const BUYERS = ['demo.customer', ...Array.from({ length: 18 }, (_, i) => `buyer.c${10003 + i}`)];

interface ProductListPage {
  total: number | null;
  products: Product[];
}

interface ValidateAnswer {
  isSuccess: boolean;
  data: CartLineError[];
}

/** The product's default quantity when it is in a sell-by unit, else one multiple of its first sell-by unit. */
function lineFor(product: Product): CartLinePayload | null {
  const sellBy =
    product.sellBys.find((s) => s.unitOfMeasure === product.defaultQuantity.unitOfMeasure) ?? product.sellBys[0];
  if (!sellBy) return null;
  const quantity =
    sellBy.unitOfMeasure === product.defaultQuantity.unitOfMeasure && product.defaultQuantity.orderQuantity > 0
      ? product.defaultQuantity.orderQuantity
      : sellBy.sellByMultiple > 0
        ? sellBy.sellByMultiple
        : 1;
  return { productKey: product.productKey, unitOfMeasure: sellBy.unitOfMeasure, orderQuantity: quantity };
}

/** `count` lines the buyer may order, from a part of the catalog of their own (carts differ between buyers). */
export async function cartLinesFor(
  ctx: BenchContext,
  buyer: string,
  index: number,
  count = ORDER_LINES,
): Promise<CartLinePayload[]> {
  const first = await ctx.api<ProductListPage>('GET', '/api/product/list?limit=1', { user: buyer });
  const total = first.total ?? 0;
  const span = count * 3;
  const offset = total > span ? Math.floor(((index * 7919) % total) / span) * span : 0;
  const page = await ctx.api<ProductListPage>('GET', `/api/product/list?offset=${offset}&limit=${span}`, {
    user: buyer,
  });
  const candidates = page.products.map(lineFor).filter((l): l is CartLinePayload => l !== null);
  const check = await ctx.api<ValidateAnswer>('POST', '/api/cart/validate', { user: buyer, body: candidates });
  const refused = new Set(check.data.map((e) => `${e.productKey}|${e.unitOfMeasure}`));
  return candidates.filter((l) => !refused.has(`${l.productKey}|${l.unitOfMeasure}`)).slice(0, count);
}

/** A full round (fill, submit) outside the load: answers the round to repeat, or why this buyer cannot order. */
async function probeBuyer(ctx: BenchContext, buyer: string, index: number): Promise<ScenarioRequest[] | string> {
  await ctx.api('DELETE', '/api/cart', { user: buyer });
  const lines = await cartLinesFor(ctx, buyer, index);
  if (lines.length < ORDER_LINES) return `${buyer}: only ${lines.length} orderable products found`;
  const filled = await ctx.api<{ isSuccess: boolean; errors: string[] }>('POST', '/api/cart/lines', {
    user: buyer,
    body: lines,
  });
  if (!filled.isSuccess) return `${buyer}: ${filled.errors.join('; ')}`;
  const submitted = await ctx.apiRaw<OrderResult | { message?: string }>('POST', '/api/cart/submit', {
    user: buyer,
    headers: { [IDEMPOTENCY_KEY_HEADER]: `${ctx.runTag}-probe-${index}` },
  });
  if (submitted.status !== 200) {
    await ctx.api('DELETE', '/api/cart', { user: buyer });
    return `${buyer}: submit answered ${submitted.status} ${'message' in submitted.body ? (submitted.body.message ?? '') : ''}`;
  }
  const auth = await ctx.authHeaders(buyer);
  return [
    {
      name: 'fill cart',
      method: 'POST',
      url: `${ctx.appUrl}/api/cart/lines`,
      headers: { ...auth, 'content-type': 'application/json' },
      body: JSON.stringify(lines),
    },
    {
      name: 'submit',
      method: 'POST',
      url: `${ctx.appUrl}/api/cart/submit`,
      headers: auth,
      uniqueHeader: IDEMPOTENCY_KEY_HEADER,
      collect: 'orderNumber',
    },
  ];
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/** Idempotency keys are stored as `customerId:userId:key` (decision 033). */
const keysLike = (prefix: string) => `%:${prefix}-%`;

/**
 * Every 2xx submit answer must be exactly one order in the database and every order of the run
 * must have been answered: same count, distinct keys, the same order numbers, all lines written.
 */
async function verifyOrders(
  ctx: BenchContext,
  measured: LoadResult,
  uniquePrefix: string,
): Promise<{ checked: string; problems: string[] }> {
  const submit = measured.steps.find((s) => s.name === 'submit');
  if (!submit) return { checked: 'nothing', problems: ['no submit step was measured'] };
  const rows = rowsOf<{ orderNumber: string; key: string; lines: number }>(
    await ctx.db.execute(sql`
      select o.order_number as "orderNumber", o.idempotency_key as key,
             (select count(*) from order_lines l where l.order_id = o.id)::int as lines
        from orders o
       where o.idempotency_key like ${keysLike(uniquePrefix)}`),
  );
  const problems: string[] = [];
  const answered = new Set(submit.collected);
  const stored = new Set(rows.map((r) => r.orderNumber));
  if (answered.size !== submit.ok)
    problems.push(`${submit.ok} successful submits answered only ${answered.size} distinct order numbers`);
  if (rows.length !== submit.ok)
    problems.push(`${rows.length} orders in the database for ${submit.ok} successful submits`);
  if (new Set(rows.map((r) => r.key)).size !== rows.length)
    problems.push('an idempotency key made more than one order');
  const unanswered = [...stored].filter((n) => !answered.has(n)).length;
  const missing = [...answered].filter((n) => !stored.has(n)).length;
  if (unanswered > 0) problems.push(`${unanswered} orders were written but never answered`);
  if (missing > 0) problems.push(`${missing} answered order numbers are not in the database`);
  const short = rows.filter((r) => r.lines !== ORDER_LINES).length;
  if (short > 0) problems.push(`${short} orders do not have ${ORDER_LINES} lines`);
  const checked = `${submit.ok} successful submits, ${rows.length} orders in the database with ${new Set(rows.map((r) => r.key)).size} distinct idempotency keys, ${rows.length - short} with ${ORDER_LINES} lines`;
  return { checked, problems };
}

export const orderScenarios: Scenario[] = [
  {
    name: 'order-submit',
    group: 'order',
    databases: ['postgres'],
    unit: 'orders/s',
    description: `POST /api/cart/lines (${ORDER_LINES} lines) then POST /api/cart/submit with a new Idempotency-Key, one business buyer per connection; rate and latency are the submit's`,
    async prepare(ctx) {
      const rounds: ScenarioRequest[][] = [];
      const skipped: string[] = [];
      for (const [index, buyer] of BUYERS.entries()) {
        if (rounds.length >= ctx.connections) break;
        const probed = await probeBuyer(ctx, buyer, index).catch(
          (err: unknown) => `${buyer}: ${err instanceof Error ? err.message : String(err)}`,
        );
        if (typeof probed === 'string') skipped.push(probed);
        else rounds.push(probed);
      }
      if (rounds.length === 0) throw new Error(`no buyer can submit an order: ${skipped.join(' | ')}`);
      return {
        rounds,
        measured: 'submit',
        exactRounds: true,
        maxConnections: rounds.length,
        notes: skipped.map((s) => `skipped ${s}`),
      };
    },
    verify: verifyOrders,
    async cleanup(ctx) {
      for (const buyer of BUYERS) await ctx.apiRaw('DELETE', '/api/cart', { user: buyer }).catch(() => undefined);
      await ctx.db.execute(sql`delete from orders where idempotency_key like ${keysLike(ctx.runTag)}`);
    },
  },
];
