import { and, eq, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { consumerCodeSeq, consumerProfiles, customers, users } from '../../db/schema/index.ts';
import { announcingWrites, type ChangeNotices } from '../../cache/change-feed.ts';

export interface NewConsumer {
  name: string;
  email: string;
  passwordHash: string;
  company: string;
  phone: string;
  emailOption: boolean;
}

export function createConsumerRepository(db: Db, notices: ChangeNotices) {
  const repo = {
    /** Any account that already uses this address as user name or e-mail. */
    async findAccountByEmail(email: string) {
      const lower = email.trim().toLowerCase();
      const [row] = await db
        .select({
          id: users.id,
          name: users.name,
          email: users.email,
          kind: users.kind,
          disabled: users.disabled,
          emailVerifiedAt: users.emailVerifiedAt,
        })
        .from(users)
        .where(or(eq(users.username, lower), eq(sql`lower(${users.email})`, lower)))
        .limit(1);
      return row ?? null;
    },

    /**
     * The retail customer account, the user and the profile, together or not at all. Null when
     * the address was registered meanwhile (unique index on user name and e-mail).
     */
    async createConsumer(input: NewConsumer): Promise<number | null> {
      try {
        return await db.transaction(async (tx) => {
          const seq = await tx.execute<{ n: string }>(
            sql`select nextval(${sql.raw(`'${consumerCodeSeq.seqName}'`)}) as n`,
          );
          const n = Number((seq as unknown as { rows: { n: string }[] }).rows[0]?.n);
          const [customer] = await tx
            .insert(customers)
            .values({
              customerCode: `R${String(n).padStart(6, '0')}`,
              name: input.name,
              phone: input.phone,
              email: input.email,
              isConsumer: true,
              requiredPo: true,
            })
            .returning({ id: customers.id });
          if (!customer) throw new Error('customer insert returned nothing');
          const [user] = await tx
            .insert(users)
            .values({
              username: input.email.toLowerCase(),
              email: input.email,
              name: input.name,
              kind: 'consumer',
              customerId: customer.id,
              passwordHash: input.passwordHash,
            })
            .returning({ id: users.id });
          if (!user) throw new Error('user insert returned nothing');
          await tx
            .insert(consumerProfiles)
            .values({ userId: user.id, company: input.company, phone: input.phone, emailOption: input.emailOption });
          return user.id;
        });
      } catch (err) {
        if (isUniqueViolation(err)) return null;
        throw err;
      }
    },

    /** Marks a consumer's address verified; false when there is no such consumer. */
    async markVerified(userId: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(users)
        .set({ emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now.toISOString()}::timestamptz)` })
        .where(and(eq(users.id, userId), eq(users.kind, 'consumer')))
        .returning({ id: users.id });
      return rows.length > 0;
    },

    async findUnverifiedConsumer(email: string) {
      const lower = email.trim().toLowerCase();
      const [row] = await db
        .select({ id: users.id, name: users.name, email: users.email })
        .from(users)
        .where(
          and(
            eq(users.username, lower),
            eq(users.kind, 'consumer'),
            eq(users.disabled, false),
            isNull(users.emailVerifiedAt),
          ),
        )
        .limit(1);
      return row ?? null;
    },

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
  return announcingWrites(repo, notices, {
    // The retail account's phone is part of the customer row processes cache (decision 210).
    savePreferences: ([, customerId]) => (customerId === null ? [] : [`customers:${customerId}`]),
  });
}

export type ConsumerRepository = ReturnType<typeof createConsumerRepository>;
