import { Decimal, MONEY_DECIMALS } from '@provender/rules';
import type { Product } from '@provender/contract';
import type { PricedRow } from '../cart/cart.service.ts';

/** Prices sent per sell-by unit keep 4 decimals. */
const TRANSFER_PRICE_DECIMALS = 4;

/** A cart line as both return formats need it: quantities and money as exact decimal text. */
export interface TransferLine {
  productCode: string;
  /** Our sell-by unit code (the buyer's code comes from its unit map when the message is built). */
  unitOfMeasure: string;
  quantity: string;
  /** Price of one sell-by unit, so quantity × unitPrice is the line amount. */
  unitPrice: Decimal;
  extension: Decimal;
  description: string;
  shortName: string;
  categoryCode: string;
  unspsc: string | null;
  /** The brand (catalog field k1). */
  manufacturerName: string | null;
  /** The manufacturer's part number, when the catalog has one (additional field mpn). */
  manufacturerPartId: string | null;
  /** Days from order to delivery, when the catalog has them (additional field leadTimeDays). */
  leadTimeDays: string | null;
}

export interface TransferCart {
  lines: TransferLine[];
  /** Sum of the extensions, 2 decimals. */
  total: string;
}

/**
 * Turns priced cart rows into transfer lines. A line priced by another unit than it is sold by
 * (2 CS at 1.90 per LB) goes as its sell-by quantity at the price of one sell-by unit
 * (1.90 × 40 LB = 76.00 per CS), which is what a requisition line holds (decision 051).
 */
export function transferCart(priced: readonly PricedRow[], unspsc: ReadonlyMap<string, string>): TransferCart {
  let total = new Decimal(0);
  const lines = priced.map((p): TransferLine => {
    const { row, product } = p;
    if (!p.unitPrice || !p.extension) throw new Error(`cart line ${row.id} is not priced`);
    total = total.plus(p.extension);
    return transferLine(product, row.unitOfMeasure, row.unitOfMeasurePrc, new Decimal(row.quantity), p.unitPrice, {
      extension: p.extension,
      unspsc,
    });
  });
  return { lines, total: total.toFixed(MONEY_DECIMALS) };
}

/**
 * One product as a transfer line: `quantity` of `unitOfMeasure`, priced at `price` per
 * `unitOfMeasurePrc`; the extension is the cart's when given, else quantity × unit price.
 */
export function transferLine(
  product: Product,
  unitOfMeasure: string,
  unitOfMeasurePrc: string,
  quantity: Decimal,
  price: Decimal,
  options: { extension?: Decimal; unspsc: ReadonlyMap<string, string> },
): TransferLine {
  const sellBy = product.sellBys.find((s) => s.unitOfMeasure === unitOfMeasure);
  const priceBy = product.priceBys.find((u) => u.unitOfMeasure === unitOfMeasurePrc);
  if (!sellBy || !priceBy) throw new Error(`${product.productCode} has no unit ${unitOfMeasure}/${unitOfMeasurePrc}`);
  const unitPrice = price
    .times(sellBy.stockConversion)
    .div(priceBy.stockConversion)
    .toDecimalPlaces(TRANSFER_PRICE_DECIMALS, Decimal.ROUND_HALF_UP);
  const { unspsc } = options;
  const leadTime = product.additional['leadTimeDays']?.trim() ?? '';
  const details = [product.catalogDescription, product.additional['k1']].filter(
    (t): t is string => !!t && t.trim() !== '',
  );
  return {
    productCode: product.productCode,
    unitOfMeasure,
    quantity: quantity.toFixed(),
    unitPrice,
    extension: options.extension ?? unitPrice.times(quantity).toDecimalPlaces(MONEY_DECIMALS, Decimal.ROUND_HALF_UP),
    description: [product.description, ...details].join(', '),
    shortName: product.description,
    categoryCode: product.productCategoryCode,
    unspsc: unspsc.get(product.productCategoryCode) ?? null,
    manufacturerName: product.additional['k1']?.trim() || null,
    manufacturerPartId: product.additional['mpn']?.trim() || null,
    leadTimeDays: /^\d{1,4}$/.test(leadTime) ? leadTime : null,
  };
}
