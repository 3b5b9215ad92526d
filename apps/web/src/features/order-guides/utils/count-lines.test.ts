import { describe, expect, it } from 'vitest';
import type { Product } from '@provender/contract';
import { countNumber, draftOf, isCountInput, suggestionOf, unitsOf, type CountEntry } from './count-lines.ts';

// Sold by the case of 12 (multiple 1), priced and counted by the each too.
const product = {
  productKey: 7,
  sellBys: [{ unitOfMeasure: 'CS', stockConversion: 12, sellByMultiple: 1, isPricing: true }],
  priceBys: [
    { unitOfMeasure: 'CS', stockConversion: 12, priceDecimals: 2 },
    { unitOfMeasure: 'EA', stockConversion: 1, priceDecimals: 4 },
  ],
} as unknown as Product;
const entry = (onHand: string, onHandUnit = 'EA', orderQuantity = ''): CountEntry => ({
  productKey: 7,
  onHand,
  onHandUnit,
  orderQuantity,
});

describe('count mode fields', () => {
  it('take digits with 2 decimals, a point or a comma', () => {
    expect(['', '5', '12.5', '1,25', ',5', '99999999.99'].every(isCountInput)).toBe(true);
    expect(['1.234', 'abc', '-1', '123456789', '1.2.3'].some(isCountInput)).toBe(false);
    expect(countNumber('1,5')).toBe(1.5);
    expect(countNumber('')).toBeNull();
    expect(countNumber('.')).toBeNull();
  });

  it('offer every unit of the product once, sell-by and price-by', () => {
    expect(unitsOf(product).map((u) => u.unitOfMeasure)).toEqual(['CS', 'EA']);
  });

  it('suggest par − on hand in cases, rounded up, as the server does', () => {
    const par = { quantity: 6, unitOfMeasure: 'CS' };
    expect(suggestionOf(entry('5'), par, product, 'CS')).toBe(6);
    expect(suggestionOf(entry('2', 'CS'), par, product, 'CS')).toBe(4);
    expect(suggestionOf(entry('100'), par, product, 'CS')).toBe(0);
    expect(suggestionOf(entry(''), par, product, 'CS')).toBeNull();
    expect(suggestionOf(entry('5'), null, product, 'CS')).toBeNull();
  });

  it('keep only the lines that hold something in the draft', () => {
    expect(draftOf([entry(''), entry('3', 'CS'), entry('', 'EA', '2')])).toEqual([
      { productKey: 7, onHand: 3, onHandUnit: 'CS', orderQuantity: null },
      { productKey: 7, onHand: null, onHandUnit: 'EA', orderQuantity: 2 },
    ]);
  });
});
