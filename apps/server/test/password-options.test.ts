import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, signIn, type TestApp } from './helpers/app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const relaxed = {
  minimumPasswordLength: 10,
  requireLowercase: true,
  requireUppercase: false,
  requireNumber: true,
  requireSpecialCharacter: false,
};

describe('POST /api/admin/passwordOptions', () => {
  it('saves the options for an administrator; anyone reads them', async () => {
    const admin = await signIn(t.app, 'demo.admin');
    const res = await call(t.app, 'POST', '/api/admin/passwordOptions', { token: admin, payload: relaxed });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ isSuccess: true });
    expect((await call(t.app, 'GET', '/api/admin/passwordOptions')).json()).toEqual(relaxed);
  });

  it('takes the minimum length only from the fixed list, answering errorCode and errorReason', async () => {
    const admin = await signIn(t.app, 'demo.admin');
    for (const minimumPasswordLength of [7, 0, 100, '8']) {
      const res = await call(t.app, 'POST', '/api/admin/passwordOptions', {
        token: admin,
        payload: { ...relaxed, minimumPasswordLength },
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({
        isSuccess: false,
        errorCode: 400,
        errorReason: expect.stringMatching(/minimumPasswordLength/),
      });
    }
    const extra = await call(t.app, 'POST', '/api/admin/passwordOptions', {
      token: admin,
      payload: { ...relaxed, maxAge: 90 },
    });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().isSuccess).toBe(false);
    const missing = await call(t.app, 'POST', '/api/admin/passwordOptions', {
      token: admin,
      payload: { minimumPasswordLength: 8 },
    });
    expect(missing.statusCode).toBe(400);
  });

  it('is refused to anyone but administrators', async () => {
    const customer = await signIn(t.app, 'demo.customer');
    expect(
      (await call(t.app, 'POST', '/api/admin/passwordOptions', { token: customer, payload: relaxed })).statusCode,
    ).toBe(403);
    const consumer = await signIn(t.app, 'demo.consumer@example.com');
    expect(
      (await call(t.app, 'POST', '/api/admin/passwordOptions', { token: consumer, payload: relaxed })).statusCode,
    ).toBe(403);
    expect((await call(t.app, 'POST', '/api/admin/passwordOptions', { payload: relaxed })).statusCode).toBe(401);
  });
});
