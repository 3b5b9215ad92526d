import { z } from './zod.ts';
import { AddressMessages } from './messages/address.ts';

/** Money as a decimal string with two places ("25.00"); never a float. */
const moneySchema = z.string().check(z.regex(/^-?\d+\.\d{2}$/));

const text = (label: string, max: number) =>
  z._default(z.string().check(z.trim(), z.maxLength(max, `${label} must be at most ${max} characters`)), '');

/**
 * Add or edit a delivery address (spec 02 section 5). Structure and lengths live here; the zip
 * ('Must be valid Zip Code') and phone digit rules are in @provender/rules and are applied by the
 * server and by the form on top of this schema. Contact and delivery time are not offered to
 * consumers; the server ignores them for consumer addresses.
 */
export const deliveryAddressInputSchema = z.strictObject({
  display: z
    .string()
    .check(
      z.trim(),
      z.minLength(1, 'Display Name is a required field'),
      z.maxLength(25, 'Display Name must be at most 25 characters'),
    ),
  name: z
    .string()
    .check(z.trim(), z.minLength(1, 'Name is a required field'), z.maxLength(40, 'Name must be at most 40 characters')),
  address1: text('Address Line 1', 40),
  address2: text('Address Line 2', 40),
  city: text('City', 20),
  state: text('State', 2),
  zip: z.string().check(z.trim(), z.minLength(5, AddressMessages.zipCode), z.maxLength(10, AddressMessages.zipCode)),
  county: text('County', 30),
  contact: text('Contact', 25),
  phone: z._default(z.string().check(z.trim(), z.maxLength(30, AddressMessages.phoneFormat)), ''),
  deliveryTime: text('Delivery Time', 16),
  /** True makes this the primary address; the primary cannot be un-set except by choosing another. */
  isPrimary: z.optional(z.boolean()),
});
export type DeliveryAddressInput = z.input<typeof deliveryAddressInputSchema>;
export type DeliveryAddressValues = z.output<typeof deliveryAddressInputSchema>;

/** A delivery address. key is the numeric id for consumers and the ship-to code for business customers. */
export const deliveryAddressSchema = z.strictObject({
  id: z.number().check(z.int()),
  key: z.union([z.number().check(z.int()), z.string()]),
  isPrimary: z.boolean(),
  name: z.string(),
  display: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  county: z.string(),
  contact: z.string(),
  phone: z.string(),
  deliveryTime: z.string(),
  minimumOrderAmount: moneySchema,
  isValidZipCode: z.boolean(),
});
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;
export const deliveryAddressListSchema = z.array(deliveryAddressSchema);

export const consumerAddressKeyParamsSchema = z.strictObject({ key: z.coerce.number().check(z.int(), z.positive()) });
export const accountAddressKeyParamsSchema = z.strictObject({ key: z.string().check(z.minLength(1), z.maxLength(20)) });
export const zipParamsSchema = z.strictObject({ zip: z.string().check(z.minLength(1), z.maxLength(10)) });
