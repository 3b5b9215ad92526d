import { Decimal, caseQuantity, extension, findCaseUnit } from '@provender/rules';
import { customerPrice, levelPrice, unitPrice } from '@provender/rules/server';
import { sql } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { arItems, orderLines, orders, payments } from '../schema/index.ts';
import type { SeededAccounts } from './accounts.ts';
import type { UsualItem } from './assortments.ts';
import type { CatalogProduct } from './catalog.ts';
import { contractPriceOn, type ContractBook } from './contracts.ts';
import { insertRows } from './bulk.ts';
import { isoDate, timestampOn, weekday, weekOf } from './days.ts';
import { loadHistoryContext, type CustomerInfo, type HistoryContext } from './history-context.ts';
import type { Random } from './random.ts';
import { buildReceivables, type InvoicedOrder } from './receivables.ts';
import type { DemoUnit } from './units.ts';

export interface HistoryInput {
  accounts: SeededAccounts;
  assortments: Map<number, UsualItem[]>;
  contracts: ContractBook;
  pool: CatalogProduct[];
  /** The reference day (days since epoch); the history ends here. */
  today: number;
}

export interface HistoryStats {
  orders: number;
  orderLines: number;
  arItems: number;
  payments: number;
}

interface LineDraft {
  productId: number;
  unitOfMeasure: string;
  quantity: string;
  unitOfMeasurePrc: string;
  unitPrice: string;
  extension: string;
  caseQuantity: string;
  productText1: string;
}

interface OrderDraft {
  customerId: number;
  shiptoCode: string | null;
  userId: number | null;
  poNumber: string;
  orderDay: number;
  orderMinute: number;
  deliveryDay: number;
  specialInstruction1: string;
  lines: LineDraft[];
  lineTotal: Decimal;
  addOnCharges: Decimal;
}

const historyDays = 730;
/** List prices rise about five percent a year; older orders were priced lower. */
const quarterlyIncrease = 0.012;
const holidays = new Set(['01-01', '07-04', '12-25']);
const instructions = [
  'Deliver to back door',
  'Call 30 min before arrival',
  'Leave with kitchen manager',
  'Dock closes at 2 pm',
  'Use the service entrance',
  'Rotate dairy stock please',
];
const lineNotes = ['No substitutes', 'Ripe for the weekend', 'Cut in half please', 'For catering event'];
const consumerPos = [
  'Weekend BBQ',
  'Family reunion',
  'Office lunch',
  'Pantry restock',
  'Birthday party',
  'Game night',
  'Church picnic',
];

type PricedLine = Omit<LineDraft, 'productText1'>;

/**
 * Prices a line the way the storefront does (@provender/rules): the level discount off the list
 * price of the day, or a lower contract, converted to the price-by unit. Customers order the
 * same items in the same quantities week after week, so priced lines are memoised per customer,
 * item, quantity, price quarter and contract in force.
 */
function linePricer(input: HistoryInput) {
  const memo = new Map<string, PricedLine>();
  return (r: Random, customer: CustomerInfo, item: UsualItem, steps: number, day: number): LineDraft => {
    const { product, sellBy, priceBy } = item;
    const quarters = Math.floor((input.today - day) / 91);
    const contract = contractPriceOn(input.contracts, customer.id, product.id, day);
    const key =
      `${customer.id}|${product.id}|${sellBy.unitOfMeasure}|${priceBy.unitOfMeasure}|` +
      `${steps}|${quarters}|${contract?.toString() ?? ''}`;
    let priced = memo.get(key);
    if (!priced) {
      const pricing = product.units.find((u) => u.isPricing) as DemoUnit;
      const quantity = new Decimal(sellBy.sellByMultiple).times(steps);
      const list = new Decimal(product.basePrice).times(1 - quarterlyIncrease * quarters);
      const price = unitPrice(customerPrice(levelPrice(list, customer.discountPercent), contract), pricing, priceBy);
      priced = {
        productId: product.id,
        unitOfMeasure: sellBy.unitOfMeasure,
        quantity: quantity.toFixed(2),
        unitOfMeasurePrc: priceBy.unitOfMeasure,
        unitPrice: price.toFixed(4),
        extension: extension(quantity, sellBy, priceBy, price).toFixed(2),
        caseQuantity: caseQuantity(quantity, sellBy, findCaseUnit(product.units)).toFixed(2),
      };
      memo.set(key, priced);
    }
    return { ...priced, productText1: r.chance(0.01) ? r.pick(lineNotes) : '' };
  };
}
type LinePricer = ReturnType<typeof linePricer>;

function totals(lines: LineDraft[]): { lineTotal: Decimal; addOnCharges: Decimal } {
  const lineTotal = lines.reduce((s, l) => s.plus(l.extension), new Decimal(0));
  // Small drops carry the distributor's delivery charge.
  return { lineTotal, addOnCharges: lineTotal.lt(250) ? new Decimal('7.50') : new Decimal(0) };
}

/** A weekly-ish rhythm per ship-to on its route days, lines drawn from the customer's usual items. */
function businessOrders(r: Random, ctx: HistoryContext, input: HistoryInput, priceLine: LinePricer): OrderDraft[] {
  const drafts: OrderDraft[] = [];
  const first = input.today - historyDays;
  input.accounts.businessCustomerIds.forEach((customerId, i) => {
    const customer = ctx.customers.get(customerId);
    const usual = input.assortments.get(customerId) ?? [];
    if (!customer || usual.length === 0) return;
    const core = usual.filter((u) => u.core);
    const extra = usual.filter((u) => !u.core);
    const start = i < 2 || r.chance(0.75) ? first : first + r.int(30, 500);
    const size = r.pick([
      [5, 12],
      [8, 18],
      [12, 25],
    ] as const);
    for (const shipto of ctx.shiptos.get(customerId) ?? []) {
      const days = shipto.deliveryDays.length ? shipto.deliveryDays : [2];
      const roll = r.next();
      const mode = roll < 0.15 && days.length > 1 ? 'every' : roll < 0.32 ? 'biweekly' : 'weekly';
      const usualDay = r.pick(days);
      const parity = r.int(0, 1);
      for (let day = start; day <= input.today + 6; day++) {
        const wd = weekday(day);
        if (!days.includes(wd)) continue;
        if (mode !== 'every' && wd !== usualDay) continue;
        if (mode === 'biweekly' && weekOf(day) % 2 !== parity) continue;
        if (holidays.has(isoDate(day).slice(5)) || r.chance(0.06)) continue;
        let orderDay = day - (r.chance(0.7) ? 1 : r.int(2, 3));
        while (weekday(orderDay) === 7) orderDay--;
        if (orderDay > input.today) continue;
        const n = Math.min(usual.length, r.int(size[0], size[1]));
        const picked = new Set(core.filter(() => r.chance(0.85)).slice(0, n));
        for (let attempt = 0; picked.size < n && attempt < n * 4 && extra.length; attempt++) picked.add(r.pick(extra));
        const items = usual.filter((u) => picked.has(u));
        const lines = items.map((item) =>
          priceLine(r, customer, item, Math.max(1, item.steps + r.pick([-1, 0, 0, 0, 1, 2])), orderDay),
        );
        const buyer = ctx.buyers.get(customerId);
        const salesperson = ctx.salespeople.get(customerId);
        drafts.push({
          customerId,
          shiptoCode: shipto.code,
          userId: buyer && r.chance(0.8) ? buyer : (salesperson ?? buyer ?? null),
          poNumber: customer.requiredPo
            ? `PO-${r.int(10000, 99999)}`
            : customer.defaultPo || (r.chance(0.15) ? String(r.int(1000, 9999)) : ''),
          orderDay,
          orderMinute: r.int(6 * 60, 16 * 60),
          deliveryDay: day,
          specialInstruction1: r.chance(0.06) ? r.pick(instructions) : '',
          lines,
          ...totals(lines),
        });
      }
    }
  });
  return drafts;
}

/** Retail buyers: a few small orders each over the past year, at list price. */
function consumerOrders(r: Random, ctx: HistoryContext, input: HistoryInput, priceLine: LinePricer): OrderDraft[] {
  const retail = input.pool.filter((p) => !['PD', 'CJ', 'SE', 'SV'].includes(p.mainCategoryCode));
  const drafts: OrderDraft[] = [];
  input.accounts.consumerCustomerIds.forEach((customerId, i) => {
    const customer = ctx.customers.get(customerId);
    if (!customer || !retail.length) return;
    const count = i === 0 ? 4 : i === 1 ? 0 : r.int(0, 4);
    for (let k = 0; k < count; k++) {
      const deliveryDay = input.today - r.int(3, 360);
      const orderDay = deliveryDay - r.int(1, 2);
      const chosen = new Set<CatalogProduct>();
      const n = r.int(3, 9);
      for (let attempt = 0; chosen.size < n && attempt < n * 4; attempt++) chosen.add(r.pick(retail));
      const lines = [...chosen].map((product) => {
        const sellBy =
          product.units.find((u) => u.isSellBy && u.unitOfMeasure === 'EA') ??
          (product.units.find((u) => u.unitOfMeasure === 'CS') as DemoUnit);
        const pricing = product.units.find((u) => u.isPricing) as DemoUnit;
        const priceBy = product.isCatchWeight ? pricing : sellBy.isPriceBy ? sellBy : pricing;
        return priceLine(
          r,
          customer,
          { product, sellBy, priceBy, steps: r.int(1, 2), core: false },
          r.int(1, 2),
          orderDay,
        );
      });
      drafts.push({
        customerId,
        shiptoCode: null,
        userId: ctx.buyers.get(customerId) ?? null,
        poNumber: r.pick(consumerPos),
        orderDay,
        orderMinute: r.int(8 * 60, 21 * 60),
        deliveryDay,
        specialInstruction1: '',
        lines,
        ...totals(lines),
      });
    }
  });
  return drafts;
}

/**
 * The accounts step draws credit limits before any purchases exist; a limit below what the
 * customer buys would show a negative available credit on every account summary. Limits are
 * raised (never lowered) to twice the monthly purchases of the last year, and half again above
 * the open balance plus orders not yet invoiced, in steps of 5,000.
 */
async function raiseCreditLimits(db: Db, today: number) {
  await db.execute(sql`
    with purchases as (
      select customer_id, sum(total) / 12 as monthly from orders
      where status = 'Invoiced' and delivery_date > ${isoDate(today - 365)}::date group by customer_id),
    open_items as (select customer_id, sum(balance) as balance from ar_items group by customer_id),
    on_order as (select customer_id, sum(total) as amount from orders where status = 'Open' group by customer_id)
    update customers c
    set credit_limit = greatest(
      c.credit_limit,
      ceil(greatest(2 * coalesce(p.monthly, 0), 1.5 * (coalesce(a.balance, 0) + coalesce(o.amount, 0))) / 5000) * 5000)
    from customers x
    left join purchases p on p.customer_id = x.id
    left join open_items a on a.customer_id = x.id
    left join on_order o on o.customer_id = x.id
    where c.id = x.id and not x.is_consumer`);
}

/** Two years of orders, their invoices, payments and open receivables ending at the reference day. */
export async function seedHistory(db: Db, r: Random, input: HistoryInput): Promise<HistoryStats> {
  const ctx = await loadHistoryContext(db, input.accounts);
  const priceLine = linePricer(input);
  const drafts = [...businessOrders(r, ctx, input, priceLine), ...consumerOrders(r, ctx, input, priceLine)].sort(
    (a, b) => a.orderDay - b.orderDay || a.orderMinute - b.orderMinute || a.customerId - b.customerId,
  );
  const numbered = drafts.map((d, i) => ({
    draft: d,
    orderNumber: String(100_000 + i),
    status: d.deliveryDay < input.today ? 'Invoiced' : 'Open',
  }));

  const inserted = await insertRows(
    db,
    orders,
    numbered.map(({ draft: d, orderNumber, status }) => {
      const total = d.lineTotal.plus(d.addOnCharges);
      return {
        orderNumber,
        customerId: d.customerId,
        shiptoCode: d.shiptoCode,
        userId: d.userId,
        poNumber: d.poNumber,
        orderDate: new Date(timestampOn(d.orderDay, d.orderMinute)),
        deliveryDate: isoDate(d.deliveryDay),
        status,
        specialInstruction1: d.specialInstruction1,
        specialInstruction2: '',
        notes: '',
        lineTotal: d.lineTotal.toFixed(2),
        addOnCharges: d.addOnCharges.toFixed(2),
        tax: '0.00',
        total: total.toFixed(2),
      };
    }),
    { chunkSize: 2000, returning: ['id', 'orderNumber'] },
  );
  const idByNumber = new Map(inserted.map((row) => [String(row.order_number), Number(row.id)]));
  const orderIdOf = (orderNumber: string) => {
    const id = idByNumber.get(orderNumber);
    if (id === undefined) throw new Error(`order ${orderNumber} was not inserted`);
    return id;
  };

  const lineRows = numbered.flatMap(({ draft, orderNumber }) => {
    const orderId = orderIdOf(orderNumber);
    return draft.lines.map((l, i) => ({ orderId, lineNo: i + 1, ...l, productText2: '', isOverridePrice: false }));
  });
  await insertRows(db, orderLines, lineRows, { chunkSize: 10_000 });

  const businessIds = new Set(input.accounts.businessCustomerIds);
  const invoiced: InvoicedOrder[] = numbered
    .filter(({ draft, status }) => status === 'Invoiced' && businessIds.has(draft.customerId))
    .map(({ draft, orderNumber }) => ({
      customerId: draft.customerId,
      orderId: orderIdOf(orderNumber),
      orderNumber,
      day: draft.deliveryDay,
      total: draft.lineTotal.plus(draft.addOnCharges),
      poNumber: draft.poNumber,
    }));
  const receivables = buildReceivables(r, invoiced, input.accounts.businessCustomerIds, ctx.customers, input.today);
  await insertRows(db, arItems, receivables.arItems, { chunkSize: 5000 });
  await insertRows(db, payments, receivables.payments, { chunkSize: 5000 });
  await raiseCreditLimits(db, input.today);

  // The next order taken in the storefront continues after the demo history.
  const last = numbered.length ? 100_000 + numbered.length - 1 : 99_999;
  await db.execute(
    sql`select setval('order_number_seq', ${Math.max(last, 100_000)}::bigint, ${numbered.length > 0}::boolean)`,
  );

  return {
    orders: numbered.length,
    orderLines: lineRows.length,
    arItems: receivables.arItems.length,
    payments: receivables.payments.length,
  };
}
