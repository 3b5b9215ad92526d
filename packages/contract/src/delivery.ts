import { z } from './zod.ts';

/** A delivery date with the moment orders for it close (decision 500). */
export const deliveryCutoffSchema = z.strictObject({
  /** The delivery (or pickup) date, YYYY-MM-DD. */
  date: z.string(),
  /** When orders for it close, in the distributor's time zone: YYYY-MM-DD and HH:MM. */
  cutoff: z.strictObject({ date: z.string(), time: z.string() }),
  /** The same moment as an ISO instant: what a countdown counts to. */
  closesAt: z.string(),
});
export type DeliveryCutoffDto = z.infer<typeof deliveryCutoffSchema>;

/**
 * GET /api/cart/next-delivery: the next delivery dates of the current ship-to (consumers: their
 * ship method), earliest first, so the bar moves to the next one at the cut-off without asking.
 */
export const nextDeliverySchema = z.strictObject({
  /** delivery, or pickup for a consumer who picks up. */
  kind: z.enum(['delivery', 'pickup']),
  timeZone: z.string(),
  deliveries: z.array(deliveryCutoffSchema),
});
export type NextDelivery = z.infer<typeof nextDeliverySchema>;

/** Select Customer: the customer's default ship-to's next delivery and whether it has an order for it. */
export const customerNextDeliverySchema = z.strictObject({
  ...deliveryCutoffSchema.shape,
  shiptoCode: z.string(),
  ordered: z.boolean(),
});
export type CustomerNextDelivery = z.infer<typeof customerNextDeliverySchema>;

export const ORDER_REMINDER_DEFAULT_HOURS = 3;
export const ORDER_REMINDER_MAX_HOURS = 48;

/** "Remind me to order" on /settings (issue 34 item 6, decision 503). */
export const orderReminderSchema = z.strictObject({
  enabled: z.boolean(),
  /** Hours before the cut-off the mail goes out: whole hours, 1 to 48. */
  hoursBefore: z
    .number()
    .check(
      z.int('Hours before the cut-off must be a whole number'),
      z.minimum(1, `Hours before the cut-off must be 1 to ${ORDER_REMINDER_MAX_HOURS}`),
      z.maximum(ORDER_REMINDER_MAX_HOURS, `Hours before the cut-off must be 1 to ${ORDER_REMINDER_MAX_HOURS}`),
    ),
});
export type OrderReminder = z.infer<typeof orderReminderSchema>;
