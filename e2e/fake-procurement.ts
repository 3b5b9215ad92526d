import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { XMLParser } from 'fast-xml-parser';

/** What the buyer's browser posted back to the procurement system. */
export interface ReceivedCart {
  path: string;
  fields: URLSearchParams;
}

export interface ReturnedItem {
  quantity: string;
  supplierPartId: string;
  supplierPartAuxiliaryId: string;
  unitPrice: string;
  currency: string;
  unitOfMeasure: string;
  description: string;
  classification: string;
}

export interface ReturnedOrderMessage {
  buyerCookie: string;
  operationAllowed: string;
  total: string;
  items: ReturnedItem[];
}

/** What a setup request carries beyond a plain create. */
export interface SetupOptions {
  operation?: 'create' | 'edit' | 'inspect';
  /** The requisition's lines (edit and inspect). */
  items?: { supplierPartId: string; supplierPartAuxiliaryId: string; quantity: string }[];
  /** SelectedItem/ItemID/SupplierPartID: the product the buyer chose in the procurement system. */
  selectedItem?: string;
}

/** The demo buyers of the seed (apps/server/src/db/demo-data/punchout.ts). */
export const demoBuyers = {
  cxml: { fromDomain: 'NetworkID', fromIdentity: 'AN01000000001', sharedSecret: 'Demo-punchout-secret' },
  oci: { username: 'demo.oci', password: 'Demo-oci-pass1' },
} as const;

const esc = (t: string) => t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  parseTagValue: false,
  isArray: (name) => name === 'ItemIn',
});

/**
 * A small procurement system on 127.0.0.1: it posts the PunchOutSetupRequest (or builds the OCI
 * entry address), and takes the cart back at its return address, as Ariba, Coupa or SAP SRM do.
 */
export class FakeProcurementSystem {
  private server: Server | null = null;
  private port = 0;
  private readonly received: ReceivedCart[] = [];
  private readonly waiting: ((cart: ReceivedCart) => void)[] = [];

  async start(): Promise<void> {
    this.server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve) => this.server?.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.address() as AddressInfo).port;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  /** Where the cart comes back (BrowserFormPost URL or HOOK_URL). */
  returnUrl(requisition: string): string {
    return `http://127.0.0.1:${this.port}/punchout/return?requisition=${encodeURIComponent(requisition)}`;
  }

  /** The requisition page that shows the storefront in an iframe (Coupa's and Jaggaer's iframe mode). */
  framePageUrl(requisition: string, startPage: string): string {
    const query = new URLSearchParams({ requisition, start: startPage });
    return `http://127.0.0.1:${this.port}/requisition/frame?${query.toString()}`;
  }

  /**
   * Posts an Ariba-style PunchOutSetupRequest (create, or edit / inspect with the requisition's
   * lines as ItemOut, optionally a SelectedItem); answers the cXML Status and the StartPage URL.
   */
  async punchOutCxml(
    storefront: string,
    buyerCookie: string,
    requisition: string,
    options: SetupOptions = {},
  ): Promise<{ status: string; startPage: string }> {
    const items = (options.items ?? [])
      .map(
        (item, i) =>
          `<ItemOut quantity="${esc(item.quantity)}" lineNumber="${i + 1}"><ItemID>` +
          `<SupplierPartID>${esc(item.supplierPartId)}</SupplierPartID>` +
          `<SupplierPartAuxiliaryID>${esc(item.supplierPartAuxiliaryId)}</SupplierPartAuxiliaryID></ItemID></ItemOut>`,
      )
      .join('');
    const selected = options.selectedItem
      ? `<SelectedItem><ItemID><SupplierPartID>${esc(options.selectedItem)}</SupplierPartID></ItemID></SelectedItem>`
      : '';
    const xml = `<?xml version="1.0" encoding="UTF-8"?>
<!DOCTYPE cXML SYSTEM "http://xml.cxml.org/schemas/cXML/1.2.014/cXML.dtd">
<cXML payloadID="${Date.now()}.e2e@procurement.example" timestamp="${new Date().toISOString()}" xml:lang="en-US">
  <Header>
    <From><Credential domain="${demoBuyers.cxml.fromDomain}"><Identity>${demoBuyers.cxml.fromIdentity}</Identity></Credential></From>
    <To><Credential domain="DUNS"><Identity>836004415</Identity></Credential></To>
    <Sender>
      <Credential domain="${demoBuyers.cxml.fromDomain}"><Identity>${demoBuyers.cxml.fromIdentity}</Identity><SharedSecret>${demoBuyers.cxml.sharedSecret}</SharedSecret></Credential>
      <UserAgent>Fake Procurement 1.0</UserAgent>
    </Sender>
  </Header>
  <Request deploymentMode="test">
    <PunchOutSetupRequest operation="${options.operation ?? 'create'}">
      <BuyerCookie>${esc(buyerCookie)}</BuyerCookie>
      <Extrinsic name="UserEmail">e2e.buyer@riversidebistro.example</Extrinsic>
      <BrowserFormPost><URL>${esc(this.returnUrl(requisition))}</URL></BrowserFormPost>
      ${selected}${items}
    </PunchOutSetupRequest>
  </Request>
</cXML>`;
    const res = await fetch(`${storefront}/punchout/cxml`, {
      method: 'POST',
      headers: { 'content-type': 'text/xml; charset=utf-8' },
      body: xml,
    });
    const answer = parser.parse(await res.text()) as {
      cXML: { Response: { Status: { '@code': string }; PunchOutSetupResponse?: { StartPage: { URL: string } } } };
    };
    return {
      status: answer.cXML.Response.Status['@code'],
      startPage: answer.cXML.Response.PunchOutSetupResponse?.StartPage.URL ?? '',
    };
  }

  /** The SAP OCI entry address the buyer's browser is sent to. */
  ociEntryUrl(storefront: string, requisition: string): string {
    const params = new URLSearchParams({
      USERNAME: demoBuyers.oci.username,
      PASSWORD: demoBuyers.oci.password,
      HOOK_URL: this.returnUrl(requisition),
      '~OkCode': 'ADDI',
      '~TARGET': '_top',
      '~CALLER': 'CTLG',
    });
    return `${storefront}/punchout/oci?${params.toString()}`;
  }

  /** The next cart to arrive for the requisition (already arrived ones count). */
  async nextCart(requisition: string, timeoutMs = 30_000): Promise<ReceivedCart> {
    const matches = (c: ReceivedCart) => c.path.includes(`requisition=${encodeURIComponent(requisition)}`);
    const found = this.received.find(matches);
    if (found) return found;
    return new Promise<ReceivedCart>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no cart came back for ${requisition}`)), timeoutMs);
      this.waiting.push((cart) => {
        if (!matches(cart)) return;
        clearTimeout(timer);
        resolve(cart);
      });
    });
  }

  /** Reads a returned cXML PunchOutOrderMessage from the form (cxml-urlencoded or cxml-base64). */
  static orderMessage(cart: ReceivedCart): ReturnedOrderMessage {
    const base64 = cart.fields.get('cxml-base64');
    const xml = base64
      ? Buffer.from(base64, 'base64').toString('utf8')
      : (cart.fields.get('cxml-urlencoded') ?? cart.fields.get('cxmlencoded') ?? '');
    const doc = parser.parse(xml) as {
      cXML: {
        Message: {
          PunchOutOrderMessage: {
            BuyerCookie: string;
            PunchOutOrderMessageHeader: { '@operationAllowed': string; Total: { Money: { '#text': string } } };
            ItemIn?: {
              '@quantity': string;
              ItemID: { SupplierPartID: string; SupplierPartAuxiliaryID: string };
              ItemDetail: {
                UnitPrice: { Money: { '#text': string; '@currency': string } };
                Description: { '#text': string };
                UnitOfMeasure: string;
                Classification: { '#text': string; '@domain': string };
              };
            }[];
          };
        };
      };
    };
    const message = doc.cXML.Message.PunchOutOrderMessage;
    return {
      buyerCookie: message.BuyerCookie,
      operationAllowed: message.PunchOutOrderMessageHeader['@operationAllowed'],
      total: message.PunchOutOrderMessageHeader.Total.Money['#text'],
      items: (message.ItemIn ?? []).map((i) => ({
        quantity: i['@quantity'],
        supplierPartId: i.ItemID.SupplierPartID,
        supplierPartAuxiliaryId: i.ItemID.SupplierPartAuxiliaryID,
        unitPrice: i.ItemDetail.UnitPrice.Money['#text'],
        currency: i.ItemDetail.UnitPrice.Money['@currency'],
        unitOfMeasure: i.ItemDetail.UnitOfMeasure,
        description: i.ItemDetail.Description['#text'],
        classification: `${i.ItemDetail.Classification['@domain']}:${i.ItemDetail.Classification['#text']}`,
      })),
    };
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    if (req.method === 'GET' && req.url?.startsWith('/requisition/frame')) {
      const query = new URL(req.url, 'http://127.0.0.1').searchParams;
      res
        .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        .end(
          `<!doctype html><title>Requisition ${esc(query.get('requisition') ?? '')}</title>` +
            `<h1>Requisition ${esc(query.get('requisition') ?? '')}</h1>` +
            `<iframe title="Supplier catalog" src="${esc(query.get('start') ?? '')}" style="width:100%;height:85vh;border:1px solid #999"></iframe>`,
        );
      return;
    }
    if (req.method !== 'POST' || !req.url?.startsWith('/punchout/return')) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const cart: ReceivedCart = { path: req.url, fields: new URLSearchParams(Buffer.concat(chunks).toString('utf8')) };
    this.received.push(cart);
    for (const notify of this.waiting) notify(cart);
    res
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      .end('<!doctype html><title>Requisition</title><h1>Requisition received</h1>');
  }
}
