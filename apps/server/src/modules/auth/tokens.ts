import { errors, jwtVerify, SignJWT } from 'jose';

export interface AccessClaims {
  userId: number;
  tokenVersion: number;
  sessionType: 'normal' | 'consumer' | 'punchout';
}

/** An expired token still says which kind of session ended, so the reason can name it. */
export type VerifyResult =
  { ok: true; claims: AccessClaims } | { ok: false; expired: boolean; sessionType?: AccessClaims['sessionType'] };

const sessionTypes: ReadonlySet<unknown> = new Set(['normal', 'consumer', 'punchout']);
const isSessionType = (st: unknown): st is AccessClaims['sessionType'] => sessionTypes.has(st);

const issuer = 'provender';

/** `now` is the issuer's clock (tests sign tokens that have already expired without waiting). */
export function createTokenIssuer(secret: Uint8Array, ttlSeconds: number, now: () => Date = () => new Date()) {
  return {
    ttlSeconds,
    /** A token for the claims; punchout sessions pass their own, shorter lifetime. */
    async sign(claims: AccessClaims, lifetimeSeconds = ttlSeconds): Promise<string> {
      const issuedAt = Math.floor(now().getTime() / 1000);
      return new SignJWT({ tv: claims.tokenVersion, st: claims.sessionType })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(claims.userId))
        .setIssuer(issuer)
        .setIssuedAt(issuedAt)
        .setExpirationTime(issuedAt + Math.max(1, Math.floor(lifetimeSeconds)))
        .sign(secret);
    },
    async verify(token: string): Promise<VerifyResult> {
      try {
        const { payload } = await jwtVerify(token, secret, { issuer, algorithms: ['HS256'], currentDate: now() });
        const userId = Number(payload.sub);
        const tv = payload['tv'];
        const st = payload['st'];
        if (!Number.isInteger(userId) || typeof tv !== 'number' || !isSessionType(st)) {
          return { ok: false, expired: false };
        }
        return { ok: true, claims: { userId, tokenVersion: tv, sessionType: st } };
      } catch (err) {
        if (!(err instanceof errors.JWTExpired)) return { ok: false, expired: false };
        // The signature was checked before the expiry, so the claims are genuine.
        const st = err.payload['st'];
        return isSessionType(st) ? { ok: false, expired: true, sessionType: st } : { ok: false, expired: true };
      }
    },
  };
}
export type TokenIssuer = ReturnType<typeof createTokenIssuer>;
