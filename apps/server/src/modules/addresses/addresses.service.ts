import type { SettingsService } from '../settings/settings.service.ts';
import type { AddressesRepository } from './addresses.repository.ts';
import { createAccountAddresses } from './addresses-accounts.ts';
import { createConsumerAddresses } from './addresses-consumer.ts';

/**
 * Delivery addresses: consumers' own (addresses-consumer.ts, with the zip rules of addresses-zip-rules.ts)
 * and business customers' ship-tos (addresses-accounts.ts), checked and stored alike (addresses-fields.ts).
 */
export function createAddressesService(deps: { repo: AddressesRepository; settings: SettingsService }) {
  return {
    ...createConsumerAddresses(deps),
    ...createAccountAddresses(deps),
  };
}
export type AddressesService = ReturnType<typeof createAddressesService>;
