import { createHmac } from 'node:crypto';
import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { humanCheckFailedMessage, type AltchaChallenge } from '@provender/contract';
import type { AppConfig } from '../../config.ts';
import { AppError } from '../../errors.ts';
import type { HumanCheckRepository } from './human-check.repository.ts';

/** How long a challenge may be solved and redeemed (decision 021). */
export const HUMAN_CHECK_TTL_SECONDS = 10 * 60;
const ALGORITHM = 'PBKDF2/SHA-256';

interface ClientPayload {
  challenge: Challenge;
  solution: Solution;
}

function parsePayload(verifyToken: string): ClientPayload | null {
  try {
    const value: unknown = JSON.parse(Buffer.from(verifyToken, 'base64').toString('utf8'));
    if (typeof value !== 'object' || value === null) return null;
    const { challenge, solution } = value as Partial<ClientPayload>;
    if (typeof challenge?.parameters !== 'object' || typeof solution !== 'object' || solution === null) return null;
    return { challenge, solution };
  } catch {
    return null;
  }
}

/**
 * Self-hosted ALTCHA proof of work. Challenges are signed (HMAC), expire after ten minutes and are
 * redeemed at most once: the nonce of a verified payload is stored until the challenge expires.
 */
export function createHumanCheckService(config: AppConfig, repo: HumanCheckRepository) {
  const hmacSignatureSecret = config.altchaHmacKey;
  // A second key signs the expected derived key, so verifying costs one HMAC instead of the work.
  const hmacKeySignatureSecret = createHmac('sha256', config.altchaHmacKey).update('altcha-derived-key').digest('hex');

  // The machine's time, never the business clock (config.now, CLOCK_START; decision 233): the ALTCHA
  // library checks a challenge's expiry against the machine's time, so ours must agree with it.
  const clock = () => new Date();

  return {
    async challenge(now = clock()): Promise<AltchaChallenge> {
      const max = config.altchaMaxCounter;
      const challenge = await createChallenge({
        algorithm: ALGORITHM,
        cost: config.altchaCost,
        counter: randomInt(max, Math.ceil(max / 2)),
        deriveKey,
        expiresAt: new Date(now.getTime() + HUMAN_CHECK_TTL_SECONDS * 1000),
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      });
      return challenge as AltchaChallenge;
    },

    /** True when the payload solves an unexpired challenge of ours that has not been redeemed before. */
    async verify(verifyToken: string, now = clock()): Promise<boolean> {
      const payload = parsePayload(verifyToken);
      if (!payload) return false;
      const { challenge, solution } = payload;
      const expiresAt = challenge.parameters.expiresAt;
      if (typeof expiresAt !== 'number' || expiresAt * 1000 <= now.getTime()) return false;
      const verified = await verifySolution({
        challenge,
        solution,
        deriveKey,
        hmacSignatureSecret,
        hmacKeySignatureSecret,
      }).then(
        (result) => result.verified,
        () => false,
      );
      if (!verified) return false;
      const redeemed = await repo.redeem(challenge.parameters.nonce, new Date(expiresAt * 1000));
      if (redeemed) await repo.purgeExpired(now);
      return redeemed;
    },

    /** Throws the client-facing 400 unless the payload passes verify(). */
    async assertHuman(verifyToken: string): Promise<void> {
      if (!(await this.verify(verifyToken)))
        throw new AppError('BAD_REQUEST', humanCheckFailedMessage, { errors: [humanCheckFailedMessage] });
    },
  };
}
export type HumanCheckService = ReturnType<typeof createHumanCheckService>;
