import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index.ts';
import { call, createTestApp, requestToken, signIn, type TestApp } from './helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/token', () => {
  it('answers a short-lived bearer token for a valid password', async () => {
    const res = await requestToken(t.app, 'demo.customer');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.token_type).toBe('bearer');
    expect(body.expires_in).toBe(3600);
    expect(body.access_token.split('.')).toHaveLength(3);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('matches the user name case-insensitively and consumers by e-mail', async () => {
    expect((await requestToken(t.app, 'Demo.Customer')).statusCode).toBe(200);
    expect((await requestToken(t.app, 'DEMO.CONSUMER@example.com')).statusCode).toBe(200);
  });

  it("says 'Bad Request' for an unknown user and for a wrong password alike", async () => {
    const unknown = await requestToken(t.app, 'nobody.here', 'Demo-pass1', '10.1.0.1');
    const wrong = await requestToken(t.app, 'demo.admin', 'wrong-password', '10.1.0.2');
    for (const res of [unknown, wrong]) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ error: 'invalid_grant', error_description: 'Bad Request' });
    }
  });

  it('refuses a disabled account and an unverified consumer with their reasons', async () => {
    const disabled = await requestToken(t.app, 'demo.disabled');
    expect(disabled.statusCode).toBe(401);
    expect(disabled.json().error_description).toMatch(/disabled/);
    const pending = await requestToken(t.app, 'pending.consumer@example.com');
    expect(pending.statusCode).toBe(401);
    expect(pending.json().error_description).toMatch(/not been verified/);
  });

  it('refuses a missing field and an unknown client', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=password&client_id=provender-web&username=demo.customer',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe('invalid_request');
    const client = await t.app.inject({
      method: 'POST',
      url: '/api/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'grant_type=password&client_id=other&username=demo.customer&password=Demo-pass1',
    });
    expect(client.statusCode).toBe(400);
    expect(client.json().error).toBe('invalid_client');
  });

  it('answers a malformed authorization_code request as a rejected code, not as a missing password', async () => {
    for (const payload of [
      'grant_type=authorization_code',
      'grant_type=authorization_code&code=',
      'grant_type=authorization_code&username=demo.customer&password=Demo-pass1',
    ]) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json(), payload).toEqual({
        error: 'invalid_request',
        error_description: 'Authorization code rejected',
      });
    }
  });

  it('answers an unknown grant type as unsupported (RFC 6749 5.2), a missing one as a sign-in without name or password, and names a missing client_id', async () => {
    const send = (payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/token',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload,
      });
    const unknown = await send('grant_type=client_credentials&username=demo.customer&password=Demo-pass1');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ error: 'unsupported_grant_type', error_description: 'Unsupported grant type' });
    const missing = await send('client_id=provender-web&username=demo.customer');
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      error: 'invalid_request',
      error_description: 'User name and password are required',
    });
    const noClient = await send('grant_type=password&username=demo.customer&password=Demo-pass1');
    expect(noClient.statusCode).toBe(400);
    expect(noClient.json()).toEqual({ error: 'invalid_request', error_description: 'client_id is required' });
  });

  it('rate-limits failures per user name with Retry-After, even for the right password', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await requestToken(t.app, 'buyer.c10003', 'nope', `10.2.0.${i}`)).statusCode).toBe(401);
    }
    const limited = await requestToken(t.app, 'buyer.c10003', 'Demo-pass1', '10.2.1.1');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error_description).toBe('Too many login attempts, please try again later');
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
  });

  it('rate-limits failures per address across user names', async () => {
    for (let i = 0; i < 25; i++) await requestToken(t.app, `guess.${i}`, 'nope', '10.3.0.9');
    const res = await requestToken(t.app, 'demo.customer', 'Demo-pass1', '10.3.0.9');
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBeDefined();
    expect((await requestToken(t.app, 'demo.customer', 'Demo-pass1', '10.3.0.10')).statusCode).toBe(200);
  });
});

describe('bearer tokens', () => {
  it('are required on signed-in calls', async () => {
    const res = await call(t.app, 'GET', '/api/user');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
    const forged = await call(t.app, 'GET', '/api/user', { token: 'a.b.c' });
    expect(forged.statusCode).toBe(401);
  });

  it('stop working after a password change, with the changed-password reason', async () => {
    const token = await signIn(t.app, 'buyer.c10004');
    expect((await call(t.app, 'GET', '/api/user', { token })).statusCode).toBe(200);
    await t.db
      .update(users)
      .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
      .where(eq(users.username, 'buyer.c10004'));
    const res = await call(t.app, 'GET', '/api/user', { token });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'PASSWORD_CHANGED' });
    expect(res.json().message).toContain('changed password');
  });

  it('stop working when the account is disabled, with a not-authorized reason', async () => {
    const token = await signIn(t.app, 'buyer.c10005');
    await t.db.update(users).set({ disabled: true }).where(eq(users.username, 'buyer.c10005'));
    const res = await call(t.app, 'GET', '/api/user', { token });
    expect(res.statusCode).toBe(401);
    expect(res.json().message).toContain('not authorized');
  });
});
