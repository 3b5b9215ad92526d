import { announcingWrites, type ChangeNotices } from '../../cache/change-feed.ts';
import type { Db } from '../../db/client.ts';
import { createConsumerAddressesRepository } from './addresses-consumer.repository.ts';
import { createShiptoAddressesRepository } from './addresses-shiptos.repository.ts';
import { createAddressZonesRepository } from './addresses-zones.repository.ts';

export type { ConsumerAddressRow, ConsumerAddressValues, ShiptoRow, ShiptoValues } from './addresses-rows.ts';

/** Delivery addresses: the zones (addresses-zones), consumers' own (addresses-consumer), business ship-tos (addresses-shiptos). */
export function createAddressesRepository(db: Db, notices: ChangeNotices) {
  const repo = {
    ...createAddressZonesRepository(db),
    ...createConsumerAddressesRepository(db),
    ...createShiptoAddressesRepository(db),
  };
  return announcingWrites(repo, notices, {
    addShipto: ([customerId]) => [`shiptos:${customerId}`],
    updateShipto: ([customerId]) => [`shiptos:${customerId}`],
    setPrimaryShipto: ([customerId]) => [`shiptos:${customerId}`],
    deleteShipto: ([customerId]) => [`shiptos:${customerId}`],
  });
}

export type AddressesRepository = ReturnType<typeof createAddressesRepository>;
