import {
  ConsumerMessages,
  type ConsumerSettings,
  type ConsumerSignup,
  type MessageResponse,
} from '@provender/contract';
import { formatPhone } from '@provender/rules';
import { AppError } from '../../errors.ts';
import { hashPassword } from '../auth/password-hash.ts';
import { accountExistsMail } from '../mail/mail-templates.ts';
import type { ConsumerServiceDeps } from './consumer-deps.ts';
import { assertPhone } from './consumer-preferences.ts';
import { sendVerification } from './consumer-verification.ts';

/** The sign-up page's settings and the sign-up itself. */
export function createConsumerSignup(deps: ConsumerServiceDeps) {
  const { repo, settings, password, humanCheck, mail, mailLimits, publicUrl } = deps;

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
          await sendVerification(deps, { id: userId, name, email });
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
  };
}
