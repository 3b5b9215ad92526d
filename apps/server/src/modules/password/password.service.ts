import {
  PasswordMessages,
  type ChangePasswordRequest,
  type ChangePasswordResponse,
  type MessageResponse,
  type PasswordOptions,
  type PasswordResetRequest,
  type PasswordUserTypeResponse,
  type ResetRequest,
  type ResetRequestResponse,
} from '@provender/contract';
import { checkPassword } from '@provender/rules';
import { requireUser, type RequestContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { AdminService } from '../admin/admin.service.ts';
import { hashPassword, verifyPassword } from '../auth/password-hash.ts';
import type { TokenIssuer } from '../auth/tokens.ts';
import { signInKeys } from '../auth/auth.service.ts';
import type { AttemptLimitsService } from '../attempt-limits/attempt-limits.service.ts';
import type { HumanCheckService } from '../human-check/human-check.service.ts';
import { passwordResetMail } from '../mail/mail-templates.ts';
import type { MailLimits } from '../mail/mail-limits.ts';
import type { MailService } from '../mail/mail.service.ts';
import { tokenLifetimesMs, type OneTimeTokensService } from '../one-time-tokens/one-time-tokens.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { PasswordRepository } from './password.repository.ts';

export interface PasswordServiceDeps {
  repo: PasswordRepository;
  admin: AdminService;
  tokens: TokenIssuer;
  mail: MailService;
  mailLimits: MailLimits;
  humanCheck: HumanCheckService;
  oneTimeTokens: OneTimeTokensService;
  settings: SettingsService;
  publicUrl: string;
  attemptLimits: AttemptLimitsService;
  now?: () => Date;
}

/** Wrong current passwords a session may send in the attempt window before it is ended (decision 090). */
export const passwordChangeAttemptLimit = 5;

export function createPasswordService(deps: PasswordServiceDeps) {
  const { repo, admin, tokens, mail, mailLimits, humanCheck, oneTimeTokens, settings, publicUrl, attemptLimits } = deps;
  const clock = deps.now ?? (() => new Date());

  /** Refuses a password that misses any rule of the administrator's current options, naming each. */
  async function assertMeetsOptions(password: string): Promise<void> {
    const unmet = checkPassword(password, await admin.passwordOptions()).filter((r) => !r.met);
    if (unmet.length > 0) {
      const errors = unmet.map((r) => r.message);
      throw new AppError('VALIDATION', `${PasswordMessages.weak}: ${errors.join(', ')}`, {
        errors: [`${PasswordMessages.weak}: ${errors.join(', ')}`, ...errors],
      });
    }
  }

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

  const invalidLink = () =>
    new AppError('BAD_REQUEST', PasswordMessages.resetLinkInvalid, { errors: [PasswordMessages.resetLinkInvalid] });

  return {
    assertMeetsOptions,

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

    async saveOptions(options: PasswordOptions): Promise<void> {
      await repo.savePasswordOptions(options);
    },
  };
}
export type PasswordService = ReturnType<typeof createPasswordService>;
