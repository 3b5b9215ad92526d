import {
  PasswordMessages,
  type MessageResponse,
  type PasswordResetRequest,
  type PasswordUserTypeResponse,
  type ResetRequest,
  type ResetRequestResponse,
} from '@provender/contract';
import { AppError } from '../../errors.ts';
import { hashPassword } from '../auth/password-hash.ts';
import { passwordResetMail } from '../mail/mail-templates.ts';
import { tokenLifetimesMs } from '../one-time-tokens/one-time-tokens.service.ts';
import type { AssertMeetsOptions, PasswordServiceDeps } from './password-deps.ts';

type ResetDeps = Omit<PasswordServiceDeps, 'admin' | 'tokens' | 'attemptLimits'> & {
  assertMeetsOptions: AssertMeetsOptions;
};

const invalidLink = () =>
  new AppError('BAD_REQUEST', PasswordMessages.resetLinkInvalid, { errors: [PasswordMessages.resetLinkInvalid] });

/** Asking for a reset link, and setting a password with it or with a colleague's invitation. */
export function createPasswordReset(deps: ResetDeps) {
  const { repo, mail, mailLimits, humanCheck, oneTimeTokens, settings, publicUrl, assertMeetsOptions } = deps;
  const clock = deps.now ?? (() => new Date());

  /**
   * The link of a reset or of a colleague's invitation (issue 35, decision 511): both set a password
   * on /changepassword under the same rules.
   */
  async function linkOf(token: string): Promise<{ userId: number; purpose: 'reset_password' | 'invite_user' } | null> {
    const reset = await oneTimeTokens.peek(token, 'reset_password');
    if (reset !== null) return { userId: reset, purpose: 'reset_password' };
    const invited = await oneTimeTokens.peek(token, 'invite_user');
    return invited === null ? null : { userId: invited, purpose: 'invite_user' };
  }

  return {
    /**
     * Mails a reset link when the name belongs to an enabled account with an e-mail address.
     * The answer, and its timing, are the same whether or not it does: after the human check,
     * the look-up, the link and the mail all happen in the background (decision 021).
     */
    async requestReset(input: ResetRequest, ip: string): Promise<ResetRequestResponse> {
      await humanCheck.assertHuman(input.verifyToken);
      await mailLimits.admitRequest(ip);
      mail.background('reset-password', async () => {
        const account = await repo.findBySignInName(input.emailOrUsername);
        if (
          !account ||
          account.disabled ||
          !account.email ||
          !(await oneTimeTokens.mayIssue(account.id, 'reset_password')) ||
          !(await mailLimits.maySend(account.email))
        )
          return;
        const { token } = await oneTimeTokens.issue(account.id, 'reset_password');
        const link = `${publicUrl}/changepassword?t=${token}`;
        const { companyName } = await settings.siteValues();
        const content = passwordResetMail({
          company: companyName,
          name: account.name,
          link,
          minutes: tokenLifetimesMs.reset_password / 60_000,
        });
        mail.send({ kind: 'reset-password', to: account.email, link, ...content });
      });
      return { isSuccess: true, message: PasswordMessages.resetRequested, errors: [] };
    },

    /** Whether a reset link belongs to a business user (isB2B) or a consumer; errors when it is not usable. */
    async userType(resetToken: string): Promise<PasswordUserTypeResponse> {
      const userId = (await linkOf(resetToken))?.userId ?? null;
      const account = userId === null ? null : await repo.findById(userId);
      if (!account || account.disabled) return { isB2B: false, errors: [PasswordMessages.resetLinkInvalid] };
      return { isB2B: account.kind !== 'consumer', errors: [] };
    },

    /** Completes a reset: a valid new password, a human check, then the single-use link is spent. */
    async reset(input: PasswordResetRequest): Promise<MessageResponse> {
      const link = await linkOf(input.resetToken);
      if (link === null) throw invalidLink();
      await assertMeetsOptions(input.password);
      await humanCheck.assertHuman(input.verifyToken);
      const passwordHash = await hashPassword(input.password);
      const now = clock();
      const userId = await oneTimeTokens.consume(input.resetToken, link.purpose, now);
      if (userId === null) throw invalidLink();
      const account = await repo.findById(userId);
      if (!account || account.disabled) throw invalidLink();
      await repo.setPassword(userId, passwordHash, now, { markEmailVerified: true });
      await oneTimeTokens.retireAll(userId, 'reset_password', now);
      await oneTimeTokens.retireAll(userId, 'invite_user', now);
      return { message: PasswordMessages.resetDone };
    },
  };
}
