import { ConsumerMessages, type ConsumerPreferences } from '@provender/contract';
import { formatPhone, phoneError } from '@provender/rules';
import { requireUser, type RequestContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { ConsumerServiceDeps } from './consumer-deps.ts';

/** Refuses a phone number the form would refuse, with its message. */
export function assertPhone(phone: string) {
  const error = phoneError(phone);
  if (error) throw new AppError('VALIDATION', `phone: ${error}`, { errors: [error] });
}

function requireConsumer(ctx: RequestContext) {
  const user = requireUser(ctx);
  if (user.kind !== 'consumer') throw new AppError('FORBIDDEN', 'Only consumer accounts have preferences');
  return user;
}

/** The signed-in consumer's preferences: company, phone and the e-mail option. */
export function createConsumerPreferences({ repo }: Pick<ConsumerServiceDeps, 'repo'>) {
  return {
    async preferences(ctx: RequestContext): Promise<ConsumerPreferences> {
      const user = requireConsumer(ctx);
      const prefs = await repo.preferences(user.id);
      if (!prefs) throw new AppError('NOT_FOUND', 'Preferences were not found');
      return prefs;
    },

    /** Saves only when the confirmed e-mail is the account's own (case-insensitive): it cannot be changed here. */
    async savePreferences(ctx: RequestContext, input: ConsumerPreferences): Promise<ConsumerPreferences> {
      const user = requireConsumer(ctx);
      if (!user.email || input.email.trim().toLowerCase() !== user.email.toLowerCase()) {
        throw new AppError('CONFLICT', ConsumerMessages.preferencesNotUpdated, {
          errors: [
            ConsumerMessages.preferencesNotUpdated,
            'The e-mail address does not match the e-mail address of the account.',
          ],
        });
      }
      assertPhone(input.phone);
      const phone = input.phone ? formatPhone(input.phone) : '';
      await repo.savePreferences(user.id, ctx.customerId, {
        company: input.company,
        phone,
        emailOption: input.emailOption,
      });
      return { email: user.email, company: input.company, phone, emailOption: input.emailOption };
    },
  };
}
