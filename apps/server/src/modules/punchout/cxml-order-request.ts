import { attr, bad, child, children, trimmed, type Node } from './cxml-parse.ts';
import { CxmlStatus, CxmlStatusError } from './cxml-status.ts';

export interface OrderRequestItem {
  lineNumber: number;
  supplierPartId: string;
  supplierPartAuxiliaryId: string | null;
  unitOfMeasure: string | null;
  quantity: string;
  /** UnitPrice/Money as sent, for the record; the order is priced by the storefront. */
  unitPrice: string | null;
  description: string;
}

export interface OrderRequest {
  /** The buyer's purchase order number. */
  orderId: string;
  orderDate: string;
  shipToAddressId: string | null;
  /** YYYY-MM-DD when the buyer asked for one (header or first line). */
  requestedDeliveryDate: string | null;
  comments: string;
  items: OrderRequestItem[];
}

const QUANTITY = /^\d{1,9}(\.\d+)?$/;
const DATE = /^(\d{4}-\d{2}-\d{2})/;

/**
 * The OrderRequest element, checked against what the cXML DTD requires of it (OrderRequestHeader
 * with orderID, orderDate, Total and BillTo; at least one ItemOut with a quantity and an ItemID
 * holding a SupplierPartID). Change and delete orders are not taken (450): they need a person.
 */
export function orderRequestOf(order: Node): OrderRequest {
  const header = child(order, 'OrderRequestHeader');
  if (!header) throw bad('OrderRequest needs an OrderRequestHeader');
  const orderId = attr(header, 'orderID')?.trim() ?? '';
  const orderDate = attr(header, 'orderDate')?.trim() ?? '';
  if (!orderId || orderId.length > 100) throw bad('OrderRequestHeader needs an orderID (at most 100 characters)');
  if (!orderDate) throw bad('OrderRequestHeader needs an orderDate');
  if (!child(header, 'Total')) throw bad('OrderRequestHeader needs a Total');
  if (!child(header, 'BillTo')) throw bad('OrderRequestHeader needs a BillTo');
  const type = attr(header, 'type') ?? 'new';
  if (type !== 'new') {
    throw new CxmlStatusError(
      CxmlStatus.notImplemented,
      `OrderRequest type '${type}' is not taken automatically; please contact us to change order ${orderId}`,
    );
  }
  const rawItems = children(order, 'ItemOut');
  if (rawItems.length === 0) throw bad('OrderRequest needs at least one ItemOut');
  const items = rawItems.map((item, i): OrderRequestItem => {
    const id = child(item, 'ItemID');
    const supplierPartId = trimmed(id?.['SupplierPartID']);
    const quantity = attr(item, 'quantity')?.trim() ?? '';
    if (!id || !supplierPartId || !QUANTITY.test(quantity))
      throw bad(`ItemOut ${i + 1} needs an ItemID with a SupplierPartID and a quantity`);
    const detail = child(item, 'ItemDetail');
    const lineNumber = Number(attr(item, 'lineNumber') ?? i + 1);
    return {
      lineNumber: Number.isSafeInteger(lineNumber) ? lineNumber : i + 1,
      supplierPartId,
      supplierPartAuxiliaryId: trimmed(id['SupplierPartAuxiliaryID']) || null,
      unitOfMeasure: trimmed(detail?.['UnitOfMeasure']) || null,
      quantity,
      unitPrice: trimmed(child(detail, 'UnitPrice')?.['Money']) || null,
      description: trimmed(detail?.['Description']),
    };
  });
  const requested =
    attr(header, 'requestedDeliveryDate') ?? rawItems.map((i) => attr(i, 'requestedDeliveryDate')).find(Boolean) ?? '';
  return {
    orderId,
    orderDate,
    shipToAddressId: attr(child(child(header, 'ShipTo'), 'Address'), 'addressID')?.trim() || null,
    requestedDeliveryDate: DATE.exec(requested)?.[1] ?? null,
    comments: children(header, 'Comments')
      .map((c) => trimmed(c))
      .filter(Boolean)
      .join(' ')
      .slice(0, 500),
    items,
  };
}
