import { announcingWrites, type ChangeNotices } from '../../cache/change-feed.ts';
import type { Db } from '../../db/client.ts';
import { createConsumerPreferencesRepository } from './consumer-preferences.repository.ts';
import { createConsumerSignupRepository } from './consumer-signup.repository.ts';
import { createConsumerVerificationRepository } from './consumer-verification.repository.ts';

export type { NewConsumer } from './consumer-signup.repository.ts';

/** Consumers' accounts: sign-up, e-mail verification and preferences, the groups of queries combined. */
export function createConsumerRepository(db: Db, notices: ChangeNotices) {
  const repo = {
    ...createConsumerSignupRepository(db),
    ...createConsumerVerificationRepository(db),
    ...createConsumerPreferencesRepository(db),
  };
  return announcingWrites(repo, notices, {
    // The retail account's phone is part of the customer row processes cache (decision 210).
    savePreferences: ([, customerId]) => (customerId === null ? [] : [`customers:${customerId}`]),
  });
}

export type ConsumerRepository = ReturnType<typeof createConsumerRepository>;
