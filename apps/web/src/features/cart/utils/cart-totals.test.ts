import { describe, expect, it } from 'vitest';
import type { CartLine } from '@provender/contract';
import { cartTotals, formatPrice, formatQuantity } from './cart-totals.ts';

const line = (unit: string, value: number, extension: number | null, caseQuantity: number) =>
  ({ quantity: { value, unit }, extension, caseQuantity }) as unknown as CartLine;

describe('cart totals', () => {
  it('count lines, add cases and extensions exactly and total quantities per unit', () => {
    const totals = cartTotals([line('CS', 2, 0.1, 2), line('EA', 12, 0.2, 0.5), line('CS', 1.5, 10.05, 1.5)]);
    expect(totals).toEqual({
      totalItems: 3,
      caseTotal: 4,
      total: 10.35,
      quantities: [
        { unit: 'CS', quantity: 3.5 },
        { unit: 'EA', quantity: 12 },
      ],
    });
  });

  it('have no total when pricing is hidden, and zeros for an empty cart', () => {
    expect(cartTotals([line('CS', 1, null, 1)]).total).toBeNull();
    expect(cartTotals([])).toEqual({ totalItems: 0, caseTotal: 0, total: 0, quantities: [] });
  });

  it('format prices and quantities', () => {
    expect(formatPrice(1234.5)).toBe('$1,234.50');
    expect(formatPrice(0.4833, 4)).toBe('$0.4833');
    expect(formatPrice(null)).toBe('-.--');
    expect(formatQuantity(12)).toBe('12');
    expect(formatQuantity(1.5)).toBe('1.5');
  });
});
