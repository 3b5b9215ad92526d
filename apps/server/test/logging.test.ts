import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WEB_CLIENT_ID } from '@provender/contract';
import { call, createTestApp, requestToken, signIn, type TestApp } from './helpers/app.ts';

/** A sign-in and a few signed-in calls, with secrets that must never reach the log. */
async function exercise(t: TestApp) {
  const wrongPassword = 'Wr0ng-Secret-Passw0rd!';
  expect((await requestToken(t.app, 'demo.customer', wrongPassword, '10.9.0.1')).statusCode).toBe(401);
  const token = await signIn(t.app, 'demo.customer');
  expect((await call(t.app, 'GET', '/api/user', { token })).statusCode).toBe(200);
  expect((await call(t.app, 'GET', '/api/settings', { token, customerKey: 'abc' })).statusCode).toBe(400);
  for (let i = 0; i < 3; i++) expect((await call(t.app, 'GET', '/api/settings', { token })).statusCode).toBe(200);
  expect((await call(t.app, 'GET', '/api/nothing-here', { token })).statusCode).toBe(404);
  const forged = `${token.slice(0, -6)}AAAAAA`;
  expect((await call(t.app, 'GET', '/api/user', { token: forged })).statusCode).toBe(401);
  // A sign-in sent as JSON, malformed on purpose: the parser error must not echo the body.
  const malformed = await t.app.inject({
    method: 'POST',
    url: '/api/token',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    payload: `{"grant_type":"password","client_id":"${WEB_CLIENT_ID}","username":"demo.customer","password":"${wrongPassword}"`,
  });
  expect(malformed.statusCode).toBe(400);
  // Links from mails and punchout redirects carry one-time credentials in their query.
  const resetToken = randomBytes(24).toString('base64url');
  const verifyToken = randomBytes(24).toString('base64url');
  const accessCode = randomBytes(24).toString('base64url');
  const queryValues = ['Code-Value-77', 'Query-Passw0rd-77', 'Query-Token-77', 'Query-Secret-77', 'Oci-Passw0rd-77'];
  const [code, password, queryToken, secret, ociPassword] = queryValues;
  for (const url of [
    `/changepassword?t=${resetToken}`,
    `/verifyemail?t=${verifyToken}`,
    `/api/consumer/verify?t=${verifyToken}`,
    `/?ac=${accessCode}`,
    `/api/user?code=${code}&password=${password}&access_token=${queryToken}&client_secret=${secret}&page=2`,
    `/punchout/oci?USERNAME=buyer&PASSWORD=${ociPassword}&HOOK_URL=https%3A%2F%2Fbuyer.example%2Fhook`,
  ]) {
    expect((await t.app.inject({ method: 'GET', url })).statusCode).toBeLessThan(500);
  }
  return {
    secrets: [
      'Demo-pass1',
      wrongPassword,
      token,
      forged,
      token.split('.')[2] ?? token,
      resetToken,
      verifyToken,
      accessCode,
      ...queryValues,
    ],
  };
}

describe.each(['info', 'trace'])('logs at level %s', (level) => {
  const lines: string[] = [];
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ logLevel: level, logStream: { write: (line) => void lines.push(line) } });
  });
  afterAll(() => t.close());

  it('are structured and never contain a password or a bearer token', async () => {
    const { secrets } = await exercise(t);
    expect(lines.length).toBeGreaterThan(5);
    type LogRecord = {
      level: number;
      msg?: string;
      reqId?: string;
      route?: string | null;
      responseTime?: number;
      req?: { method?: string; url?: string };
      res?: { statusCode?: number };
    };
    const records = lines.map((line) => JSON.parse(line) as LogRecord);
    // One line per request at info, at its completion (issue 37, decision 481); 'incoming request' at debug only.
    expect(records.some((r) => r.msg === 'incoming request')).toBe(level === 'trace');
    const completed = records.filter((r) => r.msg === 'request completed');
    expect(new Set(completed.map((r) => r.reqId)).size).toBe(completed.length);
    const signIn = completed.find((r) => r.req?.url === '/api/token' && r.res?.statusCode === 401);
    expect(signIn).toMatchObject({ req: { method: 'POST' }, route: '/api/token' });
    expect(signIn?.reqId).toEqual(expect.any(String));
    expect(signIn?.responseTime).toEqual(expect.any(Number));
    const log = lines.join('\n');
    for (const secret of secrets) expect(log).not.toContain(secret);
    expect(log.toLowerCase()).not.toContain('bearer');
    expect(log.toLowerCase()).not.toContain('authorization');
    // A warm answer written past the reply pipeline (decision 379) is logged as completed too.
    const settings = completed.filter((r) => r.req?.url === '/api/settings' && r.res?.statusCode === 200);
    expect(settings.length).toBeGreaterThanOrEqual(2);
    // The request line stays useful: the path and the parameter names, the values masked.
    const urls = completed.map((r) => r.req?.url);
    expect(urls).toEqual(
      expect.arrayContaining([
        '/changepassword?t=***',
        '/verifyemail?t=***',
        '/api/consumer/verify?t=***',
        '/?ac=***',
        '/api/user?code=***&password=***&access_token=***&client_secret=***&page=2',
        '/punchout/oci',
      ]),
    );
  });
});
