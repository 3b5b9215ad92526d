import { z } from 'zod';

/** Path of the self-hosted ALTCHA challenge the human-check widget fetches. */
export const HUMAN_CHECK_CHALLENGE_PATH = '/api/altcha/challenge';

export const humanCheckFailedMessage = 'The human check failed or has expired. Please try again.';

/** An ALTCHA (v2 proof of work) challenge, signed by the server. */
export const altchaChallengeSchema = z
  .object({
    parameters: z
      .object({
        algorithm: z.string(),
        nonce: z.string(),
        salt: z.string(),
        cost: z.number().int(),
        keyLength: z.number().int(),
        keyPrefix: z.string(),
        keySignature: z.string().optional(),
        memoryCost: z.number().int().optional(),
        parallelism: z.number().int().optional(),
        expiresAt: z.number().int().optional(),
        data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
      })
      .strict(),
    signature: z.string(),
  })
  .strict();
export type AltchaChallenge = z.infer<typeof altchaChallengeSchema>;
