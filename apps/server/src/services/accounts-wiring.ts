import { createAdminRepository } from '../modules/admin/admin.repository.ts';
import { createAdminService } from '../modules/admin/admin.service.ts';
import { createAttemptLimitsRepository } from '../modules/attempt-limits/attempt-limits.repository.ts';
import { createAttemptLimitsService } from '../modules/attempt-limits/attempt-limits.service.ts';
import { createAuthRepository } from '../modules/auth/auth.repository.ts';
import { createAuthService } from '../modules/auth/auth.service.ts';
import { createTokenIssuer } from '../modules/auth/tokens.ts';
import { createConsumerRepository } from '../modules/consumer/consumer.repository.ts';
import { createConsumerService } from '../modules/consumer/consumer.service.ts';
import type { CustomerUsersDeps } from '../modules/customer-users/customer-user-rules.ts';
import { createCustomerUsersRepository } from '../modules/customer-users/customer-users.repository.ts';
import { createCustomerUsersService } from '../modules/customer-users/customer-users.service.ts';
import { createCustomersRepository } from '../modules/customers/customers.repository.ts';
import { createCustomersService } from '../modules/customers/customers.service.ts';
import { createHumanCheckRepository } from '../modules/human-check/human-check.repository.ts';
import { createHumanCheckService } from '../modules/human-check/human-check.service.ts';
import { createMailLimits } from '../modules/mail/mail-limits.ts';
import { createMailRepository } from '../modules/mail/mail.repository.ts';
import { createMailService } from '../modules/mail/mail.service.ts';
import { createOneTimeTokensRepository } from '../modules/one-time-tokens/one-time-tokens.repository.ts';
import { createOneTimeTokensService } from '../modules/one-time-tokens/one-time-tokens.service.ts';
import { createPasswordRepository } from '../modules/password/password.repository.ts';
import { createPasswordService } from '../modules/password/password.service.ts';
import { createUsersService } from '../modules/users/users.service.ts';
import type { Wiring } from './wiring.ts';

/**
 * Who signs in and their accounts: tokens, attempt limits and the human check, the mail, sign-in,
 * passwords, consumer accounts, the customers and a customer's own users (issue 35).
 */
export function wireAccounts(
  { db, config, changes, now, settings }: Wiring,
  /** The site's name and logo for a customer user's invitation: the notifications', wired later (asked late). */
  brand: CustomerUsersDeps['brand'],
) {
  const tokens = createTokenIssuer(config.jwtSecret, config.tokenTtlSeconds, now);
  const attemptLimits = createAttemptLimitsService(createAttemptLimitsRepository(db), undefined, now);
  const customers = createCustomersService(createCustomersRepository(db), changes);
  const admin = createAdminService(createAdminRepository(db));
  const mail = createMailService(config, createMailRepository(db));
  const humanCheck = createHumanCheckService(config, createHumanCheckRepository(db));
  const auth = createAuthService({
    repo: createAuthRepository(db),
    tokens,
    settings,
    attemptLimits,
    humanCheck,
    changes,
    now,
  });
  const oneTimeTokens = createOneTimeTokensService(createOneTimeTokensRepository(db), now);
  const mailLimits = createMailLimits(attemptLimits);
  const accountDeps = { settings, mail, mailLimits, humanCheck, oneTimeTokens, publicUrl: config.publicUrl, now };
  const password = createPasswordService({
    ...accountDeps,
    repo: createPasswordRepository(db, changes),
    admin,
    tokens,
    attemptLimits,
  });
  return {
    tokens,
    attemptLimits,
    customers,
    users: createUsersService(),
    admin,
    mail,
    humanCheck,
    auth,
    oneTimeTokens,
    password,
    consumer: createConsumerService({ ...accountDeps, repo: createConsumerRepository(db, changes), password }),
    // A customer's own users and approvals (issue 35): approval rules are read at submit.
    customerUsers: createCustomerUsersService({
      ...accountDeps,
      repo: createCustomerUsersRepository(db, changes),
      customers,
      brand,
      now,
    }),
  };
}
export type AccountsWiring = ReturnType<typeof wireAccounts>;
