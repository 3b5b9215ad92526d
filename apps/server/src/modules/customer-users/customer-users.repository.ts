import { and, asc, eq, isNull, not, sql } from 'drizzle-orm';
import type { CustomerRole } from '@provender/contract';
import { announcingWrites, type ChangeNotices } from '../../cache/change-feed.ts';
import type { Db } from '../../db/client.ts';
import { approvalRules, customers, users } from '../../db/schema/index.ts';

const userColumns = {
  id: users.id,
  username: users.username,
  name: users.name,
  email: users.email,
  role: users.customerRole,
  isCustomerAdmin: users.isCustomerAdmin,
  shiptoCodes: users.shiptoCodes,
  disabled: users.disabled,
  invitedAt: users.invitedAt,
};
export interface CustomerUserRow {
  id: number;
  username: string;
  name: string;
  email: string | null;
  role: CustomerRole | null;
  isCustomerAdmin: boolean;
  shiptoCodes: string[] | null;
  disabled: boolean;
  invitedAt: Date | null;
}

/** A customer's own users: business users of the customer, punchout sessions' users left out. */
const ownUsers = (customerId: number) =>
  and(eq(users.customerId, customerId), eq(users.kind, 'customer'), not(sql`${users.username} like 'punchout:%'`));

export function createCustomerUsersRepository(db: Db, notices: ChangeNotices) {
  const repo = {
    async list(customerId: number): Promise<CustomerUserRow[]> {
      return db.select(userColumns).from(users).where(ownUsers(customerId)).orderBy(asc(users.name), asc(users.id));
    },

    async byId(customerId: number, id: number): Promise<CustomerUserRow | null> {
      const [row] = await db
        .select(userColumns)
        .from(users)
        .where(and(ownUsers(customerId), eq(users.id, id)));
      return row ?? null;
    },

    async customerIdByCode(code: string): Promise<number | null> {
      const [row] = await db
        .select({ id: customers.id })
        .from(customers)
        .where(and(eq(customers.customerCode, code), eq(customers.isConsumer, false)));
      return row?.id ?? null;
    },

    /** Whether a user name or e-mail address is taken by any account (sign-in accepts both). */
    async nameTaken(email: string): Promise<boolean> {
      const lower = email.toLowerCase();
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`${users.username} = ${lower} or lower(${users.email}) = ${lower}`)
        .limit(1);
      return row !== undefined;
    },

    /** The invited user: no password matches '!' until the invitation's link sets one. */
    async insertInvited(u: {
      customerId: number;
      email: string;
      name: string;
      role: CustomerRole;
      shiptoCodes: string[] | null;
      now: Date;
    }): Promise<CustomerUserRow | null> {
      const [row] = await db
        .insert(users)
        .values({
          username: u.email.toLowerCase(),
          email: u.email,
          name: u.name,
          passwordHash: '!',
          kind: 'customer',
          customerId: u.customerId,
          customerRole: u.role,
          shiptoCodes: u.shiptoCodes,
          invitedAt: u.now,
        })
        .onConflictDoNothing()
        .returning(userColumns);
      return row ?? null;
    },

    /** Changes what was sent; disabling also bumps the token version, so every token stops. */
    async update(
      customerId: number,
      id: number,
      change: { role?: CustomerRole; shiptoCodes?: string[] | null; disabled?: boolean },
    ): Promise<CustomerUserRow | null> {
      const [row] = await db
        .update(users)
        .set({
          ...(change.role !== undefined ? { customerRole: change.role } : {}),
          ...(change.shiptoCodes !== undefined ? { shiptoCodes: change.shiptoCodes } : {}),
          ...(change.disabled !== undefined ? { disabled: change.disabled } : {}),
          ...(change.disabled === true ? { tokenVersion: sql`${users.tokenVersion} + 1` } : {}),
        })
        .where(and(ownUsers(customerId), eq(users.id, id)))
        .returning(userColumns);
      return row ?? null;
    },

    async approvalRules(customerId: number) {
      const [row] = await db
        .select({ overAmount: approvalRules.overAmount, everyBuyerOrder: approvalRules.everyBuyerOrder })
        .from(approvalRules)
        .where(eq(approvalRules.customerId, customerId));
      return row ?? null;
    },

    async saveApprovalRules(
      customerId: number,
      rules: { overAmount: string | null; everyBuyerOrder: boolean },
      now: Date,
    ) {
      await db
        .insert(approvalRules)
        .values({ customerId, ...rules, updatedAt: now })
        .onConflictDoUpdate({ target: approvalRules.customerId, set: { ...rules, updatedAt: now } });
    },

    /** Who approves the customer's orders: enabled approvers and users without a role, with an address. */
    async approverAddresses(customerId: number): Promise<{ id: number; email: string; name: string }[]> {
      const rows = await db
        .select({ id: users.id, email: users.email, name: users.name })
        .from(users)
        .where(
          and(
            ownUsers(customerId),
            eq(users.disabled, false),
            sql`(${users.customerRole} is null or ${users.customerRole} = 'approver')`,
            not(isNull(users.email)),
            sql`${users.passwordHash} <> '!'`,
          ),
        );
      return rows.flatMap((r) => (r.email ? [{ id: r.id, email: r.email, name: r.name }] : []));
    },
  };
  // A changed role, ship-to limit or disabled flag changes what the user's token may do: this process
  // forgets the user's kept state at once; the others hear it from the users trigger (migration 0025).
  return announcingWrites(repo, notices, {
    update: (_args, row) => (row ? [`users:${row.id}`] : []),
  });
}
export type CustomerUsersRepository = ReturnType<typeof createCustomerUsersRepository>;
