import type { Db } from '../../db/client.ts';
import type { CheckoutService } from '../checkout/checkout.service.ts';
import type { CustomersService } from '../customers/customers.service.ts';
import type { OutgoingMail } from '../mail/mail.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { createDeliveryRepository } from './delivery.repository.ts';
import { createNextDeliveryService } from './next-delivery.service.ts';
import { createOrderReminderJob } from './order-reminder-job.ts';
import { createOrderReminderSettings } from './order-reminder-settings.ts';

/** The next delivery in view, Select Customer's marks and the order reminders (issue 34 items 4 and 6). */
export function createDeliveryServices(
  db: Db,
  deps: {
    checkout: Pick<CheckoutService, 'dates'>;
    settings: SettingsService;
    customers: Pick<CustomersService, 'account' | 'list'>;
    /** Resolves once the mail is sent or in the outbox; rejects when it could not be. */
    send: (mail: OutgoingMail) => Promise<void>;
    publicUrl: string;
    now: () => Date;
  },
) {
  const repo = createDeliveryRepository(db);
  const nextDelivery = createNextDeliveryService({ ...deps, repo });
  return {
    repo,
    nextDelivery,
    orderReminderSettings: createOrderReminderSettings(repo),
    reminderJob: createOrderReminderJob({
      repo,
      next: nextDelivery,
      settings: deps.settings,
      send: deps.send,
      publicUrl: deps.publicUrl,
      now: deps.now,
    }),
  };
}
export type DeliveryServices = ReturnType<typeof createDeliveryServices>;
