import { describe, expect, it } from 'vitest';
import { formatQuantity, isQuantityInput, normalizeQuantity, parseQuantity, stepQuantity } from './quantity.ts';

describe('quantity fields', () => {
  it('accept digits with at most 2 decimals while typing', () => {
    for (const ok of ['', '0', '12', '1.', '1.5', '1.25', '.5']) expect(isQuantityInput(ok)).toBe(true);
    for (const bad of ['-1', '1.255', 'a', '1e3', '1.2.3', '123456789', '1,2,3', '1,5.5']) {
      expect(isQuantityInput(bad), bad).toBe(false);
    }
  });

  it('read a decimal comma as the decimal sign: "1,5" is 1.5, never 15 (issue 36)', () => {
    for (const typing of ['1', '1,', '1,5', '1,25', ',5']) expect(isQuantityInput(typing), typing).toBe(true);
    expect(parseQuantity('1,5')).toBe(1.5);
    expect(parseQuantity('1,25')).toBe(1.25);
    expect(parseQuantity(',5')).toBe(0.5);
    expect(parseQuantity('1,')).toBe(1);
    expect(normalizeQuantity('1,5', 1, 'none')).toBe('1.5');
    expect(isQuantityInput('1,255')).toBe(true);
    expect(isQuantityInput('1,2555')).toBe(false);
  });

  it('read three digits after a comma as a thousands group, as typed in the US', () => {
    for (const typing of ['1,0', '1,00', '1,000', '1,000,', '1,000,5', '12,500.5', '99,999,999']) {
      expect(isQuantityInput(typing), typing).toBe(true);
    }
    expect(isQuantityInput('999,999,999')).toBe(false);
    expect(parseQuantity('1,000')).toBe(1000);
    expect(parseQuantity('12,500.5')).toBe(12500.5);
    expect(normalizeQuantity('1,000', 1, 'none')).toBe('1000');
  });

  it('read an empty entry as 0', () => {
    expect(parseQuantity('')).toBe(0);
    expect(parseQuantity('.')).toBe(0);
    expect(parseQuantity('2.50')).toBe(2.5);
  });

  it('normalise on blur and round to the multiple by the rounding flag', () => {
    expect(normalizeQuantity('', 6, 'none')).toBe('0');
    expect(normalizeQuantity('2.50', 1, 'none')).toBe('2.5');
    expect(normalizeQuantity('7', 6, 'none')).toBe('7');
    expect(normalizeQuantity('7', 6, 'up')).toBe('12');
    expect(normalizeQuantity('7', 6, 'down')).toBe('6');
    expect(normalizeQuantity('9', 6, 'nearest')).toBe('12');
    expect(normalizeQuantity('8', 6, 'nearest')).toBe('6');
  });

  it('step by the multiple and never below 0', () => {
    expect(stepQuantity('6', 6, 1)).toBe('12');
    expect(stepQuantity('6', 6, -1)).toBe('0');
    expect(stepQuantity('2', 6, -1)).toBe('0');
    expect(stepQuantity('', 0.5, 1)).toBe('0.5');
    expect(stepQuantity('0.1', 0.2, 1)).toBe('0.3');
    expect(stepQuantity('1', 0, 1)).toBe('2');
  });

  it('show quantities without trailing zeros', () => {
    expect(formatQuantity(2)).toBe('2');
    expect(formatQuantity(0.25)).toBe('0.25');
  });
});
