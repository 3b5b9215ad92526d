import { z } from 'zod';
import { AddressMessages } from './messages/address.ts';

/** Money as a decimal string with two places ("25.00"); never a float. */
const moneySchema = z.string().regex(/^-?\d+\.\d{2}$/);

const text = (label: string, max: number) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).default('');

/**
 * Add or edit a delivery address (spec 02 section 5). Structure and lengths live here; the zip
 * ('Must be valid Zip Code') and phone digit rules are in @provender/rules and are applied by the
 * server and by the form on top of this schema. Contact and delivery time are not offered to
 * consumers; the server ignores them for consumer addresses.
 */
export const deliveryAddressInputSchema = z
  .object({
    display: z
      .string()
      .trim()
      .min(1, 'Display Name is a required field')
      .max(25, 'Display Name must be at most 25 characters'),
    name: z.string().trim().min(1, 'Name is a required field').max(40, 'Name must be at most 40 characters'),
    address1: text('Address Line 1', 40),
    address2: text('Address Line 2', 40),
    city: text('City', 20),
    state: text('State', 2),
    zip: z.string().trim().min(5, AddressMessages.zipCode).max(10, AddressMessages.zipCode),
    county: text('County', 30),
    contact: text('Contact', 25),
    phone: z.string().trim().max(30, AddressMessages.phoneFormat).default(''),
    deliveryTime: text('Delivery Time', 16),
    /** True makes this the primary address; the primary cannot be un-set except by choosing another. */
    isPrimary: z.boolean().optional(),
  })
  .strict();
export type DeliveryAddressInput = z.input<typeof deliveryAddressInputSchema>;
export type DeliveryAddressValues = z.output<typeof deliveryAddressInputSchema>;

/** A delivery address. key is the numeric id for consumers and the ship-to code for business customers. */
export const deliveryAddressSchema = z
  .object({
    id: z.number().int(),
    key: z.union([z.number().int(), z.string()]),
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
  })
  .strict();
export type DeliveryAddress = z.infer<typeof deliveryAddressSchema>;
export const deliveryAddressListSchema = z.array(deliveryAddressSchema);

export const consumerAddressKeyParamsSchema = z.object({ key: z.coerce.number().int().positive() }).strict();
export const accountAddressKeyParamsSchema = z.object({ key: z.string().min(1).max(20) }).strict();
export const zipParamsSchema = z.object({ zip: z.string().min(1).max(10) }).strict();
