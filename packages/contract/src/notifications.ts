import { z } from './zod.ts';

/**
 * The mails a user may turn on or off in the Notifications card on /settings (issue 35, decision 520).
 * Every kind is on until the user turns it off.
 */
export const notificationKinds = [
  'orderConfirmation',
  'paymentReceipt',
  'invoiceDigest',
  'awaitingApproval',
  'orderApproved',
  'orderRejected',
] as const;
export const notificationKindSchema = z.enum(notificationKinds);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

/** What the card says of each kind. */
export const notificationKindText: Record<NotificationKind, { label: string; description: string }> = {
  orderConfirmation: {
    label: 'Order confirmation',
    description: 'When an order is placed, with its confirmation attached.',
  },
  paymentReceipt: { label: 'Payment receipt', description: 'When a payment is made on the account.' },
  invoiceDigest: {
    label: 'Invoices due',
    description: 'Weekly: invoices due in the next 7 days and those past due.',
  },
  awaitingApproval: { label: 'Orders awaiting approval', description: 'When an order needs your approval.' },
  orderApproved: { label: 'Order approved', description: 'When an order of yours is approved.' },
  orderRejected: { label: 'Order rejected', description: 'When an order of yours is rejected, with the reason.' },
};

/** GET and PUT /api/notifications: the kinds that apply to the user, in the card's order, each on or off. */
export const notificationSettingsSchema = z.strictObject({
  kinds: z.array(z.strictObject({ kind: notificationKindSchema, enabled: z.boolean() })),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

/** PUT /api/notifications: one or more kinds turned on or off; the others stay as they are. */
export const notificationSettingsUpdateSchema = z
  .strictObject({
    orderConfirmation: z.optional(z.boolean()),
    paymentReceipt: z.optional(z.boolean()),
    invoiceDigest: z.optional(z.boolean()),
    awaitingApproval: z.optional(z.boolean()),
    orderApproved: z.optional(z.boolean()),
    orderRejected: z.optional(z.boolean()),
  })
  .check(z.refine((v) => Object.keys(v).length > 0, 'Choose at least one notification to change'));
export type NotificationSettingsUpdate = z.infer<typeof notificationSettingsUpdateSchema>;
