import type { DeliveryAddress, DeliveryAddressValues } from '@provender/contract';
import { AppError, notFound } from '../../errors.ts';
import type { CustomerContext } from '../../context.ts';
import type { AddressesRepository, ShiptoRow } from './addresses.repository.ts';
import { assertAddressFields, deleteRefusal, storedFields, ZERO } from './addresses-fields.ts';

function requireBusinessCustomer(ctx: CustomerContext): number {
  if (ctx.user.kind === 'consumer')
    throw new AppError('FORBIDDEN', 'Consumers manage their addresses under /api/consumer/address');
  return ctx.customerId;
}

const shiptoAddress = (r: ShiptoRow, primaryCode: string | null): DeliveryAddress => ({
  id: r.id,
  key: r.code,
  isPrimary: r.code === primaryCode,
  name: r.name,
  // Ship-tos loaded before the Display Name existed show their name.
  display: r.display || r.name.slice(0, 25),
  address1: r.address1,
  address2: r.address2,
  city: r.city,
  state: r.state,
  zip: r.zip,
  county: r.county,
  contact: r.contact,
  phone: r.phone,
  deliveryTime: r.deliveryTime,
  minimumOrderAmount: ZERO,
  isValidZipCode: true,
});

const primaryFirst = (list: DeliveryAddress[]) => [...list].sort((a, b) => Number(b.isPrimary) - Number(a.isPrimary));

const shiptoFields = (values: DeliveryAddressValues) => ({
  ...storedFields(values),
  contact: values.contact,
  deliveryTime: values.deliveryTime,
});

/** Business customers' delivery addresses: the acting customer's ship-tos, keyed by code. */
export function createAccountAddresses(deps: { repo: AddressesRepository }) {
  const { repo } = deps;

  return {
    async accountList(ctx: CustomerContext): Promise<DeliveryAddress[]> {
      const { rows, primaryCode } = await repo.shiptos(requireBusinessCustomer(ctx));
      return primaryFirst(rows.map((r) => shiptoAddress(r, primaryCode)));
    },

    async accountAdd(ctx: CustomerContext, values: DeliveryAddressValues): Promise<DeliveryAddress> {
      const customerId = requireBusinessCustomer(ctx);
      assertAddressFields(values);
      const row = await repo.addShipto(customerId, shiptoFields(values), values.isPrimary === true);
      if (!row) throw notFound('Customer');
      const { primaryCode } = await repo.shiptos(customerId);
      return shiptoAddress(row, primaryCode);
    },

    async accountUpdate(ctx: CustomerContext, code: string, values: DeliveryAddressValues): Promise<DeliveryAddress> {
      const customerId = requireBusinessCustomer(ctx);
      assertAddressFields(values);
      const row = await repo.updateShipto(customerId, code, shiptoFields(values), values.isPrimary === true);
      if (!row) throw notFound('Address');
      const { primaryCode } = await repo.shiptos(customerId);
      return shiptoAddress(row, primaryCode);
    },

    async accountSetPrimary(ctx: CustomerContext, code: string): Promise<DeliveryAddress[]> {
      const customerId = requireBusinessCustomer(ctx);
      const set = await repo.setPrimaryShipto(customerId, code);
      if (!set) throw notFound('Address');
      return this.accountList(ctx);
    },

    async accountDelete(ctx: CustomerContext, code: string): Promise<void> {
      const customerId = requireBusinessCustomer(ctx);
      const result = await repo.deleteShipto(customerId, code);
      if (result === 'not-found') throw notFound('Address');
      if (result !== 'deleted') throw deleteRefusal(result);
    },
  };
}
