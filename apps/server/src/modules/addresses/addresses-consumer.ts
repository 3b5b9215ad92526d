import type { DeliveryAddress, DeliveryAddressValues } from '@provender/contract';
import { normalizeZipCode } from '@provender/rules';
import { requireUser, type RequestContext } from '../../context.ts';
import { AppError, notFound } from '../../errors.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { AddressesRepository } from './addresses.repository.ts';
import { assertAddressFields, deleteRefusal, storedFields } from './addresses-fields.ts';
import { withZones } from './addresses-zip-rules.ts';

function requireConsumerCustomer(ctx: RequestContext): number {
  const user = requireUser(ctx);
  if (user.kind !== 'consumer' || ctx.customerId === null)
    throw new AppError('FORBIDDEN', 'Delivery addresses of this kind are for consumer accounts');
  return ctx.customerId;
}

/** Consumers' own delivery addresses, keyed by id, with their zones' figures (addresses-zip-rules.ts). */
export function createConsumerAddresses(deps: { repo: AddressesRepository; settings: SettingsService }) {
  const { repo } = deps;

  return {
    async consumerList(ctx: RequestContext): Promise<DeliveryAddress[]> {
      return withZones(deps, await repo.consumerAddresses(requireConsumerCustomer(ctx)));
    },

    /** One of the consumer's own addresses with its zone figures (checkout uses it), or null. */
    async consumerAddress(ctx: RequestContext, id: number): Promise<DeliveryAddress | null> {
      const row = await repo.consumerAddress(requireConsumerCustomer(ctx), id);
      return row ? ((await withZones(deps, [row]))[0] ?? null) : null;
    },

    async consumerAdd(ctx: RequestContext, values: DeliveryAddressValues): Promise<DeliveryAddress> {
      const customerId = requireConsumerCustomer(ctx);
      assertAddressFields(values);
      const row = await repo.addConsumerAddress(customerId, storedFields(values), values.isPrimary === true);
      if (!row) throw new AppError('INTERNAL', 'The address could not be saved');
      const [address] = await withZones(deps, [row]);
      if (!address) throw new AppError('INTERNAL', 'The address could not be saved');
      return address;
    },

    async consumerUpdate(ctx: RequestContext, id: number, values: DeliveryAddressValues): Promise<DeliveryAddress> {
      const customerId = requireConsumerCustomer(ctx);
      assertAddressFields(values);
      const row = await repo.updateConsumerAddress(customerId, id, storedFields(values), values.isPrimary === true);
      if (!row) throw notFound('Address');
      const [address] = await withZones(deps, [row]);
      if (!address) throw notFound('Address');
      return address;
    },

    async consumerDelete(ctx: RequestContext, id: number): Promise<void> {
      const result = await repo.deleteConsumerAddress(requireConsumerCustomer(ctx), id);
      if (result === 'not-found') throw notFound('Address');
      if (result !== 'deleted') throw deleteRefusal(result);
    },

    /** 'Proceed to Browse' with an undeliverable zip: the distributor learns where demand is. */
    async logUndeliverableZip(ctx: RequestContext, zip: string): Promise<void> {
      const customerId = requireConsumerCustomer(ctx);
      await repo.logZipRequest(normalizeZipCode(zip), customerId, ctx.user?.id ?? null);
    },
  };
}
