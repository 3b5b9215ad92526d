import type { Product } from '@provender/contract';
import { Decimal, MONEY_DECIMALS, caseQuantity, extension, findCaseUnit } from '@provender/rules';
import { priceIn, type PriceBasis } from '../pricing/pricing.service.ts';
import type { BuyerSettings } from './buyer-settings.ts';
import type { OrderRequestItem } from './cxml-order-request.ts';
import { matchLine } from './punchout-line-match.ts';
import type { BuyerOrderWrite } from './punchout.repository.ts';

type OrderLine = BuyerOrderWrite['lines'][number];

/** A matched line priced by the storefront's price rules for the customer, or why it cannot be priced. */
function pricedLine(
  item: OrderRequestItem,
  match: { product: Product; unitOfMeasure: string; quantity: string },
  basis: Map<number, PriceBasis>,
): { line: OrderLine; amount: Decimal } | string {
  const { product } = match;
  const sellBy = product.sellBys.find((s) => s.unitOfMeasure === match.unitOfMeasure);
  const priceUnit = product.priceBys.some((p) => p.unitOfMeasure === match.unitOfMeasure)
    ? match.unitOfMeasure
    : product.pricingUM;
  const priceBy = product.priceBys.find((p) => p.unitOfMeasure === priceUnit);
  const b = basis.get(product.productKey);
  const price = b?.available ? priceIn(b, priceUnit) : null;
  if (!sellBy || !priceBy || !price) {
    return `Line ${item.lineNumber} (${item.supplierPartId}): it cannot be priced for you now.`;
  }
  const amount = new Decimal(extension(match.quantity, sellBy, priceBy, price.price));
  const caseUnit = findCaseUnit([...product.sellBys, ...product.priceBys]);
  const line = {
    productId: product.productKey,
    unitOfMeasure: match.unitOfMeasure,
    quantity: new Decimal(match.quantity).toFixed(2),
    unitOfMeasurePrc: priceUnit,
    unitPrice: price.price.toFixed(4),
    extension: amount.toFixed(MONEY_DECIMALS),
    caseQuantity: caseQuantity(match.quantity, sellBy, caseUnit).toFixed(2),
  };
  return { line, amount };
}

/**
 * A purchase order's lines matched by SupplierPartID and SupplierPartAuxiliaryID (or the unit map)
 * and priced for the customer, with their total; each line that cannot be ordered is named in
 * `unmatched`, in the order's order.
 */
export function buyerOrderLines(
  items: OrderRequestItem[],
  products: Map<string, Product>,
  basis: Map<number, PriceBasis>,
  settings: BuyerSettings,
): { lines: OrderLine[]; unmatched: string[]; lineTotal: Decimal } {
  const unmatched: string[] = [];
  const lines: OrderLine[] = [];
  let lineTotal = new Decimal(0);
  for (const item of items) {
    const match = matchLine(item, products.get(item.supplierPartId), settings, 'when-no-unit');
    const priced = match.ok ? pricedLine(item, match, basis) : match.message;
    if (typeof priced === 'string') {
      unmatched.push(priced);
      continue;
    }
    lineTotal = lineTotal.plus(priced.amount);
    lines.push(priced.line);
  }
  return { lines, unmatched, lineTotal };
}
