import { describe, expect, it } from 'vitest';
import { resolveOrderGuide, type OrderGuideChoices } from './order-guide-choice.ts';

const standard = { name: 'Standard', products: [{ productKey: 1, orderQuantity: 2, unitOfMeasure: 'CS' }] };
const weekly = { name: 'Weekly', products: [] };
const choices = (overrides: Partial<OrderGuideChoices> = {}): OrderGuideChoices => ({
  guides: [standard, weekly],
  allProductsAllowed: true,
  defaultToStandardOrder: false,
  ...overrides,
});

describe('resolveOrderGuide', () => {
  it('shows all products without guides or without a choice', () => {
    expect(resolveOrderGuide('Weekly', null)).toBeNull();
    expect(resolveOrderGuide(null, choices())).toBeNull();
    expect(resolveOrderGuide('', choices())).toBeNull();
  });

  it('opens the guide named in the hash, ignoring case', () => {
    expect(resolveOrderGuide('weekly', choices())).toBe(weekly);
  });

  it('selects Standard when defaultToStandardOrder is set and no guide is chosen', () => {
    expect(resolveOrderGuide(null, choices({ defaultToStandardOrder: true }))).toBe(standard);
    expect(resolveOrderGuide('Weekly', choices({ defaultToStandardOrder: true }))).toBe(weekly);
  });

  it('keeps all products when the buyer chose All Products, even with defaultToStandardOrder', () => {
    expect(resolveOrderGuide('', choices({ defaultToStandardOrder: true }))).toBeNull();
  });

  it('forces Standard when All Products is locked or hidden, whatever was chosen', () => {
    expect(resolveOrderGuide(null, choices({ allProductsAllowed: false }))).toBe(standard);
    expect(resolveOrderGuide('', choices({ allProductsAllowed: false }))).toBe(standard);
    expect(resolveOrderGuide('', choices({ allProductsAllowed: false, defaultToStandardOrder: true }))).toBe(standard);
    expect(resolveOrderGuide('Missing', choices({ allProductsAllowed: false }))).toBe(standard);
  });
});
