import { describe, expect, it } from 'vitest';
import { formatMoney, formatPriceInput, formatUnitPrice, isPriceInput } from './money.ts';

describe('money', () => {
  it('formats amounts with cents and thousands', () => {
    expect(formatMoney(172)).toBe('$172.00');
    expect(formatMoney(1234.5)).toBe('$1,234.50');
  });

  it('shows unit prices in cents when they are whole cents, else with all the unit decimals', () => {
    expect(formatUnitPrice(42.5, 2)).toBe('$42.50');
    expect(formatUnitPrice(42.5, 4)).toBe('$42.50');
    expect(formatUnitPrice(2.1575, 4)).toBe('$2.1575');
    expect(formatUnitPrice(29.049, 4)).toBe('$29.0490');
    expect(formatUnitPrice(3, 0)).toBe('$3');
  });

  it('fills price fields with all of the unit decimals and accepts no more', () => {
    expect(formatPriceInput(2.15, 4)).toBe('2.1500');
    expect(isPriceInput('2.1575', 4)).toBe(true);
    expect(isPriceInput('2.15751', 4)).toBe(false);
    expect(isPriceInput('2.155', 2)).toBe(false);
    expect(isPriceInput('', 2)).toBe(true);
  });
});
