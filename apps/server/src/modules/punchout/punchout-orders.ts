import { MONEY_DECIMALS } from '@provender/rules';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { PricingService } from '../pricing/pricing.service.ts';
import { buyerOrderLines } from './buyer-order-lines.ts';
import { buyerSettings } from './buyer-settings.ts';
import type { OrderRequest } from './cxml-order-request.ts';
import { CxmlStatus, CxmlStatusError } from './cxml-status.ts';
import { productsByCode } from './punchout-preload.ts';
import type { BuyerOrder, PunchoutBuyerRow, PunchoutRepository } from './punchout.repository.ts';

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

/** The Status text of a placed order: its number, and the lines left out and why. */
function placedText(buyerOrderId: string, unmatched: string[], orderNumber: string): string {
  return [
    `Order ${orderNumber} placed for purchase order ${buyerOrderId}.`,
    unmatched.length > 0
      ? `${unmatched.length} line(s) were not ordered and need your attention: ${unmatched.join(' ')}`
      : '',
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * Turns a buyer's purchase order into an order of its customer (decision 056): lines matched by
 * SupplierPartID and SupplierPartAuxiliaryID (or the unit map), priced by the storefront's price
 * rules for the customer (buyer-order-lines.ts), the PO number kept. A line that cannot be
 * matched is named in the Status text; a purchase order whose lines all fail is refused. A retry
 * answers the first result.
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
    const { lines, unmatched, lineTotal } = buyerOrderLines(request.items, products, basis, settings);
    if (lines.length === 0) {
      throw new CxmlStatusError(
        CxmlStatus.badRequest,
        `No line of order ${request.orderId} could be matched: ${unmatched.join(' ')}`,
      );
    }
    const total = lineTotal.toFixed(MONEY_DECIMALS);
    return repo.placeBuyerOrder({
      buyerId: buyer.id,
      buyerOrderId: request.orderId,
      payloadId,
      statusText: (orderNumber) => placedText(request.orderId, unmatched, orderNumber),
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
