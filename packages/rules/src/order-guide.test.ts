import { describe, expect, it } from 'vitest';
import { defaultGuideUnit, guideQuantityError } from './order-guide.ts';

describe('guideQuantityError', () => {
  it('accepts whole multiples, zero, and anything for a zero multiple', () => {
    expect(guideQuantityError(12, 6)).toBeNull();
    expect(guideQuantityError(0, 6)).toBeNull();
    expect(guideQuantityError('0.75', '0.25')).toBeNull();
    expect(guideQuantityError(7, 0)).toBeNull();
  });

  it("answers the spec's message for other quantities", () => {
    expect(guideQuantityError(7, 6)).toBe('Invalid quantity of 7. Please enter a multiple of 6');
    expect(guideQuantityError('1.5', 1)).toBe('Invalid quantity of 1.5. Please enter a multiple of 1');
    expect(guideQuantityError(-6, 6)).toBe('Invalid quantity of -6. Please enter a multiple of 6');
    expect(guideQuantityError('0.125', 0)).toBe('Quantity may have at most 2 decimals.');
  });
});

describe('defaultGuideUnit', () => {
  const sellBys = [
    { unitOfMeasure: 'CS', isPricing: false },
    { unitOfMeasure: 'EA', isPricing: true },
  ];

  it('takes the default unit, else the pricing unit, else the first', () => {
    expect(defaultGuideUnit(sellBys, 'CS')?.unitOfMeasure).toBe('CS');
    expect(defaultGuideUnit(sellBys, 'LB')?.unitOfMeasure).toBe('EA');
    expect(defaultGuideUnit([{ unitOfMeasure: 'BX' }], 'LB')?.unitOfMeasure).toBe('BX');
    expect(defaultGuideUnit([], 'LB')).toBeNull();
  });
});
