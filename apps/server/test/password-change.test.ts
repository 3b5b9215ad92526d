import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, requestToken, signIn, type TestApp } from './helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const change = (token: string, password: string, newPassword: string) =>
  call(t.app, 'POST', '/api/password', { token, payload: { password, newPassword } });

const setOptions = async (options: Record<string, unknown>) => {
  const admin = await signIn(t.app, 'demo.admin');
  const res = await call(t.app, 'POST', '/api/admin/passwordOptions', { token: admin, payload: options });
  expect(res.statusCode).toBe(200);
};
const strictest = {
  minimumPasswordLength: 8,
  requireLowercase: true,
  requireUppercase: true,
  requireNumber: true,
  requireSpecialCharacter: true,
};

describe('POST /api/password', () => {
  it('requires the current password', async () => {
    const token = await signIn(t.app, 'buyer.c10008');
    const wrong = await change(token, 'not-it', 'Brand-new5');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().message).toBe('The current password is not correct');
    const missing = await change(token, '', 'Brand-new5');
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/Current password is required/);
    const same = await change(token, 'Demo-pass1', 'Demo-pass1');
    expect(same.statusCode).toBe(400);
  });

  it('refuses passwords that miss each rule of the options', async () => {
    const token = await signIn(t.app, 'buyer.c10009');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...strictest, minimumPasswordLength: 12 }, 'Short-pass1', 'At least 12 characters'],
      [strictest, 'NOLOWER-1', 'A lowercase letter'],
      [strictest, 'noupper-1', 'An uppercase letter'],
      [strictest, 'No-number', 'A number'],
      [strictest, 'NoSpecial1', 'A special character'],
    ];
    for (const [options, password, rule] of cases) {
      await setOptions(options);
      const res = await change(token, 'Demo-pass1', password);
      expect(res.statusCode, `${password} under ${JSON.stringify(options)}`).toBe(400);
      expect(res.json().errors).toContain(rule);
    }
    // Once the options relax, the same password is fine.
    await setOptions({
      minimumPasswordLength: 6,
      requireLowercase: true,
      requireUppercase: false,
      requireNumber: false,
      requireSpecialCharacter: false,
    });
    const res = await change(token, 'Demo-pass1', 'lowercase');
    expect(res.statusCode).toBe(200);
    await setOptions(strictest);
  });

  it('ends the other sessions and gives the calling client a fresh token', async () => {
    const first = await signIn(t.app, 'buyer.c10010');
    const second = await signIn(t.app, 'buyer.c10010');
    const res = await change(first, 'Demo-pass1', 'Brand-new5');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ message: 'Password has been updated', token_type: 'bearer', expires_in: 3600 });

    for (const old of [first, second]) {
      const me = await call(t.app, 'GET', '/api/user', { token: old });
      expect(me.statusCode).toBe(401);
      expect(me.json().message).toMatch(/changed password/);
    }
    expect((await call(t.app, 'GET', '/api/user', { token: body.access_token })).statusCode).toBe(200);
    expect((await requestToken(t.app, 'buyer.c10010', 'Brand-new5')).statusCode).toBe(200);
  });

  it('lets a consumer change their password too and keeps the consumer session type', async () => {
    const token = await signIn(t.app, 'demo.consumer@example.com');
    const res = await change(token, 'Demo-pass1', 'Brand-new5');
    expect(res.statusCode).toBe(200);
    const me = await call(t.app, 'GET', '/api/user', { token: res.json().access_token, customerKey: 0 });
    expect(me.json()).toMatchObject({ userType: 'consumer', sessionType: 'consumer' });
  });

  it('is for signed-in users only', async () => {
    expect(
      (await call(t.app, 'POST', '/api/password', { payload: { password: 'a', newPassword: 'b' } })).statusCode,
    ).toBe(401);
  });
});
