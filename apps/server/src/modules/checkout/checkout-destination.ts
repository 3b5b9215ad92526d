import { CheckoutMessages } from '@provender/contract';
import type { CartHeader, DeliveryAddress, SettingValues, ShipMethod } from '@provender/contract';
import type { RequestContext } from '../../context.ts';
import type { OrderShipTo } from '../../db/schema/index.ts';
import type { AddressesService } from '../addresses/addresses.service.ts';
import type { CustomersService } from '../customers/customers.service.ts';

/** The customer's row and ship-tos, as the customers service keeps them (decision 210). */
export type CustomerAccount = Awaited<ReturnType<CustomersService['account']>>;
export type CustomerRow = CustomerAccount['row'];

/** Where the order goes, with the route days that decide its delivery dates and the state that decides its tax. */
export type Destination =
  | { kind: 'shipto'; code: string; shipTo: OrderShipTo; routeDays: number[]; state: string }
  | { kind: 'address'; address: DeliveryAddress; shipTo: OrderShipTo; routeDays: number[]; state: string }
  | { kind: 'pickup'; routeDays: number[]; state: string };

const isConsumer = (ctx: RequestContext) => ctx.userType === 'consumer';

/**
 * Business orders are delivered. A consumer's ship method comes from the ship-method header,
 * or is the only one the site offers; null when they still have to choose.
 */
export function shipMethodOf(ctx: RequestContext, values: SettingValues): ShipMethod | null {
  if (!isConsumer(ctx)) return 'delivery';
  if (ctx.shipMethod) return ctx.shipMethod;
  if (values.allowConsumerPickup && !values.allowConsumerDelivery) return 'pickup';
  if (values.allowConsumerDelivery && !values.allowConsumerPickup) return 'delivery';
  return null;
}

export function createDestinations(deps: { addresses: AddressesService }) {
  const { addresses } = deps;

  return {
    /**
     * The header checkout works with: the stored one with the defaults filled in (the default
     * ship-to and P.O. for business customers, the primary address for consumers' deliveries).
     * GET /api/cart/header shows it and submission uses it, so both always agree.
     */
    async effectiveHeader(
      ctx: RequestContext,
      stored: CartHeader,
      customer: CustomerRow,
      shipMethod: ShipMethod | null,
    ): Promise<CartHeader> {
      if (!isConsumer(ctx)) {
        return {
          ...stored,
          customerShipToCode: stored.customerShipToCode ?? customer.defaultShiptoCode,
          customer_PO: stored.customer_PO.trim() === '' ? customer.defaultPo : stored.customer_PO,
          addressId: null,
        };
      }
      if (shipMethod !== 'delivery') return { ...stored, customerShipToCode: null, addressId: null };
      if (stored.addressId !== null) return { ...stored, customerShipToCode: null };
      const primary = (await addresses.consumerList(ctx)).find((a) => a.isPrimary);
      return { ...stored, customerShipToCode: null, addressId: primary?.id ?? null };
    },

    /** The destination of the header, and what is wrong with it (one message per problem). */
    async resolve(
      ctx: RequestContext,
      header: CartHeader,
      account: CustomerAccount,
      shipMethod: ShipMethod | null,
      values: SettingValues,
    ): Promise<{ destination: Destination | null; messages: string[] }> {
      const customer = account.row;
      if (!isConsumer(ctx)) {
        const code = header.customerShipToCode;
        if (!code) return { destination: null, messages: [CheckoutMessages.shipToRequired] };
        const row = account.shiptos.find((s) => s.code === code);
        if (!row) return { destination: null, messages: [`Ship-to ${code} was not found`] };
        const { name, address1, address2, city, state, zip, phone } = row;
        return {
          destination: {
            kind: 'shipto',
            code,
            shipTo: { name, address1, address2, city, state, zip, phone },
            routeDays: row.deliveryDays,
            state: row.state || customer.state,
          },
          messages: [],
        };
      }
      if (shipMethod === null) return { destination: null, messages: ['Please choose Pickup or Delivery'] };
      if (shipMethod === 'pickup')
        return {
          destination: { kind: 'pickup', routeDays: values.pickupDays, state: values.pickupTaxState || customer.state },
          messages: [],
        };
      if (header.addressId === null) return { destination: null, messages: [CheckoutMessages.addressRequired] };
      const address = await addresses.consumerAddress(ctx, header.addressId);
      if (!address) return { destination: null, messages: ['Delivery address was not found'] };
      const { name, address1, address2, city, state, zip, phone } = address;
      const destination: Destination = {
        kind: 'address',
        address,
        shipTo: { name, address1, address2, city, state, zip, phone },
        routeDays: values.consumerDeliveryDays,
        state: state || customer.state,
      };
      const messages = address.isValidZipCode
        ? []
        : [values.zipCodeRestrictionMessage || 'We do not deliver to this zip code.'];
      return { destination, messages };
    },
  };
}
export type Destinations = ReturnType<typeof createDestinations>;
