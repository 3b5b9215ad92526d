import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cardCharges, carts } from '../../db/schema/index.ts';
import type { CartOwner } from '../cart/cart.service.ts';
import type { ChargeWrite } from './place-order-statement.ts';

/** What identifies a card checkout's attempt besides its key: the amount and the card. */
interface ChargeAttempt {
  amount: string;
  last4: string;
  expiry: string;
}

/** Earlier attempts of this checkout (same key, card and amount) left failed or unknown (decision 391). */
const unsettledAttempts = (owner: CartOwner, idempotencyKey: string, charge: ChargeAttempt) =>
  and(
    eq(cardCharges.customerId, owner.customerId),
    eq(cardCharges.idempotencyKey, idempotencyKey),
    inArray(cardCharges.status, ['failed', 'unknown']),
    eq(cardCharges.amount, charge.amount),
    eq(cardCharges.last4, charge.last4),
    eq(cardCharges.expiry, charge.expiry),
  );

/** The card checkout's claim on the cart and its records of card charges. */
export function createCardChargesRepository(db: Db) {
  return {
    /**
     * Claims the cart for one card checkout: answers 'claimed', 'busy' while another unexpired
     * claim holds it, or 'none' when there is no cart to claim.
     */
    async claimCart(owner: CartOwner, claim: string, now: Date, until: Date): Promise<'claimed' | 'busy' | 'none'> {
      const mine = and(eq(carts.userId, owner.userId), eq(carts.customerId, owner.customerId));
      const rows = await db
        .update(carts)
        .set({ checkoutClaim: claim, checkoutClaimedUntil: until })
        .where(
          and(
            mine,
            sql`(${carts.checkoutClaimedUntil} is null or ${carts.checkoutClaimedUntil} < ${now.toISOString()}::timestamptz)`,
          ),
        )
        .returning({ id: carts.id });
      if (rows.length > 0) return 'claimed';
      const [cart] = await db.select({ id: carts.id }).from(carts).where(mine);
      return cart ? 'busy' : 'none';
    },

    async releaseCart(owner: CartOwner, claim: string): Promise<void> {
      await db
        .update(carts)
        .set({ checkoutClaim: null, checkoutClaimedUntil: null })
        .where(
          and(eq(carts.userId, owner.userId), eq(carts.customerId, owner.customerId), eq(carts.checkoutClaim, claim)),
        );
    },

    /**
     * Whether an earlier attempt of this checkout (same key, card and amount) reached the processor
     * and got no answer that settled it (decision 391): the next attempt looks for it first.
     */
    async unresolvedCharge(owner: CartOwner, idempotencyKey: string, charge: ChargeAttempt): Promise<boolean> {
      const [row] = await db
        .select({ id: cardCharges.id })
        .from(cardCharges)
        .where(unsettledAttempts(owner, idempotencyKey, charge))
        .limit(1);
      return row !== undefined;
    },

    /** Earlier attempts of this checkout left failed or unknown are settled by a later one (decision 391). */
    async resolveCharges(owner: CartOwner, idempotencyKey: string, charge: ChargeAttempt, note: string) {
      await db
        .update(cardCharges)
        .set({ status: 'resolved', message: sql`${cardCharges.message} || ${` — ${note}`}` })
        .where(unsettledAttempts(owner, idempotencyKey, charge));
    },

    /** A charge that did not become an order (declined, or voided after the order failed). */
    async recordCharge(
      owner: CartOwner,
      charge: Omit<ChargeWrite, 'transactionId'> & {
        transactionId: string | null;
        status: 'declined' | 'voided' | 'void_failed' | 'failed' | 'unknown' | 'held';
        message: string;
        idempotencyKey: string | null;
      },
    ) {
      await db
        .insert(cardCharges)
        .values({ ...charge, customerId: owner.customerId, userId: owner.userId, orderId: null });
    },
  };
}
