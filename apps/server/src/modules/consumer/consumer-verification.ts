import { ConsumerMessages, type MessageResponse } from '@provender/contract';
import { AppError } from '../../errors.ts';
import { verificationMail } from '../mail/mail-templates.ts';
import { tokenLifetimesMs } from '../one-time-tokens/one-time-tokens.service.ts';
import type { ConsumerServiceDeps } from './consumer-deps.ts';

type MailDeps = Pick<ConsumerServiceDeps, 'settings' | 'oneTimeTokens' | 'mail' | 'mailLimits' | 'publicUrl'>;

/** Mails a new single-use verification link, unless the address has had its share of mail. */
export async function sendVerification(deps: MailDeps, user: { id: number; name: string; email: string }) {
  const { settings, oneTimeTokens, mail, mailLimits, publicUrl } = deps;
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

/** The verification link: spending it, and asking for a new one. */
export function createConsumerVerification(deps: MailDeps & Pick<ConsumerServiceDeps, 'repo' | 'humanCheck' | 'now'>) {
  const { repo, humanCheck, oneTimeTokens, mail, mailLimits } = deps;
  const clock = deps.now ?? (() => new Date());

  return {
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
          await sendVerification(deps, { id: user.id, name: user.name, email: user.email });
        }
      });
      return { message: ConsumerMessages.resent };
    },
  };
}
