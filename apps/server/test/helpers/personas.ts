import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../src/db/client.ts';
import { customers, users } from '../../src/db/schema/index.ts';
import { signIn } from './app.ts';

/** The seeded demo sign-in names (src/db/demo-data/business-users.ts and consumers.ts; the password is accounts.ts' DEMO_PASSWORD). */
export const demoUsers = {
  customer: 'demo.customer',
  admin: 'demo.admin',
  sales: 'demo.sales',
  consumer: 'demo.consumer@example.com',
  /** Buyer of C10006, whose menu locks InvoicePayment and hides ProductHistory. */
  restrictedBuyer: 'buyer.c10006',
  /** C10001's Buyer (its orders over $500 await approval) and its Accounts payable user (issue 35). */
  buyer: 'demo.buyer',
  bookkeeper: 'demo.bookkeeper',
} as const;

/**
 * Tokens of C10001 users in each role (issue 35): the demo's Buyer and bookkeeper, and an Approver
 * and a Viewer added here with the demo password (demo.customer, the customer's admin, has no role).
 */
export async function roleTokens(t: { app: FastifyInstance; db: Db }) {
  const [buyer] = await t.db.select().from(users).where(eq(users.username, demoUsers.buyer));
  if (!buyer) throw new Error('no demo.buyer in the test database');
  const { id: _id, username: _u, email: _e, ...rest } = buyer;
  await t.db
    .insert(users)
    .values([
      {
        ...rest,
        username: 'test.approver',
        email: 'test.approver@example.com',
        name: 'Avery Approver',
        customerRole: 'approver',
      },
      {
        ...rest,
        username: 'test.viewer',
        email: 'test.viewer@example.com',
        name: 'Vic Viewer',
        customerRole: 'viewer',
      },
    ])
    .onConflictDoNothing();
  const names = {
    buyer: 'demo.buyer',
    approver: 'test.approver',
    accountsPayable: 'demo.bookkeeper',
    viewer: 'test.viewer',
  };
  const entries = await Promise.all(
    Object.entries(names).map(async ([role, name]) => [role, await signIn(t.app, name)] as const),
  );
  return Object.fromEntries(entries) as Record<keyof typeof names, string>;
}

/** Customer keys by customer code, read from the test database. */
export async function customerKeys<C extends string>(db: Db, ...codes: C[]): Promise<Record<C, number>> {
  const rows = await db
    .select({ id: customers.id, code: customers.customerCode })
    .from(customers)
    .where(inArray(customers.customerCode, codes));
  const found = Object.fromEntries(rows.map((r) => [r.code, r.id])) as Record<C, number>;
  for (const code of codes) if (found[code] === undefined) throw new Error(`no customer ${code} in the test database`);
  return found;
}

export async function customerKey(db: Db, code: string): Promise<number> {
  const [row] = await db.select({ id: customers.id }).from(customers).where(eq(customers.customerCode, code));
  if (!row) throw new Error(`no customer ${code} in the test database`);
  return row.id;
}

/** Bearer tokens for the demo accounts, signed in once. */
export async function demoTokens(app: FastifyInstance) {
  const entries = await Promise.all(
    (Object.entries(demoUsers) as [keyof typeof demoUsers, string][]).map(
      async ([role, username]) => [role, await signIn(app, username)] as const,
    ),
  );
  return Object.fromEntries(entries) as Record<keyof typeof demoUsers, string>;
}
