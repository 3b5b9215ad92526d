import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders, punchoutBuyers, punchoutOrders, punchoutSessions } from '../src/db/schema/index.ts';
import { createTestApp, type TestApp } from './helpers/app.ts';
import { insertCatalogFixtures, type CatalogFixtures } from './helpers/catalog-fixtures.ts';
import {
  aribaRequest,
  aribaSetupRequest,
  codeOf,
  demoCxml,
  dtdErrors,
  orderRequest,
  postSetup,
  readProfile,
  readSetupAnswer,
  xmllintPath,
} from './helpers/punchout.ts';

const PUBLIC_URL = 'https://shop.harborvine.example';
let t: TestApp;
let f: CatalogFixtures;

beforeAll(async () => {
  t = await createTestApp({ publicUrl: PUBLIC_URL });
  f = await insertCatalogFixtures(t.db);
});
afterAll(() => t.close());

const itIfXmllint = it.skipIf(!xmllintPath);

async function post(xml: string | Buffer, contentType = 'text/xml; charset=UTF-8') {
  const res = await postSetup(t.app, xml as string, contentType);
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/xml/);
  return res.body;
}

async function withBuyerSettings<T>(settings: object, run: () => Promise<T>): Promise<T> {
  const where = eq(punchoutBuyers.fromIdentity, demoCxml.fromIdentity);
  await t.db.update(punchoutBuyers).set({ settings }).where(where);
  try {
    return await run();
  } finally {
    await t.db.update(punchoutBuyers).set({ settings: {} }).where(where);
  }
}

describe('ProfileRequest', () => {
  itIfXmllint('answers a DTD-valid ProfileResponse listing the transactions and their URL', async () => {
    const request = aribaRequest('<ProfileRequest/>');
    expect(await dtdErrors(request)).toBe('');
    const xml = await post(request);
    expect(await dtdErrors(xml)).toBe('');
    const doc = readProfile(xml).cXML;
    expect(doc.Response.Status['@code']).toBe('200');
    expect(doc.Response.ProfileResponse?.Transaction).toEqual([
      { '@requestName': 'ProfileRequest', URL: `${PUBLIC_URL}/punchout/cxml` },
      { '@requestName': 'PunchOutSetupRequest', URL: `${PUBLIC_URL}/punchout/cxml` },
      { '@requestName': 'OrderRequest', URL: `${PUBLIC_URL}/punchout/cxml` },
    ]);
    // Answered in the requester's version, with a timestamp strict parsers read.
    expect(doc['@version']).toBe('1.2.014');
    expect(xml).toContain('<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">');
    expect(doc['@timestamp']).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00$/);
  });

  it('is answered only after authentication', async () => {
    const xml = await post(aribaRequest('<ProfileRequest/>', { sharedSecret: 'wrong' }));
    expect(readSetupAnswer(xml).code).toBe(401);
    expect(xml).not.toContain('ProfileResponse');
  });
});

describe('OrderRequest', () => {
  const orderOf = async (po: string) =>
    t.db
      .select()
      .from(orders)
      .where(and(eq(orders.customerId, f.customerIds.C10001), eq(orders.poNumber, po)));

  itIfXmllint(
    'places the purchase order for the buyer’s customer with its PO number, once, and names unmatched lines',
    async () => {
      const request = orderRequest({
        orderId: 'PO-4500012345',
        payloadId: '1736787600000.1.order@ariba.example',
        requestedDeliveryDate: '2026-01-15',
        items: [
          { partId: 'TST-001', aux: 'CS', quantity: '2', uom: 'XCS', price: '76.00' },
          // No auxiliary ID: the Rec 20 unit finds EA; "12.000" as procurement systems write it.
          { partId: 'TST-002', quantity: '12.000', uom: 'EA', price: '0.4833' },
          { partId: 'NO-SUCH-ITEM', aux: 'EA', quantity: '1' },
          // A unit we do not sell it in is not guessed for a purchase order.
          { partId: 'TST-002', quantity: '1', uom: 'KGM' },
        ],
      });
      expect(await dtdErrors(request)).toBe('');
      const xml = await post(request);
      expect(await dtdErrors(xml)).toBe('');
      const answer = readSetupAnswer(xml);
      expect(answer.code).toBe(200);

      const placed = await orderOf('PO-4500012345');
      expect(placed).toHaveLength(1);
      const order = placed[0]!;
      expect(answer.detail).toBe(
        `Order ${order.orderNumber} placed for purchase order PO-4500012345. 2 line(s) were not ordered and need your attention: ` +
          'Line 3 (NO-SUCH-ITEM): we have no product NO-SUCH-ITEM. Line 4 (TST-002): the unit KGM is not one we sell it in.',
      );
      expect(order).toMatchObject({
        shiptoCode: '002',
        status: 'Open',
        deliveryDate: '2026-01-15',
        notes: 'Deliver to the back door',
        // 2 CS at 1.90 a pound, 40 pounds a case; 12 EA at 0.4833 (C10001's level 2 price).
        lineTotal: '157.80',
        total: '157.80',
      });
      const lines = await t.db
        .select()
        .from(orderLines)
        .where(eq(orderLines.orderId, order.id))
        .orderBy(orderLines.lineNo);
      expect(lines.map((l) => [l.productId, l.unitOfMeasure, l.quantity, l.extension])).toEqual([
        [f.products.chicken, 'CS', '2.00', '152.00'],
        [f.products.cola, 'EA', '12.00', '5.80'],
      ]);

      // The buyer's system retries (same orderID and payloadID), twice at once: still one order,
      // and the same answer.
      const retries = await Promise.all([post(request), post(request)]);
      for (const retry of retries) expect(readSetupAnswer(retry)).toMatchObject({ code: 200, detail: answer.detail });
      expect(await orderOf('PO-4500012345')).toHaveLength(1);
      // A new payloadID for the same orderID is the same purchase order.
      const resent = await post(
        request.replace('1736787600000.1.order@ariba.example', '1736787999999.2@ariba.example'),
      );
      expect(readSetupAnswer(resent).detail).toBe(answer.detail);
      expect(await orderOf('PO-4500012345')).toHaveLength(1);
      // The order opened no punchout session and left none behind.
      expect(await t.db.select({ n: sql<number>`count(*)::int` }).from(punchoutSessions)).toEqual([{ n: 0 }]);
    },
  );

  it('maps the ShipTo addressID through the buyer’s ship-to map', async () => {
    await withBuyerSettings({ shiptoMap: { 'ARIBA-ADDR-7': '003' } }, async () => {
      const xml = await post(
        orderRequest({
          orderId: 'PO-ship-7',
          payloadId: 'ship-7@ariba.example',
          shipToAddressId: 'ARIBA-ADDR-7',
          items: [{ partId: 'TST-001', aux: 'CS', quantity: '1' }],
        }),
      );
      expect(readSetupAnswer(xml).code).toBe(200);
      expect((await orderOf('PO-ship-7'))[0]?.shiptoCode).toBe('003');
    });
  });

  it('refuses unauthenticated, malformed, change and unmatched orders and places nothing', async () => {
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(punchoutOrders);
    const item = [{ partId: 'TST-001', aux: 'CS', quantity: '1' }];
    const cases: [string, number, string][] = [
      [orderRequest({ orderId: 'PO-x1', sharedSecret: 'wrong', items: item }), 401, 'Sender'],
      [orderRequest({ orderId: 'PO-x2', fromIdentity: 'AN0199', items: item }), 403, 'From'],
      [orderRequest({ orderId: 'PO-x3', type: 'update', items: item }), 450, "type 'update'"],
      [orderRequest({ orderId: 'PO-x4', items: [{ partId: 'NOPE', quantity: '1' }] }), 400, 'No line of order PO-x4'],
      [orderRequest({ orderId: 'PO-x5', items: item }).replace(/<BillTo>[\s\S]*<\/BillTo>/, ''), 400, 'BillTo'],
      [orderRequest({ orderId: 'PO-x6', items: [{ partId: 'TST-001', quantity: 'two' }] }), 400, 'ItemOut 1'],
      [aribaRequest('<OrderRequest/>'), 400, 'OrderRequestHeader'],
    ];
    for (const [xml, code, detail] of cases) {
      const answer = readSetupAnswer(await post(xml));
      expect(answer.code, detail).toBe(code);
      expect(answer.detail).toContain(detail);
    }
    expect(await t.db.select({ n: sql<number>`count(*)::int` }).from(punchoutOrders)).toEqual(before);
  });

  it('is XXE-safe: an entity declaration is refused before anything is read', async () => {
    const xxe = orderRequest({ orderId: 'PO-xxe', items: [{ partId: 'TST-001', aux: 'CS', quantity: '1' }] })
      .replace(/<!DOCTYPE[^>]*>/, '<!DOCTYPE cXML [<!ENTITY po SYSTEM "file:///etc/passwd">]>')
      .replace('PO-xxe', '&po;');
    const answer = readSetupAnswer(await post(xxe));
    expect(answer.code).toBe(400);
    expect(answer.detail).toContain('entity declarations are not accepted');
  });
});

describe('encodings', () => {
  const latin = aribaSetupRequest({ extrinsics: { UserFullName: 'Zoë Müller-Ibáñez' } });

  async function userNameOf(xml: string) {
    const answer = readSetupAnswer(xml);
    expect(answer.code, answer.detail).toBe(200);
    const code = codeOf(answer.startPage);
    const { createHash } = await import('node:crypto');
    const [row] = await t.db
      .select({ extrinsics: punchoutSessions.extrinsics })
      .from(punchoutSessions)
      .where(eq(punchoutSessions.codeHash, createHash('sha256').update(code).digest('hex')));
    return row?.extrinsics['UserFullName'];
  }

  it('reads ISO-8859-1 by the HTTP charset and by the XML declaration', async () => {
    const bytes = Buffer.from(latin.replace('encoding="UTF-8"', 'encoding="ISO-8859-1"'), 'latin1');
    expect(await userNameOf(await post(bytes, 'text/xml; charset=ISO-8859-1'))).toBe('Zoë Müller-Ibáñez');
    // No charset in the header: the declaration decides.
    expect(await userNameOf(await post(bytes, 'text/xml'))).toBe('Zoë Müller-Ibáñez');
  });

  it('reads UTF-16 with a byte order mark, and UTF-8 with a BOM and whitespace before the declaration', async () => {
    const utf16 = Buffer.concat([
      Buffer.from([0xff, 0xfe]),
      Buffer.from(latin.replace('encoding="UTF-8"', 'encoding="UTF-16"'), 'utf16le'),
    ]);
    expect(await userNameOf(await post(utf16, 'text/xml'))).toBe('Zoë Müller-Ibáñez');
    const bom = Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(`\r\n  ${latin}`, 'utf8')]);
    expect(await userNameOf(await post(bom, 'application/xml'))).toBe('Zoë Müller-Ibáñez');
  });

  it('accepts an empty internal DOCTYPE subset (as .NET writes it) and refuses one that declares anything', async () => {
    const empty = latin.replace('cXML.dtd">', 'cXML.dtd" []>');
    expect(await userNameOf(await post(empty))).toBe('Zoë Müller-Ibáñez');
    const declaring = latin.replace('cXML.dtd">', 'cXML.dtd" [<!ELEMENT x ANY>]>');
    expect(readSetupAnswer(await post(declaring)).code).toBe(400);
  });

  it('accepts the document in a cxml-urlencoded or cXML-base64 form field', async () => {
    const form = new URLSearchParams({ 'cxml-urlencoded': latin }).toString();
    expect(await userNameOf(await post(form, 'application/x-www-form-urlencoded'))).toBe('Zoë Müller-Ibáñez');
    const base64 = new URLSearchParams({ 'cXML-base64': Buffer.from(latin, 'utf8').toString('base64') }).toString();
    expect(await userNameOf(await post(base64, 'application/x-www-form-urlencoded'))).toBe('Zoë Müller-Ibáñez');
    const none = readSetupAnswer(await post('other=1', 'application/x-www-form-urlencoded'));
    expect(none).toMatchObject({ code: 400 });
    expect(none.detail).toContain('cXML-base64');
  });

  it('answers 406 for bytes that are not text in the declared encoding', async () => {
    const broken = Buffer.concat([Buffer.from(latin.slice(0, 200), 'utf8'), Buffer.from([0xc3, 0x28])]);
    expect(readSetupAnswer(await post(broken, 'text/xml; charset=utf-8')).code).toBe(406);
  });
});
