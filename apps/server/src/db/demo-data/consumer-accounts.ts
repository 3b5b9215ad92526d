import type { Db } from '../client.ts';
import { customers, users } from '../schema/index.ts';
import { personName, phone } from './account-draws.ts';
import type { Random } from './random.ts';
import { places } from './vocabulary-accounts.ts';

/**
 * The named consumer accounts, by position among the generated consumers: demo.consumer, a
 * consumer who has not verified the e-mail address, and a second verified consumer (so two
 * e2e projects each have a consumer cart of their own).
 */
export const DEMO_CONSUMERS = [
  'demo.consumer@example.com',
  'pending.consumer@example.com',
  'demo.consumer2@example.com',
];

/**
 * Consumers: each has a retail account of their own. The first three are named demo accounts
 * (DEMO_CONSUMERS); the third still draws its generated name so all data after it stays the same.
 * Returns the consumers' customer keys.
 */
export async function seedConsumerAccounts(db: Db, r: Random, count: number, passwordHash: string): Promise<number[]> {
  const consumerCustomers = await db
    .insert(customers)
    .values(
      Array.from({ length: count }, (_, i) => {
        const [city, state, zip] = r.pick(places);
        const drawn = i === 0 ? '' : personName(r);
        return {
          customerCode: `R${String(i + 1).padStart(6, '0')}`,
          name: i === 0 ? 'Jordan Ellis' : i === 2 ? 'Casey Brooks' : drawn,
          city,
          state,
          zip,
          phone: phone(r),
          isConsumer: true,
          requiredPo: true,
        };
      }),
    )
    .returning({ id: customers.id, name: customers.name });
  const verifiedAt = new Date('2025-06-01T12:00:00Z');
  await db.insert(users).values(
    consumerCustomers.map((c, i) => {
      const email = DEMO_CONSUMERS[i] ?? `${c.name.toLowerCase().replace(/[^a-z]+/g, '.')}.${i}@example.com`;
      return {
        username: email,
        email,
        name: c.name,
        kind: 'consumer' as const,
        customerId: c.id,
        passwordHash,
        emailVerifiedAt: i === 1 ? null : verifiedAt,
      };
    }),
  );
  return consumerCustomers.map((c) => c.id);
}
