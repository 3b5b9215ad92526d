import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { oneTripTransaction, preparedStep } from '../../db/queries/one-trip.ts';
import { cardCharges, orders } from '../../db/schema/index.ts';
import type { CartOwner } from '../cart/cart.service.ts';
import { placeStatement, type ChargeWrite, type OrderWrite } from './place-order-statement.ts';

export interface PlacedOrder {
  id: number;
  orderNumber: string;
  total: string;
  deliveryDate: string | null;
  transactionId: string | null;
  status: string;
}

/**
 * What placing an order came to: placed; an order with the same idempotency key already exists
 * (replay); the cart is empty; the cart no longer matches what was priced and checked; or the
 * catalog is no longer at the version the cart was checked and priced with (stale, decision 340).
 */
export type PlaceOutcome =
  | { kind: 'placed'; order: PlacedOrder }
  | { kind: 'replay'; order: PlacedOrder }
  | { kind: 'empty' }
  | { kind: 'changed' }
  | { kind: 'stale' };

/** Placing the order (once per idempotency key) and finding an order by its key. */
export function createOrderPlacementRepository(db: Db) {
  /** Every submit looks its key up: built once and prepared by name (decision 369). */
  const orderByKeyQuery = db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      total: orders.total,
      deliveryDate: orders.deliveryDate,
      status: orders.status,
    })
    .from(orders)
    .where(eq(orders.idempotencyKey, sql.placeholder('key')))
    .prepare('order_by_key');

  async function orderByKey(idempotencyKey: string): Promise<PlacedOrder | null> {
    const [row] = await orderByKeyQuery.execute({ key: idempotencyKey });
    if (!row) return null;
    const [charge] = await db
      .select({ transactionId: cardCharges.transactionId })
      .from(cardCharges)
      .where(and(eq(cardCharges.orderId, row.id), eq(cardCharges.status, 'captured')));
    return { ...row, transactionId: charge?.transactionId ?? null };
  }

  return {
    orderByKey,

    /**
     * Turns the cart into an order in one transaction. The cart row is locked first, so
     * concurrent submits of one cart run one after another: the first places the order and
     * empties the cart, a repeat with the same key finds that order, any other finds the cart
     * empty. Nothing is written unless the cart still matches `fingerprint`.
     */
    async placeOrder(
      owner: CartOwner,
      fingerprint: string,
      catalogVersion: number,
      order: OrderWrite,
      idempotencyKey: string | null,
      charge: ChargeWrite | null,
    ): Promise<PlaceOutcome> {
      // The cart row is locked by a statement of its own, so the statement after it takes its
      // snapshot once the lock is held; commit follows in the same message (decision 301).
      const [outcome] = await oneTripTransaction<{ kind: PlaceOutcome['kind'] } & Omit<PlacedOrder, 'transactionId'>>(
        db,
        [
          preparedStep(
            'lock_cart',
            sql`select id from carts where user_id = ${owner.userId} and customer_id = ${owner.customerId} for update`,
          ),
          preparedStep(
            'place_order',
            placeStatement(owner, fingerprint, catalogVersion, order, idempotencyKey, charge),
          ),
        ],
      );
      if (!outcome) return { kind: 'empty' };
      const { kind, ...placed } = outcome;
      if (kind === 'placed') return { kind, order: { ...placed, transactionId: charge?.transactionId ?? null } };
      if (kind === 'replay' && idempotencyKey !== null) {
        const existing = await orderByKey(idempotencyKey);
        if (existing) return { kind, order: existing };
      }
      return kind === 'changed' || kind === 'stale' ? { kind } : { kind: 'empty' };
    },
  };
}
