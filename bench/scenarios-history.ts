import { sql } from 'drizzle-orm';
import type { BenchContext } from './context.ts';
import { single, type Scenario } from './workload.ts';

/** The buyer whose history is measured; the setup below gives their customer five years of it. */
const BUYER = 'demo.customer';
const YEARS = 5;

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

/**
 * The demo data holds two years of orders. The benchmark needs a customer with five: the
 * customer's orders (lines and invoices too) are copied two and four years further back, kept only
 * within five years of the newest order. Copies carry order numbers 9k… (k = 1, 2) and A/R codes
 * H{k}-…, so the step runs once per benchmark database and customer and never touches anyone
 * else's data. Used for demo.customer here and for buyer.c10020's customer by the receivables.
 */
export async function ensureFiveYears(ctx: BenchContext, username: string = BUYER): Promise<void> {
  if (!/^[a-z0-9.]+$/.test(username)) throw new Error(`unexpected user name ${username}`);
  // A DO block takes no bind parameters: the constants are written into it.
  const buyerLiteral = sql.raw(`'${username}'`);
  await ctx.db.execute(sql`
    do $$
    declare
      cid integer := (select customer_id from users where username = ${buyerLiteral});
      newest timestamptz := (select max(order_date) from orders where customer_id = (select customer_id from users where username = ${buyerLiteral}));
      k integer;
    begin
      if exists (select 1 from orders where customer_id = cid and order_number like '91%' and length(order_number) = 8) then
        return;
      end if;
      for k in 1..2 loop
        insert into orders (order_number, customer_id, shipto_code, user_id, po_number, order_date, delivery_date, status,
          special_instruction1, special_instruction2, notes, line_total, add_on_charges, tax, total, ship_method, taxable_amount)
        select '9' || k || o.order_number, o.customer_id, o.shipto_code, o.user_id, o.po_number,
          o.order_date - (k * 730) * interval '1 day', o.delivery_date - k * 730, 'Invoiced',
          o.special_instruction1, o.special_instruction2, o.notes, o.line_total, o.add_on_charges, o.tax, o.total,
          o.ship_method, o.taxable_amount
        from orders o
        where o.customer_id = cid and length(o.order_number) = 6 and o.status = 'Invoiced'
          and o.order_date - (k * 730) * interval '1 day' > newest - ${sql.raw(String(YEARS * 365))} * interval '1 day';
        insert into order_lines (order_id, line_no, product_id, unit_of_measure, quantity, unit_of_measure_prc,
          unit_price, extension, case_quantity, product_text1, product_text2, is_override_price)
        select c.id, l.line_no, l.product_id, l.unit_of_measure, l.quantity, l.unit_of_measure_prc, l.unit_price,
          l.extension, l.case_quantity, l.product_text1, l.product_text2, l.is_override_price
        from orders c
        join orders o on o.customer_id = cid and '9' || k || o.order_number = c.order_number
        join order_lines l on l.order_id = o.id
        where c.customer_id = cid;
        insert into ar_items (customer_id, ar_code, record_type, reference, invoice_number, order_id, invoice_date,
          due_date, po_number, initial, balance, remarks)
        select a.customer_id, 'H' || k || '-' || a.ar_code, a.record_type, a.reference, a.invoice_number, c.id,
          a.invoice_date - k * 730, a.due_date - k * 730, a.po_number, a.initial, 0, a.remarks
        from ar_items a
        join orders o on o.id = a.order_id
        join orders c on c.customer_id = cid and c.order_number = '9' || k || o.order_number
        where a.customer_id = cid and a.record_type = 1;
      end loop;
    end $$`);
  for (const table of ['orders', 'order_lines', 'ar_items']) await ctx.db.execute(sql.raw(`analyze ${table}`));
}

interface HistorySpan {
  orders: number;
  first: string;
  last: string;
}

export async function historySpan(ctx: BenchContext, username: string = BUYER): Promise<HistorySpan> {
  const [span] = rowsOf<HistorySpan>(
    await ctx.db.execute(sql`
      select count(*)::int as orders, min(order_date)::date::text as first, max(order_date)::date::text as last
      from orders where customer_id = (select customer_id from users where username = ${username})`),
  );
  if (!span) throw new Error(`${username} has no orders`);
  return span;
}

/** Checks the buyer's history spans close to five years, so the scenarios measure what they say. */
async function fiveYears(ctx: BenchContext): Promise<HistorySpan> {
  await ensureFiveYears(ctx);
  const span = await historySpan(ctx);
  const days = (Date.parse(span.last) - Date.parse(span.first)) / 86_400_000;
  if (days < (YEARS - 0.5) * 365) throw new Error(`${BUYER}'s history spans only ${Math.round(days)} days`);
  return span;
}

function productHistoryScenario(name: string, days: number | null): Scenario {
  const what = days === null ? 'all five years' : `the last ${days} days`;
  return {
    name,
    group: 'history',
    latencyProbe: true,
    description: `GET /api/history/products as ${BUYER} over ${what} of a five-year history`,
    async prepare(ctx) {
      const span = await fiveYears(ctx);
      const start =
        days === null ? null : new Date(Date.parse(span.last) - days * 86_400_000).toISOString().slice(0, 10);
      const path = start ? `/api/history/products?startDate=${start}` : '/api/history/products';
      const lines = await ctx.api<unknown[]>('GET', path, { user: BUYER });
      if (lines.length === 0) throw new Error(`product history over ${what} is empty`);
      return {
        ...single({ method: 'GET', url: `${ctx.appUrl}${path}`, headers: await ctx.authHeaders(BUYER) }),
        notes: [`${lines.length} invoiced lines, history ${span.first} to ${span.last}`],
      };
    },
  };
}

export const historyScenarios: Scenario[] = [
  {
    name: 'order-history',
    group: 'history',
    latencyProbe: true,
    description: `GET /api/history/orders as ${BUYER}: every order of five years with invoice flags and scan documents`,
    async prepare(ctx) {
      const span = await fiveYears(ctx);
      const orders = await ctx.api<unknown[]>('GET', '/api/history/orders', { user: BUYER });
      if (orders.length !== span.orders)
        throw new Error(`order history answered ${orders.length} of ${span.orders} orders`);
      return {
        ...single({ method: 'GET', url: `${ctx.appUrl}/api/history/orders`, headers: await ctx.authHeaders(BUYER) }),
        notes: [`${orders.length} orders, ${span.first} to ${span.last}`],
      };
    },
  },
  productHistoryScenario('product-history-90-days', 90),
  productHistoryScenario('product-history-five-years', null),
];
