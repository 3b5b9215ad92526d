import { randomBytes, scryptSync } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { attemptCounters, punchoutBuyers, punchoutSessions } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { aribaSetupRequest, demoCxml, demoOci, readSetupAnswer } from './helpers/punchout.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ publicUrl: 'https://shop.harborvine.example' });
});
afterAll(() => t.close());
// Each test starts with no counted attempts (the counters are the state under test).
beforeEach(async () => {
  await t.db.delete(attemptCounters);
});

const NOT_RECOGNISED = 'The Sender credential was not recognised';
const TOO_MANY = /^Too many failed punchout sign-in attempts\. Please try again in \d+ minutes?\.$/;
const hook = 'https://srm.example.com/sap/bc/gui/sap/its/bbpsc02?~OkCode=ADDI';

const cxml = async (xml: string, ip: string) => {
  const res = await t.app.inject({
    method: 'POST',
    url: '/punchout/cxml',
    remoteAddress: ip,
    headers: { 'content-type': 'text/xml; charset=UTF-8' },
    payload: xml,
  });
  expect(res.statusCode).toBe(200);
  return readSetupAnswer(res.body);
};

const oci = (username: string, password: string, ip: string) =>
  t.app.inject({
    method: 'GET',
    url: `/punchout/oci?${new URLSearchParams({ USERNAME: username, PASSWORD: password, HOOK_URL: hook }).toString()}`,
    remoteAddress: ip,
  });

const sessionCount = async () => (await t.db.select({ id: punchoutSessions.id }).from(punchoutSessions)).length;

describe('punchout credential limits (issue 14, defect 3)', () => {
  it('checks at most 20 of a burst of 200 parallel wrong cXML shared secrets, then refuses even the right one unchecked', async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) =>
        cxml(aribaSetupRequest({ sharedSecret: `wrong-${i}` }), `10.60.${i >> 8}.${i & 255}`),
      ),
    );
    const checked = answers.filter((a) => a.detail === NOT_RECOGNISED);
    const refused = answers.filter((a) => TOO_MANY.test(a.detail));
    expect(checked.length + refused.length).toBe(200);
    expect(checked.length).toBeLessThanOrEqual(20);
    expect(refused.length).toBeGreaterThanOrEqual(180);
    for (const a of refused) expect(a).toMatchObject({ code: 401, text: 'Unauthorized' });

    const before = await sessionCount();
    const right = await cxml(aribaSetupRequest(), '10.61.0.1');
    expect(right).toMatchObject({ code: 401, startPage: null });
    expect(right.detail).toMatch(TOO_MANY);
    expect(await sessionCount()).toBe(before);
  });

  it('checks at most 20 of a burst of 200 parallel wrong OCI passwords, refusing the rest with a clear page', async () => {
    const answers = await Promise.all(
      Array.from({ length: 200 }, (_, i) => oci(demoOci.username, `wrong-${i}`, `10.62.${i >> 8}.${i & 255}`)),
    );
    const checked = answers.filter((r) => r.statusCode === 401);
    const refused = answers.filter((r) => r.statusCode === 429);
    expect(checked.length + refused.length).toBe(200);
    expect(checked.length).toBeLessThanOrEqual(20);
    const page = refused[0]!;
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toMatch(/Too many failed punchout sign-in attempts\. Please try again in \d+ minutes?\./);
    expect(Number(page.headers['retry-after'])).toBeGreaterThan(0);

    // The right password is not checked either, until the window ends.
    const right = await oci(demoOci.username.toUpperCase(), demoOci.password, '10.63.0.1');
    expect(right.statusCode).toBe(429);
  });

  it('limits guessing from one address across buyers and unknown OCI names, without touching other addresses', async () => {
    for (let i = 0; i < 100; i++) expect((await oci(`nobody.${i}`, 'guess', '10.64.0.1')).statusCode).toBe(401);
    expect((await oci(demoOci.username, demoOci.password, '10.64.0.1')).statusCode).toBe(429);
    const cx = await cxml(aribaSetupRequest(), '10.64.0.1');
    expect(cx.detail).toMatch(TOO_MANY);
    // The buyers themselves are not locked: their own systems elsewhere still get in.
    expect((await oci(demoOci.username, demoOci.password, '10.64.0.2')).statusCode).toBe(303);
    expect((await cxml(aribaSetupRequest(), '10.64.0.2')).code).toBe(200);
  });

  it('counts only failures: a buyer opening many sessions from one address is never refused', async () => {
    for (let i = 0; i < 25; i++) expect((await cxml(aribaSetupRequest(), '10.65.0.1')).code).toBe(200);
    for (let i = 0; i < 25; i++)
      expect((await oci(demoOci.username, demoOci.password, '10.65.0.1')).statusCode).toBe(303);
    // Nineteen failures leave room for the right secret.
    for (let i = 0; i < 19; i++)
      expect((await cxml(aribaSetupRequest({ sharedSecret: 'nope' }), '10.65.0.1')).detail).toBe(NOT_RECOGNISED);
    expect((await cxml(aribaSetupRequest(), '10.65.0.1')).code).toBe(200);
  });

  it('rehashes an older scrypt shared secret to argon2id on a successful request', async () => {
    const salt = randomBytes(16);
    const key = scryptSync(demoCxml.sharedSecret, salt, 32, { N: 16_384, r: 8, p: 1 });
    const legacy = `scrypt$${salt.toString('base64url')}$${key.toString('base64url')}`;
    const [buyer] = await t.db
      .update(punchoutBuyers)
      .set({ secretHash: legacy })
      .where(eq(punchoutBuyers.fromIdentity, demoCxml.fromIdentity))
      .returning({ id: punchoutBuyers.id });
    expect((await cxml(aribaSetupRequest(), '10.66.0.1')).code).toBe(200);
    const [row] = await t.db
      .select({ hash: punchoutBuyers.secretHash })
      .from(punchoutBuyers)
      .where(eq(punchoutBuyers.id, buyer!.id));
    expect(row?.hash).toMatch(/^\$argon2id\$/);
    expect((await cxml(aribaSetupRequest(), '10.66.0.1')).code).toBe(200);
  });

  it('answers a NUL byte in the OCI user name or password as a refusal, never a 500', async () => {
    for (const [username, password] of [
      ['demo\u0000oci', 'x'],
      [demoOci.username, 'pass\u0000word'],
    ]) {
      const res = await oci(username!, password!, '10.67.0.1');
      expect(res.statusCode).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
  });
});
