import { and, eq, not, sql } from 'drizzle-orm';
import type { CustomerRole } from '@provender/contract';
import { users } from '../../db/schema/index.ts';

export const userColumns = {
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
export const ownUsers = (customerId: number) =>
  and(eq(users.customerId, customerId), eq(users.kind, 'customer'), not(sql`${users.username} like 'punchout:%'`));
