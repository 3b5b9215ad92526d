import { z } from './zod.ts';
import { customerNextDeliverySchema } from './delivery.ts';

export const shipToSchema = z.strictObject({
  code: z.string(),
  name: z.string(),
  address1: z.string(),
  address2: z.string(),
  city: z.string(),
  state: z.string(),
  zip: z.string(),
  phone: z.string(),
});
export type ShipTo = z.infer<typeof shipToSchema>;

export const customerSchema = z.strictObject({
  customerKey: z.number().check(z.int()),
  customerCode: z.string(),
  name: z.string(),
  defaultShipto: z.nullable(z.string()),
  defaultPO: z.string(),
  requiredPO: z.boolean(),
  shiptos: z.array(shipToSchema),
});
export type Customer = z.infer<typeof customerSchema>;

export const customerListItemSchema = z.strictObject({
  customerKey: z.number().check(z.int()),
  customerCode: z.string(),
  name: z.string(),
  /** A salesperson's list only: the default ship-to's next delivery, its cut-off and whether it has an order (decision 502). */
  nextDelivery: z.optional(z.nullable(customerNextDeliverySchema)),
});
export const customerListSchema = z.array(customerListItemSchema);
export type CustomerListItem = z.infer<typeof customerListItemSchema>;
