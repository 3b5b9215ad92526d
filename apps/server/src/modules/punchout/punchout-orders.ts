import { Decimal, MONEY_DECIMALS, caseQuantity, extension, findCaseUnit } from '@provender/rules';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { priceIn, type PricingService } from '../pricing/pricing.service.ts';
import { buyerSettings } from './buyer-settings.ts';
import type { OrderRequest } from './cxml-order-request.ts';
import { CxmlStatus, CxmlStatusError } from './cxml-status.ts';
import { matchLine } from './punchout-line-match.ts';
import { productsByCode } from './punchout-preload.ts';
import type { BuyerOrder, BuyerOrderWrite, PunchoutBuyerRow, PunchoutRepository } from './punchout.repository.ts';

/** The ship-to an OrderRequest or setup names through the buyer's map, else the buyer's, else the customer's default. */
export async function shiptoFor(
  repo: PunchoutRepository,
  buyer: PunchoutBuyerRow,
  addressId: string | null,
): Promise<string | null> {
  const settings = buyerSettings(buyer.settings);
  const mapped = addressId ? (settings.shiptoMap[addressId] ?? null) : null;
  const known = mapped ? await repo.customerShipto(buyer.customerId, mapped) : null;
  return known ?? buyer.shiptoCode ?? (await repo.customerDefaultShipto(buyer.customerId));
}

/**
 * Turns a buyer's purchase order into an order of its customer (decision 056): lines matched by
 * SupplierPartID and SupplierPartAuxiliaryID (or the unit map), priced by the storefront's price
 * rules for the customer, the PO number kept. A line that cannot be matched is named in the
 * Status text; a purchase order whose lines all fail is refused. A retry answers the first result.
 */
export function createBuyerOrders(deps: {
  repo: PunchoutRepository;
  catalog: CatalogService;
  pricing: PricingService;
}) {
  const { repo, catalog, pricing } = deps;

  return async function placeOrder(
    buyer: PunchoutBuyerRow,
    payloadId: string,
    request: OrderRequest,
  ): Promise<BuyerOrder> {
    const settings = buyerSettings(buyer.settings);
    const products = await productsByCode(
      repo,
      catalog,
      buyer.customerId,
      request.items.map((i) => i.supplierPartId),
    );
    const basis = await pricing.basisFor(
      { customerId: buyer.customerId },
      [...products.values()].map((p) => p.productKey),
    );
    const unmatched: string[] = [];
    const lines: BuyerOrderWrite['lines'] = [];
    let lineTotal = new Decimal(0);
    for (const item of request.items) {
      const match = matchLine(item, products.get(item.supplierPartId), settings, 'when-no-unit');
      if (!match.ok) {
        unmatched.push(match.message);
        continue;
      }
      const { product } = match;
      const sellBy = product.sellBys.find((s) => s.unitOfMeasure === match.unitOfMeasure);
      const priceUnit = product.priceBys.some((p) => p.unitOfMeasure === match.unitOfMeasure)
        ? match.unitOfMeasure
        : product.pricingUM;
      const priceBy = product.priceBys.find((p) => p.unitOfMeasure === priceUnit);
      const b = basis.get(product.productKey);
      const price = b?.available ? priceIn(b, priceUnit) : null;
      if (!sellBy || !priceBy || !price) {
        unmatched.push(`Line ${item.lineNumber} (${item.supplierPartId}): it cannot be priced for you now.`);
        continue;
      }
      const amount = new Decimal(extension(match.quantity, sellBy, priceBy, price.price));
      lineTotal = lineTotal.plus(amount);
      lines.push({
        productId: product.productKey,
        unitOfMeasure: match.unitOfMeasure,
        quantity: new Decimal(match.quantity).toFixed(2),
        unitOfMeasurePrc: priceUnit,
        unitPrice: price.price.toFixed(4),
        extension: amount.toFixed(MONEY_DECIMALS),
        caseQuantity: caseQuantity(
          match.quantity,
          sellBy,
          findCaseUnit([...product.sellBys, ...product.priceBys]),
        ).toFixed(2),
      });
    }
    if (lines.length === 0) {
      throw new CxmlStatusError(
        CxmlStatus.badRequest,
        `No line of order ${request.orderId} could be matched: ${unmatched.join(' ')}`,
      );
    }
    const total = lineTotal.toFixed(MONEY_DECIMALS);
    const placedText = (orderNumber: string) =>
      [
        `Order ${orderNumber} placed for purchase order ${request.orderId}.`,
        unmatched.length > 0
          ? `${unmatched.length} line(s) were not ordered and need your attention: ${unmatched.join(' ')}`
          : '',
      ]
        .filter(Boolean)
        .join(' ');
    return repo.placeBuyerOrder({
      buyerId: buyer.id,
      buyerOrderId: request.orderId,
      payloadId,
      statusText: placedText,
      customerId: buyer.customerId,
      shiptoCode: await shiptoFor(repo, buyer, request.shipToAddressId),
      poNumber: request.orderId.slice(0, 50),
      deliveryDate: request.requestedDeliveryDate,
      notes: request.comments,
      lineTotal: total,
      total,
      lines,
    });
  };
}
