import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { consumerProfiles, customers, users } from '../../db/schema/index.ts';

/** The consumer's profile: company, phone and the e-mail option. */
export function createConsumerPreferencesRepository(db: Db) {
  return {
    async preferences(userId: number) {
      const [row] = await db
        .select({
          email: users.email,
          company: consumerProfiles.company,
          profilePhone: consumerProfiles.phone,
          customerPhone: customers.phone,
          emailOption: consumerProfiles.emailOption,
        })
        .from(users)
        .leftJoin(consumerProfiles, eq(consumerProfiles.userId, users.id))
        .leftJoin(customers, eq(customers.id, users.customerId))
        .where(eq(users.id, userId));
      if (!row) return null;
      return {
        email: row.email ?? '',
        company: row.company ?? '',
        phone: row.profilePhone ?? row.customerPhone ?? '',
        emailOption: row.emailOption ?? false,
      };
    },

    /** Saves the profile and keeps the retail account's phone the same. */
    async savePreferences(
      userId: number,
      customerId: number | null,
      p: { company: string; phone: string; emailOption: boolean },
    ) {
      await db.transaction(async (tx) => {
        await tx
          .insert(consumerProfiles)
          .values({ userId, ...p })
          .onConflictDoUpdate({ target: consumerProfiles.userId, set: p });
        if (customerId !== null) {
          await tx
            .update(customers)
            .set({ phone: p.phone })
            .where(and(eq(customers.id, customerId), eq(customers.isConsumer, true)));
        }
      });
    },
  };
}
