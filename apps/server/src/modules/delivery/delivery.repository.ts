import type { Db } from '../../db/client.ts';
import { createDeliveryDatesRepository } from './delivery-dates.repository.ts';
import { createOrderRemindersRepository } from './order-reminders.repository.ts';

export { deliveryKeyOf, type DeliveryKey } from './delivery-dates.repository.ts';
export type { ReminderCandidate } from './order-reminders.repository.ts';

/** Delivery dates and order reminders: the groups of queries combined. */
export function createDeliveryRepository(db: Db) {
  return { ...createDeliveryDatesRepository(db), ...createOrderRemindersRepository(db) };
}
export type DeliveryRepository = ReturnType<typeof createDeliveryRepository>;
