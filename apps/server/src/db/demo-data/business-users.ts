import type { Db } from '../client.ts';
import { approvalRules, menuEntries, salespersonCustomers, settingOverrides, users } from '../schema/index.ts';
import { personName } from './account-draws.ts';
import type { BusinessCustomer } from './business-customers.ts';
import type { Random } from './random.ts';

type UserRow = typeof users.$inferInsert;

/** The named demo sign-ins of the business side: demo.customer's team (C10001) and demo.admin. */
function demoUserRows(
  demoCustomer: BusinessCustomer,
  adminCustomer: BusinessCustomer,
  passwordHash: string,
): UserRow[] {
  return [
    {
      username: 'demo.customer',
      name: 'Dana Whitaker',
      email: 'dana.whitaker@example.com',
      kind: 'customer',
      customerId: demoCustomer.id,
      // The customer's admin: manages C10001's users and approval rules (issue 35).
      isCustomerAdmin: true,
      passwordHash,
    },
    {
      username: 'demo.admin',
      name: 'Alex Morgan',
      email: 'alex.morgan@example.com',
      kind: 'customer',
      isAdmin: true,
      customerId: adminCustomer.id,
      passwordHash,
    },
    {
      username: 'demo.disabled',
      name: 'Former Buyer',
      email: 'former.buyer@example.com',
      kind: 'customer',
      customerId: demoCustomer.id,
      passwordHash,
      disabled: true,
    },
    // C10001's team (issue 35): a Buyer whose orders over $500 await approval, and its bookkeeper.
    {
      username: 'demo.buyer',
      name: 'Jordan Reyes',
      email: 'jordan.reyes@example.com',
      kind: 'customer',
      customerId: demoCustomer.id,
      customerRole: 'buyer',
      passwordHash,
    },
    {
      username: 'demo.bookkeeper',
      name: 'Morgan Hale',
      email: 'morgan.hale@example.com',
      kind: 'customer',
      customerId: demoCustomer.id,
      customerRole: 'accountsPayable',
      passwordHash,
    },
  ];
}

/**
 * Business users: the demo accounts first, then one buyer for each of the first customers, then
 * five salespeople; and the approval rule of demo.customer's account (orders over $500).
 */
export async function seedBusinessUsers(db: Db, r: Random, business: BusinessCustomer[], passwordHash: string) {
  const [demoCustomer, adminCustomer] = business;
  if (!demoCustomer || !adminCustomer) throw new Error('demo data needs at least two customers');
  const userRows = demoUserRows(demoCustomer, adminCustomer, passwordHash);
  business.slice(2, 20).forEach((c) => {
    userRows.push({
      username: `buyer.${c.code.toLowerCase()}`,
      name: personName(r),
      email: `buyer.${c.code.toLowerCase()}@example.com`,
      kind: 'customer',
      customerId: c.id,
      passwordHash,
    });
  });
  const salesNames = ['demo.sales', 'sales.jlee', 'sales.mrossi', 'sales.kpatel', 'sales.tnguyen'];
  salesNames.forEach((username, i) => {
    userRows.push({
      username,
      name: i === 0 ? 'Sam Delgado' : personName(r),
      email: `${username.replace('.', '_')}@harborvine.example.com`,
      kind: 'salesperson',
      passwordHash,
    });
  });
  await db.insert(users).values(userRows);
  await db.insert(approvalRules).values({ customerId: demoCustomer.id, overAmount: '500.00', everyBuyerOrder: false });
}

/**
 * The salespeople's customers: demo.sales has the first dozen, demo.customer's included, and may
 * change prices; the others share the rest in turn.
 */
export async function seedSalesAssignments(db: Db, businessCustomerIds: number[]) {
  const salesUsers = await db.query.users.findMany({
    where: (u, { eq }) => eq(u.kind, 'salesperson'),
    orderBy: (u, { asc }) => asc(u.id),
  });
  const assignments: { userId: number; customerId: number }[] = [];
  salesUsers.forEach((s, i) => {
    const mine =
      i === 0 ? businessCustomerIds.slice(0, 12) : businessCustomerIds.filter((_, k) => k >= 12 && k % 4 === i - 1);
    for (const customerId of mine) assignments.push({ userId: s.id, customerId });
  });
  await db.insert(salespersonCustomers).values(assignments);
  const demoSales = salesUsers[0];
  if (demoSales) {
    await db.insert(settingOverrides).values({ userId: demoSales.id, key: 'canChangePrice', value: true });
  }
}

/** Per-customer menu overrides: one customer may not pay invoices online and sees no product history. */
export async function seedRestrictedCustomer(db: Db, restricted: BusinessCustomer | undefined) {
  if (!restricted) return;
  await db.insert(menuEntries).values([
    { key: 'InvoicePayment', userType: 'customer', customerId: restricted.id, isVisible: true, isLocked: true },
    { key: 'ProductHistory', userType: 'customer', customerId: restricted.id, isVisible: false },
  ]);
  await db
    .insert(settingOverrides)
    .values({ customerId: restricted.id, key: 'orderQuantityRoundingFlag', value: 'up' });
}
