import { describe, expect, it } from 'vitest';
import { chicken, cola, guide, guideProduct } from '../testing/guide-products.ts';
import { createLines, entriesOf, entryError, newEntry, patchLines, selectionChanged } from './guide-selection.ts';

const products = new Map([
  [cola.productKey, cola],
  [chicken.productKey, chicken],
]);

describe('entryError', () => {
  it("answers the spec's message for quantities that are not multiples", () => {
    expect(entryError({ productKey: 11, quantity: '7', unitOfMeasure: 'EA' }, cola)).toBe(
      'Invalid quantity of 7. Please enter a multiple of 6',
    );
    expect(entryError({ productKey: 11, quantity: '12', unitOfMeasure: 'EA' }, cola)).toBeNull();
    expect(entryError({ productKey: 11, quantity: '', unitOfMeasure: 'EA' }, cola)).toBeNull();
    expect(entryError({ productKey: 11, quantity: 'abc', unitOfMeasure: 'EA' }, cola)).toBe(
      'Invalid quantity of abc. Please enter a multiple of 6',
    );
  });

  it('checks a missing unit against the default unit', () => {
    expect(entryError({ productKey: 11, quantity: '1.5', unitOfMeasure: '' }, cola)).toBe(
      'Invalid quantity of 1.5. Please enter a multiple of 1',
    );
  });
});

describe('newEntry', () => {
  it('starts a checked product at its default quantity, or one step of its default unit', () => {
    expect(newEntry(cola)).toEqual({ productKey: 11, quantity: '1', unitOfMeasure: 'CS' });
    const sixes = guideProduct(13, 'Cans', [
      { unitOfMeasure: 'EA', sellByMultiple: 6, stockConversion: 1, isPricing: true },
    ]);
    expect(newEntry(sixes)).toEqual({ productKey: 13, quantity: '6', unitOfMeasure: 'EA' });
    expect(newEntry(guideProduct(14, 'Rack', []))).toBeNull();
  });
});

describe('saving the selection', () => {
  const stored = guide('Weekly', [
    { productKey: 11, orderQuantity: 12, unitOfMeasure: 'EA', sequence: 1, included: true },
    { productKey: 12, orderQuantity: 2, unitOfMeasure: 'CS', sequence: 2, included: true },
  ]);
  const original = entriesOf(stored);

  it('notices changed quantities, units and products, not retyped equal numbers', () => {
    expect(selectionChanged(original, original)).toBe(false);
    expect(selectionChanged(original, [{ ...original[0]!, quantity: '12.00' }, original[1]!])).toBe(false);
    expect(selectionChanged(original, [{ ...original[0]!, quantity: '18' }, original[1]!])).toBe(true);
    expect(selectionChanged(original, [original[0]!])).toBe(true);
  });

  it('patches: removed products with isDelete true, every selected one with isDelete false, sequence -1', () => {
    const current = [{ productKey: 11, quantity: '2', unitOfMeasure: 'CS' }];
    expect(patchLines(original, current, products)).toEqual([
      { productKey: 12, orderQuantity: 2, unitOfMeasure: 'CS', isDelete: true, sequence: -1 },
      { productKey: 11, orderQuantity: 2, unitOfMeasure: 'CS', isDelete: false, sequence: -1 },
    ]);
  });

  it("creates with the lines in order and falls back to the product's default unit", () => {
    const current = [
      { productKey: 12, quantity: '3', unitOfMeasure: '' },
      { productKey: 11, quantity: '', unitOfMeasure: 'EA' },
    ];
    expect(createLines(current, products)).toEqual([
      { productKey: 12, orderQuantity: 3, unitOfMeasure: 'CS' },
      { productKey: 11, orderQuantity: 0, unitOfMeasure: 'EA' },
    ]);
  });
});
