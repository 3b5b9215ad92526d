import type { Db } from '../client.ts';
import { hashPassword } from '../../modules/auth/password-hash.ts';
import { seedBusinessCustomers, seedShiptos } from './business-customers.ts';
import { seedBusinessUsers, seedRestrictedCustomer, seedSalesAssignments } from './business-users.ts';
import { seedConsumerAccounts } from './consumer-accounts.ts';
import type { Random } from './random.ts';

export { DEMO_CONSUMERS } from './consumer-accounts.ts';

export const DEMO_PASSWORD = 'Demo-pass1';

export interface SeededAccounts {
  businessCustomerIds: number[];
  consumerCustomerIds: number[];
  /** customerId -> ship-to codes */
  shiptoCodes: Map<number, string[]>;
}

/**
 * The demo distributor's accounts: business customers with their ship-tos, users and salespeople
 * (business-customers.ts, business-users.ts), then the consumers (consumer-accounts.ts). The steps
 * draw from one stream in this order, so the order is part of the demo data.
 */
export async function seedAccounts(
  db: Db,
  r: Random,
  opts: { customers: number; consumers: number },
): Promise<SeededAccounts> {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  const business = await seedBusinessCustomers(db, r, opts.customers);
  const businessCustomerIds = business.map((c) => c.id);
  const shiptoCodes = await seedShiptos(db, r, business);
  await seedBusinessUsers(db, r, business, passwordHash);
  await seedSalesAssignments(db, businessCustomerIds);
  await seedRestrictedCustomer(db, business[5]);
  const consumerCustomerIds = await seedConsumerAccounts(db, r, opts.consumers, passwordHash);
  return { businessCustomerIds, consumerCustomerIds, shiptoCodes };
}
