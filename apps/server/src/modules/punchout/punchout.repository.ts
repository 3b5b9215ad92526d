import { and, asc, count, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import {
  cartLines,
  carts,
  categoryClassifications,
  customers,
  menuLog,
  productCategories,
  products,
  punchoutBuyers,
  punchoutSessions,
  settingOverrides,
  shiptos,
  users,
  type CxmlCredential,
} from '../../db/schema/index.ts';
import { createBuyerOrdersRepository } from './punchout-orders.repository.ts';
import { announcingWrites, type ChangeNotices } from '../../cache/change-feed.ts';

export type { BuyerOrder, BuyerOrderWrite } from './punchout-orders.repository.ts';

export type PunchoutBuyerRow = typeof punchoutBuyers.$inferSelect;
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

/** Deletes what a session's user leaves behind, then the user (which cascades to session and cart). */
async function deleteSessionUsers(tx: Tx, userIds: number[]): Promise<void> {
  if (userIds.length === 0) return;
  // These tables name the user without a foreign key.
  await tx.delete(menuLog).where(inArray(menuLog.userId, userIds));
  await tx.delete(settingOverrides).where(inArray(settingOverrides.userId, userIds));
  await tx.delete(users).where(inArray(users.id, userIds));
}

/** Ended sessions take their users along: every process's caches forget them (decision 210). */
const ended = (userIds: number[]) =>
  userIds.length > 0 ? [...userIds.map((id) => `users:${id}`), 'setting_overrides'] : [];

export function createPunchoutRepository(db: Db, notices: ChangeNotices) {
  const repo = {
    ...createBuyerOrdersRepository(db),
    /** The cXML buyer named by any of the From credentials (domain compared ignoring case). */
    async cxmlBuyerByFrom(from: CxmlCredential[]): Promise<PunchoutBuyerRow | null> {
      if (from.length === 0) return null;
      const rows = await db
        .select()
        .from(punchoutBuyers)
        .where(
          and(
            eq(punchoutBuyers.protocol, 'cxml'),
            or(
              ...from.map((c) =>
                and(
                  sql`lower(${punchoutBuyers.fromDomain}) = ${c.domain.toLowerCase()}`,
                  eq(punchoutBuyers.fromIdentity, c.identity),
                ),
              ),
            ),
          ),
        )
        .orderBy(asc(punchoutBuyers.id))
        .limit(1);
      return rows[0] ?? null;
    },

    /** Replaces a buyer's secret hash made with an older algorithm (decision 091). */
    async setSecretHash(buyerId: number, secretHash: string): Promise<void> {
      await db.update(punchoutBuyers).set({ secretHash }).where(eq(punchoutBuyers.id, buyerId));
    },

    async ociBuyerByUsername(username: string): Promise<PunchoutBuyerRow | null> {
      const [row] = await db
        .select()
        .from(punchoutBuyers)
        .where(and(eq(punchoutBuyers.protocol, 'oci'), eq(punchoutBuyers.ociUsername, username.toLowerCase())));
      return row ?? null;
    },

    async customerDefaultShipto(customerId: number): Promise<string | null> {
      const [row] = await db
        .select({ code: customers.defaultShiptoCode })
        .from(customers)
        .where(eq(customers.id, customerId));
      return row?.code ?? null;
    },

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

    async sessionByUser(userId: number) {
      const [row] = await db
        .select({ session: punchoutSessions, buyer: punchoutBuyers })
        .from(punchoutSessions)
        .innerJoin(punchoutBuyers, eq(punchoutBuyers.id, punchoutSessions.buyerId))
        .where(eq(punchoutSessions.userId, userId));
      return row ?? null;
    },

    /** Ends sessions: their user, session row, cart and cart lines are deleted together. */
    async endSessions(userIds: number[]): Promise<void> {
      await db.transaction((tx) => deleteSessionUsers(tx, userIds));
    },

    /** Ends every session past its lifetime, and every one whose code expired unused; answers their users. */
    async sweepExpired(now: Date): Promise<number[]> {
      return db.transaction(async (tx) => {
        const rows = await tx
          .select({ userId: punchoutSessions.userId })
          .from(punchoutSessions)
          .where(
            or(
              lt(punchoutSessions.expiresAt, now),
              and(isNull(punchoutSessions.codeUsedAt), lt(punchoutSessions.codeExpiresAt, now)),
            ),
          )
          // Every server process sweeps (decision 240): each takes the sessions no other is ending.
          .for('update', { skipLocked: true });
        const userIds = rows.map((r) => r.userId);
        await deleteSessionUsers(tx, userIds);
        return userIds;
      });
    },

    /** A category and its main category, by code (a SelectedItem may name one). */
    async category(code: string): Promise<{ code: string; mainCategoryCode: string } | null> {
      const [row] = await db
        .select({ code: productCategories.code, mainCategoryCode: productCategories.mainCategoryCode })
        .from(productCategories)
        .where(eq(productCategories.code, code));
      return row ?? null;
    },

    /** The ship-to code when it is one of the customer's. */
    async customerShipto(customerId: number, code: string): Promise<string | null> {
      const [row] = await db
        .select({ code: shiptos.code })
        .from(shiptos)
        .where(and(eq(shiptos.customerId, customerId), eq(shiptos.code, code)));
      return row?.code ?? null;
    },

    /** What the cart needs to know of a user's punchout session: its operation and arrival messages. */
    async sessionNotices(userId: number): Promise<{ operation: string; messages: string[] } | null> {
      const [row] = await db
        .select({ operation: punchoutSessions.operation, messages: punchoutSessions.messages })
        .from(punchoutSessions)
        .where(eq(punchoutSessions.userId, userId));
      return row ?? null;
    },

    async setSessionMessages(userId: number, messages: string[]): Promise<void> {
      await db.update(punchoutSessions).set({ messages }).where(eq(punchoutSessions.userId, userId));
    },

    /** Product keys by product code (the SupplierPartID of an edit request's lines). */
    async productKeysByCode(codes: string[]): Promise<Map<string, number>> {
      if (codes.length === 0) return new Map();
      const rows = await db
        .select({ id: products.id, code: products.productCode })
        .from(products)
        .where(inArray(products.productCode, [...new Set(codes)]));
      return new Map(rows.map((r) => [r.code, r.id]));
    },

    /** UNSPSC codes of the given categories. */
    async classifications(categoryCodes: string[]): Promise<Map<string, string>> {
      if (categoryCodes.length === 0) return new Map();
      const rows = await db
        .select()
        .from(categoryClassifications)
        .where(inArray(categoryClassifications.categoryCode, [...new Set(categoryCodes)]));
      return new Map(rows.map((r) => [r.categoryCode, r.unspsc]));
    },

    async openSessions() {
      const lines = db
        .select({ userId: carts.userId, n: count(cartLines.id).as('n') })
        .from(carts)
        .leftJoin(cartLines, eq(cartLines.cartId, carts.id))
        .groupBy(carts.userId)
        .as('line_counts');
      return db
        .select({
          session: punchoutSessions,
          buyer: punchoutBuyers.name,
          customerCode: customers.customerCode,
          lineCount: sql<number>`coalesce(${lines.n}, 0)::int`,
        })
        .from(punchoutSessions)
        .innerJoin(punchoutBuyers, eq(punchoutBuyers.id, punchoutSessions.buyerId))
        .innerJoin(customers, eq(customers.id, punchoutSessions.customerId))
        .leftJoin(lines, eq(lines.userId, punchoutSessions.userId))
        .orderBy(asc(punchoutSessions.createdAt));
    },
  };
  return announcingWrites(repo, notices, {
    endSessions: ([userIds]) => ended(userIds),
    sweepExpired: (_args, userIds) => ended(userIds),
  });
}
export type PunchoutRepository = ReturnType<typeof createPunchoutRepository>;
