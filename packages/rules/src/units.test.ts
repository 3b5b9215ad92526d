import { describe, expect, it } from 'vitest';
import { caseQuantity, convertQuantity, findCaseUnit, hasAtMostDecimals, toQuantity } from './units.ts';
import { isDivisible, roundToMultiple } from './sell-by-multiple.ts';

describe('roundToMultiple', () => {
  it('leaves the quantity alone with rounding off', () => {
    expect(roundToMultiple(7, 6, 'none').toString()).toBe('7');
  });

  it('rounds up, down and to the nearest multiple', () => {
    expect(roundToMultiple(7, 6, 'up').toString()).toBe('12');
    expect(roundToMultiple(7, 6, 'down').toString()).toBe('6');
    expect(roundToMultiple(7, 6, 'nearest').toString()).toBe('6');
    expect(roundToMultiple(10, 6, 'nearest').toString()).toBe('12');
  });

  it('rounds an exact half up when rounding to the nearest multiple', () => {
    expect(roundToMultiple(9, 6, 'nearest').toString()).toBe('12');
  });

  it('keeps multiples and handles fractional multiples exactly', () => {
    expect(roundToMultiple(12, 6, 'up').toString()).toBe('12');
    expect(roundToMultiple('0.7', '0.25', 'up').toString()).toBe('0.75');
    expect(roundToMultiple('0.7', '0.25', 'down').toString()).toBe('0.5');
    expect(roundToMultiple('0.3', '0.1', 'up').toString()).toBe('0.3');
  });

  it('may round down to zero and never goes below zero', () => {
    expect(roundToMultiple(3, 6, 'down').toString()).toBe('0');
    expect(roundToMultiple(-4, 6, 'up').toString()).toBe('0');
  });

  it('ignores a zero multiple', () => {
    expect(roundToMultiple('2.5', 0, 'up').toString()).toBe('2.5');
  });
});

describe('divisibility and decimals', () => {
  it('checks a quantity against the multiple with decimal arithmetic', () => {
    expect(isDivisible(12, 6)).toBe(true);
    expect(isDivisible(7, 6)).toBe(false);
    expect(isDivisible('0.3', '0.1')).toBe(true);
    expect(isDivisible(5, 0)).toBe(true);
  });

  it('keeps quantities to 2 decimals', () => {
    expect(toQuantity('1.005').toString()).toBe('1.01');
    expect(hasAtMostDecimals('1.25', 2)).toBe(true);
    expect(hasAtMostDecimals('1.255', 2)).toBe(false);
    expect(hasAtMostDecimals(0.1 + 0.2, 2)).toBe(false);
  });
});

describe('case quantity', () => {
  const cs = { unitOfMeasure: 'CS', stockConversion: 6 };
  const ea = { unitOfMeasure: 'EA', stockConversion: 1 };

  it('counts cases whatever unit was ordered', () => {
    expect(caseQuantity(2, cs, cs).toString()).toBe('2');
    expect(caseQuantity(9, ea, cs).toString()).toBe('1.5');
    expect(caseQuantity(1, ea, cs).toString()).toBe('0.17');
  });

  it('counts each unit as a case for a product without a case unit', () => {
    expect(caseQuantity(4, ea, findCaseUnit([ea])).toString()).toBe('4');
    expect(findCaseUnit([ea, cs])).toBe(cs);
  });

  it('converts between units through the stock unit', () => {
    expect(convertQuantity(3, cs, ea).toString()).toBe('18');
  });
});
