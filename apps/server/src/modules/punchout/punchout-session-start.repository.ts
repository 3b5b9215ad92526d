import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { punchoutBuyers, punchoutSessions, users, type CxmlCredential } from '../../db/schema/index.ts';
import type { PunchoutBuyerRow } from './punchout-buyers.repository.ts';

export type PunchoutSessionRow = typeof punchoutSessions.$inferSelect;

export interface NewSession {
  id: string;
  buyer: PunchoutBuyerRow;
  /** The user row the session's cart hangs off; named so the side menu shows who is shopping. */
  userName: string;
  operation: string;
  cxmlVersion: string | null;
  buyerCookie: string;
  postbackUrl: string;
  buyerCredentials: CxmlCredential[];
  supplierCredentials: CxmlCredential[];
  userEmail: string | null;
  extrinsics: Record<string, string>;
  returnFields: Record<string, string>;
  codeHash: string;
  codeExpiresAt: Date;
  expiresAt: Date;
}

/** Opening a session: its user and row, and the one-time code that hands it over. */
export function createSessionStartRepository(db: Db) {
  return {
    /** The session's user and the session in one transaction; answers the user id. */
    async createSession(s: NewSession): Promise<number> {
      return db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({
            username: `punchout:${s.id}`,
            name: s.userName,
            // Not a password hash: no password ever matches, so the user cannot sign in.
            passwordHash: '!',
            kind: 'customer',
            customerId: s.buyer.customerId,
          })
          .returning({ id: users.id });
        if (!user) throw new Error('punchout user insert returned no row');
        await tx.insert(punchoutSessions).values({
          id: s.id,
          buyerId: s.buyer.id,
          userId: user.id,
          customerId: s.buyer.customerId,
          protocol: s.buyer.protocol,
          operation: s.operation,
          cxmlVersion: s.cxmlVersion,
          buyerCookie: s.buyerCookie,
          postbackUrl: s.postbackUrl,
          buyerCredentials: s.buyerCredentials,
          supplierCredentials: s.supplierCredentials,
          userEmail: s.userEmail,
          extrinsics: s.extrinsics,
          returnFields: s.returnFields,
          codeHash: s.codeHash,
          codeExpiresAt: s.codeExpiresAt,
          expiresAt: s.expiresAt,
        });
        return user.id;
      });
    },

    /** Uses the code up and answers its session, in one statement, so two exchanges cannot both win. */
    async consumeCode(codeHash: string, now: Date): Promise<PunchoutSessionRow | null> {
      const rows = await db
        .update(punchoutSessions)
        .set({ codeUsedAt: now })
        .where(
          and(
            eq(punchoutSessions.codeHash, codeHash),
            isNull(punchoutSessions.codeUsedAt),
            gt(punchoutSessions.codeExpiresAt, now),
            gt(punchoutSessions.expiresAt, now),
          ),
        )
        .returning();
      return rows[0] ?? null;
    },

    /** The return address and buyer settings of a session whose code is still unused and valid. */
    async framingByCode(codeHash: string, now: Date) {
      const [row] = await db
        .select({ postbackUrl: punchoutSessions.postbackUrl, settings: punchoutBuyers.settings })
        .from(punchoutSessions)
        .innerJoin(punchoutBuyers, eq(punchoutBuyers.id, punchoutSessions.buyerId))
        .where(
          and(
            eq(punchoutSessions.codeHash, codeHash),
            isNull(punchoutSessions.codeUsedAt),
            gt(punchoutSessions.codeExpiresAt, now),
          ),
        );
      return row ?? null;
    },

    async sessionByCode(codeHash: string): Promise<PunchoutSessionRow | null> {
      const [row] = await db.select().from(punchoutSessions).where(eq(punchoutSessions.codeHash, codeHash));
      return row ?? null;
    },
  };
}
