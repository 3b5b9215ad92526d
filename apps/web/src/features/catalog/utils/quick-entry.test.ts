import { describe, expect, it } from 'vitest';
import { CartMessages, type CartLineError } from '@provender/contract';
import { almondMilk, cartLineOf, chicken } from '../testing/sample-products.ts';
import {
  fillUsualQuantities,
  keepCartPriceUnits,
  plannedLines,
  quantitiesInQuestion,
  priceUnitConflicts,
  roundPlannedLines,
  splitByLineErrors,
  toQuickEntryPayloads,
  withoutProducts,
} from './quick-entry.ts';

describe('quick entry', () => {
  it('drops lines without a quantity and prices the rest by the synced unit', () => {
    const lines = plannedLines(
      [
        { product: chicken, quantity: '0', unitOfMeasure: 'CS' },
        { product: chicken, quantity: '', unitOfMeasure: 'LB' },
        { product: almondMilk, quantity: '7', unitOfMeasure: 'EA' },
      ],
      true,
    );
    expect(lines).toEqual([{ product: almondMilk, unitOfMeasure: 'EA', quantity: 7, priceUnit: 'EA' }]);
  });

  it('finds cart lines of the same product and unit priced by another unit', () => {
    const lines = plannedLines([{ product: chicken, quantity: '2', unitOfMeasure: 'CS' }], true);
    const byPound = cartLineOf(chicken, {
      quantity: { value: 1, unit: 'CS' },
      unitPrice: { factor: 2.15, from: 'LB', to: '$' },
    });
    const byCase = cartLineOf(chicken, {
      quantity: { value: 1, unit: 'CS' },
      unitPrice: { factor: 86, from: 'CS', to: '$' },
    });
    const otherUnit = cartLineOf(chicken, {
      quantity: { value: 10, unit: 'LB' },
      unitPrice: { factor: 2.15, from: 'LB', to: '$' },
    });
    expect(priceUnitConflicts(lines, [byPound])).toHaveLength(1);
    expect(priceUnitConflicts(lines, [byCase, otherUnit])).toEqual([]);
    const kept = keepCartPriceUnits(lines, priceUnitConflicts(lines, [byPound]));
    expect(kept[0]?.priceUnit).toBe('LB');
  });

  it('rounds by the flag, leaving quantities alone with rounding off', () => {
    const lines = plannedLines([{ product: almondMilk, quantity: '7', unitOfMeasure: 'EA' }], true);
    expect(roundPlannedLines(lines, 'up')[0]?.quantity).toBe(12);
    expect(roundPlannedLines(lines, 'down')[0]?.quantity).toBe(6);
    expect(roundPlannedLines(lines, 'none')[0]?.quantity).toBe(7);
  });

  it('sends negative temporary ids', () => {
    const lines = plannedLines(
      [
        { product: almondMilk, quantity: '1', unitOfMeasure: 'CS' },
        { product: chicken, quantity: '10', unitOfMeasure: 'LB' },
      ],
      true,
    );
    expect(toQuickEntryPayloads(lines).map((p) => [p.id, p.orderQuantity, p.unitOfMeasure_Prc])).toEqual([
      [-1, 1, 'CS'],
      [-2, 10, 'LB'],
    ]);
  });

  it('fills the usual quantities of a guide into rows with nothing typed, keeping what the buyer typed', () => {
    const typed = new Map([[almondMilk.productKey, { product: almondMilk, quantity: '3', unitOfMeasure: 'EA' }]]);
    const filled = fillUsualQuantities(
      typed,
      [chicken, almondMilk],
      [
        { productKey: chicken.productKey, orderQuantity: 2, unitOfMeasure: 'CS' },
        { productKey: almondMilk.productKey, orderQuantity: 12, unitOfMeasure: 'EA' },
      ],
    );
    expect(filled.get(chicken.productKey)).toEqual({ product: chicken, quantity: '2', unitOfMeasure: 'CS' });
    expect(filled.get(almondMilk.productKey)?.quantity).toBe('3');
    expect(typed.has(chicken.productKey)).toBe(false);
  });

  it('skips usual units the product no longer sells by and zero quantities', () => {
    const filled = fillUsualQuantities(
      new Map(),
      [chicken],
      [{ productKey: chicken.productKey, orderQuantity: 2, unitOfMeasure: 'PALLET' }],
    );
    expect(filled.size).toBe(0);
    const zero = fillUsualQuantities(
      new Map(),
      [chicken],
      [{ productKey: chicken.productKey, orderQuantity: 0, unitOfMeasure: 'CS' }],
    );
    expect(zero.size).toBe(0);
  });
});

describe('quick entry line errors', () => {
  const payloads = toQuickEntryPayloads(
    plannedLines(
      [
        { product: chicken, quantity: '2', unitOfMeasure: 'CS' },
        { product: almondMilk, quantity: '7', unitOfMeasure: 'EA' },
      ],
      true,
    ),
  );
  const [chickenLine, milkLine] = payloads;
  const error = (over: Partial<CartLineError>): CartLineError => ({
    id: -2,
    productKey: almondMilk.productKey,
    unitOfMeasure: 'EA',
    description: almondMilk.description,
    message: CartMessages.notDivisible,
    ...over,
  });

  const unavailable = error({
    id: -1,
    productKey: chicken.productKey,
    unitOfMeasure: 'CS',
    description: chicken.description,
    message: 'This product is unavailable.',
  });

  it('adds the lines without an error and asks about the undivisible ones, matched by their temporary id', () => {
    const split = splitByLineErrors(payloads, [error({})]);
    expect(split.ready).toEqual([chickenLine]);
    expect(split.refused).toEqual([]);
    expect(split.confirmable).toEqual([milkLine]);
  });

  it('adds everything when there is no error', () => {
    expect(splitByLineErrors(payloads, [])).toEqual({ ready: payloads, refused: [], confirmable: [] });
  });

  it('lists only real errors as refused; the divisibility question is kept apart', () => {
    const split = splitByLineErrors(payloads, [unavailable, error({})]);
    expect(split.ready).toEqual([]);
    expect(split.refused).toEqual([{ error: unavailable, payload: chickenLine }]);
    expect(split.confirmable).toEqual([milkLine]);
  });

  it('does not ask about a line that also has a real error', () => {
    const split = splitByLineErrors(payloads, [error({}), error({ message: 'Quantity must be at least 6 EA.' })]);
    expect(split.confirmable).toEqual([]);
    expect(split.refused.map((r) => r.error.message)).toEqual(['Quantity must be at least 6 EA.']);
    expect(split.ready).toEqual([chickenLine]);
  });

  it('matches an error without an id by product and unit', () => {
    const split = splitByLineErrors(payloads, [error({ id: null })]);
    expect(split.ready).toEqual([chickenLine]);
    expect(split.confirmable).toEqual([milkLine]);
  });

  it('holds back the whole batch when an error names no line that was sent', () => {
    const stray = error({ id: -9, productKey: 1, message: 'This product is unavailable.' });
    const split = splitByLineErrors(payloads, [error({}), stray]);
    expect(split.ready).toEqual([]);
    expect(split.confirmable).toEqual([]);
    expect(split.refused).toEqual([
      { error: error({}), payload: milkLine },
      { error: stray, payload: null },
    ]);
  });

  it('describes the undivisible lines for the question: product, quantity, unit and multiple', () => {
    const planned = plannedLines(
      [
        { product: chicken, quantity: '2', unitOfMeasure: 'CS' },
        { product: almondMilk, quantity: '7', unitOfMeasure: 'EA' },
      ],
      true,
    );
    expect(quantitiesInQuestion(planned, [milkLine!])).toEqual([
      { description: almondMilk.description, quantity: 7, unitOfMeasure: 'EA', sellByMultiple: 6 },
    ]);
  });

  it('clears only the rows that were added', () => {
    const rows = new Map([
      [chicken.productKey, { product: chicken, quantity: '2', unitOfMeasure: 'CS' }],
      [almondMilk.productKey, { product: almondMilk, quantity: '7', unitOfMeasure: 'EA' }],
    ]);
    const left = withoutProducts(rows, [chicken.productKey]);
    expect([...left.keys()]).toEqual([almondMilk.productKey]);
    expect(left.get(almondMilk.productKey)?.quantity).toBe('7');
    expect(rows.size).toBe(2);
  });
});
