import { checkPasswordHash, hashPassword, burnPasswordCheck, type PasswordCheck } from '../auth/password-hash.ts';

/** The shared secret or OCI password as an argon2id hash (decision 091); the plain value is never stored. */
export const hashPunchoutSecret = (secret: string, salt?: Uint8Array): Promise<string> => hashPassword(secret, salt);

/**
 * Checks a buyer's secret; older scrypt hashes still verify and say they need a rehash. A null hash
 * (unknown buyer) still spends a full check, so the answer's timing does not tell which buyers exist.
 */
export async function checkPunchoutSecret(stored: string | null, secret: string): Promise<PasswordCheck> {
  if (stored === null) {
    await burnPasswordCheck(secret);
    return { ok: false, needsRehash: false };
  }
  return checkPasswordHash(stored, secret);
}

/** True when the secret matches (argon2id, or a legacy scrypt hash). */
export const verifyPunchoutSecret = async (stored: string | null, secret: string): Promise<boolean> =>
  (await checkPunchoutSecret(stored, secret)).ok;
