import type { Db } from '../../db/client.ts';
import { announcingWrites, cartChange, NO_NOTICES, type ChangeNotices } from '../../cache/change-feed.ts';
import { createCardChargesRepository } from './card-charges.repository.ts';
import { createCheckoutFactsRepository, submitFacts } from './checkout-facts.repository.ts';
import { createOrderPlacementRepository } from './order-placement.repository.ts';

export { cartFingerprint } from './checkout-fingerprint.ts';
export type { ChargeWrite, OrderLineWrite, OrderWrite } from './place-order-statement.ts';
export type { PlacedOrder, PlaceOutcome } from './order-placement.repository.ts';

/**
 * The checkout's queries: the facts the dates and the estimate read (checkout-facts.repository.ts),
 * placing the order (order-placement.repository.ts, its statement in place-order-statement.ts) and
 * the card checkout's claim and charges (card-charges.repository.ts).
 */
export function createCheckoutRepository(db: Db, notices: ChangeNotices = NO_NOTICES) {
  const repo = {
    ...createCheckoutFactsRepository(db),
    ...submitFacts,
    ...createOrderPlacementRepository(db),
    ...createCardChargesRepository(db),
  };
  // A placed order empties its cart in the same transaction: the cart's cached answers go.
  return announcingWrites(repo, notices, {
    placeOrder: ([owner], outcome) => (outcome.kind === 'placed' ? [cartChange(owner)] : []),
  });
}
export type CheckoutRepository = ReturnType<typeof createCheckoutRepository>;
