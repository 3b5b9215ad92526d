import { createHash } from 'node:crypto';
import { and, eq, inArray, isNotNull, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PunchoutMessages, type Cart, type MenuEntry, type PunchoutMessage } from '@provender/contract';
import {
  arItems,
  cartLines,
  carts,
  categoryClassifications,
  menuEntries,
  menuLog,
  orders,
  products,
  punchoutBuyers,
  punchoutSessions,
  settingOverrides,
  users,
} from '../src/db/schema/index.ts';
import { createTokenIssuer } from '../src/modules/auth/tokens.ts';
import { registeredApiRoutes } from '../src/app.ts';
import { call, createTestApp, signIn, type TestApp } from './helpers/app.ts';
import { insertCatalogFixtures, setCustomerSetting, type CatalogFixtures } from './helpers/catalog-fixtures.ts';
import {
  aribaSetupRequest,
  codeOf,
  coupaSetupRequest,
  demoCxml,
  demoOci,
  dtdErrors,
  exchange,
  parseOrderMessage,
  postSetup,
  readSetupAnswer,
  xmllintPath,
} from './helpers/punchout.ts';

const PUBLIC_URL = 'https://shop.harborvine.example';
let t: TestApp;
let f: CatalogFixtures;

beforeAll(async () => {
  t = await createTestApp(
    { publicUrl: PUBLIC_URL },
    {
      beforeReady: (app) => {
        app.get('/api/test/punchout-only', { config: { access: { punchout: 'required' } } }, async () => ({
          ok: true,
        }));
        app.post('/api/test/no-punchout', { config: { access: { punchout: 'refused' } } }, async () => ({ ok: true }));
      },
    },
  );
  f = await insertCatalogFixtures(t.db);
  await t.db.insert(categoryClassifications).values({ categoryCode: 'TC1', unspsc: '50112000' });
});
afterAll(() => t.close());

const hashOf = (code: string) => createHash('sha256').update(code).digest('hex');

async function startCxml(xml = aribaSetupRequest()): Promise<string> {
  const res = await postSetup(t.app, xml);
  const answer = readSetupAnswer(res.body);
  expect(answer.code, answer.detail).toBe(200);
  return codeOf(answer.startPage);
}

async function startOci(extra: Record<string, string> = {}): Promise<string> {
  const params = new URLSearchParams({
    USERNAME: demoOci.username,
    PASSWORD: demoOci.password,
    HOOK_URL: 'https://srm.example.com/sap/bc/gui/sap/its/bbpsc02',
    ...extra,
  });
  const res = await t.app.inject({ method: 'GET', url: `/punchout/oci?${params.toString()}` });
  expect(res.statusCode, res.body).toBe(303);
  return codeOf(String(res.headers.location));
}

async function tokenFor(code: string): Promise<string> {
  const res = await exchange(t.app, code, { redirect_uri: `${PUBLIC_URL}/`, client_id: 'provender-web' });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { access_token: string }).access_token;
}

async function sessionUserId(code: string): Promise<number> {
  const [row] = await t.db
    .select({ userId: punchoutSessions.userId })
    .from(punchoutSessions)
    .where(eq(punchoutSessions.codeHash, hashOf(code)));
  if (!row) throw new Error('session not found');
  return row.userId;
}

/** Everything a session may have left in the database, for the given session user. */
async function leftovers(userId: number) {
  const n = (rows: { n: number }[]) => rows[0]?.n ?? -1;
  const counted = { n: sql<number>`count(*)::int` };
  return {
    users: n(await t.db.select(counted).from(users).where(eq(users.id, userId))),
    sessions: n(await t.db.select(counted).from(punchoutSessions).where(eq(punchoutSessions.userId, userId))),
    carts: n(await t.db.select(counted).from(carts).where(eq(carts.userId, userId))),
    cartLines: n(
      await t.db
        .select(counted)
        .from(cartLines)
        .where(sql`${cartLines.cartId} in (select id from carts where user_id = ${userId})`),
    ),
    menuLog: n(await t.db.select(counted).from(menuLog).where(eq(menuLog.userId, userId))),
    settingOverrides: n(await t.db.select(counted).from(settingOverrides).where(eq(settingOverrides.userId, userId))),
  };
}
const nothingLeft = { users: 0, sessions: 0, carts: 0, cartLines: 0, menuLog: 0, settingOverrides: 0 };

async function addLines(token: string) {
  const chicken = await call(t.app, 'POST', '/api/cart/line', {
    token,
    payload: { id: -1, productKey: f.products.chicken, unitOfMeasure: 'CS', orderQuantity: 2, unitOfMeasure_Prc: 'LB' },
  });
  expect(chicken.statusCode, chicken.body).toBe(200);
  const cola = await call(t.app, 'POST', '/api/cart/line', {
    token,
    payload: { id: -2, productKey: f.products.cola, unitOfMeasure: 'EA', orderQuantity: 12 },
  });
  expect(cola.statusCode, cola.body).toBe(200);
}

async function transfer(token: string): Promise<PunchoutMessage> {
  const res = await call(t.app, 'POST', '/api/punchout/createmessage', { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as PunchoutMessage;
}

/** The DTD checks need Debian's xmllint; without it they are skipped and the marker below says why. */
const itIfXmllint = it.skipIf(!xmllintPath);
if (!xmllintPath)
  it.skip(
    'SKIPPED: xmllint is missing, so no order message is validated against the cXML DTD (apt-get install -y libxml2-utils)',
  );

describe('the one-time authorization code', () => {
  it('gives a punchout session token once; the session acts for the buyer’s customer with its ship-to', async () => {
    const code = await startCxml();
    const res = await exchange(t.app, code);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const body = res.json() as { access_token: string; token_type: string; expires_in: number };
    expect(body.token_type).toBe('bearer');
    expect(body.expires_in).toBeGreaterThan(3500);
    expect(body.expires_in).toBeLessThanOrEqual(3600);

    const user = (await call(t.app, 'GET', '/api/user', { token: body.access_token })).json();
    expect(user).toMatchObject({
      userType: 'customer',
      sessionType: 'punchout',
      isSalesperson: false,
      isAdmin: false,
      // The Contact's name, not the e-mail address (decision 058).
      name: 'Jordan Reyes',
    });
    const customer = (await call(t.app, 'GET', '/api/customer', { token: body.access_token })).json() as {
      customerCode: string;
    };
    expect(customer.customerCode).toBe('C10001');
    const cart = (await call(t.app, 'GET', '/api/cart', { token: body.access_token })).json() as Cart;
    expect(cart.header.customerShipToCode).toBe('002');
  });

  it('refuses a second use and ends the session the first use opened', async () => {
    const code = await startCxml();
    const token = await tokenFor(code);
    const userId = await sessionUserId(code);
    const again = await exchange(t.app, code);
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ error: 'invalid_grant', error_description: PunchoutMessages.codeRejected });
    const res = await call(t.app, 'GET', '/api/user', { token });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'SESSION_EXPIRED', message: PunchoutMessages.sessionExpired });
    expect(await leftovers(userId)).toEqual(nothingLeft);
  });

  it('refuses an expired code and removes its session', async () => {
    const code = await startCxml();
    const userId = await sessionUserId(code);
    await t.db
      .update(punchoutSessions)
      .set({ codeExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(punchoutSessions.codeHash, hashOf(code)));
    const res = await exchange(t.app, code);
    expect(res.statusCode).toBe(401);
    expect(res.json().error_description).toBe('Authorization code rejected');
    expect(await leftovers(userId)).toEqual(nothingLeft);
  });

  it('refuses unknown and malformed codes, a foreign redirect_uri and another client', async () => {
    const unknown = 'A'.repeat(43);
    for (const c of [unknown, 'short', `${unknown}A`]) {
      const res = await exchange(t.app, c);
      expect(res.statusCode, c).toBe(401);
      expect(res.json().error_description).toBe('Authorization code rejected');
    }
    const code = await startCxml();
    expect((await exchange(t.app, code, { redirect_uri: 'https://evil.example/' })).statusCode).toBe(401);
    const other = await startCxml();
    expect((await exchange(t.app, other, { client_id: 'someone-else' })).statusCode).toBe(400);
    // The refused attempts above did not touch this code: a query string on the start page is fine.
    expect((await exchange(t.app, other, { redirect_uri: `${PUBLIC_URL}/?from=punchout` })).statusCode).toBe(200);
  });

  it("says 'Punchout session expired' when the session's token has expired", async () => {
    const code = await startCxml();
    const userId = await sessionUserId(code);
    // Signed ten minutes ago with a one-second lifetime: expired now, without waiting for it.
    const tenMinutesAgo = () => new Date(Date.now() - 600_000);
    const issuer = createTokenIssuer(t.config.jwtSecret, 60, tenMinutesAgo);
    const token = await issuer.sign({ userId, tokenVersion: 0, sessionType: 'punchout' }, 1);
    const res = await call(t.app, 'GET', '/api/user', { token });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'SESSION_EXPIRED', message: PunchoutMessages.sessionExpired });
  });

  it('sweeps sessions past their lifetime and codes left unused', async () => {
    const stale = await startCxml();
    const unused = await startCxml();
    const staleUser = await sessionUserId(stale);
    const unusedUser = await sessionUserId(unused);
    await tokenFor(stale);
    await t.db
      .update(punchoutSessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(punchoutSessions.userId, staleUser));
    await t.db
      .update(punchoutSessions)
      .set({ codeExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(punchoutSessions.userId, unusedUser));
    await startCxml();
    expect(await leftovers(staleUser)).toEqual(nothingLeft);
    expect(await leftovers(unusedUser)).toEqual(nothingLeft);
  });
});

describe('what a punchout session may do', () => {
  it('shows only browsing, cart and checkout in the menu and refuses the rest on the server', async () => {
    const token = await tokenFor(await startCxml());
    const menu = (await call(t.app, 'GET', '/api/menu', { token })).json() as MenuEntry[];
    expect(
      menu
        .filter((e) => e.isVisible)
        .map((e) => e.key)
        .sort(),
    ).toEqual(['AllProducts', 'Categories', 'CheckOut', 'ViewCart', 'ViewProducts']);
    // No saved guide, no history, no account: refused by the hidden entries' gates.
    const hidden: [string, string, Record<string, unknown> | undefined][] = [
      ['POST', '/api/orderguide/Mine', { name: 'Mine', lines: [] }],
      ['GET', '/api/account/address', undefined],
    ];
    for (const [method, path, payload] of hidden) {
      const res = await call(t.app, method as 'GET', path, { token, payload });
      expect(res.statusCode, path).toBe(403);
      expect(res.json().code, path).toBe('MENU_LOCKED');
    }
    expect((await call(t.app, 'GET', '/api/test/punchout-only', { token })).statusCode).toBe(200);
    // No menu entry gates these; they refuse punchout sessions themselves.
    const [invoiced] = await t.db
      .select({ orderNumber: orders.orderNumber })
      .from(arItems)
      .innerJoin(orders, eq(orders.id, arItems.orderId))
      .where(
        and(eq(arItems.customerId, f.customerIds.C10001), eq(arItems.recordType, 1), isNotNull(arItems.invoiceNumber)),
      )
      .limit(1);
    if (!invoiced) throw new Error('no invoiced order of C10001 in the demo data');
    const documents = [
      `/api/documents/order/${invoiced.orderNumber}/confirmation`,
      `/api/documents/order/${invoiced.orderNumber}/invoice`,
    ];
    const customer = await signIn(t.app, 'demo.customer');
    for (const path of documents)
      expect((await call(t.app, 'GET', path, { token: customer })).statusCode, path).toBe(200);
    const refused: [string, string][] = [
      ['POST', '/api/test/no-punchout'],
      ['POST', '/api/cart/submit'],
      ...documents.map((path): [string, string] => ['GET', path]),
    ];
    for (const [method, path] of refused) {
      const res = await call(t.app, method as 'GET', path, { token });
      expect(res.statusCode, path).toBe(403);
      expect(res.json().code, path).toBe('FORBIDDEN');
    }
  });

  it('gets no 5xx from any API route', async () => {
    const token = await tokenFor(await startCxml());
    const failures: string[] = [];
    for (const route of registeredApiRoutes(t.app)) {
      if (route.url.startsWith('/api/docs') || route.url === '/api/punchout/createmessage') continue;
      const path = route.url
        .replace(/:(\w+)/g, (_m, name: string) =>
          name === 'productKey' || name === 'id' || name === 'key' ? '999999' : 'x',
        )
        .replace('*', 'x');
      const res = await call(t.app, route.method as 'GET', path, {
        token,
        payload: route.method === 'GET' || route.method === 'DELETE' ? undefined : {},
      });
      if (res.statusCode >= 500)
        failures.push(`${route.method} ${route.url}: ${res.statusCode} ${res.body.slice(0, 120)}`);
    }
    expect(failures).toEqual([]);
  });

  it('is refused the transfer when it is not a punchout session', async () => {
    const customer = await signIn(t.app, 'demo.customer');
    const res = await call(t.app, 'POST', '/api/punchout/createmessage', { token: customer });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('FORBIDDEN');
  });
});

describe('transferring the cart (cXML)', () => {
  itIfXmllint(
    'builds a PunchOutOrderMessage that validates against the cXML 1.2.063 DTD, then leaves nothing behind',
    async () => {
      const code = await startCxml(aribaSetupRequest({ buyerCookie: 'COOKIE&amp;42' }));
      const token = await tokenFor(code);
      const userId = await sessionUserId(code);
      await addLines(token);
      const [logged] = await t.db
        .select({ id: menuEntries.id })
        .from(menuEntries)
        .where(eq(menuEntries.key, 'ViewProducts'))
        .limit(1);
      await t.db.update(menuEntries).set({ logEntry: true }).where(eq(menuEntries.key, 'ViewProducts'));
      try {
        const visible = ((await call(t.app, 'GET', '/api/menu', { token })).json() as MenuEntry[]).find(
          (e) => e.key === 'ViewProducts',
        );
        expect(
          (await call(t.app, 'POST', `/api/menu/log/${visible?.id ?? logged?.id}`, { token })).statusCode,
        ).toBeLessThan(300);
      } finally {
        await t.db.update(menuEntries).set({ logEntry: false }).where(eq(menuEntries.key, 'ViewProducts'));
      }
      await call(t.app, 'POST', '/api/userPreferences/defaults', {
        token,
        payload: { defaultPageLayout: 1, defaultPageSortBy: 0 },
      });

      const message = await transfer(token);
      expect(message).toMatchObject({
        protocol: 'cxml',
        postbackUrl: 'https://s1.ariba.example/Buyer/punchout/return?sid=8841',
        target: '_top',
      });
      expect(message.body.map((b) => b.name)).toEqual(['cxml-urlencoded']);
      const xml = message.body[0]?.value ?? '';
      expect(await dtdErrors(xml)).toBe('');

      const doc = parseOrderMessage(xml).cXML;
      const pom = doc.Message.PunchOutOrderMessage;
      expect(xml).toContain('<BuyerCookie>COOKIE&amp;42</BuyerCookie>');
      expect(pom.PunchOutOrderMessageHeader['@operationAllowed']).toBe('edit');
      expect(pom.PunchOutOrderMessageHeader.Total.Money).toEqual({ '#text': '157.80', '@currency': 'USD' });
      expect(doc.Header).toMatchObject({
        From: { Credential: { '@domain': 'DUNS', Identity: '836004415' } },
        To: {
          Credential: [
            { '@domain': 'NetworkID', Identity: 'AN01000000001' },
            { '@domain': 'DUNS', Identity: '128990368' },
          ],
        },
      });
      const items = pom.ItemIn ?? [];
      expect(
        items.map((i) => ({
          quantity: i['@quantity'],
          part: i.ItemID.SupplierPartID,
          aux: i.ItemID.SupplierPartAuxiliaryID,
          price: i.ItemDetail.UnitPrice.Money['#text'],
          uom: i.ItemDetail.UnitOfMeasure,
          classification: `${i.ItemDetail.Classification['@domain']}:${i.ItemDetail.Classification['#text']}`,
          shortName: i.ItemDetail.Description.ShortName,
        })),
      ).toEqual([
        // 2 CS priced at 1.90 per LB, 40 LB a case: 76.00 a case, 152.00.
        {
          quantity: '2',
          part: 'TST-001',
          aux: 'CS',
          price: '76.0000',
          // UN/CEFACT Rec 20: XCS is a case (CA would be a can); decision 057.
          uom: 'XCS',
          classification: 'UNSPSC:50112000',
          // ShortName only for buyers whose settings ask for it (decision 059).
          shortName: undefined,
        },
        // 12 EA at 0.4833 (a case of 24 at 11.5996): 5.80.
        {
          quantity: '12',
          part: 'TST-002',
          aux: 'EA',
          price: '0.4833',
          uom: 'EA',
          classification: 'ProductCategory:TC2',
          shortName: undefined,
        },
      ]);
      expect(items[0]?.ItemDetail.Description['#text']).toBe(
        'Zorblax Chicken Breast, Quillfeather boneless fillets, 4 x 10 lb, Harborline',
      );

      expect(await leftovers(userId)).toEqual(nothingLeft);
      const after = await call(t.app, 'GET', '/api/cart', { token });
      expect(after.statusCode).toBe(401);
      expect(after.json().message).toBe(PunchoutMessages.sessionExpired);
      expect((await call(t.app, 'POST', '/api/punchout/createmessage', { token })).statusCode).toBe(401);
    },
  );

  itIfXmllint(
    'recomputes prices on the server at transfer time and sends them even when pricing is hidden',
    async () => {
      const token = await tokenFor(await startCxml(coupaSetupRequest()));
      await addLines(token);
      const [chicken] = await t.db
        .select({ basePrice: products.basePrice })
        .from(products)
        .where(eq(products.id, f.products.cola));
      await t.db.update(products).set({ basePrice: '24.0000' }).where(eq(products.id, f.products.cola));
      await setCustomerSetting(t.db, f.customerIds.C10001, 'hidePricing', true);
      try {
        const xml = (await transfer(token)).body[0]?.value ?? '';
        expect(await dtdErrors(xml)).toBe('');
        const items = parseOrderMessage(xml).cXML.Message.PunchOutOrderMessage.ItemIn ?? [];
        // 24.00 a case at level 2 (6 % off) = 22.56 a case, 0.94 an each; 12 EA = 11.28.
        expect(items[1]?.ItemDetail.UnitPrice.Money['#text']).toBe('0.9400');
        expect(
          parseOrderMessage(xml).cXML.Message.PunchOutOrderMessage.PunchOutOrderMessageHeader.Total.Money['#text'],
        ).toBe('163.28');
      } finally {
        await t.db
          .update(products)
          .set({ basePrice: chicken?.basePrice ?? '12.3400' })
          .where(eq(products.id, f.products.cola));
        await setCustomerSetting(t.db, f.customerIds.C10001, 'hidePricing', undefined);
      }
    },
  );

  itIfXmllint('sends an empty cart as a valid message with a zero total', async () => {
    const code = await startCxml();
    const token = await tokenFor(code);
    const message = await transfer(token);
    const xml = message.body[0]?.value ?? '';
    expect(await dtdErrors(xml)).toBe('');
    const pom = parseOrderMessage(xml).cXML.Message.PunchOutOrderMessage;
    expect(pom.ItemIn).toBeUndefined();
    expect(pom.PunchOutOrderMessageHeader.Total.Money['#text']).toBe('0.00');
  });

  itIfXmllint('names the field per buyer: cxml-base64 carries the document base64-encoded', async () => {
    await t.db
      .update(punchoutBuyers)
      .set({ cxmlField: 'cxml-base64' })
      .where(eq(punchoutBuyers.fromIdentity, demoCxml.fromIdentity));
    try {
      const token = await tokenFor(await startCxml());
      await addLines(token);
      const message = await transfer(token);
      expect(message.body.map((b) => b.name)).toEqual(['cxml-base64']);
      const xml = Buffer.from(message.body[0]?.value ?? '', 'base64').toString('utf8');
      expect(xml.startsWith('<?xml')).toBe(true);
      expect(await dtdErrors(xml)).toBe('');
    } finally {
      await t.db
        .update(punchoutBuyers)
        .set({ cxmlField: 'cxml-urlencoded' })
        .where(eq(punchoutBuyers.fromIdentity, demoCxml.fromIdentity));
    }
  });

  itIfXmllint(
    'starts an edit session with the requisition’s lines, carries over what it can and says which it could not',
    async () => {
      const items = [
        { partId: 'TST-001', aux: 'CS', quantity: '3' },
        // Quantities as procurement systems write them.
        { partId: 'TST-002', aux: 'EA', quantity: '18.000' },
        // No auxiliary ID: the UnitOfMeasure (Rec 20 XCS, a case) finds the unit.
        { partId: 'TST-002', quantity: '2', uom: 'XCS' },
        // An auxiliary ID that is no unit of ours and no UnitOfMeasure: the product's default unit.
        { partId: 'TST-001', aux: 'PALLET', quantity: '1' },
        // Sold by no unit, not sellable any more, and unknown: reported, not silently dropped.
        { partId: 'TST-003', aux: 'EA', quantity: '1' },
        { partId: 'TST-004', aux: 'EA', quantity: '1' },
        { partId: 'NO-SUCH-ITEM', aux: 'EA', quantity: '1' },
      ];
      const token = await tokenFor(await startCxml(aribaSetupRequest({ operation: 'edit', items })));
      const cart = (await call(t.app, 'GET', '/api/cart', { token })).json() as Cart;
      expect(cart.lines.map((l) => `${l.product.productCode} ${l.quantity.value} ${l.quantity.unit}`)).toEqual([
        'TST-001 4 CS',
        'TST-002 18 EA',
        'TST-002 2 CS',
      ]);
      expect(cart.messages).toEqual([
        'Line 5 (TST-003): the unit EA is not one we sell it in. It was not carried over from your requisition.',
        'Line 6 (TST-004): we have no product TST-004. It was not carried over from your requisition.',
        'Line 7 (NO-SUCH-ITEM): we have no product NO-SUCH-ITEM. It was not carried over from your requisition.',
      ]);
      const xml = (await transfer(token)).body[0]?.value ?? '';
      expect(await dtdErrors(xml)).toBe('');
      const pom = parseOrderMessage(xml).cXML.Message.PunchOutOrderMessage;
      expect(pom.PunchOutOrderMessageHeader['@operationAllowed']).toBe('edit');
      expect(
        pom.ItemIn?.map((i) => `${i.ItemID.SupplierPartID}/${i.ItemID.SupplierPartAuxiliaryID} ${i['@quantity']}`),
      ).toEqual(['TST-001/CS 4', 'TST-002/EA 18', 'TST-002/CS 2']);
    },
  );

  itIfXmllint('returns an inspect session with operationAllowed inspect', async () => {
    const token = await tokenFor(
      await startCxml(
        aribaSetupRequest({ operation: 'inspect', items: [{ partId: 'TST-001', aux: 'CS', quantity: '1' }] }),
      ),
    );
    const xml = (await transfer(token)).body[0]?.value ?? '';
    expect(await dtdErrors(xml)).toBe('');
    expect(
      parseOrderMessage(xml).cXML.Message.PunchOutOrderMessage.PunchOutOrderMessageHeader['@operationAllowed'],
    ).toBe('inspect');
  });

  it('refuses to transfer a line that can no longer be priced, and keeps the session', async () => {
    const code = await startCxml();
    const token = await tokenFor(code);
    await addLines(token);
    await t.db.update(products).set({ isActive: false }).where(eq(products.id, f.products.cola));
    try {
      const res = await call(t.app, 'POST', '/api/punchout/createmessage', { token });
      expect(res.statusCode).toBe(409);
      expect(res.json().message).toContain('Quokka Cola 12 oz Can');
      expect((await call(t.app, 'GET', '/api/cart', { token })).statusCode).toBe(200);
    } finally {
      await t.db.update(products).set({ isActive: true }).where(eq(products.id, f.products.cola));
    }
  });
});

describe('transferring the cart (SAP OCI)', () => {
  it('answers the NEW_ITEM fields numbered from 1 and the echoed OCI parameters, then leaves nothing behind', async () => {
    const code = await startOci({ '~OkCode': 'ADDI', '~TARGET': '_top', '~CALLER': 'CTLG' });
    const token = await tokenFor(code);
    const userId = await sessionUserId(code);
    await addLines(token);
    const message = await transfer(token);
    expect(message).toMatchObject({
      protocol: 'oci',
      postbackUrl: 'https://srm.example.com/sap/bc/gui/sap/its/bbpsc02',
      target: '_top',
    });
    const fields = Object.fromEntries(message.body.map((b) => [b.name, b.value]));
    expect(fields).toEqual({
      'NEW_ITEM-DESCRIPTION[1]': 'Zorblax Chicken Breast',
      'NEW_ITEM-QUANTITY[1]': '2',
      'NEW_ITEM-UNIT[1]': 'XCS',
      // C10003 buys at level 3 (9 % off list): 2.15 × 0.91 = 1.9565 a pound, 78.26 a case of 40 LB.
      'NEW_ITEM-PRICE[1]': '78.26',
      'NEW_ITEM-PRICEUNIT[1]': '1',
      'NEW_ITEM-CURRENCY[1]': 'USD',
      'NEW_ITEM-VENDORMAT[1]': 'TST-001',
      // MATGROUP is the buyer's material group (none mapped); the UNSPSC code goes as the external category.
      'NEW_ITEM-MATGROUP[1]': '',
      'NEW_ITEM-EXT_SCHEMA_TYPE[1]': 'UNSPSC',
      'NEW_ITEM-EXT_CATEGORY_ID[1]': '50112000',
      'NEW_ITEM-LEADTIME[1]': '1',
      'NEW_ITEM-EXT_PRODUCT_ID[1]': 'TST-001/CS',
      'NEW_ITEM-LONGTEXT_1:132[]': 'Zorblax Chicken Breast, Quillfeather boneless fillets, 4 x 10 lb, Harborline',
      'NEW_ITEM-DESCRIPTION[2]': 'Quokka Cola 12 oz Can',
      'NEW_ITEM-QUANTITY[2]': '12',
      'NEW_ITEM-UNIT[2]': 'EA',
      // 12.34 × 0.91 = 11.2294 a case, 0.4679 an each: sent as 46.79 per 100.
      'NEW_ITEM-PRICE[2]': '46.79',
      'NEW_ITEM-PRICEUNIT[2]': '100',
      'NEW_ITEM-CURRENCY[2]': 'USD',
      'NEW_ITEM-VENDORMAT[2]': 'TST-002',
      'NEW_ITEM-MATGROUP[2]': '',
      'NEW_ITEM-LEADTIME[2]': '1',
      'NEW_ITEM-EXT_PRODUCT_ID[2]': 'TST-002/EA',
      'NEW_ITEM-LONGTEXT_2:132[]': 'Quokka Cola 12 oz Can, Classic cola, Quokka',
      '~OkCode': 'ADDI',
      '~TARGET': '_top',
      '~CALLER': 'CTLG',
    });
    expect(await leftovers(userId)).toEqual(nothingLeft);
  });
});

describe('administrators', () => {
  it('see the sessions open now', async () => {
    const code = await startCxml(aribaSetupRequest({ buyerCookie: 'LISTED-COOKIE' }));
    const token = await tokenFor(code);
    await addLines(token);
    const admin = await signIn(t.app, 'demo.admin');
    const list = (await call(t.app, 'GET', '/api/punchout/sessions', { token: admin })).json() as {
      buyerCookie: string;
      lineCount: number;
      codeUsed: boolean;
      customerCode: string;
    }[];
    expect(list.find((s) => s.buyerCookie === 'LISTED-COOKIE')).toMatchObject({
      lineCount: 2,
      codeUsed: true,
      customerCode: 'C10001',
    });
  });

  it('no session user outlives its session', async () => {
    await t.db.update(punchoutSessions).set({ expiresAt: new Date(Date.now() - 1000) });
    await startCxml();
    const sessionUsers = await t.db.select({ id: users.id }).from(users).where(like(users.username, 'punchout:%'));
    const open = await t.db.select({ userId: punchoutSessions.userId }).from(punchoutSessions);
    expect(sessionUsers.map((u) => u.id).sort()).toEqual(open.map((s) => s.userId).sort());
    expect(open).toHaveLength(1);
    const orphanLines = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(carts)
      .where(
        inArray(
          carts.userId,
          sql`(select id from users where username like 'punchout:%' and id not in (select user_id from punchout_sessions))`,
        ),
      );
    expect(orphanLines[0]?.n).toBe(0);
  });
});
