import { ORDER_REMINDER_DEFAULT_HOURS, type OrderReminder } from '@provender/contract';
import type { RequestContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { DeliveryRepository } from './delivery.repository.ts';

export const REMINDERS_FOR_CUSTOMER_USERS = "Order reminders are for customers' users";

/** "Remind me to order" on /settings (decision 503): customers' users only; off with 3 hours until chosen. */
export function createOrderReminderSettings(repo: Pick<DeliveryRepository, 'reminderSetting' | 'saveReminderSetting'>) {
  const userOf = (ctx: RequestContext) => {
    if (ctx.user?.kind !== 'customer') throw new AppError('FORBIDDEN', REMINDERS_FOR_CUSTOMER_USERS);
    return ctx.user;
  };
  return {
    async get(ctx: RequestContext): Promise<OrderReminder> {
      const saved = await repo.reminderSetting(userOf(ctx).id);
      return saved ?? { enabled: false, hoursBefore: ORDER_REMINDER_DEFAULT_HOURS };
    },
    async save(ctx: RequestContext, value: OrderReminder): Promise<OrderReminder> {
      const user = userOf(ctx);
      await repo.saveReminderSetting(user.id, value);
      return value;
    },
  };
}
export type OrderReminderSettings = ReturnType<typeof createOrderReminderSettings>;
