import { execFile } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { FastifyInstance } from 'fastify';
import { XMLParser } from 'fast-xml-parser';

/** The cXML DTD the order messages must validate against, kept in the repository as a test fixture. */
export const CXML_DTD = resolve(import.meta.dirname, '../fixtures/cxml/cXML-1.2.063.dtd');

const run = promisify(execFile);

/** Debian's libxml2-utils; the DTD tests skip, saying so, only when it is missing. */
export const xmllintPath = ['/usr/bin/xmllint', '/usr/local/bin/xmllint'].find((p) => existsSync(p)) ?? null;

/** Validates a document against the cXML DTD with xmllint (no network); answers xmllint's complaints or ''. */
export async function dtdErrors(xml: string): Promise<string> {
  if (!xmllintPath) throw new Error('xmllint is not installed (apt-get install -y libxml2-utils)');
  const dir = mkdtempSync(join(tmpdir(), 'provender-cxml-'));
  const file = join(dir, 'message.xml');
  writeFileSync(file, xml);
  try {
    await run(xmllintPath, ['--noout', '--nonet', '--dtdvalid', CXML_DTD, file]);
    return '';
  } catch (err) {
    return (err as { stderr?: string }).stderr || String(err);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

export const demoCxml = {
  fromDomain: 'NetworkID',
  fromIdentity: 'AN01000000001',
  sharedSecret: 'Demo-punchout-secret',
} as const;
export const demoOci = { username: 'demo.oci', password: 'Demo-oci-pass1' } as const;

export interface SetupOptions {
  operation?: string;
  fromDomain?: string;
  fromIdentity?: string;
  senderIdentity?: string;
  sharedSecret?: string | null;
  buyerCookie?: string;
  postUrl?: string | null;
  extrinsics?: Record<string, string>;
  items?: SetupItemOption[];
  /** ShipTo/Address@addressID; null leaves the ShipTo out. */
  shipToAddressId?: string | null;
  /** SelectedItem/ItemID/SupplierPartID. */
  selectedItem?: string;
  /** The cXML version attribute and DOCTYPE version. */
  version?: string;
}

export interface SetupItemOption {
  partId: string;
  aux?: string;
  quantity: string;
  /** ItemDetail/UnitOfMeasure: with it the ItemOut carries a full ItemDetail, as Ariba sends on edit. */
  uom?: string;
  price?: string;
}

/** One ItemOut of a setup or order request. */
export function itemOutXml(i: SetupItemOption, n: number): string {
  const detail = i.uom
    ? `<ItemDetail><UnitPrice><Money currency="USD">${i.price ?? '1.00'}</Money></UnitPrice>` +
      `<Description xml:lang="en">Requisition line ${n + 1}</Description><UnitOfMeasure>${esc(i.uom)}</UnitOfMeasure>` +
      `<Classification domain="UNSPSC">50000000</Classification></ItemDetail>`
    : '';
  return (
    `<ItemOut quantity="${i.quantity}" lineNumber="${n + 1}"><ItemID><SupplierPartID>${esc(i.partId)}</SupplierPartID>` +
    `${i.aux ? `<SupplierPartAuxiliaryID>${esc(i.aux)}</SupplierPartAuxiliaryID>` : ''}</ItemID>${detail}</ItemOut>`
  );
}

const esc = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** An Ariba Network style PunchOutSetupRequest (From NetworkID + DUNS, Sender the network with the shared secret). */
export function aribaSetupRequest(o: SetupOptions = {}): string {
  const from = o.fromIdentity ?? demoCxml.fromIdentity;
  const extrinsics = o.extrinsics ?? {
    UserEmail: 'jordan.reyes@riversidebistro.example',
    UniqueName: 'jreyes',
    CostCenter: '4410',
  };
  const secret = o.sharedSecret === undefined ? demoCxml.sharedSecret : o.sharedSecret;
  const items = (o.items ?? []).map(itemOutXml).join('\n      ');
  const version = o.version ?? '1.2.014';
  const shipTo =
    o.shipToAddressId === null
      ? ''
      : `<ShipTo><Address addressID="${esc(o.shipToAddressId ?? '002')}"><Name xml:lang="en-US">Riverside Bistro - Harbor St</Name></Address></ShipTo>`;
  const selected = o.selectedItem
    ? `<SelectedItem><ItemID><SupplierPartID>${esc(o.selectedItem)}</SupplierPartID></ItemID></SelectedItem>`
    : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/${version}/cXML.dtd">
<cXML payloadID="1733325600123.4471.9871@ariba.example" timestamp="2026-01-12T09:14:03-08:00" xml:lang="en-US" version="${version}">
  <Header>
    <From>
      <Credential domain="${o.fromDomain ?? demoCxml.fromDomain}"><Identity>${esc(from)}</Identity></Credential>
      <Credential domain="DUNS"><Identity>128990368</Identity></Credential>
    </From>
    <To>
      <Credential domain="DUNS"><Identity>836004415</Identity></Credential>
    </To>
    <Sender>
      <Credential domain="NetworkID">
        <Identity>${esc(o.senderIdentity ?? 'AN01000000001')}</Identity>
        ${secret === null ? '' : `<SharedSecret>${esc(secret)}</SharedSecret>`}
      </Credential>
      <UserAgent>Ariba Buying 2511</UserAgent>
    </Sender>
  </Header>
  <Request deploymentMode="production">
    <PunchOutSetupRequest operation="${o.operation ?? 'create'}">
      <BuyerCookie>${o.buyerCookie ?? '1J3YVWU9QWMTB'}</BuyerCookie>
      ${Object.entries(extrinsics)
        .map(([k, v]) => `<Extrinsic name="${esc(k)}">${esc(v)}</Extrinsic>`)
        .join('\n      ')}
      ${o.postUrl === null ? '' : `<BrowserFormPost><URL>${esc(o.postUrl ?? 'https://s1.ariba.example/Buyer/punchout/return?sid=8841')}</URL></BrowserFormPost>`}
      <Contact role="endUser"><Name xml:lang="en-US">Jordan Reyes</Name><Email>jordan.reyes@riversidebistro.example</Email></Contact>
      <SupplierSetup><URL>https://shop.example/punchout/cxml</URL></SupplierSetup>
      ${shipTo}
      ${selected}
      ${items}
    </PunchOutSetupRequest>
  </Request>
</cXML>`;
}

/** A Coupa style PunchOutSetupRequest: no DOCTYPE, DUNS credentials, FirstName/LastName/UserEmail extrinsics. */
export function coupaSetupRequest(o: SetupOptions = {}): string {
  const extrinsics = o.extrinsics ?? {
    FirstName: 'Priya',
    LastName: 'Natarajan',
    UserEmail: 'priya.natarajan@example.edu',
    User: 'pnatarajan',
  };
  return `<?xml version="1.0" encoding="UTF-8"?>
<cXML version="1.2.020" xml:lang="en-US" payloadID="a7d3c1e0-55f1-4f0e-9a55-2f5b3f1b7c1d@coupahost.example" timestamp="2026-01-12T17:14:03+00:00">
<Header>
<From><Credential domain="${o.fromDomain ?? demoCxml.fromDomain}"><Identity>${esc(o.fromIdentity ?? demoCxml.fromIdentity)}</Identity></Credential></From>
<To><Credential domain="DUNS"><Identity>836004415</Identity></Credential></To>
<Sender><Credential domain="${o.fromDomain ?? demoCxml.fromDomain}"><Identity>${esc(o.senderIdentity ?? o.fromIdentity ?? demoCxml.fromIdentity)}</Identity><SharedSecret>${esc(o.sharedSecret ?? demoCxml.sharedSecret)}</SharedSecret></Credential><UserAgent>Coupa Procurement 1.0</UserAgent></Sender>
</Header>
<Request>
<PunchOutSetupRequest operation="${o.operation ?? 'create'}">
<BuyerCookie>${o.buyerCookie ?? '7ab2c95ee0c0d5d2d0d4f7c0b5f7f4d1'}</BuyerCookie>
${Object.entries(extrinsics)
  .map(([k, v]) => `<Extrinsic name="${esc(k)}">${esc(v)}</Extrinsic>`)
  .join('\n')}
<BrowserFormPost><URL>${esc(o.postUrl ?? 'https://coupa.example.edu/punchout/checkout?id=11')}</URL></BrowserFormPost>
</PunchOutSetupRequest>
</Request>
</cXML>`;
}

export function postSetup(app: FastifyInstance, xml: string, contentType = 'text/xml; charset=UTF-8') {
  return app.inject({ method: 'POST', url: '/punchout/cxml', headers: { 'content-type': contentType }, payload: xml });
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  isArray: (n) => n === 'ItemIn' || n === 'Transaction',
});

export interface ParsedStatus {
  code: number;
  text: string;
  detail: string;
  startPage: string | null;
}

/** The Status and StartPage of a setup answer. */
export function readSetupAnswer(xml: string): ParsedStatus {
  const doc = parser.parse(xml) as {
    cXML: {
      Response: {
        Status: string | { '@code': string; '@text': string; '#text'?: string };
        PunchOutSetupResponse?: { StartPage: { URL: string } };
      };
    };
  };
  const status = doc.cXML.Response.Status;
  const s = typeof status === 'string' ? { '@code': '', '@text': '', '#text': status } : status;
  return {
    code: Number(s['@code']),
    text: s['@text'],
    detail: s['#text'] ?? '',
    startPage: doc.cXML.Response.PunchOutSetupResponse?.StartPage.URL ?? null,
  };
}

export function parseOrderMessage(xml: string) {
  return parser.parse(xml) as {
    cXML: {
      Header: unknown;
      Message: {
        PunchOutOrderMessage: {
          BuyerCookie: string;
          PunchOutOrderMessageHeader: {
            '@operationAllowed': string;
            Total: { Money: { '#text': string; '@currency': string } };
          };
          ItemIn?: {
            '@quantity': string;
            ItemID: { SupplierPartID: string; SupplierPartAuxiliaryID: string };
            ItemDetail: {
              UnitPrice: { Money: { '#text': string; '@currency': string } };
              Description: { '#text': string; ShortName: string };
              UnitOfMeasure: string;
              Classification: { '#text': string; '@domain': string };
            };
          }[];
        };
      };
    };
  };
}

/** The code in a start page address (…/?ac=code). */
export function codeOf(startPage: string | null): string {
  const code = startPage ? new URL(startPage).searchParams.get('ac') : null;
  if (!code) throw new Error(`no code in ${startPage}`);
  return code;
}

export function exchange(app: FastifyInstance, code: string, extra: Record<string, string> = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ grant_type: 'authorization_code', code, ...extra }).toString(),
  });
}

export interface EnvelopeOptions {
  payloadId?: string;
  sharedSecret?: string;
  fromIdentity?: string;
  version?: string;
}

/** Any cXML request with the demo buyer's Ariba-style Header around it. */
export function aribaRequest(requestXml: string, o: EnvelopeOptions = {}): string {
  const version = o.version ?? '1.2.014';
  return `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/${version}/cXML.dtd">
<cXML payloadID="${esc(o.payloadId ?? '1736787600000.88.1@ariba.example')}" timestamp="2026-01-13T10:00:00-08:00" xml:lang="en-US" version="${version}">
  <Header>
    <From><Credential domain="NetworkID"><Identity>${esc(o.fromIdentity ?? demoCxml.fromIdentity)}</Identity></Credential></From>
    <To><Credential domain="DUNS"><Identity>836004415</Identity></Credential></To>
    <Sender>
      <Credential domain="NetworkID"><Identity>AN01000000001</Identity><SharedSecret>${esc(o.sharedSecret ?? demoCxml.sharedSecret)}</SharedSecret></Credential>
      <UserAgent>Ariba Buying 2511</UserAgent>
    </Sender>
  </Header>
  <Request deploymentMode="production">
    ${requestXml}
  </Request>
</cXML>`;
}

const addressXml = (id: string, name: string) =>
  `<Address addressID="${esc(id)}"><Name xml:lang="en">${esc(name)}</Name><PostalAddress><Street>14 Harbor St</Street>` +
  `<City>Portland</City><State>OR</State><PostalCode>97201</PostalCode><Country isoCountryCode="US">United States</Country></PostalAddress></Address>`;

export interface OrderRequestOptions extends EnvelopeOptions {
  orderId?: string;
  shipToAddressId?: string;
  requestedDeliveryDate?: string;
  type?: string;
  items: SetupItemOption[];
}

/** An Ariba-style purchase order (OrderRequest) as the buyer's system sends it after approval. */
export function orderRequest(o: OrderRequestOptions): string {
  const header =
    `<OrderRequestHeader orderID="${esc(o.orderId ?? 'PO-4500012345')}" orderDate="2026-01-13T10:00:00-08:00" type="${o.type ?? 'new'}"` +
    `${o.requestedDeliveryDate ? ` requestedDeliveryDate="${o.requestedDeliveryDate}"` : ''}>` +
    `<Total><Money currency="USD">100.00</Money></Total>` +
    `<ShipTo>${addressXml(o.shipToAddressId ?? '002', 'Riverside Bistro - Harbor St')}</ShipTo>` +
    `<BillTo>${addressXml('AP-01', 'Riverside Bistro Group Accounts Payable')}</BillTo>` +
    `<Comments xml:lang="en">Deliver to the back door</Comments>` +
    `</OrderRequestHeader>`;
  return aribaRequest(
    `<OrderRequest>${header}${o.items.map((i, n) => itemOutXml({ price: '1.00', uom: 'EA', ...i }, n)).join('')}</OrderRequest>`,
    o,
  );
}

export function readProfile(xml: string) {
  return parser.parse(xml) as {
    cXML: {
      '@version': string;
      '@timestamp': string;
      Response: {
        Status: { '@code': string };
        ProfileResponse?: { '@effectiveDate': string; Transaction: { '@requestName': string; URL: string }[] };
      };
    };
  };
}
