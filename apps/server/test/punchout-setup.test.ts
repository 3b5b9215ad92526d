import { createHash } from 'node:crypto';
import { eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { punchoutBuyers, punchoutSessions, users } from '../src/db/schema/index.ts';
import { hashPunchoutSecret } from '../src/modules/punchout/punchout-secrets.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import {
  aribaSetupRequest,
  codeOf,
  coupaSetupRequest,
  demoCxml,
  demoOci,
  exchange,
  postSetup,
  readSetupAnswer,
} from './helpers/punchout.ts';

const PUBLIC_URL = 'https://shop.harborvine.example';
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ publicUrl: PUBLIC_URL });
});
afterAll(() => t.close());

async function setup(xml: string, contentType?: string) {
  const res = await postSetup(t.app, xml, contentType);
  // cXML answers travel with HTTP 200; the Status element carries the outcome.
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/xml/);
  return readSetupAnswer(res.body);
}

async function sessionOf(code: string) {
  const token = await exchange(t.app, code);
  expect(token.statusCode, token.body).toBe(200);
  const hash = createHash('sha256').update(code).digest('hex');
  const [row] = await t.db.select().from(punchoutSessions).where(eq(punchoutSessions.codeHash, hash));
  if (!row) throw new Error('no session');
  return row;
}

describe('PunchOutSetupRequest', () => {
  it('answers an Ariba-style create request with a StartPage carrying a one-time code on the public address', async () => {
    const answer = await setup(aribaSetupRequest());
    expect(answer).toMatchObject({ code: 200, text: 'OK' });
    expect(answer.startPage).toMatch(new RegExp(`^${PUBLIC_URL}/\\?ac=[A-Za-z0-9_-]{43}$`));
    const session = await sessionOf(codeOf(answer.startPage));
    expect(session).toMatchObject({
      protocol: 'cxml',
      operation: 'create',
      buyerCookie: '1J3YVWU9QWMTB',
      postbackUrl: 'https://s1.ariba.example/Buyer/punchout/return?sid=8841',
      userEmail: 'jordan.reyes@riversidebistro.example',
      extrinsics: { UserEmail: 'jordan.reyes@riversidebistro.example', UniqueName: 'jreyes', CostCenter: '4410' },
    });
    expect(session.buyerCredentials).toEqual([
      { domain: 'NetworkID', identity: 'AN01000000001' },
      { domain: 'DUNS', identity: '128990368' },
    ]);
    expect(session.supplierCredentials).toEqual([{ domain: 'DUNS', identity: '836004415' }]);
  });

  it('answers a Coupa-style request (no DOCTYPE, application/xml) and names the session after the buyer', async () => {
    const answer = await setup(coupaSetupRequest(), 'application/xml');
    expect(answer.code).toBe(200);
    const session = await sessionOf(codeOf(answer.startPage));
    expect(session.userEmail).toBe('priya.natarajan@example.edu');
    const [user] = await t.db.select({ name: users.name }).from(users).where(eq(users.id, session.userId));
    expect(user?.name).toBe('Priya Natarajan');
  });

  it('accepts a request without extrinsics and takes the e-mail from the Contact', async () => {
    const answer = await setup(aribaSetupRequest({ extrinsics: {} }));
    expect(answer.code).toBe(200);
    const session = await sessionOf(codeOf(answer.startPage));
    expect(session.extrinsics).toEqual({});
    expect(session.userEmail).toBe('jordan.reyes@riversidebistro.example');
  });

  it('keeps a BuyerCookie with markup and escapes exactly as sent', async () => {
    const cookie = 'A&amp;B<session id="7"/>';
    const answer = await setup(aribaSetupRequest({ buyerCookie: cookie }));
    const session = await sessionOf(codeOf(answer.startPage));
    expect(session.buyerCookie).toBe(cookie);
  });

  it('decodes character references in extrinsics without expanding anything else', async () => {
    const answer = await setup(
      aribaSetupRequest({ extrinsics: {} }).replace(
        '<BuyerCookie>',
        '<Extrinsic name="UserFullName">J&#233;r&#xF4;me &amp;#65;</Extrinsic><BuyerCookie>',
      ),
    );
    // Extrinsic must follow BuyerCookie in the DTD; the parser is lenient about order.
    expect(answer.code).toBe(200);
    const session = await sessionOf(codeOf(answer.startPage));
    expect(session.extrinsics['UserFullName']).toBe('Jérôme &#65;');
  });

  it('opens edit and inspect sessions', async () => {
    for (const operation of ['edit', 'inspect']) {
      const answer = await setup(aribaSetupRequest({ operation }));
      expect(answer.code, operation).toBe(200);
      const session = await sessionOf(codeOf(answer.startPage));
      expect(session.operation).toBe(operation);
    }
  });
});

describe('Status codes', () => {
  it('406 for a document that is not well-formed XML', async () => {
    for (const xml of ['<cXML><Header></cXML>', 'not xml at all', '']) {
      const answer = await setup(xml);
      expect(answer.code, xml).toBe(406);
      expect(answer.text).toBe('Not Acceptable');
    }
  });

  it('400 for well-formed documents that are not usable setup requests', async () => {
    const cases: [string, string][] = [
      ['<?xml version="1.0"?><Order/>', 'not cXML'],
      ['<cXML payloadID="x" timestamp="2026-01-01T00:00:00Z"><Header/></cXML>', 'Header and a Request'],
      [aribaSetupRequest({ postUrl: null }), 'BrowserFormPost'],
      [aribaSetupRequest({ postUrl: 'javascript:alert(1)' }), 'http or https'],
      [aribaSetupRequest().replace(/<BuyerCookie>[^<]*<\/BuyerCookie>/, ''), 'BuyerCookie'],
      [aribaSetupRequest().replace(/<From>[\s\S]*?<\/From>/, '<From></From>'), 'From needs a Credential'],
      [aribaSetupRequest({ operation: 'delete' }), "Unknown operation 'delete'"],
      [aribaSetupRequest({ items: [{ partId: 'X', quantity: 'many' }] }), 'ItemOut 1'],
    ];
    for (const [xml, detail] of cases) {
      const answer = await setup(xml);
      expect(answer.code, detail).toBe(400);
      expect(answer.detail).toContain(detail);
    }
  });

  it('400 for documents declaring entities or an internal DTD subset (no expansion, no external fetch)', async () => {
    const xxe = `<?xml version="1.0"?><!DOCTYPE cXML [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>${aribaSetupRequest()
      .replace(/^[\s\S]*?<cXML /, '<cXML ')
      .replace('1J3YVWU9QWMTB', '&xxe;')}`;
    const bomb = `<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;">]><cXML>&lol2;</cXML>`;
    const external = aribaSetupRequest().replace(
      '<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">',
      '<!DOCTYPE cXML SYSTEM "http://127.0.0.1:9/never-fetched.dtd">',
    );
    for (const xml of [xxe, bomb]) {
      const answer = await setup(xml);
      expect(answer.code).toBe(400);
      expect(answer.detail).toContain('entity declarations are not accepted');
    }
    // An external DTD reference is never fetched: the request simply succeeds.
    expect((await setup(external)).code).toBe(200);
  });

  it('401 when the shared secret is wrong or missing, or the Sender is not the expected one', async () => {
    expect((await setup(aribaSetupRequest({ sharedSecret: 'wrong-secret' }))).code).toBe(401);
    expect((await setup(aribaSetupRequest({ sharedSecret: null }))).code).toBe(401);
    expect((await setup(coupaSetupRequest({ sharedSecret: 'Demo-punchout-secreT' }))).code).toBe(401);

    const [buyer] = await t.db
      .select()
      .from(punchoutBuyers)
      .where(eq(punchoutBuyers.fromIdentity, demoCxml.fromIdentity));
    await t.db.update(punchoutBuyers).set({ senderIdentity: 'AN01000000001' }).where(eq(punchoutBuyers.id, buyer!.id));
    try {
      const answer = await setup(aribaSetupRequest({ senderIdentity: 'AN09999999999' }));
      expect(answer).toMatchObject({ code: 401, text: 'Unauthorized' });
      expect((await setup(aribaSetupRequest())).code).toBe(200);
    } finally {
      await t.db.update(punchoutBuyers).set({ senderIdentity: null }).where(eq(punchoutBuyers.id, buyer!.id));
    }
  });

  it('403 for an unknown buyer and for a disabled one', async () => {
    const unknown = await setup(aribaSetupRequest({ fromIdentity: 'AN01999999999' }));
    expect(unknown).toMatchObject({ code: 403, text: 'Forbidden' });
    // Domains compare ignoring case, identities exactly.
    expect((await setup(aribaSetupRequest({ fromDomain: 'networkid' }))).code).toBe(200);

    await t.db
      .update(punchoutBuyers)
      .set({ disabled: true })
      .where(eq(punchoutBuyers.fromIdentity, demoCxml.fromIdentity));
    try {
      expect((await setup(aribaSetupRequest())).code).toBe(403);
    } finally {
      await t.db
        .update(punchoutBuyers)
        .set({ disabled: false })
        .where(eq(punchoutBuyers.fromIdentity, demoCxml.fromIdentity));
    }
  });

  it('450 for the source operation and for requests other than PunchOutSetupRequest', async () => {
    expect((await setup(aribaSetupRequest({ operation: 'source' }))).code).toBe(450);
    const orderRequest = aribaSetupRequest().replace(
      /<PunchOutSetupRequest[\s\S]*<\/PunchOutSetupRequest>/,
      '<StatusUpdateRequest/>',
    );
    const answer = await setup(orderRequest);
    expect(answer).toMatchObject({ code: 450, text: 'Not Implemented' });
    expect(answer.detail).toContain('StatusUpdateRequest');
  });

  it('400 in cXML, not a JSON error, for a body over the size limit', async () => {
    const answer = await setup(`<cXML>${'x'.repeat(1024 * 1024 + 10)}</cXML>`);
    expect(answer.code).toBe(400);
  });

  it('500 with a generic text and no internals when the session cannot be stored', async () => {
    // An unexpected failure underneath: the sessions table is gone for the duration of this call.
    await t.db.execute(sql`alter table punchout_sessions rename to punchout_sessions_away`);
    let res;
    try {
      res = await postSetup(t.app, aribaSetupRequest());
    } finally {
      await t.db.execute(sql`alter table punchout_sessions_away rename to punchout_sessions`);
    }
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/xml/);
    expect(readSetupAnswer(res.body)).toEqual({
      code: 500,
      text: 'Internal Server Error',
      detail: 'The punchout request could not be processed',
      startPage: null,
    });
    for (const internal of ['punchout_sessions', 'relation', 'does not exist', 'stack', 'TypeError'])
      expect(res.body).not.toContain(internal);
    expect(res.body).not.toMatch(/\bat .+:\d+:\d+/);
    // The endpoint works again once the failure is gone.
    expect((await setup(aribaSetupRequest())).code).toBe(200);
  });

  it('opens no session for any refused request', async () => {
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(punchoutSessions);
    await setup(aribaSetupRequest({ sharedSecret: 'nope' }));
    await setup(aribaSetupRequest({ fromIdentity: 'nobody' }));
    await setup('<broken');
    const after = await t.db.select({ n: sql<number>`count(*)::int` }).from(punchoutSessions);
    expect(after).toEqual(before);
  });
});

describe('SAP OCI entry', () => {
  const hook = 'https://srm.example.com/sap/bc/gui/sap/its/bbpsc02?~OkCode=ADDI&~target=_top';
  const entry = (params: Record<string, string>, method: 'GET' | 'POST' = 'GET') =>
    method === 'GET'
      ? t.app.inject({ method, url: `/punchout/oci?${new URLSearchParams(params).toString()}` })
      : t.app.inject({
          method,
          url: '/punchout/oci',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams(params).toString(),
        });

  it('redirects to the start page with a code, by GET and by POST', async () => {
    for (const method of ['GET', 'POST'] as const) {
      const res = await entry(
        {
          USERNAME: demoOci.username,
          PASSWORD: demoOci.password,
          HOOK_URL: hook,
          '~OkCode': 'ADDI',
          '~TARGET': '_top',
          '~CALLER': 'CTLG',
        },
        method,
      );
      expect(res.statusCode, res.body).toBe(303);
      expect(res.headers.location).toMatch(new RegExp(`^${PUBLIC_URL}/\\?ac=[A-Za-z0-9_-]{43}$`));
      const session = await sessionOf(codeOf(String(res.headers.location)));
      expect(session).toMatchObject({
        protocol: 'oci',
        operation: 'create',
        postbackUrl: hook,
        returnFields: { '~OkCode': 'ADDI', '~TARGET': '_top', '~CALLER': 'CTLG' },
      });
    }
  });

  it('takes parameter names in any case', async () => {
    const res = await entry({ username: demoOci.username.toUpperCase(), password: demoOci.password, hook_url: hook });
    expect(res.statusCode).toBe(303);
  });

  it('refuses missing parameters (400), wrong credentials (401) and a disabled buyer (403)', async () => {
    expect((await entry({ USERNAME: demoOci.username, PASSWORD: demoOci.password })).statusCode).toBe(400);
    expect(
      (await entry({ USERNAME: demoOci.username, PASSWORD: demoOci.password, HOOK_URL: 'ftp://x' })).statusCode,
    ).toBe(400);
    expect((await entry({ USERNAME: demoOci.username, PASSWORD: 'wrong', HOOK_URL: hook })).statusCode).toBe(401);
    expect((await entry({ USERNAME: 'nobody', PASSWORD: demoOci.password, HOOK_URL: hook })).statusCode).toBe(401);
    await t.db.update(punchoutBuyers).set({ disabled: true }).where(eq(punchoutBuyers.ociUsername, demoOci.username));
    try {
      const res = await entry({ USERNAME: demoOci.username, PASSWORD: demoOci.password, HOOK_URL: hook });
      expect(res.statusCode).toBe(403);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
    } finally {
      await t.db
        .update(punchoutBuyers)
        .set({ disabled: false })
        .where(eq(punchoutBuyers.ociUsername, demoOci.username));
    }
  });
});

describe('buyer secrets', () => {
  it('are stored as argon2id hashes only', async () => {
    const rows = await t.db.select({ hash: punchoutBuyers.secretHash }).from(punchoutBuyers);
    expect(rows.length).toBeGreaterThanOrEqual(2);
    for (const { hash } of rows) {
      expect(hash).toMatch(/^\$argon2id\$/);
      expect(hash).not.toContain(demoCxml.sharedSecret);
      expect(hash).not.toContain(demoOci.password);
    }
    expect(await hashPunchoutSecret('same')).not.toBe(await hashPunchoutSecret('same'));
  });

  it('session users cannot sign in with a password', async () => {
    const answer = await setup(aribaSetupRequest());
    await sessionOf(codeOf(answer.startPage));
    const [user] = await t.db
      .select({ username: users.username })
      .from(users)
      .where(like(users.username, 'punchout:%'))
      .limit(1);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        grant_type: 'password',
        client_id: 'provender-web',
        username: user!.username,
        password: '!',
      }).toString(),
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('logs', () => {
  it('never contain the OCI password, the shared secret or the one-time code, at any level', async () => {
    const lines: string[] = [];
    const logged = await createTestApp({
      publicUrl: PUBLIC_URL,
      logLevel: 'trace',
      logStream: { write: (line) => void lines.push(line) },
    });
    try {
      const hook = 'https://srm.example.com/hook';
      const params = new URLSearchParams({ USERNAME: demoOci.username, PASSWORD: demoOci.password, HOOK_URL: hook });
      const oci = await logged.app.inject({ method: 'GET', url: `/punchout/oci?${params.toString()}` });
      expect(oci.statusCode).toBe(303);
      const ociCode = codeOf(String(oci.headers.location));
      const cxml = readSetupAnswer((await postSetup(logged.app, aribaSetupRequest())).body);
      const cxmlCode = codeOf(cxml.startPage);
      expect((await exchange(logged.app, cxmlCode)).statusCode).toBe(200);
      const log = lines.join('\n');
      expect(lines.some((l) => l.includes('/punchout/oci'))).toBe(true);
      for (const secret of [demoOci.password, demoCxml.sharedSecret, ociCode, cxmlCode])
        expect(log).not.toContain(secret);
    } finally {
      await logged.close();
    }
  });
});
