import { describe, expect, it } from 'vitest';
import { formatQuantity, isQuantityInput, normalizeQuantity, parseQuantity, stepQuantity } from './quantity.ts';

describe('quantity fields', () => {
  it('accept digits with at most 2 decimals while typing', () => {
    for (const ok of ['', '0', '12', '1.', '1.5', '1.25', '.5']) expect(isQuantityInput(ok)).toBe(true);
    for (const bad of ['-1', '1.255', 'a', '1,5', '1e3', '1.2.3']) expect(isQuantityInput(bad)).toBe(false);
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
