import { z } from './zod.ts';

/** Path of the self-hosted ALTCHA challenge the human-check widget fetches. */
export const HUMAN_CHECK_CHALLENGE_PATH = '/api/altcha/challenge';

export const humanCheckFailedMessage = 'The human check failed or has expired. Please try again.';

/** An ALTCHA (v2 proof of work) challenge, signed by the server. */
export const altchaChallengeSchema = z.strictObject({
  parameters: z.strictObject({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number().check(z.int()),
    keyLength: z.number().check(z.int()),
    keyPrefix: z.string(),
    keySignature: z.optional(z.string()),
    memoryCost: z.optional(z.number().check(z.int())),
    parallelism: z.optional(z.number().check(z.int())),
    expiresAt: z.optional(z.number().check(z.int())),
    data: z.optional(z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()]))),
  }),
  signature: z.string(),
});
export type AltchaChallenge = z.infer<typeof altchaChallengeSchema>;
