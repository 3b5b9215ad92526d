import {
  ConsumerMessages,
  type ConsumerPreferences,
  type ConsumerSettings,
  type ConsumerSignup,
  type MessageResponse,
} from '@provender/contract';
import { formatPhone, phoneError } from '@provender/rules';
import { requireUser, type RequestContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { hashPassword } from '../auth/password-hash.ts';
import type { HumanCheckService } from '../human-check/human-check.service.ts';
import { accountExistsMail, verificationMail } from '../mail/mail-templates.ts';
import type { MailLimits } from '../mail/mail-limits.ts';
import type { MailService } from '../mail/mail.service.ts';
import { tokenLifetimesMs, type OneTimeTokensService } from '../one-time-tokens/one-time-tokens.service.ts';
import type { PasswordService } from '../password/password.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { ConsumerRepository } from './consumer.repository.ts';

export interface ConsumerServiceDeps {
  repo: ConsumerRepository;
  settings: SettingsService;
  password: PasswordService;
  humanCheck: HumanCheckService;
  oneTimeTokens: OneTimeTokensService;
  mail: MailService;
  mailLimits: MailLimits;
  publicUrl: string;
  now?: () => Date;
}

function assertPhone(phone: string) {
  const error = phoneError(phone);
  if (error) throw new AppError('VALIDATION', `phone: ${error}`, { errors: [error] });
}

function requireConsumer(ctx: RequestContext) {
  const user = requireUser(ctx);
  if (user.kind !== 'consumer') throw new AppError('FORBIDDEN', 'Only consumer accounts have preferences');
  return user;
}

export function createConsumerService(deps: ConsumerServiceDeps) {
  const { repo, settings, password, humanCheck, oneTimeTokens, mail, mailLimits, publicUrl } = deps;
  const clock = deps.now ?? (() => new Date());

  async function sendVerification(user: { id: number; name: string; email: string }) {
    if (!(await mailLimits.maySend(user.email))) return;
    const { token } = await oneTimeTokens.issue(user.id, 'verify_email');
    const link = `${publicUrl}/verifyemail?t=${token}`;
    const { companyName } = await settings.siteValues();
    const content = verificationMail({
      company: companyName,
      name: user.name,
      link,
      hours: tokenLifetimesMs.verify_email / 3_600_000,
    });
    mail.send({ kind: 'verify-email', to: user.email, link, ...content });
  }

  return {
    async settings(): Promise<ConsumerSettings> {
      const v = await settings.siteValues();
      return {
        useOption: v.consumerUseOption,
        optionText: v.consumerOptionText,
        optionDefault: v.consumerOptionDefault,
        registrationMessage: v.consumerRegistrationMessage,
      };
    },

    /**
     * Creates the consumer's own retail account, unverified, and mails the verification link.
     * An address that already has an account gets a mail saying so instead, and the caller the
     * same answer, so sign-up cannot be used to find out who has an account (decision 020). After
     * the checks and the password hash, which every caller pays, the look-up, the account and the
     * mail happen in the background, so the answer's timing does not tell either (decision 021).
     */
    async signup(input: ConsumerSignup, ip: string): Promise<MessageResponse> {
      const site = await settings.siteValues();
      if (!site.allowConsumer) throw new AppError('NOT_AUTHORIZED', ConsumerMessages.notAllowed);
      assertPhone(input.phone);
      await password.assertMeetsOptions(input.password);
      await humanCheck.assertHuman(input.verifyToken);
      await mailLimits.admitRequest(ip);

      const passwordHash = await hashPassword(input.password);
      const emailOption = site.consumerUseOption ? input.emailOption : site.consumerOptionDefault;
      const phone = input.phone ? formatPhone(input.phone) : '';
      const { company, name, email } = input;
      mail.background('consumer-signup', async () => {
        const existing = await repo.findAccountByEmail(email);
        const userId = existing
          ? null
          : await repo.createConsumer({ company, name, email, phone, emailOption, passwordHash });
        if (userId !== null) {
          await sendVerification({ id: userId, name, email });
          return;
        }
        // Taken, possibly by a sign-up that won the race for the address.
        const account = existing ?? (await repo.findAccountByEmail(email));
        if (account?.email && !account.disabled && (await mailLimits.maySend(account.email))) {
          const content = accountExistsMail({
            company: site.companyName,
            name: account.name,
            signInLink: `${publicUrl}/login`,
          });
          mail.send({ kind: 'account-exists', to: account.email, ...content });
        }
      });
      return { message: ConsumerMessages.registered };
    },

    /** Spends the single-use verification link; the consumer may sign in afterwards. */
    async verify(token: string): Promise<{ ok: true; message: string }> {
      const now = clock();
      const userId = await oneTimeTokens.consume(token, 'verify_email', now);
      if (userId === null || !(await repo.markVerified(userId, now))) {
        throw new AppError('BAD_REQUEST', ConsumerMessages.verificationFailed, {
          errors: [ConsumerMessages.verificationFailed],
        });
      }
      return { ok: true, message: ConsumerMessages.verified };
    },

    /** A new verification link for an unverified consumer; the same answer whether one exists or not. */
    async resend(input: { email: string; verifyToken: string }, ip: string): Promise<MessageResponse> {
      await humanCheck.assertHuman(input.verifyToken);
      await mailLimits.admitRequest(ip);
      // The look-up, the link and the mail run after the answer (decision 021).
      mail.background('verify-email', async () => {
        const user = await repo.findUnverifiedConsumer(input.email);
        if (user?.email && (await oneTimeTokens.mayIssue(user.id, 'verify_email'))) {
          await sendVerification({ id: user.id, name: user.name, email: user.email });
        }
      });
      return { message: ConsumerMessages.resent };
    },

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
export type ConsumerService = ReturnType<typeof createConsumerService>;
