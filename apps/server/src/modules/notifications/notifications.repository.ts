import type { Db } from '../../db/client.ts';
import { createInvoiceDigestRepository } from './invoice-digest.repository.ts';
import { createMailEventsRepository } from './mail-events.repository.ts';
import { createNotificationRecordsRepository } from './notification-records.repository.ts';

export type { DueItem } from './invoice-digest.repository.ts';
export type { ClaimedEvent, EventOutcome } from './mail-events.repository.ts';
export type { Recipient } from './notification-records.repository.ts';

/** The notifications' queries: preferences and records, the mail events queue, the invoice digests. */
export function createNotificationsRepository(db: Db) {
  return {
    ...createNotificationRecordsRepository(db),
    ...createMailEventsRepository(db),
    ...createInvoiceDigestRepository(db),
  };
}
export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
export type PaymentFacts = NonNullable<Awaited<ReturnType<NotificationsRepository['payment']>>>;
