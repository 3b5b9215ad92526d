import Decimal from 'decimal.js';
import { MONEY_DECIMALS } from '@provender/rules';
import type { PricedRow } from '../cart/cart.service.ts';
import { unCefactUnit } from './unit-codes.ts';

/** Prices sent per sell-by unit keep 4 decimals. */
const TRANSFER_PRICE_DECIMALS = 4;

/** A cart line as both return formats need it: quantities and money as exact decimal text. */
export interface TransferLine {
  productCode: string;
  /** Our sell-by unit code. */
  unitOfMeasure: string;
  unCefactUnit: string;
  quantity: string;
  /** Price of one sell-by unit, so quantity × unitPrice is the line amount. */
  unitPrice: Decimal;
  extension: Decimal;
  description: string;
  shortName: string;
  categoryCode: string;
  unspsc: string | null;
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
    const sellBy = product.sellBys.find((s) => s.unitOfMeasure === row.unitOfMeasure);
    const priceBy = product.priceBys.find((u) => u.unitOfMeasure === row.unitOfMeasurePrc);
    if (!sellBy || !priceBy || !p.unitPrice || !p.extension) throw new Error(`cart line ${row.id} is not priced`);
    const unitPrice = p.unitPrice
      .times(sellBy.stockConversion)
      .div(priceBy.stockConversion)
      .toDecimalPlaces(TRANSFER_PRICE_DECIMALS, Decimal.ROUND_HALF_UP);
    total = total.plus(p.extension);
    const details = [product.catalogDescription, product.additional['k1']].filter((t): t is string => !!t && t.trim() !== '');
    return {
      productCode: product.productCode,
      unitOfMeasure: row.unitOfMeasure,
      unCefactUnit: unCefactUnit(row.unitOfMeasure),
      quantity: new Decimal(row.quantity).toFixed(),
      unitPrice,
      extension: p.extension,
      description: [product.description, ...details].join(', '),
      shortName: product.description,
      categoryCode: product.productCategoryCode,
      unspsc: unspsc.get(product.productCategoryCode) ?? null,
    };
  });
  return { lines, total: total.toFixed(MONEY_DECIMALS) };
}
