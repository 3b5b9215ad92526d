import { and, eq, sql } from 'drizzle-orm';
import type { CustomerRole } from '@provender/contract';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { ownUsers, userColumns, type CustomerUserRow } from './customer-user-rows.ts';

/** Inviting a user and changing one. */
export function createCustomerUserWritesRepository(db: Db) {
  return {
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
  };
}
