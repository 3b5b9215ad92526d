import { Decimal as ExactDecimal } from './decimal.ts';
import Decimal from 'decimal.js';
import { describe, expect, it } from 'vitest';
import { formatCount, formatMoney, MISSING_PRICE, sumMoney } from './money.ts';

describe('sumMoney', () => {
  it('adds amounts exactly where binary floats drift', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(sumMoney([0.1, 0.2]).toString()).toBe('0.3');
    expect(sumMoney([19.99, 0.01, '5.55', new Decimal('4.45')]).toFixed(2)).toBe('30.00');
  });

  it('leaves out missing amounts and gives 0 for none', () => {
    expect(sumMoney([null, 12.5, undefined]).toFixed(2)).toBe('12.50');
    expect(sumMoney([]).toFixed(2)).toBe('0.00');
  });

  it('rounds half up to the decimals asked for', () => {
    expect(sumMoney(['1.005']).toFixed(2)).toBe('1.01');
    expect(sumMoney(['1.25', '1.25'], 0).toString()).toBe('3');
  });
});

describe('formatMoney', () => {
  it('shows dollars with separators and cents', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney('0')).toBe('$0.00');
    expect(formatMoney(-12.345)).toBe('-$12.35');
  });

  it('shows a price with its unit’s decimals, rounded half up', () => {
    expect(formatMoney(47.9739, 2)).toBe('$47.97');
    expect(formatMoney(2.1575, 4)).toBe('$2.1575');
    expect(formatMoney(40, 4)).toBe('$40.0000');
    expect(formatMoney('1.175', 2)).toBe('$1.18');
    expect(formatMoney('12345678.125', 2)).toBe('$12,345,678.13');
  });

  it('writes what Intl.NumberFormat en-US currency writes, for every size, sign and decimals', () => {
    const intl = (decimals: number) =>
      new Intl.NumberFormat('en-US', {
        style: 'currency',
        currency: 'USD',
        minimumFractionDigits: decimals,
        maximumFractionDigits: decimals,
      });
    const formats = [0, 1, 2, 3, 4].map(intl);
    let seed = 12345;
    const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648);
    const values = ['0', '-0', '0.004', '-0.004', '-0.005', '999.995', '1000', '-1000000', '123456789012.3456'];
    for (let i = 0; i < 3000; i++) {
      const whole = String(next() % 10 ** (1 + (next() % 12)));
      const fraction = String(next() % 100000).padStart(5, '0');
      values.push(`${next() % 3 === 0 ? '-' : ''}${whole}.${fraction}`);
    }
    for (const value of values) {
      for (const decimals of [0, 1, 2, 3, 4]) {
        const rounded = new ExactDecimal(value).toDecimalPlaces(decimals).toFixed(decimals);
        // Intl formats a decimal string exactly (ECMA-402 NumberFormat v3).
        const expected = (formats[decimals] as Intl.NumberFormat).format(rounded as unknown as number);
        expect(formatMoney(value, decimals), `${value} with ${decimals} decimals`).toBe(expected);
      }
    }
  });

  it('shows -.-- for a missing amount', () => {
    expect(formatMoney(null)).toBe(MISSING_PRICE);
    expect(formatMoney(undefined, 4)).toBe('-.--');
  });
});

describe('formatCount', () => {
  it('groups thousands as en-US does', () => {
    for (const n of [0, 7, 999, 1000, 12345, 100000, 1234567, -4321])
      expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
  });

  it('refuses what is not a whole count', () => {
    expect(() => formatCount(1.5)).toThrow(RangeError);
    expect(() => formatCount(Number.NaN)).toThrow(RangeError);
  });
});
