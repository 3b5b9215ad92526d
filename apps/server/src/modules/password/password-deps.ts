import type { AdminService } from '../admin/admin.service.ts';
import type { TokenIssuer } from '../auth/tokens.ts';
import type { AttemptLimitsService } from '../attempt-limits/attempt-limits.service.ts';
import type { HumanCheckService } from '../human-check/human-check.service.ts';
import type { MailLimits } from '../mail/mail-limits.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { OneTimeTokensService } from '../one-time-tokens/one-time-tokens.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { PasswordRepository } from './password.repository.ts';

/** What the password service is built from. */
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

/** Refuses a password that misses any rule of the administrator's current options (password-options.ts). */
export type AssertMeetsOptions = (password: string) => Promise<void>;
