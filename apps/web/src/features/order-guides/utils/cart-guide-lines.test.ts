import { describe, expect, it } from 'vitest';
import { chicken, cola, guideProduct } from '../testing/guide-products.ts';
import { guideLinesFromCart } from './cart-guide-lines.ts';

const products = new Map([
  [cola.productKey, cola],
  [chicken.productKey, chicken],
]);

describe('guideLinesFromCart', () => {
  it('keeps every line in cart order and rounds up only the one off its Sell By step', () => {
    const { lines, rounded } = guideLinesFromCart(
      [
        { productKey: cola.productKey, orderQuantity: 4, unitOfMeasure: 'EA' },
        { productKey: chicken.productKey, orderQuantity: 2, unitOfMeasure: 'CS' },
        { productKey: cola.productKey + 100, orderQuantity: 3, unitOfMeasure: 'EA' },
      ],
      products,
    );
    expect(lines).toEqual([
      { productKey: cola.productKey, orderQuantity: 6, unitOfMeasure: 'EA', included: false },
      { productKey: chicken.productKey, orderQuantity: 2, unitOfMeasure: 'CS', included: false },
      // Not known here: sent as it is, for the server to judge.
      { productKey: cola.productKey + 100, orderQuantity: 3, unitOfMeasure: 'EA', included: false },
    ]);
    expect(rounded).toEqual([
      { productKey: cola.productKey, description: cola.description, unitOfMeasure: 'EA', multiple: 6, from: 4, to: 6 },
    ]);
  });

  it('rounds decimal steps exactly and leaves multiples and zero alone', () => {
    const cheese = guideProduct(30, 'Cheddar', [
      { unitOfMeasure: 'LB', sellByMultiple: 0.25, stockConversion: 1, isPricing: true },
    ]);
    const { lines, rounded } = guideLinesFromCart(
      [
        { productKey: 30, orderQuantity: 1.1, unitOfMeasure: 'LB' },
        { productKey: cola.productKey, orderQuantity: 12, unitOfMeasure: 'EA' },
        { productKey: chicken.productKey, orderQuantity: 0, unitOfMeasure: 'CS' },
      ],
      new Map([...products, [30, cheese]]),
    );
    expect(lines.map((l) => l.orderQuantity)).toEqual([1.25, 12, 0]);
    expect(rounded.map((r) => [r.from, r.to])).toEqual([[1.1, 1.25]]);
  });

  it('sends the lines as they are while the products are not known', () => {
    const { lines, rounded } = guideLinesFromCart(
      [{ productKey: cola.productKey, orderQuantity: 4, unitOfMeasure: 'EA' }],
      undefined,
    );
    expect(lines[0]?.orderQuantity).toBe(4);
    expect(rounded).toEqual([]);
  });
});
