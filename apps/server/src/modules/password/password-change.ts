import { PasswordMessages, type ChangePasswordRequest, type ChangePasswordResponse } from '@provender/contract';
import { requireUser, type RequestContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { hashPassword, verifyPassword } from '../auth/password-hash.ts';
import { signInKeys } from '../auth/auth.service.ts';
import type { AssertMeetsOptions, PasswordServiceDeps } from './password-deps.ts';

/** Wrong current passwords a session may send in the attempt window before it is ended (decision 090). */
export const passwordChangeAttemptLimit = 5;

/** A signed-in user changing their own password. */
export function createPasswordChange(
  deps: Pick<PasswordServiceDeps, 'repo' | 'tokens' | 'attemptLimits' | 'now'> & {
    assertMeetsOptions: AssertMeetsOptions;
  },
) {
  const { repo, tokens, attemptLimits, assertMeetsOptions } = deps;
  const clock = deps.now ?? (() => new Date());

  return {
    /** Change: the current password is required; every other session ends, this client gets a fresh token. */
    async change(ctx: RequestContext, input: ChangePasswordRequest): Promise<ChangePasswordResponse> {
      const user = requireUser(ctx);
      // Only a session of the user's own can change the password; the fresh token keeps its type.
      if (ctx.sessionType !== 'normal' && ctx.sessionType !== 'consumer') {
        throw new AppError('FORBIDDEN', 'The password cannot be changed in this session');
      }
      const account = await repo.findById(user.id);
      if (!account) throw new AppError('UNAUTHENTICATED', 'Sign-in is required');
      // Counted before the check: a stolen session cannot guess the password in a burst; past the
      // limit every session of the account ends and only a new sign-in (which resets this) helps.
      const key = signInKeys.passwordChange(user.id);
      const { exceeded } = await attemptLimits.count([{ key, max: passwordChangeAttemptLimit }]);
      if (exceeded.length > 0) {
        await repo.endSessions(user.id);
        throw new AppError('SESSION_EXPIRED', PasswordMessages.tooManyAttempts);
      }
      if (!(await verifyPassword(account.passwordHash, input.password))) {
        throw new AppError('BAD_REQUEST', PasswordMessages.currentIncorrect, {
          errors: [PasswordMessages.currentIncorrect],
        });
      }
      // The right current password ends the count, so only wrong guesses add up.
      await attemptLimits.forget([key]);
      if (input.newPassword === input.password) {
        throw new AppError('VALIDATION', PasswordMessages.sameAsCurrent, { errors: [PasswordMessages.sameAsCurrent] });
      }
      await assertMeetsOptions(input.newPassword);
      const tokenVersion = await repo.setPassword(user.id, await hashPassword(input.newPassword), clock());
      if (tokenVersion === null) throw new AppError('UNAUTHENTICATED', 'Sign-in is required');
      const access_token = await tokens.sign({
        userId: user.id,
        tokenVersion,
        sessionType: ctx.sessionType,
      });
      return { message: PasswordMessages.updated, access_token, token_type: 'bearer', expires_in: tokens.ttlSeconds };
    },
  };
}
