import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_CLIENT_ID } from '@provender/contract';
import { parseTrustProxy } from '../src/config.ts';
import { createTestApp, DEMO_PASSWORD, type TestApp } from './helpers/app.ts';

/**
 * Behind a proxy (TRUST_PROXY, decision 190) the per-address limits key on the address the proxy
 * saw, never on what the client wrote at the left of X-Forwarded-For.
 */
describe('TRUST_PROXY', () => {
  it('reads false, true (private proxies), proxy addresses and CIDRs, and refuses anything else', () => {
    expect(parseTrustProxy('false')).toBe(false);
    expect(parseTrustProxy('')).toBe(false);
    expect(parseTrustProxy('true')).toEqual(['loopback', 'linklocal', 'uniquelocal']);
    expect(parseTrustProxy('::1, fd00::/8')).toEqual(['::1', 'fd00::/8']);
    expect(parseTrustProxy('2')).toBeNull();
    expect(parseTrustProxy('10.0.0.1, 10.1.0.0/16,loopback')).toEqual(['10.0.0.1', '10.1.0.0/16', 'loopback']);
    expect(parseTrustProxy('yes')).toBeNull();
    expect(parseTrustProxy('99')).toBeNull();
    expect(parseTrustProxy('10.0.0.1; rm -rf')).toBeNull();
  });

  for (const [label, trustProxy] of [
    ['TRUST_PROXY=true', parseTrustProxy('true') ?? false],
    ['the proxy by address', parseTrustProxy('127.0.0.1') ?? false],
  ] as const) {
    describe(`with ${label}`, () => {
      let t: TestApp;
      beforeAll(async () => {
        t = await createTestApp({ trustProxy });
      });
      afterAll(() => t.close());

      const signInVia = (forwardedFor: string, username: string, password: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/token',
          remoteAddress: '127.0.0.1',
          headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-forwarded-for': forwardedFor },
          payload: new URLSearchParams({
            grant_type: 'password',
            client_id: WEB_CLIENT_ID,
            username,
            password,
          }).toString(),
        });

      it('counts a guesser by the address the proxy appended, whatever it writes before it', async () => {
        expect(trustProxy).toBeTruthy();
        for (let i = 0; i < 25; i++) {
          const res = await signInVia(`203.0.113.${i}, 198.51.100.7`, `stranger.${i}`, 'nope');
          expect(res.statusCode).toBe(401);
        }
        const dodging = await signInVia('203.0.113.250, 198.51.100.7', 'stranger.x', 'nope');
        expect(dodging.statusCode).toBe(429);
        expect(dodging.json().error).toBe('human_check_required');
        // Another client behind the same proxy is not affected.
        const neighbour = await signInVia('198.51.100.7, 198.51.100.8', 'demo.customer', DEMO_PASSWORD);
        expect(neighbour.statusCode).toBe(200);
      });
    });
  }
});
