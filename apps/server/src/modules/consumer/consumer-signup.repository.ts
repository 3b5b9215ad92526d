import { eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { consumerCodeSeq, consumerProfiles, customers, users } from '../../db/schema/index.ts';

export interface NewConsumer {
  name: string;
  email: string;
  passwordHash: string;
  company: string;
  phone: string;
  emailOption: boolean;
}

/** The retail customer account, the user and the profile in one transaction; the new user's id. */
async function insertConsumer(db: Db, input: NewConsumer): Promise<number> {
  return db.transaction(async (tx) => {
    const seq = await tx.execute<{ n: string }>(sql`select nextval(${sql.raw(`'${consumerCodeSeq.seqName}'`)}) as n`);
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
}

/** Sign-up: whether the address already has an account, and the new consumer's account. */
export function createConsumerSignupRepository(db: Db) {
  return {
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
        return await insertConsumer(db, input);
      } catch (err) {
        if (isUniqueViolation(err)) return null;
        throw err;
      }
    },
  };
}
