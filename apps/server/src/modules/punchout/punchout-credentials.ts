import type { AttemptLimitsService } from '../attempt-limits/attempt-limits.service.ts';
import { checkPunchoutSecret, hashPunchoutSecret } from './punchout-secrets.ts';
import type { PunchoutBuyerRow, PunchoutRepository } from './punchout.repository.ts';

/** Credential attempts per window (decision 096): per buyer identity, and per address. */
export const punchoutLimits = {
  maxAttemptsPerBuyer: 20,
  maxAttemptsPerAddress: 100,
};

export const punchoutKeys = {
  buyer: (buyerId: number) => `punchout:buyer:${buyerId}`,
  /** An OCI user name no buyer has: counted by name, so guessing names is limited too. */
  ociName: (username: string) => `punchout:oci-name:${username.toLowerCase()}`,
  address: (ip: string) => `punchout:address:${ip}`,
};

/** Past a limit the secret is not checked (decision 096). */
export const tooManyPunchoutAttempts = (minutes: number) =>
  `Too many failed punchout sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`;

/** A credential refused without being checked: too many attempts for the buyer or the address. */
export class PunchoutAttemptsExceeded extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super(tooManyPunchoutAttempts(Math.max(1, Math.ceil(retryAfterSeconds / 60))));
  }
}

export type CheckSecret = (
  buyer: PunchoutBuyerRow | null,
  accountKey: string,
  ip: string,
  secrets: readonly string[],
) => Promise<boolean>;

/**
 * The check of a buyer's secret. Counts the attempt before any secret is looked at (one statement
 * per attempt, so a parallel burst cannot all be checked); past a limit the secret is not checked
 * at all. A success takes its own attempt back, so only failures add up (decision 096).
 */
export function createSecretCheck(deps: {
  repo: PunchoutRepository;
  attemptLimits: AttemptLimitsService;
  now: () => Date;
}): CheckSecret {
  const { repo, attemptLimits, now } = deps;
  return async (buyer, accountKey, ip, secrets) => {
    const keys = [accountKey, punchoutKeys.address(ip)];
    const { exceeded, retryAfterSeconds } = await attemptLimits.count(
      [
        { key: accountKey, max: punchoutLimits.maxAttemptsPerBuyer },
        { key: punchoutKeys.address(ip), max: punchoutLimits.maxAttemptsPerAddress },
      ],
      now(),
    );
    if (exceeded.length > 0) throw new PunchoutAttemptsExceeded(retryAfterSeconds);
    let matched: string | null = null;
    let needsRehash = false;
    // Every given secret is checked (or a dummy for an unknown buyer), so timing tells nothing.
    for (const secret of secrets.length > 0 ? secrets : ['']) {
      const check = await checkPunchoutSecret(buyer?.secretHash ?? null, secret);
      if (check.ok && matched === null) {
        matched = secret;
        needsRehash = check.needsRehash;
      }
    }
    if (!buyer || matched === null) return false;
    for (const key of keys) await attemptLimits.refund(key);
    if (needsRehash) await repo.setSecretHash(buyer.id, await hashPunchoutSecret(matched));
    return true;
  };
}
