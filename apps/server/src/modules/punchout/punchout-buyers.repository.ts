import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { customers, punchoutBuyers, shiptos, type CxmlCredential } from '../../db/schema/index.ts';

export type PunchoutBuyerRow = typeof punchoutBuyers.$inferSelect;

/** Punchout buyers by their credentials, and the ship-tos of their customers. */
export function createPunchoutBuyersRepository(db: Db) {
  return {
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

    /** The ship-to code when it is one of the customer's. */
    async customerShipto(customerId: number, code: string): Promise<string | null> {
      const [row] = await db
        .select({ code: shiptos.code })
        .from(shiptos)
        .where(and(eq(shiptos.customerId, customerId), eq(shiptos.code, code)));
      return row?.code ?? null;
    },
  };
}
