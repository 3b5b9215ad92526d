import { z } from 'zod/mini';
import { deliveryAddressInputSchema, type DeliveryAddress, type DeliveryAddressInput } from '@provender/contract';
import { phoneError, zipCodeError } from '@provender/rules';

/** The server's address schema plus the zip and phone rules, with the spec's messages. */
export const addressFormSchema = deliveryAddressInputSchema.check(
  z.superRefine((v, ctx) => {
    const zip = zipCodeError(v.zip);
    if (zip) ctx.addIssue({ code: 'custom', path: ['zip'], message: zip });
    const phone = phoneError(v.phone);
    if (phone) ctx.addIssue({ code: 'custom', path: ['phone'], message: phone });
  }),
);

export const emptyAddress: DeliveryAddressInput = {
  display: '',
  name: '',
  address1: '',
  address2: '',
  city: '',
  state: '',
  zip: '',
  county: '',
  contact: '',
  phone: '',
  deliveryTime: '',
};

export function formValuesOf(
  address: DeliveryAddress | null,
  defaults: Partial<DeliveryAddressInput> = {},
): DeliveryAddressInput {
  if (!address) return { ...emptyAddress, ...defaults };
  return {
    display: address.display,
    name: address.name,
    address1: address.address1,
    address2: address.address2,
    city: address.city,
    state: address.state,
    zip: address.zip,
    county: address.county,
    contact: address.contact,
    phone: address.phone,
    deliveryTime: address.deliveryTime,
  };
}

/** '$40.00': minimum order amounts are dollars with two decimals. */
export const formatAmount = (amount: string) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 2 }).format(
    Number(amount),
  );

export const minimumOrderMessage = (amount: string) =>
  `Minimum order amount for this zip code is ${formatAmount(amount)}`;
