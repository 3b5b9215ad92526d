import { eq, sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { AppConfig } from '../src/config.ts';
import { mailOutbox } from '../src/db/schema/index.ts';
import { call, createTestApp, type TestApp } from './helpers/app.ts';
import { easyHumanCheck, solveHumanCheck } from './helpers/human-check.ts';

const logLines: string[] = [];
let t: TestApp;
beforeAll(async () => {
  // No SMTP_URL: mail goes to the outbox table and a log line.
  const overrides = {
    ...easyHumanCheck,
    logLevel: 'info',
    logStream: { write: (line: string) => void logLines.push(line) },
  };
  t = await createTestApp(overrides as Partial<AppConfig>);
});
afterAll(() => t.close());
afterEach(() => vi.useRealTimers());

const signup = async (email: string, verifyToken?: string) =>
  call(t.app, 'POST', '/api/consumer/signup', {
    payload: {
      company: '',
      phone: '',
      name: 'Outbox Tester',
      email,
      emailOption: false,
      password: 'Fresh-pass9',
      verifyToken: verifyToken ?? (await solveHumanCheck(t.app)),
    },
  });

async function outboxFor(email: string) {
  for (let i = 0; i < 50; i++) {
    const rows = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));
    if (rows.length > 0) return rows;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no outbox mail to ${email}`);
}

describe('mail without SMTP', () => {
  it('writes plain and HTML bodies to the outbox and logs a line without the link outside development', async () => {
    expect((await signup('outbox.tester@example.com')).statusCode).toBe(200);
    const [mail] = await outboxFor('outbox.tester@example.com');
    expect(mail).toMatchObject({
      kind: 'verify-email',
      subject: 'Verify your e-mail address for Harbor & Vine Foodservice',
    });
    const token = /verifyemail\?t=([\w-]+)/.exec(mail!.text)?.[1];
    expect(token).toBeDefined();
    expect(mail!.html).toContain(`verifyemail?t=${token}`);
    const line = logLines.find((l) => l.includes('mail written to the outbox'));
    expect(line).toBeDefined();
    expect(line).toContain('o***@example.com');
    expect(logLines.join('\n')).not.toContain(token!);
    expect(logLines.join('\n')).not.toContain('outbox.tester@example.com');
    expect(logLines.join('\n')).not.toContain('Fresh-pass9');
  });
});

describe('work after the answer', () => {
  it('fails in the background: the same answer for a known and an unknown account, and a log line without the query', async () => {
    const requestReset = async (emailOrUsername: string) =>
      call(t.app, 'POST', '/api/password/requestreset', {
        payload: { emailOrUsername, verifyToken: await solveHumanCheck(t.app) },
      });
    const failed = () => logLines.filter((l) => l.includes('mail could not be prepared'));
    // Issuing the link fails underneath: the one-time tokens table is gone for a moment.
    await t.db.execute(sql`alter table one_time_tokens rename to one_time_tokens_away`);
    let known, unknown;
    try {
      known = await requestReset('demo.customer');
      unknown = await requestReset('no.such.user');
      for (let i = 0; i < 50 && failed().length === 0; i++) await new Promise((r) => setTimeout(r, 100));
    } finally {
      await t.db.execute(sql`alter table one_time_tokens_away rename to one_time_tokens`);
    }
    expect(known.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(failed()).toHaveLength(1);
    const line = JSON.parse(failed()[0]!) as { level: number; kind: string; err: string };
    expect(line).toMatchObject({ level: 50, kind: 'reset-password' });
    expect(line.err).toContain('one_time_tokens');
    // The failed statement and its parameters (the account, hashes) stay out of the log.
    expect(failed()[0]).not.toMatch(/Failed query|params|select /i);
  });
});

describe('human check', () => {
  it('hands out signed, short-lived challenges to anyone', async () => {
    const res = await call(t.app, 'GET', '/api/altcha/challenge');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const challenge = res.json();
    expect(challenge.parameters.algorithm).toBe('PBKDF2/SHA-256');
    expect(challenge.signature).toMatch(/^[0-9a-f]{64}$/);
    const lifetime = challenge.parameters.expiresAt - Date.now() / 1000;
    expect(lifetime).toBeGreaterThan(9 * 60);
    expect(lifetime).toBeLessThanOrEqual(10 * 60);
  });

  it('refuses a solution after its challenge has expired', async () => {
    const verifyToken = await solveHumanCheck(t.app);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 11 * 60_000);
    const res = await signup('too.slow@example.com', verifyToken);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The human check failed or has expired. Please try again.');
  });
});
