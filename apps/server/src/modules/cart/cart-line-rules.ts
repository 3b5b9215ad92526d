import { CartMessages, type CartLinePayload, type Product, type RoundingFlag } from '@provender/contract';
import {
  Decimal,
  defaultPriceUnit,
  hasAtMostDecimals,
  isDivisible,
  MAX_PRICE,
  MAX_QUANTITY,
  roundToMultiple,
  toPrice,
  toQuantity,
} from '@provender/rules';
import type { LineWrite } from './cart.repository.ts';

/** The effective settings that decide what a buyer may put in the cart. */
export interface LinePolicy {
  canChangePrice: boolean;
  roundingFlag: RoundingFlag;
  syncPriceBy: boolean;
  allowProductTextLines: boolean;
  /** The buyer confirmed a quantity that is not a multiple of the sell-by multiple. */
  confirmQuantity: boolean;
}

export type LineCheck = { ok: true; line: LineWrite } | { ok: false; message: string };

const fail = (message: string): LineCheck => ({ ok: false, message });

/**
 * Checks one line against the product and the buyer's settings and answers what to store:
 * the quantity rounded by the rounding flag, the price-by unit and an override price only when
 * the buyer may change prices. Messages are the ones the add-to-cart dialog shows.
 * `existingUnit` is the line's sell-by unit when an existing line is edited (it cannot change).
 */
export function checkLine(
  input: CartLinePayload,
  product: Product | undefined,
  policy: LinePolicy,
  existingUnit?: string,
): LineCheck {
  if (!product) return fail(CartMessages.unavailable);
  if (product.sellBys.length === 0) return fail(CartMessages.noSellBy);
  if (existingUnit !== undefined && existingUnit !== input.unitOfMeasure)
    return fail('The Sell By U/M of a cart line cannot be changed.');
  const sellBy = product.sellBys.find((s) => s.unitOfMeasure === input.unitOfMeasure);
  if (!sellBy) return fail(`${input.unitOfMeasure} is not a Sell By U/M of this product.`);

  const entered = new Decimal(String(input.orderQuantity));
  if (!hasAtMostDecimals(entered, 2)) return fail('Quantity may have at most 2 decimals.');
  if (entered.lte(0)) return fail('Quantity must be greater than 0.');
  let quantity = toQuantity(entered);
  if (!isDivisible(quantity, sellBy.sellByMultiple)) {
    if (policy.roundingFlag === 'none') {
      if (!policy.confirmQuantity) return fail(CartMessages.notDivisible);
    } else {
      quantity = roundToMultiple(quantity, sellBy.sellByMultiple, policy.roundingFlag);
      if (quantity.isZero()) return fail(`Quantity must be at least ${sellBy.sellByMultiple} ${sellBy.unitOfMeasure}.`);
    }
  }
  if (quantity.gt(MAX_QUANTITY)) return fail(CartMessages.quantityTooLarge);

  if (product.priceBys.length === 0) return fail('Product has no Price By U/M');
  const defaultUnit = defaultPriceUnit(sellBy, product.priceBys, product.pricingUM, policy.syncPriceBy);
  const priceUnit = input.unitOfMeasure_Prc ?? defaultUnit;
  const priceBy = product.priceBys.find((p) => p.unitOfMeasure === priceUnit);
  if (!priceBy) return fail(`${priceUnit} is not a Price By U/M of this product.`);
  if (!policy.canChangePrice && priceUnit !== defaultUnit && priceUnit !== product.pricingUM) {
    return fail('You may not change the Price By U/M.');
  }

  let overridePrice: string | null = null;
  if (input.overridePrice !== undefined && input.overridePrice !== null) {
    if (!policy.canChangePrice) return fail('You may not change the price.');
    const price = new Decimal(String(input.overridePrice));
    if (!hasAtMostDecimals(price, 4)) return fail('Price may have at most 4 decimals.');
    const rounded = toPrice(price, priceBy.priceDecimals);
    // Rounding may carry past what a price column holds (99,999,999.9999 at 2 decimals).
    if (rounded.gt(MAX_PRICE)) return fail('Price is too large.');
    overridePrice = rounded.toFixed(priceBy.priceDecimals);
  }

  const texts = [input.productText1, input.productText2];
  if (!policy.allowProductTextLines && texts.some((t) => t !== undefined && t.trim() !== '')) {
    return fail('Product notes are not allowed.');
  }
  return {
    ok: true,
    line: {
      productId: product.productKey,
      unitOfMeasure: sellBy.unitOfMeasure,
      quantity: quantity.toFixed(2),
      unitOfMeasurePrc: priceUnit,
      overridePrice,
      productText1: policy.allowProductTextLines ? input.productText1?.trim() : undefined,
      productText2: policy.allowProductTextLines ? input.productText2?.trim() : undefined,
    },
  };
}
