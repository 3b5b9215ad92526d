import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { customers, type consumerAddresses, type shiptos } from '../../db/schema/index.ts';

export interface ConsumerAddressValues {
  display: string;
  name: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  county: string;
  phone: string;
}
export interface ShiptoValues extends ConsumerAddressValues {
  contact: string;
  deliveryTime: string;
}

export type ConsumerAddressRow = typeof consumerAddresses.$inferSelect;
export type ShiptoRow = typeof shiptos.$inferSelect;

/** Why an address may not be deleted, or that it was. */
export type DeleteOutcome = 'deleted' | 'not-found' | 'primary' | 'last';

/** Serialises address changes of one customer (first address becomes primary, the last cannot go). */
export async function lockCustomer(tx: Tx, customerId: number) {
  const [row] = await tx
    .select({ id: customers.id, defaultShiptoCode: customers.defaultShiptoCode })
    .from(customers)
    .where(eq(customers.id, customerId))
    .for('update');
  return row ?? null;
}
