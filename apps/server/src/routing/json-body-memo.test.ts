import { describe, expect, it } from 'vitest';
import { TextMemo } from './json-body-memo.ts';

describe('TextMemo (decision 351)', () => {
  const text = (middle: string) => `[${'a'.repeat(60)}${middle}${'z'.repeat(60)}]`;

  it('tells apart texts of one length whose starts and ends agree', () => {
    const memo = new TextMemo();
    const one = { one: true };
    const two = { two: true };
    memo.set(text('1'), one);
    memo.set(text('2'), two);
    expect(memo.get(text('1'))).toBe(one);
    expect(memo.get(text('2'))).toBe(two);
    expect(memo.get(text('3'))).toBeUndefined();
    expect(memo.get(text('12'))).toBeUndefined();
  });

  it('forgets the oldest texts past its size, and keeps the newest', () => {
    const memo = new TextMemo();
    for (let n = 0; n < 300; n++) memo.set(`[${n}]`, { n });
    expect(memo.get('[0]')).toBeUndefined();
    expect(memo.get('[299]')).toEqual({ n: 299 });
  });
});
