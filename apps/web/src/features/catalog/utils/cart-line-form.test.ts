import { describe, expect, it } from 'vitest';
import { almondMilk, cartLineOf, chicken } from '../testing/sample-products.ts';
import {
  editLineForm,
  effectivePrice,
  newLineForm,
  reduceCartLineForm,
  toCartLinePayload,
  type CartLineRules,
} from './cart-line-form.ts';

const synced: CartLineRules = { roundingFlag: 'none', syncPriceBy: true };

describe('the add-to-cart form', () => {
  it("starts with the product's default quantity and the price unit that goes with it", () => {
    expect(newLineForm(chicken, synced)).toMatchObject({
      quantity: '2',
      sellBy: 'CS',
      priceBy: 'CS',
      isOverride: false,
    });
    expect(newLineForm(chicken, { ...synced, syncPriceBy: false })).toMatchObject({ sellBy: 'CS', priceBy: 'LB' });
    expect(newLineForm(chicken, synced, { quantity: 15, unitOfMeasure: 'LB' })).toMatchObject({
      quantity: '15',
      sellBy: 'LB',
      priceBy: 'LB',
    });
  });

  it('steps the quantity by the multiple of the sell-by unit, never below 0', () => {
    const lb = newLineForm(chicken, synced, { quantity: 5, unitOfMeasure: 'LB' });
    const up = reduceCartLineForm(chicken, synced, lb, { type: 'step', direction: 1 });
    expect(up.quantity).toBe('10');
    const down = reduceCartLineForm(chicken, synced, { ...lb, quantity: '3' }, { type: 'step', direction: -1 });
    expect(down.quantity).toBe('0');
  });

  it('refuses keystrokes that are not a 2-decimal quantity and normalises on blur', () => {
    const form = newLineForm(chicken, synced);
    expect(reduceCartLineForm(chicken, synced, form, { type: 'quantity', text: '1.234' }).quantity).toBe('2');
    const empty = reduceCartLineForm(chicken, synced, form, { type: 'quantity', text: '' });
    expect(reduceCartLineForm(chicken, synced, empty, { type: 'quantity-blur' }).quantity).toBe('0');
    const up: CartLineRules = { ...synced, roundingFlag: 'up' };
    const lb = { ...newLineForm(chicken, up, { quantity: 5, unitOfMeasure: 'LB' }), quantity: '7' };
    expect(reduceCartLineForm(chicken, up, lb, { type: 'quantity-blur' }).quantity).toBe('10');
  });

  it('lets the price unit follow the sell-by unit only with the sync flag', () => {
    const form = newLineForm(chicken, synced);
    expect(reduceCartLineForm(chicken, synced, form, { type: 'sell-by', unit: 'LB' }).priceBy).toBe('LB');
    const unsynced = { ...synced, syncPriceBy: false };
    expect(
      reduceCartLineForm(chicken, unsynced, { ...form, priceBy: 'CS' }, { type: 'sell-by', unit: 'LB' }).priceBy,
    ).toBe('CS');
  });

  it('flags a typed price as an override, keeps the unit decimals and resets', () => {
    const form = newLineForm(chicken, synced, { quantity: 10, unitOfMeasure: 'LB' });
    const typed = reduceCartLineForm(chicken, synced, form, { type: 'price', text: '2.1575' });
    expect(typed).toMatchObject({ isOverride: true, priceText: '2.1575' });
    expect(reduceCartLineForm(chicken, synced, typed, { type: 'price', text: '2.15751' }).priceText).toBe('2.1575');
    expect(effectivePrice(chicken, typed, 2.5)).toBe(2.1575);
    const reset = reduceCartLineForm(chicken, synced, typed, { type: 'reset-price' });
    expect(reset.isOverride).toBe(false);
    expect(effectivePrice(chicken, reset, 2.5)).toBe(2.5);
    // CS prices keep 2 decimals.
    const cs = newLineForm(chicken, synced);
    expect(reduceCartLineForm(chicken, synced, cs, { type: 'price', text: '86.123' }).isOverride).toBe(false);
  });

  it('drops an override when the price unit changes', () => {
    const typed = reduceCartLineForm(chicken, synced, newLineForm(chicken, synced), { type: 'price', text: '80' });
    expect(reduceCartLineForm(chicken, synced, typed, { type: 'price-by', unit: 'LB' })).toMatchObject({
      priceBy: 'LB',
      isOverride: false,
    });
  });

  it('builds the payload: 2-decimal quantity, override only when overridden, notes only when allowed', () => {
    const form = { ...newLineForm(almondMilk, synced), quantity: '3' };
    expect(
      toCartLinePayload(almondMilk, form, { allowNotes: false, canChangePrice: false, roundingFlag: 'none' }),
    ).toEqual({
      productKey: 840,
      unitOfMeasure: 'CS',
      orderQuantity: 3,
      unitOfMeasure_Prc: 'CS',
    });
    const overridden = { ...form, isOverride: true, priceText: '31.5', productText1: ' rush ', productText2: '' };
    expect(
      toCartLinePayload(almondMilk, overridden, {
        allowNotes: true,
        canChangePrice: true,
        lineId: 7,
        roundingFlag: 'none',
      }),
    ).toEqual({
      id: 7,
      productKey: 840,
      unitOfMeasure: 'CS',
      orderQuantity: 3,
      unitOfMeasure_Prc: 'CS',
      overridePrice: 31.5,
      productText1: 'rush',
      productText2: '',
    });
    expect(
      toCartLinePayload(almondMilk, overridden, { allowNotes: false, canChangePrice: false, roundingFlag: 'none' }),
    ).not.toHaveProperty('overridePrice');
  });

  it('opens an existing line with its units, override and notes', () => {
    const line = cartLineOf(chicken, {
      quantity: { value: 2.5, unit: 'CS' },
      unitPrice: { factor: 2.1, from: 'LB', to: '$' },
      isOverridePrice: true,
      productText1: 'cut thin',
    });
    expect(editLineForm(line)).toEqual({
      quantity: '2.5',
      sellBy: 'CS',
      priceBy: 'LB',
      priceText: '2.1000',
      isOverride: true,
      productText1: 'cut thin',
      productText2: '',
    });
  });
});
