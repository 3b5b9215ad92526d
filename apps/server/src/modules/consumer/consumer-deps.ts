import type { HumanCheckService } from '../human-check/human-check.service.ts';
import type { MailLimits } from '../mail/mail-limits.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { OneTimeTokensService } from '../one-time-tokens/one-time-tokens.service.ts';
import type { PasswordService } from '../password/password.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { ConsumerRepository } from './consumer.repository.ts';

/** What the consumer service is built from. */
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
