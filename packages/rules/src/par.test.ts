import { describe, expect, it } from 'vitest';
import { suggestedOrderQuantity, suggestedPar } from './par.ts';
import type { SellByUnit, UnitConversion } from './units.ts';

// Canned tomatoes: stock unit EA, a case of 12 sold in cases (multiple 1) or in eaches by 6.
const can = { unitOfMeasure: 'EA', stockConversion: 1, sellByMultiple: 6 };
const canCase = { unitOfMeasure: 'CS', stockConversion: 12, sellByMultiple: 1 };
const canUnits = [can, canCase];
// Chicken breast, catch weight: stock unit LB, priced per LB, sold by the ~40 LB case.
const lb = { unitOfMeasure: 'LB', stockConversion: 1 };
const chickenCase = { unitOfMeasure: 'CS', stockConversion: 40, sellByMultiple: 1 };
const chickenUnits = [lb, chickenCase];

const suggest = (
  par: [number | string, string] | null,
  onHand: [number | string, string] | null,
  sellBy: SellByUnit = canCase,
  units: readonly UnitConversion[] = canUnits,
) =>
  suggestedOrderQuantity({
    par: par && { quantity: par[0], unitOfMeasure: par[1] },
    onHand: onHand && { quantity: onHand[0], unitOfMeasure: onHand[1] },
    sellBy,
    units,
  })?.toString() ?? null;

describe('suggestedOrderQuantity', () => {
  it('orders par minus on hand in whole cases, counting the shelf in eaches', () => {
    // par 6 CS = 72 EA, 5 EA on hand: 67 EA short = 5.58 CS, rounded up to 6 CS.
    expect(suggest([6, 'CS'], [5, 'EA'])).toBe('6');
    // 2 CS and 1 EA on hand: 47 EA short = 3.92 CS, 4 CS.
    expect(suggest([6, 'CS'], [25, 'EA'])).toBe('4');
    expect(suggest([6, 'CS'], [2, 'CS'])).toBe('4');
  });

  it('rounds up to the sell-by multiple of a unit sold in steps', () => {
    // Ordered in EA by 6: 72 − 5 = 67 EA, rounded up to 72.
    expect(suggest([6, 'CS'], [5, 'EA'], can)).toBe('72');
    expect(suggest([6, 'CS'], [66, 'EA'], can)).toBe('6');
  });

  it('never suggests below zero', () => {
    expect(suggest([6, 'CS'], [80, 'EA'])).toBe('0');
    expect(suggest([6, 'CS'], [6, 'CS'])).toBe('0');
    expect(suggest([0, 'CS'], [0, 'EA'])).toBe('0');
  });

  it('converts a catch-weight par in pounds to cases sold by the case', () => {
    // par 100 LB, half a case (20 LB) on hand: 80 LB = 2 CS exactly.
    expect(suggest([100, 'LB'], ['0.5', 'CS'], chickenCase, chickenUnits)).toBe('2');
    // par 100 LB, 12.5 LB on hand: 87.5 LB = 2.19 CS, rounded up to 3.
    expect(suggest([100, 'LB'], ['12.5', 'LB'], chickenCase, chickenUnits)).toBe('3');
    // par 2 CS counted in pounds: 80 − 79.99 LB still orders a case.
    expect(suggest([2, 'CS'], ['79.99', 'LB'], chickenCase, chickenUnits)).toBe('1');
  });

  it('does not let division noise add a case', () => {
    const third = { unitOfMeasure: 'PK', stockConversion: 3, sellByMultiple: 1 };
    const units = [{ unitOfMeasure: 'EA', stockConversion: 1 }, third];
    // 6 EA = 2 PK exactly, even though 1/3 is not a finite decimal.
    expect(suggest([8, 'EA'], [2, 'EA'], third, units)).toBe('2');
    expect(suggest([3, 'PK'], [1, 'EA'], third, units)).toBe('3');
  });

  it('keeps 2 decimals, rounded up, for a unit without a multiple', () => {
    const byWeight = { unitOfMeasure: 'LB', stockConversion: 1, sellByMultiple: 0 };
    expect(suggest([10, 'LB'], ['2.333', 'LB'], byWeight, [byWeight])).toBe('7.67');
  });

  it('suggests nothing without a par, a count or a unit the product has', () => {
    expect(suggest(null, [1, 'EA'])).toBeNull();
    expect(suggest([6, 'CS'], null)).toBeNull();
    expect(suggest([6, 'BX'], [1, 'EA'])).toBeNull();
    expect(suggest([6, 'CS'], [1, 'LB'])).toBeNull();
  });
});

describe('suggestedPar', () => {
  it('rounds the usual quantity up to the sell-by multiple', () => {
    expect(suggestedPar('3.5', 1).toString()).toBe('4');
    expect(suggestedPar(4, 1).toString()).toBe('4');
    expect(suggestedPar(40, 6).toString()).toBe('42');
    expect(suggestedPar('1.234', 0).toString()).toBe('1.24');
  });
});
