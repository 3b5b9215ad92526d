import { and, eq, isNull, not, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { approvalRules, users } from '../../db/schema/index.ts';
import { ownUsers } from './customer-user-rows.ts';

/** The customer's approval rules and who approves its orders. */
export function createApprovalRulesRepository(db: Db) {
  return {
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
}
