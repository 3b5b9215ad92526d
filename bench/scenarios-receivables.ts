import { and, eq, like } from 'drizzle-orm';
import { arItems, customers } from '../apps/server/src/db/schema/index.ts';
import type { BenchContext } from './context.ts';
import { ensureFiveYears, historySpan } from './scenarios-history.ts';
import { single, type Scenario } from './workload.ts';
import { Decimal } from '@provender/rules';

/** The buyer whose customer gets five years of receivables in the bench database (never in the demo data). */
const BUYER = 'buyer.c10020';
const CUSTOMER_CODE = 'C10020';
const PREFIX = 'B5Y';
const YEARS = 5;
/** About five invoices a week for five years, and the 100 items still open. */
const INVOICES = 52 * 5 * YEARS;
export const OPEN_ITEMS = 100;

const iso = (day: number) => new Date(day * 86_400_000).toISOString().slice(0, 10);

/**
 * Gives the customer five years of history: its demo orders (with lines and paid invoices) copied
 * two and four years back as for order history, then 1,300 more invoices (all but 90 paid) and a
 * credit memo every twentieth invoice (all but 10 applied). The invoices are rebuilt on every run,
 * so reruns read the same data; the span of orders is checked.
 */
async function fiveYearsOfHistory(ctx: BenchContext): Promise<void> {
  await ensureFiveYears(ctx, BUYER);
  const span = await historySpan(ctx, BUYER);
  if ((Date.parse(span.last) - Date.parse(span.first)) / 86_400_000 < (YEARS - 0.5) * 365)
    throw new Error(`${BUYER}'s orders span only ${span.first} to ${span.last}`);
  const [customer] = await ctx.db
    .select({ id: customers.id })
    .from(customers)
    .where(eq(customers.customerCode, CUSTOMER_CODE));
  if (!customer) throw new Error(`the bench database has no customer ${CUSTOMER_CODE}`);
  await ctx.db.delete(arItems).where(and(eq(arItems.customerId, customer.id), like(arItems.arCode, `${PREFIX}%`)));
  const today = Math.floor(Date.now() / 86_400_000);
  const first = today - YEARS * 365;
  const rows: (typeof arItems.$inferInsert)[] = [];
  let openInvoices = OPEN_ITEMS - 10;
  let openMemos = 10;
  for (let i = INVOICES - 1; i >= 0; i--) {
    const day = first + Math.floor((i * YEARS * 365) / INVOICES);
    const amount = new Decimal(150 + ((i * 7919) % 2400)).div(10).plus(40).toFixed(2);
    const open = openInvoices-- > 0;
    rows.push({
      customerId: customer.id,
      arCode: `${PREFIX}I${String(i).padStart(5, '0')}`,
      recordType: 1,
      reference: String(700_000 + i),
      invoiceNumber: String(700_000 + i),
      invoiceDate: iso(day),
      dueDate: iso(day + 30),
      poNumber: `PO-${i}`,
      initial: amount,
      balance: open ? amount : '0.00',
    });
    if (i % 20 === 0) {
      const memo = new Decimal(amount).times(0.1).toDecimalPlaces(2);
      const memoOpen = openMemos-- > 0;
      rows.push({
        customerId: customer.id,
        arCode: `${PREFIX}C${String(i).padStart(5, '0')}`,
        recordType: 6,
        reference: `CMB${i}`,
        invoiceNumber: String(700_000 + i),
        invoiceDate: iso(day + 2),
        dueDate: iso(day + 2),
        initial: memo.neg().toFixed(2),
        balance: memoOpen ? memo.neg().toFixed(2) : '0.00',
        remarks: 'Credit - short shipped',
      });
    }
  }
  for (let at = 0; at < rows.length; at += 500) await ctx.db.insert(arItems).values(rows.slice(at, at + 500));
}

async function checkedGet(ctx: BenchContext, path: string, check: (body: unknown) => string | null) {
  const headers = await ctx.authHeaders(BUYER);
  const res = await fetch(`${ctx.appUrl}${path}`, { headers });
  if (res.status !== 200) throw new Error(`${path} answered ${res.status}`);
  const problem = check(await res.json());
  if (problem) throw new Error(`${path}: ${problem}`);
  return single({ method: 'GET', url: `${ctx.appUrl}${path}`, headers });
}

export const receivableScenarios: Scenario[] = [
  {
    name: 'account-summary',
    group: 'receivables',
    latencyProbe: true,
    description: `GET /api/account/summary for ${BUYER}: five years of history, ${OPEN_ITEMS} open items aged, last payment and invoice, orders on hand`,
    prepare: async (ctx) => {
      await fiveYearsOfHistory(ctx);
      return checkedGet(ctx, '/api/account/summary', (body) => {
        const s = body as { buckets: unknown[]; balance: number };
        return s.buckets.length === 4 && s.balance > 0 ? null : 'the summary does not show the bench history';
      });
    },
  },
  {
    name: 'open-ar-100',
    group: 'receivables',
    latencyProbe: true,
    description: `GET /api/account/openar for ${BUYER}: the ${OPEN_ITEMS} open items among five years of receivables`,
    prepare: async (ctx) => {
      await fiveYearsOfHistory(ctx);
      return checkedGet(ctx, '/api/account/openar', (body) =>
        Array.isArray(body) && body.length >= OPEN_ITEMS ? null : `expected at least ${OPEN_ITEMS} open items`,
      );
    },
  },
];
