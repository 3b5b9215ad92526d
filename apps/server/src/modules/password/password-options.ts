import { PasswordMessages, type PasswordOptions } from '@provender/contract';
import { checkPassword } from '@provender/rules';
import { AppError } from '../../errors.ts';
import type { PasswordServiceDeps } from './password-deps.ts';

/** The administrator's password options: checking a password against them, and saving them. */
export function createPasswordOptions({ repo, admin }: Pick<PasswordServiceDeps, 'repo' | 'admin'>) {
  return {
    /** Refuses a password that misses any rule of the administrator's current options, naming each. */
    async assertMeetsOptions(password: string): Promise<void> {
      const unmet = checkPassword(password, await admin.passwordOptions()).filter((r) => !r.met);
      if (unmet.length > 0) {
        const errors = unmet.map((r) => r.message);
        throw new AppError('VALIDATION', `${PasswordMessages.weak}: ${errors.join(', ')}`, {
          errors: [`${PasswordMessages.weak}: ${errors.join(', ')}`, ...errors],
        });
      }
    },

    async saveOptions(options: PasswordOptions): Promise<void> {
      await repo.savePasswordOptions(options);
    },
  };
}
