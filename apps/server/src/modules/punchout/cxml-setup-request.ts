import { attr, bad, child, children, extrinsicsOf, isNode, text, trimmed, type Node } from './cxml-parse.ts';

/** A line of an edit or inspect request as the buyer's requisition holds it. */
export interface SetupItem {
  lineNumber: number;
  supplierPartId: string;
  supplierPartAuxiliaryId: string | null;
  /** ItemDetail/UnitOfMeasure, when the line carries it. */
  unitOfMeasure: string | null;
  /** Decimal text as sent ("2", "2.000"). */
  quantity: string;
  description: string;
}

export interface PunchOutSetupRequest {
  operation: string;
  /** Raw XML content, echoed byte for byte in the order message. */
  buyerCookie: string;
  extrinsics: Record<string, string>;
  browserFormPostUrl: string;
  contactEmail: string | null;
  /** Contact/Name, preferring the endUser contact. */
  contactName: string | null;
  /** ShipTo/Address@addressID. */
  shipToAddressId: string | null;
  /** SelectedItem/ItemID/SupplierPartID: the product (or category) to land on. */
  selectedItem: string | null;
  items: SetupItem[];
}

const QUANTITY = /^\d{1,9}(\.\d+)?$/;

function contacts(setup: Node) {
  const list = children(setup, 'Contact');
  const endUser = list.filter((c) => attr(c, 'role') === 'endUser');
  return [...endUser, ...list.filter((c) => attr(c, 'role') !== 'endUser')];
}

/** The PunchOutSetupRequest element of a parsed cXML request (decision 050, 058). */
export function setupRequestOf(setup: Node): PunchOutSetupRequest {
  const operation = attr(setup, 'operation');
  if (!operation) throw bad('PunchOutSetupRequest needs an operation');
  const rawCookie = setup['BuyerCookie'];
  const buyerCookie = typeof rawCookie === 'string' ? rawCookie : text(rawCookie);
  if (buyerCookie === null) throw bad('PunchOutSetupRequest needs a BuyerCookie');

  const url = trimmed(child(setup, 'BrowserFormPost')?.['URL']);
  if (!url) throw bad('PunchOutSetupRequest needs a BrowserFormPost URL to return the cart to');
  if (!/^https?:\/\//i.test(url)) throw bad('The BrowserFormPost URL must be an http or https address');

  const people = contacts(setup);
  const contactEmail = people.flatMap((c) => children(c, 'Email').map((e) => trimmed(e))).find((e) => e !== '') ?? null;
  const contactName = people.map((c) => trimmed(isNode(c) ? c['Name'] : undefined)).find((n) => n !== '') ?? null;
  const address = child(child(setup, 'ShipTo'), 'Address');
  const selected = trimmed(child(child(setup, 'SelectedItem'), 'ItemID')?.['SupplierPartID']);

  const items = children(setup, 'ItemOut').map((item, i): SetupItem => {
    const id = child(item, 'ItemID');
    const supplierPartId = trimmed(id?.['SupplierPartID']);
    const quantity = attr(item, 'quantity')?.trim() ?? '';
    if (!supplierPartId || !QUANTITY.test(quantity))
      throw bad(`ItemOut ${i + 1} needs a SupplierPartID and a quantity`);
    const detail = child(item, 'ItemDetail');
    const lineNumber = Number(attr(item, 'lineNumber') ?? i + 1);
    return {
      lineNumber: Number.isSafeInteger(lineNumber) ? lineNumber : i + 1,
      supplierPartId,
      supplierPartAuxiliaryId: trimmed(id?.['SupplierPartAuxiliaryID']) || null,
      unitOfMeasure: trimmed(detail?.['UnitOfMeasure']) || null,
      quantity,
      description: trimmed(detail?.['Description']),
    };
  });

  return {
    operation,
    buyerCookie,
    extrinsics: extrinsicsOf(setup),
    browserFormPostUrl: url,
    contactEmail,
    contactName,
    shipToAddressId: attr(address, 'addressID')?.trim() || null,
    selectedItem: selected || null,
    items,
  };
}
