import type { NotificationKind } from '@provender/contract';
import { addDays, zonedDateTime } from '@provender/rules';
import type { AuthUser } from '../../context.ts';
import type { DocumentsService } from '../documents/documents.service.ts';
import type { MailService, OutgoingMail } from '../mail/mail.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { invoiceDigestMail, orderConfirmationMail, paymentReceiptMail } from './notification-mails.ts';
import type { ClaimedEvent, NotificationsRepository, Recipient } from './notifications.repository.ts';
import type { NotificationsService } from './notifications.service.ts';

/** The events queued in mail_events and the notification kind each one is. */
export const eventKinds = {
  'order-confirmation': 'orderConfirmation',
  'payment-receipt': 'paymentReceipt',
  'invoice-digest': 'invoiceDigest',
} as const satisfies Record<string, NotificationKind>;

/** What became of one event: a mail, or the reason there is none. */
export type Built = { mail: OutgoingMail } | { skip: string };

export interface DeliveryDeps {
  repo: NotificationsRepository;
  notifications: NotificationsService;
  documents: Pick<DocumentsService, 'confirmationForMail'>;
  settings: SettingsService;
  mail: Pick<MailService, 'sendNow'>;
  now: () => Date;
}

/** The distributor's date today (its time zone), as the account pages count it. */
export async function distributorToday(settings: SettingsService, now: Date): Promise<string> {
  return zonedDateTime(now, (await settings.siteValues()).distributorTimeZone).date;
}

/** The user an event mails, or why none: no user, no address, disabled, or the kind turned off. */
async function recipientFor(
  deps: Pick<DeliveryDeps, 'repo' | 'notifications'>,
  userId: number | null,
  kind: NotificationKind,
): Promise<Recipient | string> {
  const { repo, notifications } = deps;
  if (userId === null) return 'no user';
  const user = await repo.recipient(userId);
  if (!user?.email || user.disabled) return 'the user has no address or is disabled';
  if (!(await notifications.wantsMail(user.id, kind))) return 'turned off by the user';
  return user;
}

/** The order's confirmation, with its PDF when the user may view it. */
async function orderConfirmation(deps: DeliveryDeps, e: ClaimedEvent): Promise<Built> {
  const { repo, notifications, settings } = deps;
  const order = e.recordId === null ? null : await repo.order(e.recordId);
  if (!order) return { skip: 'the order is gone' };
  const user = await recipientFor(deps, order.userId, 'orderConfirmation');
  if (typeof user === 'string') return { skip: user };
  // The user's effective settings for the order's customer: only the user's id keys them.
  const asUser = { id: user.id } as AuthUser;
  const [values, brand] = await Promise.all([
    settings.effectiveValues({ customerId: order.customerId, user: asUser }),
    notifications.brand(),
  ]);
  const found = await deps.documents.confirmationForMail(order.customerId, order.orderNumber, {
    pdf: values.canViewConfirmation,
    companyName: brand.company,
  });
  if (!found) return { skip: 'the order is gone' };
  const content = orderConfirmationMail({
    brand,
    name: user.name,
    data: found.data,
    hidePricing: values.hidePricing,
    attached: found.pdf !== null,
    link: notifications.link('/history/orders'),
  });
  const attachments = found.pdf
    ? [{ filename: found.pdf.fileName, contentType: 'application/pdf', content: found.pdf.body }]
    : [];
  return { mail: { kind: e.kind, to: user.email ?? '', ...content, attachments } };
}

/**
 * Builds the mail an event stands for, reading the order, payment or invoices as they are now;
 * skips it when its user has turned the kind off, has no address or is disabled.
 */
export function createEventMails(deps: DeliveryDeps) {
  const { repo, notifications, settings } = deps;

  async function paymentReceipt(e: ClaimedEvent): Promise<Built> {
    const payment = e.recordId === null ? null : await repo.payment(e.recordId);
    if (!payment) return { skip: 'the payment is gone' };
    const user = await recipientFor(deps, payment.userId, 'paymentReceipt');
    if (typeof user === 'string') return { skip: user };
    const brand = await notifications.brand();
    const content = paymentReceiptMail({
      brand,
      name: user.name,
      payment,
      link: notifications.link('/account/details'),
    });
    return { mail: { kind: e.kind, to: user.email ?? '', ...content } };
  }

  async function invoiceDigest(e: ClaimedEvent): Promise<Built> {
    if (e.customerId === null) return { skip: 'no customer' };
    const user = await recipientFor(deps, e.userId, 'invoiceDigest');
    if (typeof user === 'string') return { skip: user };
    if (!(await repo.digestRecipient(user.id, e.customerId)))
      return { skip: 'the user no longer sees the account pages' };
    const today = await distributorToday(settings, deps.now());
    const items = await repo.dueItems(e.customerId, addDays(today, 7));
    if (items.length === 0) return { skip: 'nothing is due' };
    const [brand, customerName] = await Promise.all([notifications.brand(), repo.customerName(e.customerId)]);
    const content = invoiceDigestMail({
      brand,
      name: user.name,
      customerName,
      today,
      items,
      link: notifications.link('/account/payment'),
    });
    return { mail: { kind: e.kind, to: user.email ?? '', ...content } };
  }

  return {
    build(e: ClaimedEvent): Promise<Built> {
      switch (e.kind) {
        case 'order-confirmation':
          return orderConfirmation(deps, e);
        case 'payment-receipt':
          return paymentReceipt(e);
        case 'invoice-digest':
          return invoiceDigest(e);
        default:
          return Promise.resolve({ skip: `unknown kind ${e.kind}` });
      }
    },
  };
}
