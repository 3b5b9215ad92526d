import { AppError } from '../../errors.ts';
import type { AttemptLimitsService } from '../attempt-limits/attempt-limits.service.ts';

/**
 * Account mails (sign-up, account exists, verification, password reset) per window (decision 096),
 * so the site cannot be used to mail-bomb someone: per sending address (answered 429, whatever the
 * account's existence) and per recipient (the mail is silently not sent; the answer is the same).
 */
export const accountMailLimits = {
  maxRequestsPerAddress: 20,
  maxMailsPerRecipient: 3,
};

export const mailLimitKeys = {
  address: (ip: string) => `account-mail:address:${ip}`,
  recipient: (email: string) => `account-mail:to:${email.trim().toLowerCase()}`,
};

export const tooManyMailRequests = (minutes: number) =>
  `Too many requests from your network. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;

export function createMailLimits(attemptLimits: AttemptLimitsService) {
  return {
    /**
     * Counts a request that may end in a mail, after its human check passed. Past the limit it is
     * refused before anything is looked up, so the refusal says nothing about any account.
     */
    async admitRequest(ip: string): Promise<void> {
      const { exceeded, retryAfterSeconds } = await attemptLimits.count([
        { key: mailLimitKeys.address(ip), max: accountMailLimits.maxRequestsPerAddress },
      ]);
      if (exceeded.length > 0) {
        const message = tooManyMailRequests(Math.max(1, Math.ceil(retryAfterSeconds / 60)));
        throw new AppError('TOO_MANY_REQUESTS', message, {
          errors: [message],
          headers: { 'retry-after': String(retryAfterSeconds) },
        });
      }
    },

    /** Counts a mail about to go to this address; false when it must not be sent (runs in the background). */
    async maySend(to: string): Promise<boolean> {
      const { exceeded } = await attemptLimits.count([
        { key: mailLimitKeys.recipient(to), max: accountMailLimits.maxMailsPerRecipient },
      ]);
      return exceeded.length === 0;
    },
  };
}
export type MailLimits = ReturnType<typeof createMailLimits>;
