import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createTokenIssuer } from './tokens.ts';

describe('access tokens', () => {
  const claims = { userId: 7, tokenVersion: 2, sessionType: 'normal' as const };

  it('keeps answering a token checked once, until the moment it expires', async () => {
    let now = new Date('2026-03-01T12:00:00Z');
    const issuer = createTokenIssuer(randomBytes(32), 60, () => now);
    const token = await issuer.sign(claims);
    expect(await issuer.verify(token)).toEqual({ ok: true, claims });
    now = new Date('2026-03-01T12:00:59Z');
    expect(await issuer.verify(token)).toEqual({ ok: true, claims });
    now = new Date('2026-03-01T12:01:00Z');
    expect(await issuer.verify(token)).toEqual({ ok: false, expired: true, sessionType: 'normal' });
    expect(await issuer.verify(token)).toEqual({ ok: false, expired: true, sessionType: 'normal' });
  });

  it('refuses a token altered after a genuine one was checked, and one signed with another secret', async () => {
    const now = () => new Date('2026-03-01T12:00:00Z');
    const issuer = createTokenIssuer(randomBytes(32), 60, now);
    const token = await issuer.sign(claims);
    expect((await issuer.verify(token)).ok).toBe(true);
    const [head, , signature] = token.split('.');
    const payload = Buffer.from(JSON.stringify({ tv: 2, st: 'normal', sub: '8', iss: 'provender', exp: 2e9 }));
    expect(await issuer.verify(`${head}.${payload.toString('base64url')}.${signature}`)).toEqual({
      ok: false,
      expired: false,
    });
    const foreign = await createTokenIssuer(randomBytes(32), 60, now).sign(claims);
    expect(await issuer.verify(foreign)).toEqual({ ok: false, expired: false });
  });
});
