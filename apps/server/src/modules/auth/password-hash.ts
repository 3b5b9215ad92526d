import { scrypt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';

/**
 * The one password hash of the server (decision 091): argon2id with OWASP's recommended memory
 * cost (19 MiB, 2 passes) for user passwords and punchout secrets alike. Hashes written before
 * (scrypt punchout secrets, 'scrypt$<salt>$<key>') still verify and ask to be rehashed.
 */
const options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;
const currentParams = `$argon2id$v=19$m=${options.memoryCost},t=${options.timeCost},p=${options.parallelism}$`;

/** A fixed salt only for reproducible demo data; everything else gets a random one. */
export const hashPassword = (password: string, salt?: Uint8Array): Promise<string> =>
  hash(password, salt ? { ...options, salt } : options);

export interface PasswordCheck {
  ok: boolean;
  /** True when the hash matched but was not made with today's algorithm and parameters. */
  needsRehash: boolean;
}

const legacyScrypt = (secret: string, salt: Buffer) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(secret.normalize('NFC'), salt, 32, { N: 16_384, r: 8, p: 1 }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );

async function verifyLegacyScrypt(stored: string, password: string): Promise<boolean> {
  const [, saltText, keyText] = stored.split('$');
  if (!saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64url');
  const actual = await legacyScrypt(password, Buffer.from(saltText, 'base64url'));
  return expected.length === actual.length && timingSafeEqual(expected, actual);
}

export async function checkPasswordHash(passwordHash: string, password: string): Promise<PasswordCheck> {
  try {
    if (passwordHash.startsWith('scrypt$')) {
      const ok = await verifyLegacyScrypt(passwordHash, password);
      return { ok, needsRehash: ok };
    }
    const ok = await verify(passwordHash, password);
    return { ok, needsRehash: ok && !passwordHash.startsWith(currentParams) };
  } catch {
    return { ok: false, needsRehash: false };
  }
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return (await checkPasswordHash(passwordHash, password)).ok;
}

let dummyHash: Promise<string> | undefined;
/** Spends the same time as a real check, so unknown names cannot be told apart by timing. */
export async function burnPasswordCheck(password: string): Promise<void> {
  dummyHash ??= hashPassword('not-a-real-password');
  await verifyPassword(await dummyHash, password);
}
