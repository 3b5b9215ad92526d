import { describe, expect, it } from 'vitest';
import { formatPriceInput, isPriceInput } from './price-input.ts';

describe('price fields', () => {
  it('fill with all of the unit decimals and accept no more', () => {
    expect(formatPriceInput(2.15, 4)).toBe('2.1500');
    expect(formatPriceInput(40, 2)).toBe('40.00');
    expect(isPriceInput('2.1575', 4)).toBe(true);
    expect(isPriceInput('2.15751', 4)).toBe(false);
    expect(isPriceInput('2.155', 2)).toBe(false);
    expect(isPriceInput('', 2)).toBe(true);
  });
});
