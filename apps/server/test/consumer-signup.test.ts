import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  consumerProfiles,
  customers,
  oneTimeTokens,
  settingOverrides,
  siteSettings,
  users,
} from '../src/db/schema/index.ts';
import { call, createTestApp, requestToken, signIn, type TestApp } from './helpers/app.ts';
import { easyHumanCheck, solveHumanCheck } from './helpers/human-check.ts';
import { linkIn, startSmtpServer, type SmtpTestServer } from './helpers/mail.ts';

let t: TestApp;
let smtp: SmtpTestServer;
beforeAll(async () => {
  smtp = await startSmtpServer();
  t = await createTestApp({ ...easyHumanCheck, smtpUrl: smtp.url, publicUrl: 'https://shop.example.test' });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const signupBody = async (email: string, extra: Record<string, unknown> = {}) => ({
  company: 'Ellis Catering',
  phone: '(617) 555-0199',
  name: 'Robin Ellis',
  email,
  emailOption: true,
  password: 'Fresh-pass9',
  verifyToken: await solveHumanCheck(t.app),
  ...extra,
});

describe('GET /api/settings/consumer', () => {
  it('answers the sign-up settings to anyone', async () => {
    const res = await call(t.app, 'GET', '/api/settings/consumer');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      useOption: true,
      optionText: 'Send me e-mail about weekly specials and new products',
      optionDefault: false,
      registrationMessage: expect.stringContaining('Create an account'),
    });
  });
});

describe('POST /api/consumer/signup', () => {
  it('refuses a missing, forged or tampered human check', async () => {
    const garbage = await call(t.app, 'POST', '/api/consumer/signup', {
      payload: await signupBody('bot1@example.com', { verifyToken: 'bm90IGEgcGF5bG9hZA==' }),
    });
    expect(garbage.statusCode).toBe(400);
    expect(garbage.json().message).toMatch(/human check/);

    const solved = JSON.parse(Buffer.from(await solveHumanCheck(t.app), 'base64').toString()) as {
      challenge: { parameters: { cost: number } };
      solution: { counter: number; derivedKey: string };
    };
    const key = solved.solution.derivedKey;
    const wrongAnswer = {
      ...solved,
      solution: { ...solved.solution, derivedKey: `${key.slice(0, -2)}${key.endsWith('00') ? '01' : '00'}` },
    };
    const tampered = {
      ...solved,
      challenge: { ...solved.challenge, parameters: { ...solved.challenge.parameters, cost: 0 } },
    };
    for (const forged of [wrongAnswer, tampered]) {
      const verifyToken = Buffer.from(JSON.stringify(forged)).toString('base64');
      const res = await call(t.app, 'POST', '/api/consumer/signup', {
        payload: await signupBody('bot2@example.com', { verifyToken }),
      });
      expect(res.statusCode).toBe(400);
    }
    const missing = await call(t.app, 'POST', '/api/consumer/signup', {
      payload: { ...(await signupBody('bot3@example.com')), verifyToken: '' },
    });
    expect(missing.statusCode).toBe(400);
    expect(
      await t.db
        .select()
        .from(users)
        .where(sql`${users.email} like 'bot%'`),
    ).toHaveLength(0);
  });

  it('refuses a replayed human-check solution', async () => {
    const verifyToken = await solveHumanCheck(t.app);
    const first = await call(t.app, 'POST', '/api/consumer/signup', {
      payload: await signupBody('replay.one@example.com', { verifyToken }),
    });
    expect(first.statusCode).toBe(200);
    const replay = await call(t.app, 'POST', '/api/consumer/signup', {
      payload: await signupBody('replay.two@example.com', { verifyToken }),
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toBe('The human check failed or has expired. Please try again.');
    expect(await t.db.select().from(users).where(eq(users.username, 'replay.two@example.com'))).toHaveLength(0);
  });

  it('refuses a weak password and a malformed phone without spending the human check', async () => {
    const verifyToken = await solveHumanCheck(t.app);
    const weak = await call(t.app, 'POST', '/api/consumer/signup', {
      payload: await signupBody('weak@example.com', { password: 'password', verifyToken }),
    });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors).toEqual(
      expect.arrayContaining(['An uppercase letter', 'A number', 'A special character']),
    );
    const phone = await call(t.app, 'POST', '/api/consumer/signup', {
      payload: await signupBody('weak@example.com', { phone: '555-01', verifyToken }),
    });
    expect(phone.statusCode).toBe(400);
    expect(phone.json().errors).toEqual(['Phone number format (###) ###-#### Ext ######']);
    const fine = await call(t.app, 'POST', '/api/consumer/signup', {
      payload: await signupBody('weak@example.com', { verifyToken }),
    });
    expect(fine.statusCode).toBe(200);
  });

  it('creates an unverified retail account, mails a single-use link over SMTP, and allows sign-in only after it', async () => {
    const email = 'Robin.Ellis@Example.com';
    const res = await call(t.app, 'POST', '/api/consumer/signup', { payload: await signupBody(email) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Account registered succesfully' });

    // The account is created after the answer, before its verification mail goes out.
    const mail = await smtp.waitFor('robin.ellis@example.com', (m) => m.subject.startsWith('Verify'));
    const [user] = await t.db.select().from(users).where(eq(users.username, 'robin.ellis@example.com'));
    expect(user).toMatchObject({ kind: 'consumer', name: 'Robin Ellis', emailVerifiedAt: null });
    const [customer] = await t.db.select().from(customers).where(eq(customers.id, user!.customerId!));
    expect(customer).toMatchObject({ isConsumer: true, name: 'Robin Ellis', requiredPo: true });
    expect(customer!.customerCode).toMatch(/^R\d{6}$/);
    const [profile] = await t.db.select().from(consumerProfiles).where(eq(consumerProfiles.userId, user!.id));
    expect(profile).toMatchObject({ company: 'Ellis Catering', phone: '(617) 555-0199', emailOption: true });

    const before = await requestToken(t.app, email, 'Fresh-pass9');
    expect(before.statusCode).toBe(401);
    expect(before.json().error_description).toMatch(/not been verified/);

    expect(mail.subject).toBe('Verify your e-mail address for Harbor & Vine Foodservice');
    expect(mail.from).toBe('no-reply@provender.local');
    const { url, token } = linkIn(mail, '/verifyemail');
    expect(url.startsWith('https://shop.example.test/verifyemail?t=')).toBe(true);
    expect(mail.html).toContain(url);
    // Only the hash of the token is stored.
    const stored = await t.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, user!.id));
    expect(stored.map((r) => r.tokenHash)).not.toContain(token);

    const verify = await call(t.app, 'GET', '/api/consumer/verify', { query: { t: token } });
    expect(verify.statusCode).toBe(200);
    expect(verify.json()).toEqual({
      ok: true,
      message: 'Your account has been verified. Please sign in with your email address.',
    });
    const again = await call(t.app, 'GET', '/api/consumer/verify', { query: { t: token } });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe('Account verification failed. Please try again later.');

    const token2 = await signIn(t.app, email, 'Fresh-pass9');
    const me = await call(t.app, 'GET', '/api/user', { token: token2, customerKey: 0 });
    expect(me.json()).toMatchObject({
      userType: 'consumer',
      sessionType: 'consumer',
      email: 'Robin.Ellis@Example.com',
    });
  });

  it('refuses an expired verification link; resend mails a new one and answers the same for anyone', async () => {
    const email = 'late.verifier@example.com';
    expect((await call(t.app, 'POST', '/api/consumer/signup', { payload: await signupBody(email) })).statusCode).toBe(
      200,
    );
    const first = linkIn(await smtp.waitFor(email), '/verifyemail');
    const [user] = await t.db.select().from(users).where(eq(users.username, email));
    await t.db
      .update(oneTimeTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(oneTimeTokens.userId, user!.id));
    expect((await call(t.app, 'GET', '/api/consumer/verify', { query: { t: first.token } })).statusCode).toBe(400);

    // The resend interval keeps one account from being flooded: let the first link age a minute.
    await t.db
      .update(oneTimeTokens)
      .set({ createdAt: new Date(Date.now() - 120_000) })
      .where(eq(oneTimeTokens.userId, user!.id));
    const resend = await call(t.app, 'POST', '/api/consumer/resend', {
      payload: { email, verifyToken: await solveHumanCheck(t.app) },
    });
    const unknown = await call(t.app, 'POST', '/api/consumer/resend', {
      payload: { email: 'nobody.at.all@example.com', verifyToken: await solveHumanCheck(t.app) },
    });
    expect(resend.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(resend.json());
    const second = linkIn(await smtp.waitFor(email, (m) => !m.text.includes(first.token)), '/verifyemail');
    expect(second.token).not.toBe(first.token);
    expect((await call(t.app, 'GET', '/api/consumer/verify', { query: { t: second.token } })).statusCode).toBe(200);
    const noHuman = await call(t.app, 'POST', '/api/consumer/resend', { payload: { email, verifyToken: 'x' } });
    expect(noHuman.statusCode).toBe(400);
  });

  it('answers the same for an address that already has an account, and mails its owner instead', async () => {
    const res = await call(t.app, 'POST', '/api/consumer/signup', {
      payload: await signupBody('demo.consumer@example.com', { name: 'Someone Else' }),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Account registered succesfully' });
    const mail = await smtp.waitFor('demo.consumer@example.com');
    expect(mail.subject).toBe('You already have a Harbor & Vine Foodservice account');
    expect(mail.text).not.toMatch(/verifyemail/);
    const [user] = await t.db.select().from(users).where(eq(users.username, 'demo.consumer@example.com'));
    expect(user?.name).toBe('Jordan Ellis');
    // Business users' e-mail addresses are protected the same way.
    const business = await call(t.app, 'POST', '/api/consumer/signup', {
      payload: await signupBody('DANA.WHITAKER@example.com'),
    });
    expect(business.json()).toEqual({ message: 'Account registered succesfully' });
    expect(
      await t.db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = 'dana.whitaker@example.com'`),
    ).toHaveLength(1);
  });

  it('is refused when the site does not allow consumers', async () => {
    await t.db.update(siteSettings).set({ value: false }).where(eq(siteSettings.key, 'allowConsumer'));
    try {
      const res = await call(t.app, 'POST', '/api/consumer/signup', {
        payload: await signupBody('not.allowed@example.com'),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe('Consumer accounts are not available on this site.');
    } finally {
      await t.db.update(siteSettings).set({ value: true }).where(eq(siteSettings.key, 'allowConsumer'));
    }
  });

  it('keeps the configured default when the e-mail option is not offered', async () => {
    await t.db
      .insert(siteSettings)
      .values({ key: 'consumerOptionDefault', value: true })
      .onConflictDoUpdate({ target: siteSettings.key, set: { value: true } });
    await t.db.update(siteSettings).set({ value: false }).where(eq(siteSettings.key, 'consumerUseOption'));
    try {
      await call(t.app, 'POST', '/api/consumer/signup', {
        payload: await signupBody('no.option@example.com', { emailOption: false }),
      });
      await smtp.waitFor('no.option@example.com');
      const [row] = await t.db
        .select({ emailOption: consumerProfiles.emailOption })
        .from(consumerProfiles)
        .innerJoin(users, eq(users.id, consumerProfiles.userId))
        .where(eq(users.username, 'no.option@example.com'));
      expect(row?.emailOption).toBe(true);
    } finally {
      await t.db.update(siteSettings).set({ value: true }).where(eq(siteSettings.key, 'consumerUseOption'));
      await t.db.update(siteSettings).set({ value: false }).where(eq(siteSettings.key, 'consumerOptionDefault'));
      await t.db.delete(settingOverrides).where(eq(settingOverrides.key, 'consumerOptionDefault'));
    }
  });
});
