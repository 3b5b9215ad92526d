import { describe, expect, it } from 'vitest';
import { almondMilk, chicken } from '../testing/sample-products.ts';
import { quantityConcern } from './quantity-guard.ts';

const stockOf = (uncommitted: number, unitOfMeasure: string) => ({ productKey: 0, uncommitted, unitOfMeasure });
const usualOf = (orderQuantity: number | null, unitOfMeasure: string | null, orders = 4) => ({
  productKey: 0,
  orders,
  orderQuantity,
  unitOfMeasure,
});

describe('the typo guard (decision 425)', () => {
  it('asks when the quantity needs more than the uncommitted stock, in any unit', () => {
    // 36 EA free = 3 cases.
    const stock = stockOf(36, 'EA');
    expect(quantityConcern({ product: almondMilk, unitOfMeasure: 'CS', quantity: 3 }, stock, null)).toBeNull();
    const four = quantityConcern({ product: almondMilk, unitOfMeasure: 'CS', quantity: 4 }, stock, null);
    expect(four).toMatchObject({ aboveStock: true, aboveUsual: false, stockText: '3 CS available', usual: null });
    expect(quantityConcern({ product: almondMilk, unitOfMeasure: 'EA', quantity: 42 }, stock, null)).toMatchObject({
      aboveStock: true,
      stockText: '36 EA available',
    });
    expect(
      quantityConcern({ product: almondMilk, unitOfMeasure: 'CS', quantity: 1 }, stockOf(0, 'EA'), null),
    ).toMatchObject({ aboveStock: true, stockText: 'Out of stock' });
  });

  it('asks when the quantity is above ten times the usual one and at least ten units more', () => {
    const usual = usualOf(2, 'CS');
    const plenty = stockOf(100_000, 'EA');
    const at = (quantity: number, unitOfMeasure = 'CS') =>
      quantityConcern({ product: almondMilk, unitOfMeasure, quantity }, plenty, usual);
    expect(at(20)).toBeNull();
    expect(at(21)).toMatchObject({
      aboveUsual: true,
      aboveStock: false,
      usual: { orderQuantity: 2, unitOfMeasure: 'CS' },
    });
    // Typed in the other unit: 240 EA are 20 cases, 246 EA 20.5.
    expect(at(240, 'EA')).toBeNull();
    expect(at(246, 'EA')).toMatchObject({ aboveUsual: true });
    // A usual case does not make 11 a question: 10 more than usual at least.
    const small = usualOf(0.5, 'CS');
    expect(quantityConcern({ product: almondMilk, unitOfMeasure: 'CS', quantity: 10 }, plenty, small)).toBeNull();
    expect(quantityConcern({ product: almondMilk, unitOfMeasure: 'CS', quantity: 11 }, plenty, small)).toMatchObject({
      aboveUsual: true,
    });
  });

  it('does not ask without the facts: unknown stock, no usual quantity, or a unit no longer sold', () => {
    const line = { product: chicken, unitOfMeasure: 'CS', quantity: 99_999_999 };
    expect(quantityConcern(line, null, null)).toBeNull();
    expect(quantityConcern(line, stockOf(0, ''), usualOf(null, null, 1))).toBeNull();
    expect(quantityConcern(line, null, usualOf(2, 'PK'))).toBeNull();
    expect(quantityConcern(line, null, usualOf(2, 'CS'))).toMatchObject({ aboveUsual: true, recentOrders: 4 });
  });
});
