import { CartMessages, type CartLinePayload, type Product, type RoundingFlag } from '@provender/contract';
import { Decimal } from './decimal.ts';
import { defaultPriceUnit, toPrice } from './pricing.ts';
import { sellByQuantity } from './sell-by-multiple.ts';
import { hasAtMostDecimals, MAX_PRICE, MAX_QUANTITY } from './units.ts';

/** The effective settings that decide what a buyer may put in the cart. */
export interface CartLinePolicy {
  canChangePrice: boolean;
  roundingFlag: RoundingFlag;
  syncPriceBy: boolean;
  allowProductTextLines: boolean;
  /** The buyer confirmed a quantity that is not a multiple of the sell-by multiple. */
  confirmQuantity: boolean;
}

/** What a checked cart line stores. */
export interface CartLineWrite {
  productId: number;
  unitOfMeasure: string;
  quantity: string;
  unitOfMeasurePrc: string;
  overridePrice: string | null;
  /** undefined keeps what the line had. */
  productText1: string | undefined;
  productText2: string | undefined;
}

export type CartLineCheck = { ok: true; line: CartLineWrite } | { ok: false; message: string };

const fail = (message: string): CartLineCheck => ({ ok: false, message });

/** The line's override price, rounded to its unit's decimals, or the message refusing it. */
function overridePriceOf(
  input: CartLinePayload,
  policy: CartLinePolicy,
  priceDecimals: number,
): { price: string | null } | { message: string } {
  if (input.overridePrice === undefined || input.overridePrice === null) return { price: null };
  if (!policy.canChangePrice) return { message: 'You may not change the price.' };
  const price = new Decimal(String(input.overridePrice));
  if (!hasAtMostDecimals(price, 4)) return { message: 'Price may have at most 4 decimals.' };
  const rounded = toPrice(price, priceDecimals);
  // Rounding may carry past what a price column holds (99,999,999.9999 at 2 decimals).
  if (rounded.gt(MAX_PRICE)) return { message: 'Price is too large.' };
  return { price: rounded.toFixed(priceDecimals) };
}

/**
 * Checks one cart line against the product and the buyer's settings and answers what to store:
 * the quantity kept by the sell-by rule (sell-by-multiple.ts), the price-by unit and an override
 * price only when the buyer may change prices. Messages are the ones the add-to-cart dialog shows.
 * `existingUnit` is the line's sell-by unit when an existing line is edited (it cannot change).
 */
export function checkCartLine(
  input: CartLinePayload,
  product: Product | undefined,
  policy: CartLinePolicy,
  existingUnit?: string,
): CartLineCheck {
  if (!product) return fail(CartMessages.unavailable);
  if (product.sellBys.length === 0) return fail(CartMessages.noSellBy);
  if (existingUnit !== undefined && existingUnit !== input.unitOfMeasure)
    return fail('The Sell By U/M of a cart line cannot be changed.');
  const sellBy = product.sellBys.find((s) => s.unitOfMeasure === input.unitOfMeasure);
  if (!sellBy) return fail(`${input.unitOfMeasure} is not a Sell By U/M of this product.`);

  const entered = new Decimal(String(input.orderQuantity));
  if (!hasAtMostDecimals(entered, 2)) return fail('Quantity may have at most 2 decimals.');
  if (entered.lte(0)) return fail('Quantity must be greater than 0.');
  const kept = sellByQuantity(entered, sellBy, policy.roundingFlag, policy.confirmQuantity);
  if ('message' in kept) return fail(kept.message);
  if (kept.quantity.gt(MAX_QUANTITY)) return fail(CartMessages.quantityTooLarge);

  if (product.priceBys.length === 0) return fail('Product has no Price By U/M');
  const defaultUnit = defaultPriceUnit(sellBy, product.priceBys, product.pricingUM, policy.syncPriceBy);
  const priceUnit = input.unitOfMeasure_Prc ?? defaultUnit;
  const priceBy = product.priceBys.find((p) => p.unitOfMeasure === priceUnit);
  if (!priceBy) return fail(`${priceUnit} is not a Price By U/M of this product.`);
  if (!policy.canChangePrice && priceUnit !== defaultUnit && priceUnit !== product.pricingUM) {
    return fail('You may not change the Price By U/M.');
  }
  const override = overridePriceOf(input, policy, priceBy.priceDecimals);
  if ('message' in override) return fail(override.message);

  const texts = [input.productText1, input.productText2];
  if (!policy.allowProductTextLines && texts.some((t) => t !== undefined && t.trim() !== '')) {
    return fail('Product notes are not allowed.');
  }
  return {
    ok: true,
    line: {
      productId: product.productKey,
      unitOfMeasure: sellBy.unitOfMeasure,
      quantity: kept.quantity.toFixed(2),
      unitOfMeasurePrc: priceUnit,
      overridePrice: override.price,
      productText1: policy.allowProductTextLines ? input.productText1?.trim() : undefined,
      productText2: policy.allowProductTextLines ? input.productText2?.trim() : undefined,
    },
  };
}
