import type { ConsumerServiceDeps } from './consumer-deps.ts';
import { createConsumerPreferences } from './consumer-preferences.ts';
import { createConsumerSignup } from './consumer-signup.ts';
import { createConsumerVerification } from './consumer-verification.ts';

export type { ConsumerServiceDeps };

/**
 * Consumers' own accounts: sign-up (consumer-signup.ts), the e-mail verification link
 * (consumer-verification.ts) and their preferences (consumer-preferences.ts).
 */
export function createConsumerService(deps: ConsumerServiceDeps) {
  return {
    ...createConsumerSignup(deps),
    ...createConsumerVerification(deps),
    ...createConsumerPreferences(deps),
  };
}
export type ConsumerService = ReturnType<typeof createConsumerService>;
