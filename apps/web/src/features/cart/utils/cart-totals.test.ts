import { describe, expect, it } from 'vitest';
import type { CartLine } from '@provender/contract';
import { cartTotals, formatQuantity } from './cart-totals.ts';

const line = (unit: string, value: number, extension: number | null, caseQuantity: number) =>
  ({ quantity: { value, unit }, extension, caseQuantity }) as unknown as CartLine;

describe('cart totals', () => {
  it('count lines, add cases and extensions exactly and total quantities per unit', () => {
    const totals = cartTotals([line('CS', 2, 0.1, 2), line('EA', 12, 0.2, 0.5), line('CS', 1.5, 10.05, 1.5)]);
    expect(String(totals.total)).toBe('10.35');
    expect(String(totals.caseTotal)).toBe('4');
    expect(totals.totalItems).toBe(3);
    expect(totals.quantities.map((q) => [q.unit, String(q.quantity)])).toEqual([
      ['CS', '3.5'],
      ['EA', '12'],
    ]);
  });

  it('have no total when pricing is hidden, and zeros for an empty cart', () => {
    expect(cartTotals([line('CS', 1, null, 1)]).total).toBeNull();
    const empty = cartTotals([]);
    expect([empty.totalItems, String(empty.caseTotal), String(empty.total), empty.quantities]).toEqual([
      0,
      '0',
      '0',
      [],
    ]);
  });

  it('format quantities without trailing zeros', () => {
    expect(formatQuantity(12)).toBe('12');
    expect(formatQuantity(1.5)).toBe('1.5');
    expect(formatQuantity(1234.25)).toBe('1,234.25');
  });
});
