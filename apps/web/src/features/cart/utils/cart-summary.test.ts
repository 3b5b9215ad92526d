import { describe, expect, it } from 'vitest';
import type { CartLine } from '@provender/contract';
import { summarizeCart } from './cart-summary.ts';

const line = (extension: number | null) => ({ extension }) as CartLine;

describe('summarizeCart', () => {
  it('counts the lines and adds the extensions exactly', () => {
    const summary = summarizeCart({ lines: [line(0.1), line(0.2), line(172)] });
    expect([summary.lineCount, String(summary.total)]).toEqual([3, '172.3']);
  });

  it('has a zero total for an empty cart', () => {
    expect(String(summarizeCart({ lines: [] }).total)).toBe('0');
  });

  it('has no total when pricing is hidden', () => {
    expect(summarizeCart({ lines: [line(null), line(null)] })).toEqual({ lineCount: 2, total: null });
  });
});
