import { createHash } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart, PunchoutMessage } from '@provender/contract';
import { categoryClassifications, products, punchoutBuyers, punchoutSessions, users } from '../src/db/schema/index.ts';
import { call, createTestApp, type TestApp } from './helpers/app.ts';
import { insertCatalogFixtures, type CatalogFixtures } from './helpers/catalog-fixtures.ts';
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
  t = await createTestApp({ publicUrl: PUBLIC_URL });
  f = await insertCatalogFixtures(t.db);
  await t.db.insert(categoryClassifications).values({ categoryCode: 'TC1', unspsc: '50112000' });
});
afterAll(() => t.close());

const itIfXmllint = it.skipIf(!xmllintPath);

async function withSettings<T>(where: 'cxml' | 'oci', settings: object, run: () => Promise<T>): Promise<T> {
  const condition =
    where === 'cxml'
      ? eq(punchoutBuyers.fromIdentity, demoCxml.fromIdentity)
      : eq(punchoutBuyers.ociUsername, demoOci.username);
  await t.db.update(punchoutBuyers).set({ settings }).where(condition);
  try {
    return await run();
  } finally {
    await t.db.update(punchoutBuyers).set({ settings: {} }).where(condition);
  }
}

async function start(xml: string) {
  const answer = readSetupAnswer((await postSetup(t.app, xml)).body);
  expect(answer.code, answer.detail).toBe(200);
  return answer.startPage ?? '';
}

async function tokenOf(startPage: string): Promise<string> {
  const res = await exchange(t.app, codeOf(startPage));
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { access_token: string }).access_token;
}

async function transfer(token: string): Promise<PunchoutMessage> {
  const res = await call(t.app, 'POST', '/api/punchout/createmessage', { token });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as PunchoutMessage;
}

const addChicken = (token: string) =>
  call(t.app, 'POST', '/api/cart/line', {
    token,
    payload: { id: -1, productKey: f.products.chicken, unitOfMeasure: 'CS', orderQuantity: 2 },
  });

describe('framing', () => {
  const framing = (res: { headers: Record<string, unknown> }) => ({
    ancestors: /frame-ancestors ([^;]*)/.exec(String(res.headers['content-security-policy']))?.[1],
    xfo: res.headers['x-frame-options'],
  });

  it('lets the BrowserFormPost origin and the buyer’s allow-list frame the start page of an unused code only', async () => {
    await withSettings('cxml', { frameOrigins: ['https://coupa.example.edu', 'not a url'] }, async () => {
      const startPage = await start(coupaSetupRequest({ postUrl: 'https://buyer.example.com:8443/return?x=1' }));
      const path = startPage.slice(PUBLIC_URL.length);
      const framed = framing(await t.app.inject({ method: 'GET', url: path }));
      expect(framed).toEqual({
        ancestors: "'self' https://buyer.example.com:8443 https://coupa.example.edu",
        xfo: undefined,
      });
      // Everything else stays unframeable: other pages, unknown codes, and the code once used.
      for (const url of ['/', '/products', `/?ac=${'A'.repeat(43)}`])
        expect(framing(await t.app.inject({ method: 'GET', url })), url).toEqual({
          ancestors: "'self'",
          xfo: 'SAMEORIGIN',
        });
      await tokenOf(startPage);
      expect(framing(await t.app.inject({ method: 'GET', url: path }))).toEqual({
        ancestors: "'self'",
        xfo: 'SAMEORIGIN',
      });
    });
  });

  it('lets the HOOK_URL origin frame the OCI entry and its start page', async () => {
    const params = new URLSearchParams({
      USERNAME: demoOci.username,
      PASSWORD: demoOci.password,
      HOOK_URL: 'https://srm.example.com/sap/bc/gui/sap/its/bbpsc02',
    });
    const entry = await t.app.inject({ method: 'GET', url: `/punchout/oci?${params.toString()}` });
    expect(entry.statusCode).toBe(303);
    expect(framing(entry)).toEqual({ ancestors: "'self' https://srm.example.com", xfo: undefined });
    const path = String(entry.headers.location).slice(PUBLIC_URL.length);
    expect(framing(await t.app.inject({ method: 'GET', url: path })).ancestors).toBe("'self' https://srm.example.com");
    const refused = await t.app.inject({
      method: 'GET',
      url: `/punchout/oci?USERNAME=x&PASSWORD=y&HOOK_URL=https://a.example`,
    });
    expect(framing(refused)).toEqual({ ancestors: "'self'", xfo: 'SAMEORIGIN' });
  });
});

describe('inspect sessions', () => {
  it('are read-only: cart writes are refused and the requisition goes back unchanged', async () => {
    const token = await tokenOf(
      await start(
        aribaSetupRequest({ operation: 'inspect', items: [{ partId: 'TST-001', aux: 'CS', quantity: '3' }] }),
      ),
    );
    const cart = (await call(t.app, 'GET', '/api/cart', { token })).json() as Cart;
    expect(cart.lines.map((l) => `${l.product.productCode} ${l.quantity.value}`)).toEqual(['TST-001 3']);
    const lineId = cart.lines[0]?.id ?? 0;
    const writes: [string, string, object | undefined][] = [
      ['POST', '/api/cart/line', { id: -1, productKey: f.products.cola, unitOfMeasure: 'EA', orderQuantity: 6 }],
      ['POST', `/api/cart/line/${lineId}`, { productKey: f.products.chicken, unitOfMeasure: 'CS', orderQuantity: 9 }],
      ['DELETE', `/api/cart/line/${lineId}`, undefined],
      ['DELETE', '/api/cart', undefined],
    ];
    for (const [method, url, payload] of writes) {
      const res = await call(t.app, method as 'POST', url, { token, payload });
      expect(res.statusCode, `${method} ${url} ${res.body}`).toBe(403);
      expect(res.json().message).toBe('This requisition is open for viewing only: the cart cannot be changed.');
    }
    const xml = (await transfer(token)).body[0]?.value ?? '';
    const pom = parseOrderMessage(xml).cXML.Message.PunchOutOrderMessage;
    expect(pom.PunchOutOrderMessageHeader['@operationAllowed']).toBe('inspect');
    expect(pom.ItemIn?.map((i) => `${i.ItemID.SupplierPartID} ${i['@quantity']}`)).toEqual(['TST-001 3']);
  });
});

describe('who and where', () => {
  async function sessionOf(startPage: string) {
    const hash = createHash('sha256').update(codeOf(startPage)).digest('hex');
    const [row] = await t.db.select().from(punchoutSessions).where(eq(punchoutSessions.codeHash, hash));
    const [user] = await t.db
      .select({ name: users.name })
      .from(users)
      .where(eq(users.id, row?.userId ?? 0));
    return { session: row, name: user?.name };
  }

  it('names the user from Contact/Name, then UniqueName or User, before an e-mail address', async () => {
    const contact = await sessionOf(
      await start(aribaSetupRequest({ extrinsics: { UserEmail: '1234@remotehost', UniqueName: 'jreyes' } })),
    );
    expect(contact.name).toBe('Jordan Reyes');
    const unique = await sessionOf(
      await start(
        aribaSetupRequest({ extrinsics: { UserEmail: '1234@remotehost', UniqueName: 'jreyes' } }).replace(
          /<Contact[\s\S]*?<\/Contact>/,
          '',
        ),
      ),
    );
    expect(unique.name).toBe('jreyes');
    const user = await sessionOf(await start(coupaSetupRequest({ extrinsics: { User: 'pnatarajan' } })));
    expect(user.name).toBe('pnatarajan');
  });

  it('maps ShipTo addressID to the customer’s ship-to, falling back to the buyer’s ship-to', async () => {
    await withSettings('cxml', { shiptoMap: { 'BLDG-7': '003', 'BLDG-9': '999' } }, async () => {
      const headerOf = async (addressId: string) => {
        const token = await tokenOf(await start(aribaSetupRequest({ shipToAddressId: addressId })));
        return ((await call(t.app, 'GET', '/api/cart', { token })).json() as Cart).header.customerShipToCode;
      };
      expect(await headerOf('BLDG-7')).toBe('003');
      // Mapped to a ship-to the customer does not have, or not mapped at all: the buyer's own.
      expect(await headerOf('BLDG-9')).toBe('002');
      expect(await headerOf('UNKNOWN')).toBe('002');
    });
  });

  it('lands on the SelectedItem’s product or category', async () => {
    const product = new URL(await start(aribaSetupRequest({ selectedItem: 'TST-001' })));
    expect(product.searchParams.get('to')).toBe(`/product/${f.products.chicken}`);
    const category = new URL(await start(aribaSetupRequest({ selectedItem: 'TC2' })));
    expect(category.searchParams.get('to')).toBe('/products#mc=TMC&c=TC2');
    const unknown = new URL(await start(aribaSetupRequest({ selectedItem: 'NOTHING' })));
    expect(unknown.searchParams.get('to')).toBeNull();
  });
});

describe('the order message per buyer', () => {
  itIfXmllint(
    'uses the buyer’s unit map both ways, its ShortName setting, the requester’s version and a plain timestamp',
    async () => {
      await t.db
        .update(products)
        .set({ additional: { k1: 'Harborline', mpn: 'HL-CB-40', leadTimeDays: '2' } })
        .where(eq(products.id, f.products.chicken));
      try {
        await withSettings('cxml', { unitMap: { CS: 'CS' }, shortName: true }, async () => {
          // The buyer's requisition says CS for a case: with the override it comes back as our CS.
          const startPage = await start(
            aribaSetupRequest({
              operation: 'edit',
              version: '1.2.020',
              items: [{ partId: 'TST-001', quantity: '2', uom: 'CS' }],
            }),
          );
          const token = await tokenOf(startPage);
          const xml = (await transfer(token)).body[0]?.value ?? '';
          expect(await dtdErrors(xml)).toBe('');
          expect(xml).toContain('<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.020/cXML.dtd">');
          expect(xml).toMatch(/ timestamp="\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00"/);
          expect(xml).toContain('version="1.2.020"');
          const item = parseOrderMessage(xml).cXML.Message.PunchOutOrderMessage.ItemIn?.[0];
          expect(item?.['@quantity']).toBe('2');
          expect(item?.ItemDetail.UnitOfMeasure).toBe('CS');
          expect(item?.ItemDetail.Description.ShortName).toBe('Zorblax Chicken Breast');
          expect(item?.ItemDetail).toMatchObject({
            ManufacturerPartID: 'HL-CB-40',
            ManufacturerName: { '#text': 'Harborline' },
            LeadTime: '2',
          });
        });
      } finally {
        await t.db
          .update(products)
          .set({ additional: { k1: 'Harborline' } })
          .where(eq(products.id, f.products.chicken));
      }
    },
  );

  itIfXmllint('answers a requester on an unknown or newer version in the version it is written for', async () => {
    const token = await tokenOf(await start(aribaSetupRequest({ version: '1.2.070' })));
    const xml = (await transfer(token)).body[0]?.value ?? '';
    expect(xml).toContain('cXML/1.2.063/cXML.dtd');
    expect(await dtdErrors(xml)).toBe('');
  });
});

describe('SAP OCI per buyer', () => {
  const entry = (extra: Record<string, string>) =>
    t.app.inject({
      method: 'GET',
      url: `/punchout/oci?${new URLSearchParams({
        USERNAME: demoOci.username,
        PASSWORD: demoOci.password,
        HOOK_URL: 'https://srm.example.com/hook',
        ...extra,
      }).toString()}`,
    });

  it('sends MATGROUP from the buyer’s map and units from its unit map', async () => {
    await withSettings('oci', { matgroupMap: { '50112000': 'FOOD-01' }, unitMap: { CS: 'CS' } }, async () => {
      const res = await entry({});
      const token = await tokenOf(String(res.headers.location));
      expect((await addChicken(token)).statusCode).toBe(200);
      const fields = Object.fromEntries((await transfer(token)).body.map((b) => [b.name, b.value]));
      expect(fields).toMatchObject({
        'NEW_ITEM-MATGROUP[1]': 'FOOD-01',
        'NEW_ITEM-EXT_SCHEMA_TYPE[1]': 'UNSPSC',
        'NEW_ITEM-EXT_CATEGORY_ID[1]': '50112000',
        'NEW_ITEM-UNIT[1]': 'CS',
      });
    });
  });

  it('opens FUNCTION=DETAIL on the product page for its PRODUCTID', async () => {
    const detail = await entry({ FUNCTION: 'DETAIL', PRODUCTID: 'TST-001' });
    expect(detail.statusCode).toBe(303);
    expect(new URL(String(detail.headers.location)).searchParams.get('to')).toBe(`/product/${f.products.chicken}`);
    // The start page it leads to opens a session that lands there.
    expect(await tokenOf(String(detail.headers.location))).toBeTruthy();
    const none = await entry({ FUNCTION: 'DETAIL' });
    expect(none.statusCode).toBe(400);
    expect(none.body).toContain('FUNCTION=DETAIL needs a PRODUCTID');
  });

  /** The hidden inputs and the form of a FUNCTION=VALIDATE answer. */
  function validateForm(html: string) {
    const decode = (t: string) =>
      t
        .replace(/&quot;/g, '"')
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&');
    const fields = Object.fromEntries(
      [...html.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map((m) => [
        decode(m[1] ?? ''),
        decode(m[2] ?? ''),
      ]),
    );
    const form = /<form method="post" action="([^"]*)" target="([^"]*)">/.exec(html);
    return { fields, action: decode(form?.[1] ?? ''), target: form?.[2] };
  }

  it('answers FUNCTION=VALIDATE with the item at its current price and unit, as a form for HOOK_URL', async () => {
    const sessionsBefore = await t.db.select({ n: sql<number>`count(*)::int` }).from(punchoutSessions);
    await withSettings('oci', { matgroupMap: { '50112000': 'FOOD-01' } }, async () => {
      const res = await entry({ FUNCTION: 'VALIDATE', PRODUCTID: 'TST-001', QUANTITY: '2', '~TARGET': '_parent' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      // Only the submit script runs, and the form may go to the hook's origin only.
      expect(res.headers['content-security-policy']).toMatch(
        /script-src 'sha256-[A-Za-z0-9+/=]+'; form-action https:\/\/srm\.example\.com/,
      );
      const { fields, action, target } = validateForm(res.body);
      expect(action).toBe('https://srm.example.com/hook');
      expect(target).toBe('_parent');
      expect(fields).toMatchObject({
        'NEW_ITEM-VENDORMAT[1]': 'TST-001',
        'NEW_ITEM-QUANTITY[1]': '2',
        // The product's default unit (a case) as its Rec 20 code.
        'NEW_ITEM-UNIT[1]': 'XCS',
        // C10003 buys at level 3: 1.9565 a pound, 78.26 a case of 40 LB (as the transfer prices it).
        'NEW_ITEM-PRICE[1]': '78.26',
        'NEW_ITEM-PRICEUNIT[1]': '1',
        'NEW_ITEM-CURRENCY[1]': 'USD',
        'NEW_ITEM-MATGROUP[1]': 'FOOD-01',
        'NEW_ITEM-EXT_PRODUCT_ID[1]': 'TST-001/CS',
        '~TARGET': '_parent',
      });
      expect(fields['NEW_ITEM-VENDORMAT[2]']).toBeUndefined();
    });
    // The unit as we sent it in EXT_PRODUCT_ID, and the quantity 1 when none is given.
    const each = validateForm((await entry({ FUNCTION: 'VALIDATE', PRODUCTID: 'TST-002/EA' })).body).fields;
    expect(each).toMatchObject({
      'NEW_ITEM-UNIT[1]': 'EA',
      'NEW_ITEM-QUANTITY[1]': '1',
      'NEW_ITEM-PRICE[1]': '46.79',
      'NEW_ITEM-PRICEUNIT[1]': '100',
    });
    // UNIT as a Rec 20 code finds our unit.
    const byUnit = validateForm((await entry({ FUNCTION: 'VALIDATE', PRODUCTID: 'TST-002', UNIT: 'XCS' })).body);
    expect(byUnit.fields['NEW_ITEM-EXT_PRODUCT_ID[1]']).toBe('TST-002/CS');
    // A validation opens no session.
    expect(await t.db.select({ n: sql<number>`count(*)::int` }).from(punchoutSessions)).toEqual(sessionsBefore);

    const unknown = await entry({ FUNCTION: 'VALIDATE', PRODUCTID: 'NO-SUCH-ITEM' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.body).toContain('FUNCTION=VALIDATE: Line 1 (NO-SUCH-ITEM): we have no product NO-SUCH-ITEM.');
    const wrongUnit = await entry({ FUNCTION: 'VALIDATE', PRODUCTID: 'TST-002', UNIT: 'KGM' });
    expect(wrongUnit.statusCode).toBe(404);
    expect(wrongUnit.body).toContain('the unit KGM is not one we sell it in');
    const unauthenticated = await t.app.inject({
      method: 'GET',
      url: `/punchout/oci?${new URLSearchParams({ USERNAME: demoOci.username, PASSWORD: 'wrong', HOOK_URL: 'https://srm.example.com/hook', FUNCTION: 'VALIDATE', PRODUCTID: 'TST-001' }).toString()}`,
    });
    expect(unauthenticated.statusCode).toBe(401);
    expect(unauthenticated.body).not.toContain('NEW_ITEM');
  });

  it('refuses FUNCTION=BACKGROUND_SEARCH with a message naming it, and unknown functions', async () => {
    const search = await entry({ FUNCTION: 'BACKGROUND_SEARCH', SEARCHSTRING: 'chicken' });
    expect(search.statusCode).toBe(400);
    expect(search.body).toContain('FUNCTION=BACKGROUND_SEARCH is not offered: punch out to shop instead');
    const other = await entry({ FUNCTION: 'RESTORE' });
    expect(other.statusCode).toBe(400);
    expect(other.body).toContain('FUNCTION=RESTORE is not an OCI function');
  });
});
