import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeTokens, users } from '../src/db/schema/index.ts';
import { call, createTestApp, requestToken, signIn, type TestApp } from './helpers/app.ts';
import { easyHumanCheck, solveHumanCheck } from './helpers/human-check.ts';
import { linkIn, startSmtpServer, type SmtpTestServer } from './helpers/mail.ts';

let t: TestApp;
let smtp: SmtpTestServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ ...easyHumanCheck, smtpUrl: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const requestReset = async (emailOrUsername: string, verifyToken?: string) =>
  call(t.app, 'POST', '/api/password/requestreset', {
    payload: { emailOrUsername, verifyToken: verifyToken ?? (await solveHumanCheck(t.app)) },
  });

const reset = async (resetToken: string, password: string, verifyToken?: string) =>
  call(t.app, 'POST', '/api/password/reset', {
    payload: { email: '', password, resetToken, verifyToken: verifyToken ?? (await solveHumanCheck(t.app)) },
  });

/** Lets the account's last reset link age past the one-mail-a-minute limit. */
const ageResetLinks = (userId: number) =>
  t.db
    .update(oneTimeTokens)
    .set({ createdAt: new Date(Date.now() - 120_000) })
    .where(eq(oneTimeTokens.userId, userId));

async function userId(username: string) {
  const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!row) throw new Error(`no user ${username}`);
  return row.id;
}

describe('POST /api/password/requestreset', () => {
  it('answers exactly the same for an existing and an unknown account, and mails only the existing one', async () => {
    const known = await requestReset('demo.customer');
    const unknown = await requestReset('no.such.user');
    const unknownEmail = await requestReset('nobody@example.com');
    for (const res of [known, unknown, unknownEmail]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-length']).toBe(known.headers['content-length']);
    }
    expect(unknown.body).toBe(known.body);
    expect(unknownEmail.body).toBe(known.body);
    expect(known.json()).toEqual({
      isSuccess: true,
      message:
        'If an account exists for that e-mail address or user name, a message with a link to reset the password will be sent to its e-mail address.',
      errors: [],
    });
    const mail = await smtp.waitFor('dana.whitaker@example.com');
    expect(mail.subject).toBe('Reset your Harbor & Vine Foodservice password');
    linkIn(mail, '/changepassword');
    expect(smtp.mails.some((m) => m.to.includes('nobody@example.com'))).toBe(false);
  });

  it('requires the human check and refuses a replayed one', async () => {
    expect((await requestReset('demo.customer', 'forged')).statusCode).toBe(400);
    const verifyToken = await solveHumanCheck(t.app);
    expect((await requestReset('buyer.c10004', verifyToken)).statusCode).toBe(200);
    const replay = await requestReset('buyer.c10004', verifyToken);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().errors).toEqual(['The human check failed or has expired. Please try again.']);
  });

  it('sends at most one mail a minute to an account', async () => {
    await requestReset('buyer.c10005');
    await smtp.waitFor('buyer.c10005@example.com');
    const again = await requestReset('buyer.c10005');
    expect(again.statusCode).toBe(200);
    await t.app.backgroundIdle();
    expect(smtp.mails.filter((m) => m.to.includes('buyer.c10005@example.com'))).toHaveLength(1);
  });
});

describe('reset link', () => {
  it('tells whether the link is a business user’s, and refuses an unusable one', async () => {
    await requestReset('demo.consumer@example.com');
    const { token } = linkIn(await smtp.waitFor('demo.consumer@example.com'), '/changepassword');
    const consumer = await call(t.app, 'POST', '/api/password/userType', { payload: { resetToken: token } });
    expect(consumer.json()).toEqual({ isB2B: false, errors: [] });
    const junk = await call(t.app, 'POST', '/api/password/userType', { payload: { resetToken: 'not-a-token' } });
    expect(junk.statusCode).toBe(200);
    expect(junk.json().errors).toEqual([
      'This password reset link is not valid or has expired. Please request a new one.',
    ]);
  });

  it('sets a new password once, ends the old sessions, and cannot be used again', async () => {
    const oldSession = await signIn(t.app, 'buyer.c10006');
    await requestReset('buyer.c10006');
    const { token } = linkIn(await smtp.waitFor('buyer.c10006@example.com'), '/changepassword');
    expect((await call(t.app, 'POST', '/api/password/userType', { payload: { resetToken: token } })).json()).toEqual({
      isB2B: true,
      errors: [],
    });

    const weak = await reset(token, 'short');
    expect(weak.statusCode).toBe(400);
    const noHuman = await reset(token, 'Brand-new5', 'forged');
    expect(noHuman.statusCode).toBe(400);
    // Neither spent the link.
    const ok = await reset(token, 'Brand-new5');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({ message: 'Your password has been set. Please sign in with your new password.' });

    const again = await reset(token, 'Other-new6');
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(
      'This password reset link is not valid or has expired. Please request a new one.',
    );
    expect((await requestToken(t.app, 'buyer.c10006', 'Brand-new5')).statusCode).toBe(200);
    expect((await requestToken(t.app, 'buyer.c10006', 'Other-new6', '10.9.9.9')).statusCode).toBe(401);
    const old = await call(t.app, 'GET', '/api/user', { token: oldSession });
    expect(old.statusCode).toBe(401);
    expect(old.json().code).toBe('PASSWORD_CHANGED');
  });

  it('expires, and a newer link retires the older one', async () => {
    const id = await userId('buyer.c10007');
    await requestReset('buyer.c10007');
    const first = linkIn(await smtp.waitFor('buyer.c10007@example.com'), '/changepassword');
    await ageResetLinks(id);
    await requestReset('buyer.c10007');
    const second = linkIn(
      await smtp.waitFor('buyer.c10007@example.com', (m) => !m.text.includes(first.token)),
      '/changepassword',
    );
    expect((await reset(first.token, 'Brand-new5')).statusCode).toBe(400);

    await t.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.userId, id));
    expect(
      (await call(t.app, 'POST', '/api/password/userType', { payload: { resetToken: second.token } })).json().errors,
    ).toHaveLength(1);
    expect((await reset(second.token, 'Brand-new5')).statusCode).toBe(400);
    expect((await requestToken(t.app, 'buyer.c10007')).statusCode).toBe(200);
  });

  it('verifies an unverified consumer’s address, since the mail reached it', async () => {
    await requestReset('pending.consumer@example.com');
    const { token } = linkIn(await smtp.waitFor('pending.consumer@example.com'), '/changepassword');
    expect((await reset(token, 'Brand-new5')).statusCode).toBe(200);
    expect((await requestToken(t.app, 'pending.consumer@example.com', 'Brand-new5')).statusCode).toBe(200);
  });

  it('sends nothing for a disabled account', async () => {
    expect((await requestReset('demo.disabled')).statusCode).toBe(200);
    await t.app.backgroundIdle();
    expect(smtp.mails.some((m) => m.to.includes('former.buyer@example.com'))).toBe(false);
  });
});
