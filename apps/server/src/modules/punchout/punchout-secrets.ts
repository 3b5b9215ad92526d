import { createHash, randomBytes, scrypt, timingSafeEqual, type BinaryLike } from 'node:crypto';

const KEY_LENGTH = 32;
// N=2^14, r=8: about 16 MiB and a few milliseconds per check; the secrets are machine credentials.
const params = { N: 16_384, r: 8, p: 1 } as const;

const derive = (secret: string, salt: BinaryLike) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(secret.normalize('NFC'), salt, KEY_LENGTH, params, (err, key) => (err ? reject(err) : resolve(key))),
  );

/** 'scrypt$<salt>$<key>' (base64url); the plain shared secret or OCI password is never stored. */
export async function hashPunchoutSecret(secret: string, salt: Buffer = randomBytes(16)): Promise<string> {
  const key = await derive(secret, salt);
  return `scrypt$${salt.toString('base64url')}$${key.toString('base64url')}`;
}

let dummy: Promise<string> | undefined;

/**
 * Compares in constant time. A null hash (unknown buyer) still spends a full derivation, so the
 * answer's timing does not tell which buyers exist.
 */
export async function verifyPunchoutSecret(stored: string | null, secret: string): Promise<boolean> {
  dummy ??= hashPunchoutSecret(createHash('sha256').update('no buyer').digest('hex'));
  const [scheme, saltText, keyText] = (stored ?? (await dummy)).split('$');
  if (scheme !== 'scrypt' || !saltText || !keyText) return false;
  const expected = Buffer.from(keyText, 'base64url');
  const actual = await derive(secret, Buffer.from(saltText, 'base64url'));
  return expected.length === actual.length && timingSafeEqual(expected, actual) && stored !== null;
}
