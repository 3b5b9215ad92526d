import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { attemptCounters, mailOutbox } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { easyHumanCheck, solveHumanCheck } from './helpers/human-check.ts';

// No SMTP_URL: every mail lands in the outbox table, where the test counts them.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp(easyHumanCheck);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.db.delete(attemptCounters);
});

const post = async (url: string, payload: Record<string, unknown>, ip: string) =>
  t.app.inject({
    method: 'POST',
    url,
    remoteAddress: ip,
    payload: { ...payload, verifyToken: await solveHumanCheck(t.app) },
  });

const signup = (email: string, ip: string) =>
  post(
    '/api/consumer/signup',
    { company: '', phone: '', name: 'Mail Bomber', email, emailOption: false, password: 'Fresh-pass9' },
    ip,
  );
const resend = (email: string, ip: string) => post('/api/consumer/resend', { email }, ip);
const requestReset = (emailOrUsername: string, ip: string) =>
  post('/api/password/requestreset', { emailOrUsername }, ip);

const mailsTo = async (email: string) =>
  (
    await t.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(sql`lower(${mailOutbox.to}) = ${email}`)
  ).length;

/** Waits until the background work has decided about `n` mails to the address (counted or refused). */
async function decided(email: string, n: number) {
  await vi.waitFor(
    async () => {
      const [row] = await t.db
        .select({ attempts: attemptCounters.attempts })
        .from(attemptCounters)
        .where(eq(attemptCounters.key, `account-mail:to:${email}`));
      expect(row?.attempts ?? 0, `the mails to ${email} decided`).toBeGreaterThanOrEqual(n);
    },
    { timeout: 10_000, interval: 50 },
  );
}
/** Waits for the mails the requests so far queued: sent, refused or written to the outbox. */
const settle = () => t.app.backgroundIdle();

describe('account mails cannot be used to mail-bomb someone (issue 14, defect 3)', () => {
  it('sends at most three account-exists mails to one address, from any number of addresses, with the same answer as a new sign-up', async () => {
    const target = 'demo.consumer@example.com';
    const before = await mailsTo(target);
    const answers = [];
    for (let i = 0; i < 8; i++) answers.push(await signup(target.toUpperCase(), `10.70.0.${i + 1}`));
    const fresh = await signup('brand.new.mailbomb@example.com', '10.70.1.1');
    for (const a of answers) {
      expect(a.statusCode).toBe(200);
      expect(a.body).toBe(fresh.body);
    }
    await decided(target, 8);
    await settle();
    expect((await mailsTo(target)) - before).toBe(3);
    // The new address got its verification mail: the limit is per recipient.
    await decided('brand.new.mailbomb@example.com', 1);
    await settle();
    expect(await mailsTo('brand.new.mailbomb@example.com')).toBe(1);
  });

  it('counts verification and reset mails to the same recipient together', async () => {
    const target = 'limit.mix@example.com';
    expect((await signup(target, '10.71.0.1')).statusCode).toBe(200); // verification mail 1
    await decided(target, 1);
    // Resend mails are also held to one a minute per account; the reset of an unverified consumer too.
    for (let i = 0; i < 4; i++) {
      expect((await signup(target, `10.71.1.${i + 1}`)).statusCode).toBe(200); // account exists
    }
    await decided(target, 5);
    await settle();
    expect(await mailsTo(target)).toBe(3);
    const reset = await requestReset(target, '10.71.2.1');
    expect(reset.statusCode).toBe(200);
    await settle();
    expect(await mailsTo(target)).toBe(3);
  });

  it('refuses a twenty-first mail request from one address the same way whether the account exists or not', async () => {
    const ip = '10.72.0.1';
    for (let i = 0; i < 20; i++) {
      const res =
        i % 3 === 0
          ? await signup(`addr.limit.${i}@example.com`, ip)
          : i % 3 === 1
            ? await resend(`addr.limit.${i}@example.com`, ip)
            : await requestReset(`addr.limit.${i}`, ip);
      expect(res.statusCode).toBe(200);
    }
    const refused = [
      await signup('demo.consumer@example.com', ip),
      await signup('nobody.at.all@example.com', ip),
      await resend('demo.consumer@example.com', ip),
      await resend('nobody.at.all@example.com', ip),
      await requestReset('demo.customer', ip),
      await requestReset('nobody.at.all', ip),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(429);
      expect(res.json().message).toMatch(/^Too many requests from your network\. Please try again in \d+ minutes?\.$/);
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(new Set(refused.map((r) => r.body)).size).toBe(1);
    // Another address is not affected.
    expect((await requestReset('demo.customer', '10.72.0.2')).statusCode).toBe(200);
  });
});
