import type { CartLine, CartLinePayload, Product } from '@provender/contract';
import { toPrice, type QuantityRoundingFlag } from '@provender/rules';
import { formatPriceInput, isPriceInput } from './price-input.ts';
import { findSellBy, initialQuantity, initialSellBy, priceDecimalsOf, priceUnitFor } from './product-units.ts';
import { formatQuantity, isQuantityInput, normalizeQuantity, parseQuantity, stepQuantity } from './quantity.ts';

/** What the Add To Cart / Edit Cart dialog holds while the buyer edits (spec 01 section 5). */
export interface CartLineForm {
  quantity: string;
  sellBy: string;
  priceBy: string;
  /** The typed price; used only while isOverride is set. */
  priceText: string;
  /** The buyer changed the price by hand (only possible with canChangePrice). */
  isOverride: boolean;
  productText1: string;
  productText2: string;
}

export interface CartLineRules {
  roundingFlag: QuantityRoundingFlag;
  syncPriceBy: boolean;
}

/** A quantity and unit to start with, e.g. from the product page's default-quantity control. */
export interface CartLineStart {
  quantity: number;
  unitOfMeasure: string;
}

export function newLineForm(product: Product, rules: CartLineRules, start?: CartLineStart): CartLineForm {
  const sellBy = (start && findSellBy(product, start.unitOfMeasure)) ?? initialSellBy(product);
  const unit = sellBy?.unitOfMeasure ?? '';
  const quantity = sellBy
    ? start && start.unitOfMeasure === unit
      ? start.quantity
      : initialQuantity(product, sellBy)
    : 0;
  return {
    quantity: formatQuantity(quantity),
    sellBy: unit,
    priceBy: sellBy ? priceUnitFor(product, unit, rules.syncPriceBy) : product.pricingUM,
    priceText: '',
    isOverride: false,
    productText1: '',
    productText2: '',
  };
}

export function editLineForm(line: CartLine): CartLineForm {
  const overridden = line.isOverridePrice && line.unitPrice.factor !== null;
  return {
    quantity: formatQuantity(line.quantity.value),
    sellBy: line.quantity.unit,
    priceBy: line.unitPrice.from,
    priceText: overridden ? formatPriceInput(line.unitPrice.factor ?? 0, line.priceDecimals) : '',
    isOverride: overridden,
    productText1: line.productText1,
    productText2: line.productText2,
  };
}

export type CartLineFormAction =
  | { type: 'quantity'; text: string }
  | { type: 'quantity-blur' }
  | { type: 'step'; direction: 1 | -1 }
  | { type: 'sell-by'; unit: string }
  | { type: 'price-by'; unit: string }
  | { type: 'price'; text: string }
  | { type: 'reset-price' }
  | { type: 'note'; which: 'productText1' | 'productText2'; text: string };

function multipleOf(product: Product, form: CartLineForm): number {
  return findSellBy(product, form.sellBy)?.sellByMultiple ?? 0;
}

/** The dialog's rules as a pure reducer over the form (the product and settings are fixed per dialog). */
export function reduceCartLineForm(
  product: Product,
  rules: CartLineRules,
  form: CartLineForm,
  action: CartLineFormAction,
): CartLineForm {
  switch (action.type) {
    case 'quantity':
      return isQuantityInput(action.text) ? { ...form, quantity: action.text } : form;
    case 'quantity-blur':
      return { ...form, quantity: normalizeQuantity(form.quantity, multipleOf(product, form), rules.roundingFlag) };
    case 'step':
      return { ...form, quantity: stepQuantity(form.quantity, multipleOf(product, form), action.direction) };
    case 'sell-by': {
      if (!findSellBy(product, action.unit)) return form;
      const next = { ...form, sellBy: action.unit };
      if (!rules.syncPriceBy) return next;
      const priceBy = priceUnitFor(product, action.unit, true);
      return priceBy === form.priceBy ? next : { ...next, priceBy, isOverride: false, priceText: '' };
    }
    case 'price-by':
      // A typed price was in the old unit; the new unit starts from its own price.
      return action.unit === form.priceBy ? form : { ...form, priceBy: action.unit, isOverride: false, priceText: '' };
    case 'price':
      return isPriceInput(action.text, priceDecimalsOf(product, form.priceBy))
        ? { ...form, priceText: action.text, isOverride: true }
        : form;
    case 'reset-price':
      return { ...form, isOverride: false, priceText: '' };
    case 'note':
      return { ...form, [action.which]: action.text };
  }
}

/** The price the line will have: the typed one when overridden, else the customer's price. */
export function effectivePrice(product: Product, form: CartLineForm, loadedPrice: number | null): number | null {
  if (!form.isOverride) return loadedPrice;
  if (form.priceText.trim() === '' || form.priceText === '.') return null;
  return toPrice(form.priceText, priceDecimalsOf(product, form.priceBy)).toNumber();
}

/**
 * Spec 01 section 7: quantity to 2 decimals, the override price (4 decimals at most) only when
 * overridden by a user who may change prices (a line overridden before that right was taken away
 * goes back to the customer's price).
 */
export function toCartLinePayload(
  product: Product,
  form: CartLineForm,
  options: { lineId?: number; allowNotes: boolean; canChangePrice: boolean; roundingFlag: QuantityRoundingFlag },
): CartLinePayload {
  const quantity = parseQuantity(normalizeQuantity(form.quantity, multipleOf(product, form), options.roundingFlag));
  const payload: CartLinePayload = {
    productKey: product.productKey,
    unitOfMeasure: form.sellBy,
    orderQuantity: quantity,
    unitOfMeasure_Prc: form.priceBy,
  };
  if (options.lineId !== undefined) payload.id = options.lineId;
  const override = effectivePrice(product, form, null);
  if (options.canChangePrice && form.isOverride && override !== null) payload.overridePrice = override;
  if (options.allowNotes) {
    payload.productText1 = form.productText1.trim();
    payload.productText2 = form.productText2.trim();
  }
  return payload;
}
