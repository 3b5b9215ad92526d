import { AddressMessages, type DeliveryAddress, type DeliveryAddressValues } from '@provender/contract';
import { deliveryZoneKey, formatPhone, normalizeZipCode, phoneError, sumMoney, zipCodeError } from '@provender/rules';
import { requireUser, type CustomerContext, type RequestContext } from '../../context.ts';
import { AppError, notFound } from '../../errors.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { AddressesRepository, ConsumerAddressRow, ShiptoRow } from './addresses.repository.ts';

const ZERO = '0.00';
/** A numeric column's amount as the contract's 2-decimal text, rounded as money (no float on the way). */
const money = (value: string) => sumMoney([value]).toFixed(2);

/** The field rules of spec 02 section 5 that zod's lengths do not cover, with the form's messages. */
function assertAddressFields(values: DeliveryAddressValues) {
  const errors: string[] = [];
  const zip = zipCodeError(values.zip);
  if (zip) errors.push(`zip: ${zip}`);
  const phone = phoneError(values.phone);
  if (phone) errors.push(`phone: ${phone}`);
  if (errors.length > 0) throw new AppError('VALIDATION', `Invalid request: ${errors[0]}`, { errors });
}

function storedFields(values: DeliveryAddressValues) {
  return {
    display: values.display,
    name: values.name,
    address1: values.address1,
    address2: values.address2,
    city: values.city,
    state: values.state.toUpperCase(),
    zip: normalizeZipCode(values.zip),
    county: values.county,
    phone: values.phone ? formatPhone(values.phone) : '',
  };
}

function deleteRefusal(result: 'primary' | 'last') {
  const message = result === 'primary' ? AddressMessages.primaryNotDeletable : AddressMessages.lastNotDeletable;
  return new AppError('CONFLICT', message, { errors: [message] });
}

export function createAddressesService(deps: { repo: AddressesRepository; settings: SettingsService }) {
  const { repo, settings } = deps;

  function requireConsumerCustomer(ctx: RequestContext): number {
    const user = requireUser(ctx);
    if (user.kind !== 'consumer' || ctx.customerId === null)
      throw new AppError('FORBIDDEN', 'Delivery addresses of this kind are for consumer accounts');
    return ctx.customerId;
  }

  function requireBusinessCustomer(ctx: CustomerContext): number {
    if (ctx.user.kind === 'consumer')
      throw new AppError('FORBIDDEN', 'Consumers manage their addresses under /api/consumer/address');
    return ctx.customerId;
  }

  /**
   * Zip validity and minimum order from the delivery zones. They apply only while the site's zip
   * restriction is on; otherwise every zip is served with no minimum (decision 022).
   */
  async function withZones(rows: ConsumerAddressRow[]): Promise<DeliveryAddress[]> {
    const { zipCodeRestrictionFlag } = await settings.siteValues();
    const keys = rows.map((r) => deliveryZoneKey(r.zip)).filter((k): k is string => k !== null);
    const zones = zipCodeRestrictionFlag ? await repo.zones([...new Set(keys)]) : new Map();
    return rows.map((r) => {
      const key = deliveryZoneKey(r.zip);
      const zone = key ? zones.get(key) : undefined;
      const isValidZipCode = !zipCodeRestrictionFlag || (zone?.isDeliverable ?? false);
      return {
        id: r.id,
        key: r.id,
        isPrimary: r.isPrimary,
        name: r.name,
        display: r.display,
        address1: r.address1,
        address2: r.address2,
        city: r.city,
        state: r.state,
        zip: r.zip,
        county: r.county,
        contact: '',
        phone: r.phone,
        deliveryTime: '',
        minimumOrderAmount: zipCodeRestrictionFlag && zone?.isDeliverable ? money(zone.minimumOrderAmount) : ZERO,
        isValidZipCode,
      };
    });
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

  return {
    // Consumers ---------------------------------------------------------------------------------

    async consumerList(ctx: RequestContext): Promise<DeliveryAddress[]> {
      return withZones(await repo.consumerAddresses(requireConsumerCustomer(ctx)));
    },

    /** One of the consumer's own addresses with its zone figures (checkout uses it), or null. */
    async consumerAddress(ctx: RequestContext, id: number): Promise<DeliveryAddress | null> {
      const row = await repo.consumerAddress(requireConsumerCustomer(ctx), id);
      return row ? ((await withZones([row]))[0] ?? null) : null;
    },

    async consumerAdd(ctx: RequestContext, values: DeliveryAddressValues): Promise<DeliveryAddress> {
      const customerId = requireConsumerCustomer(ctx);
      assertAddressFields(values);
      const row = await repo.addConsumerAddress(customerId, storedFields(values), values.isPrimary === true);
      if (!row) throw new AppError('INTERNAL', 'The address could not be saved');
      const [address] = await withZones([row]);
      if (!address) throw new AppError('INTERNAL', 'The address could not be saved');
      return address;
    },

    async consumerUpdate(ctx: RequestContext, id: number, values: DeliveryAddressValues): Promise<DeliveryAddress> {
      const customerId = requireConsumerCustomer(ctx);
      assertAddressFields(values);
      const row = await repo.updateConsumerAddress(customerId, id, storedFields(values), values.isPrimary === true);
      if (!row) throw notFound('Address');
      const [address] = await withZones([row]);
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

    // Business customers ---------------------------------------------------------------------------

    async accountList(ctx: CustomerContext): Promise<DeliveryAddress[]> {
      const { rows, primaryCode } = await repo.shiptos(requireBusinessCustomer(ctx));
      return primaryFirst(rows.map((r) => shiptoAddress(r, primaryCode)));
    },

    async accountAdd(ctx: CustomerContext, values: DeliveryAddressValues): Promise<DeliveryAddress> {
      const customerId = requireBusinessCustomer(ctx);
      assertAddressFields(values);
      const row = await repo.addShipto(
        customerId,
        { ...storedFields(values), contact: values.contact, deliveryTime: values.deliveryTime },
        values.isPrimary === true,
      );
      if (!row) throw notFound('Customer');
      const { primaryCode } = await repo.shiptos(customerId);
      return shiptoAddress(row, primaryCode);
    },

    async accountUpdate(ctx: CustomerContext, code: string, values: DeliveryAddressValues): Promise<DeliveryAddress> {
      const customerId = requireBusinessCustomer(ctx);
      assertAddressFields(values);
      const row = await repo.updateShipto(
        customerId,
        code,
        { ...storedFields(values), contact: values.contact, deliveryTime: values.deliveryTime },
        values.isPrimary === true,
      );
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
export type AddressesService = ReturnType<typeof createAddressesService>;
