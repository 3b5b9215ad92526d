import { scryptSync, randomBytes } from 'node:crypto';
import { hash } from '@node-rs/argon2';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_CLIENT_ID } from '@provender/contract';
import { users } from '../src/db/schema/index.ts';
import { call, createTestApp, requestToken, signIn, DEMO_PASSWORD, type TestApp } from './helpers/app.ts';
import { easyHumanCheck, solveHumanCheck } from './helpers/human-check.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(easyHumanCheck);
});
afterAll(() => t.close());

const signInWithCheck = (username: string, password: string, ip: string, verifyToken: string) =>
  t.app.inject({
    method: 'POST',
    url: '/api/token',
    remoteAddress: ip,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      grant_type: 'password',
      client_id: WEB_CLIENT_ID,
      username,
      password,
      verifyToken,
    }).toString(),
  });

describe('sign-in attempt limits (issue 14, defects 1 and 2)', () => {
  it('checks at most the limit of a burst of 200 parallel guesses for one account, by name and e-mail alike', async () => {
    const [account] = await t.db
      .select({ username: users.username, email: users.email })
      .from(users)
      .where(eq(users.username, 'buyer.c10010'));
    expect(account?.email).toBeTruthy();
    const names = [account!.username, account!.email!.toUpperCase()];
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        requestToken(t.app, names[i % 2]!, `wrong-${i}`, `10.40.${i >> 8}.${i & 255}`),
      ),
    );
    const checked = answers.filter((r) => r.statusCode === 401);
    const refused = answers.filter((r) => r.statusCode === 429);
    expect(checked.length + refused.length).toBe(200);
    expect(checked.length).toBeLessThanOrEqual(5);
    expect(refused[0]?.json()).toEqual({
      error: 'human_check_required',
      error_description: 'Too many login attempts, please try again later',
    });
    expect(Number(refused[0]?.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('lets the right password in past the account limit together with a solved human check, never without', async () => {
    for (let i = 0; i < 5; i++)
      expect((await requestToken(t.app, 'buyer.c10011', 'nope', '10.41.0.1')).statusCode).toBe(401);
    const withoutCheck = await requestToken(t.app, 'buyer.c10011', DEMO_PASSWORD, '10.41.0.2');
    expect(withoutCheck.statusCode).toBe(429);
    expect(withoutCheck.json().error).toBe('human_check_required');

    const wrongWithCheck = await signInWithCheck('buyer.c10011', 'nope', '10.41.0.3', await solveHumanCheck(t.app));
    expect(wrongWithCheck.statusCode).toBe(401);
    const replayed = await solveHumanCheck(t.app);
    const right = await signInWithCheck('buyer.c10011', DEMO_PASSWORD, '10.41.0.3', replayed);
    expect(right.statusCode).toBe(200);
    // A solution is accepted once; the success also ended the account's count.
    expect((await signInWithCheck('buyer.c10011', 'nope', '10.41.0.4', replayed)).statusCode).toBe(401);
    expect((await requestToken(t.app, 'buyer.c10011', DEMO_PASSWORD, '10.41.0.4')).statusCode).toBe(200);
  });

  it('does not lock out the users behind an address where guessing happened: they pass with the human check', async () => {
    for (let i = 0; i < 25; i++) await requestToken(t.app, `stranger.${i}`, 'nope', '10.42.0.1');
    const office = await requestToken(t.app, 'buyer.c10012', DEMO_PASSWORD, '10.42.0.1');
    expect(office.statusCode).toBe(429);
    expect(office.json().error).toBe('human_check_required');
    const failedCheck = await signInWithCheck('buyer.c10012', DEMO_PASSWORD, '10.42.0.1', 'bm90IGEgcGF5bG9hZA==');
    expect(failedCheck.statusCode).toBe(429);
    expect(failedCheck.json().error_description).toBe('The human check failed or has expired. Please try again.');
    const passed = await signInWithCheck('buyer.c10012', DEMO_PASSWORD, '10.42.0.1', await solveHumanCheck(t.app));
    expect(passed.statusCode).toBe(200);
  });

  it('does not count successful sign-ins against a shared address', async () => {
    for (let i = 0; i < 30; i++) {
      expect((await requestToken(t.app, 'demo.customer', DEMO_PASSWORD, '10.43.0.1')).statusCode).toBe(200);
    }
  });
});

describe('password hashes (argon2id only)', () => {
  it('verifies an older scrypt hash and rehashes it to argon2id on a successful sign-in', async () => {
    const salt = randomBytes(16);
    const key = scryptSync(DEMO_PASSWORD, salt, 32, { N: 16_384, r: 8, p: 1 });
    const legacy = `scrypt$${salt.toString('base64url')}$${key.toString('base64url')}`;
    await t.db.update(users).set({ passwordHash: legacy }).where(eq(users.username, 'buyer.c10013'));
    expect((await requestToken(t.app, 'buyer.c10013', 'Demo-pass2', '10.44.0.1')).statusCode).toBe(401);
    const [before] = await t.db.select({ h: users.passwordHash }).from(users).where(eq(users.username, 'buyer.c10013'));
    expect(before?.h).toBe(legacy);
    await signIn(t.app, 'buyer.c10013');
    const [after] = await t.db.select({ h: users.passwordHash }).from(users).where(eq(users.username, 'buyer.c10013'));
    expect(after?.h).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect((await requestToken(t.app, 'buyer.c10013', DEMO_PASSWORD, '10.44.0.2')).statusCode).toBe(200);
  });

  it('rehashes an argon2id hash with weaker parameters', async () => {
    const weak = await hash(DEMO_PASSWORD, { memoryCost: 4096, timeCost: 1, parallelism: 1 });
    await t.db.update(users).set({ passwordHash: weak }).where(eq(users.username, 'buyer.c10014'));
    await signIn(t.app, 'buyer.c10014');
    const [after] = await t.db.select({ h: users.passwordHash }).from(users).where(eq(users.username, 'buyer.c10014'));
    expect(after?.h).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
  });
});

describe('POST /api/password attempt limit (issue 14, defect 3)', () => {
  const change = (token: string, password: string) =>
    call(t.app, 'POST', '/api/password', { token, payload: { password, newPassword: 'Brand-new5!' } });

  it('ends the session after five wrong current passwords, without checking the sixth', async () => {
    const token = await signIn(t.app, 'buyer.c10015');
    for (let i = 0; i < 5; i++) expect((await change(token, `guess-${i}`)).statusCode).toBe(400);
    const sixth = await change(token, DEMO_PASSWORD);
    expect(sixth.statusCode).toBe(401);
    expect(sixth.json()).toMatchObject({ code: 'SESSION_EXPIRED' });
    expect((await call(t.app, 'GET', '/api/user', { token })).statusCode).toBe(401);
    // Signing in again starts a fresh count, and the right password then changes it.
    const fresh = await signIn(t.app, 'buyer.c10015');
    expect((await change(fresh, DEMO_PASSWORD)).statusCode).toBe(200);
  });

  it('checks at most five of a parallel burst of guesses', async () => {
    const token = await signIn(t.app, 'buyer.c10016');
    const answers = await Promise.all(Array.from({ length: 40 }, (_, i) => change(token, `guess-${i}`)));
    expect(answers.filter((r) => r.statusCode === 400).length).toBeLessThanOrEqual(5);
    expect(answers.filter((r) => r.statusCode === 401).length).toBeGreaterThanOrEqual(35);
  });

  it('does not count right current passwords', async () => {
    const token = await signIn(t.app, 'buyer.c10017');
    // The new password equals the current one: refused only after the current password was checked.
    for (let i = 0; i < 7; i++) {
      const res = await call(t.app, 'POST', '/api/password', {
        token,
        payload: { password: DEMO_PASSWORD, newPassword: DEMO_PASSWORD },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toBe('The new password must be different from the current password');
    }
  });
});
