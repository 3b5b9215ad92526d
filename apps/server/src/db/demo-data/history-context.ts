import type { Db } from '../client.ts';
import type { SeededAccounts } from './accounts.ts';

export interface CustomerInfo {
  id: number;
  customerCode: string;
  termsDays: number;
  requiredPo: boolean;
  defaultPo: string;
  discountPercent: string;
}

export interface HistoryContext {
  customers: Map<number, CustomerInfo>;
  shiptos: Map<number, { code: string; deliveryDays: number[] }[]>;
  /** customerId -> the user who usually orders (first enabled buyer or consumer). */
  buyers: Map<number, number>;
  /** customerId -> a salesperson assigned to it. */
  salespeople: Map<number, number>;
}

/** Reads back what the accounts step stored, so the history matches it exactly. */
export async function loadHistoryContext(db: Db, accounts: SeededAccounts): Promise<HistoryContext> {
  const wanted = new Set([...accounts.businessCustomerIds, ...accounts.consumerCustomerIds]);
  const levels = new Map((await db.query.priceLevels.findMany()).map((l) => [l.level, l.discountPercent]));
  const customers = new Map<number, CustomerInfo>();
  for (const c of await db.query.customers.findMany({ orderBy: (t, { asc }) => asc(t.id) })) {
    if (!wanted.has(c.id)) continue;
    customers.set(c.id, {
      id: c.id,
      customerCode: c.customerCode,
      termsDays: c.termsDays,
      requiredPo: c.requiredPo,
      defaultPo: c.defaultPo,
      discountPercent: levels.get(c.priceLevel) ?? '0',
    });
  }
  const shiptos = new Map<number, { code: string; deliveryDays: number[] }[]>();
  for (const s of await db.query.shiptos.findMany({ orderBy: (t, { asc }) => [asc(t.customerId), asc(t.code)] })) {
    const list = shiptos.get(s.customerId) ?? [];
    list.push({ code: s.code, deliveryDays: s.deliveryDays });
    shiptos.set(s.customerId, list);
  }
  const buyers = new Map<number, number>();
  for (const u of await db.query.users.findMany({ orderBy: (t, { asc }) => asc(t.id) })) {
    if (u.customerId !== null && !u.disabled && u.kind !== 'salesperson' && !buyers.has(u.customerId))
      buyers.set(u.customerId, u.id);
  }
  const salespeople = new Map<number, number>();
  for (const a of await db.query.salespersonCustomers.findMany({
    orderBy: (t, { asc }) => [asc(t.userId), asc(t.customerId)],
  })) {
    if (!salespeople.has(a.customerId)) salespeople.set(a.customerId, a.userId);
  }
  return { customers, shiptos, buyers, salespeople };
}
