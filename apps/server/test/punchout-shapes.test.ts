import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categoryClassifications } from '../src/db/schema/index.ts';
import { call, createTestApp, type TestApp } from './helpers/app.ts';
import { insertCatalogFixtures, type CatalogFixtures } from './helpers/catalog-fixtures.ts';
import {
  aribaSetupRequest,
  codeOf,
  coupaSetupRequest,
  demoCxml,
  dtdErrors,
  exchange,
  parseOrderMessage,
  postSetup,
  readSetupAnswer,
  xmllintPath,
} from './helpers/punchout.ts';

/**
 * Setup requests in the shapes procurement systems send, and in every encoding and framing issue 15
 * lists, each through the whole flow: setup, code exchange, a line added, transfer, and the order
 * message checked against the cXML DTD with the BuyerCookie echoed.
 */
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

/** Setup, code exchange, 2 cases of chicken, transfer: answers the order message's XML. */
async function wholeFlow(body: string | Buffer, contentType: string): Promise<string> {
  const res = await postSetup(t.app, body as string, contentType);
  expect(res.statusCode).toBe(200);
  const answer = readSetupAnswer(res.body);
  expect(answer.code, answer.detail).toBe(200);
  expect(await dtdErrors(res.body)).toBe('');
  const token = await exchange(t.app, codeOf(answer.startPage));
  expect(token.statusCode, token.body).toBe(200);
  const access = (token.json() as { access_token: string }).access_token;
  const add = await call(t.app, 'POST', '/api/cart/line', {
    token: access,
    payload: { id: -1, productKey: f.products.chicken, unitOfMeasure: 'CS', orderQuantity: 2 },
  });
  expect(add.statusCode, add.body).toBe(200);
  const message = await call(t.app, 'POST', '/api/punchout/createmessage', { token: access });
  expect(message.statusCode, message.body).toBe(200);
  const xml = (message.json() as { body: { value: string }[] }).body[0]?.value ?? '';
  expect(await dtdErrors(xml)).toBe('');
  const pom = parseOrderMessage(xml).cXML.Message.PunchOutOrderMessage;
  expect(pom.ItemIn?.map((i) => [i.ItemID.SupplierPartID, i['@quantity'], i.ItemDetail.UnitOfMeasure])).toEqual([
    ['TST-001', '2', 'XCS'],
  ]);
  return xml;
}

const header = (
  version: string,
  userAgent: string,
  from = `<Credential domain="NetworkID"><Identity>${demoCxml.fromIdentity}</Identity></Credential>`,
) =>
  `<Header><From>${from}</From><To><Credential domain="DUNS"><Identity>836004415</Identity></Credential></To>` +
  `<Sender><Credential domain="NetworkID"><Identity>${demoCxml.fromIdentity}</Identity>` +
  `<SharedSecret>${demoCxml.sharedSecret}</SharedSecret></Credential><UserAgent>${userAgent}</UserAgent></Sender></Header>`;

/** Jaggaer (SciQuest) style: DOCTYPE 1.2.021, a user block of extrinsics, ShipTo with an address id. */
const jaggaer = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.021/cXML.dtd">
<cXML version="1.2.021" payloadID="2026-01-12T10:01:17.402-05:00-1873@jaggaer.example" timestamp="2026-01-12T10:01:17-05:00" xml:lang="en">
${header('1.2.021', 'JAGGAER')}
<Request deploymentMode="production"><PunchOutSetupRequest operation="create">
<BuyerCookie>JAG-8845120-31</BuyerCookie>
<Extrinsic name="UniqueName">mkowalski</Extrinsic>
<Extrinsic name="UserEmail">m.kowalski@university.example</Extrinsic>
<Extrinsic name="FirstName">Marta</Extrinsic><Extrinsic name="LastName">Kowalski</Extrinsic>
<Extrinsic name="PhoneNumber">+1 555 0100</Extrinsic><Extrinsic name="Department">Dining Services</Extrinsic>
<BrowserFormPost><URL>https://solutions.jaggaer.example/apps/Router/PunchoutReturn?tmstmp=1736694077</URL></BrowserFormPost>
<SupplierSetup><URL>https://shop.harborvine.example/punchout/cxml</URL></SupplierSetup>
<ShipTo><Address addressID="DS-0042" isoCountryCode="US"><Name xml:lang="en">Dining Services Dock 2</Name>
<PostalAddress><DeliverTo>Marta Kowalski</DeliverTo><Street>1 College Way</Street><City>Portland</City><State>OR</State><PostalCode>97201</PostalCode><Country isoCountryCode="US">United States</Country></PostalAddress></Address></ShipTo>
</PunchOutSetupRequest></Request></cXML>`;

/** PowerSchool eProcurement style: no DOCTYPE, version 1.2.008, UserFullName, a Contact with e-mail only. */
const powerschool = `<?xml version="1.0"?>
<cXML xml:lang="en-US" payloadID="b3f7bd6e-4a1c-4c3e-8d53-5d2b0c9b44a1@eprocurement.powerschool.example" timestamp="2026-01-12T15:04:05+00:00" version="1.2.008">
${header('1.2.008', 'PowerSchool eProcurement')}
<Request><PunchOutSetupRequest operation="create">
<BuyerCookie>ps-20260112-77</BuyerCookie>
<Extrinsic name="UserFullName">Dana O'Neil</Extrinsic><Extrinsic name="UserEmail">doneil@district.example</Extrinsic>
<Extrinsic name="School">Lincoln Middle</Extrinsic>
<BrowserFormPost><URL>https://district.powerschool.example/eproc/punchout/receive</URL></BrowserFormPost>
<Contact role="endUser"><Name xml:lang="en-US">Dana O'Neil</Name><Email>doneil@district.example</Email></Contact>
</PunchOutSetupRequest></Request></cXML>`;

/**
 * The cXML 1.1 reference example shape (cXML User's Guide): DOCTYPE 1.1.009, deployment mode test,
 * lower-case extrinsics, a Contact with a role, SupplierSetup; answered in 1.2.063.
 */
const cxml11 = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.1.009/cXML.dtd">
<cXML version="1.1.009" payloadID="933695160890.2029@test.acme.com" timestamp="2026-01-12T08:46:00-07:00" xml:lang="en-US">
${header('1.1.009', 'Ariba.com Network V1.0')}
<Request deploymentMode="test"><PunchOutSetupRequest operation="create">
<BuyerCookie>34234234ADFSDF234234</BuyerCookie>
<Extrinsic name="department">Marketing</Extrinsic><Extrinsic name="CostCenter">610</Extrinsic><Extrinsic name="User">john_doe</Extrinsic>
<BrowserFormPost><URL>https://orms.acme.example:1616/punchout/index</URL></BrowserFormPost>
<Contact role="buyer"><Name xml:lang="en-US">John Doe</Name><Email>john_doe@acme.example</Email></Contact>
<SupplierSetup><URL>https://shop.harborvine.example/punchout/cxml</URL></SupplierSetup>
</PunchOutSetupRequest></Request></cXML>`;

describe('setup request shapes through the whole flow', () => {
  const shapes: [string, string, string, string, string][] = [
    ['Ariba', aribaSetupRequest(), 'text/xml; charset=UTF-8', '1J3YVWU9QWMTB', '1.2.014'],
    ['Coupa', coupaSetupRequest(), 'application/xml', '7ab2c95ee0c0d5d2d0d4f7c0b5f7f4d1', '1.2.020'],
    ['Jaggaer-style', jaggaer, 'text/xml', 'JAG-8845120-31', '1.2.021'],
    ['PowerSchool', powerschool, 'text/xml; charset=utf-8', 'ps-20260112-77', '1.2.008'],
    ['cXML 1.1 reference example', cxml11, 'text/xml', '34234234ADFSDF234234', '1.2.063'],
  ];
  for (const [name, xml, contentType, cookie, version] of shapes) {
    itIfXmllint(`${name}: a DTD-valid order message in version ${version} with the BuyerCookie echoed`, async () => {
      const message = await wholeFlow(xml, contentType);
      expect(message).toContain(`<BuyerCookie>${cookie}</BuyerCookie>`);
      expect(message).toContain(`cXML/${version}/cXML.dtd`);
      expect(message).toMatch(/ timestamp="\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\+00:00"/);
    });
  }
});

describe('encodings and framings through the whole flow', () => {
  const latin = aribaSetupRequest({ buyerCookie: 'ENC-Zoë', extrinsics: { UserFullName: 'Zoë Müller-Ibáñez' } });
  const declared = (encoding: string) => latin.replace('encoding="UTF-8"', `encoding="${encoding}"`);
  const utf16be = (text: string) => Buffer.from(text, 'utf16le').swap16();
  const variants: [string, Buffer | string, string][] = [
    ['ISO-8859-1 by the HTTP charset', Buffer.from(declared('ISO-8859-1'), 'latin1'), 'text/xml; charset=ISO-8859-1'],
    ['ISO-8859-1 by the XML declaration', Buffer.from(declared('ISO-8859-1'), 'latin1'), 'text/xml'],
    [
      'UTF-16LE with a BOM',
      Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(declared('UTF-16'), 'utf16le')]),
      'text/xml',
    ],
    ['UTF-16BE with a BOM', Buffer.concat([Buffer.from([0xfe, 0xff]), utf16be(declared('UTF-16'))]), 'application/xml'],
    ['whitespace before <?xml', `\r\n\t ${latin}`, 'text/xml'],
    ['an empty internal DOCTYPE subset', latin.replace('cXML.dtd">', 'cXML.dtd" [ ]>'), 'text/xml'],
    [
      'a cxml-urlencoded form field',
      new URLSearchParams({ 'cxml-urlencoded': latin }).toString(),
      'application/x-www-form-urlencoded',
    ],
    [
      'a cXML-base64 form field',
      new URLSearchParams({ 'cXML-base64': Buffer.from(latin, 'utf8').toString('base64') }).toString(),
      'application/x-www-form-urlencoded',
    ],
  ];
  for (const [name, body, contentType] of variants) {
    itIfXmllint(`${name}: the text arrives intact and the order message is DTD-valid`, async () => {
      const message = await wholeFlow(body, contentType);
      // The cookie's non-ASCII letter came through the decoding and goes back byte for byte (as UTF-8).
      expect(message).toContain('<BuyerCookie>ENC-Zoë</BuyerCookie>');
    });
  }
});
