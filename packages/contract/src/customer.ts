import { z } from 'zod';

export const shipToSchema = z
  .object({
    code: z.string(),
    name: z.string(),
    address1: z.string(),
    address2: z.string(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    phone: z.string(),
  })
  .strict();
export type ShipTo = z.infer<typeof shipToSchema>;

export const customerSchema = z
  .object({
    customerKey: z.number().int(),
    customerCode: z.string(),
    name: z.string(),
    defaultShipto: z.string().nullable(),
    defaultPO: z.string(),
    requiredPO: z.boolean(),
    shiptos: z.array(shipToSchema),
  })
  .strict();
export type Customer = z.infer<typeof customerSchema>;

export const customerListItemSchema = z
  .object({
    customerKey: z.number().int(),
    customerCode: z.string(),
    name: z.string(),
  })
  .strict();
export const customerListSchema = z.array(customerListItemSchema);
export type CustomerListItem = z.infer<typeof customerListItemSchema>;
