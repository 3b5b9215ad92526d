import { describe, expect, it } from 'vitest';
import { ageOpenItems, agingBucketIndex, agingColumns } from './aging.ts';
import { AGING_BUCKETS, AGING_CREDITS_NOTE } from './receivables.ts';

describe('the one aging rule (decision 435)', () => {
  it('buckets by whole days past due: due today is Current, 30 late is 1-30, 91 late is Over 90', () => {
    const today = '2026-11-27';
    expect(agingBucketIndex('2026-12-10', today)).toBe(-1);
    expect(agingBucketIndex('2026-11-27', today)).toBe(-1);
    expect(agingBucketIndex('2026-11-26', today)).toBe(0);
    expect(agingBucketIndex('2026-10-28', today)).toBe(0);
    expect(agingBucketIndex('2026-10-27', today)).toBe(1);
    expect(agingBucketIndex('2026-09-28', today)).toBe(1);
    expect(agingBucketIndex('2026-09-27', today)).toBe(2);
    expect(agingBucketIndex('2026-08-29', today)).toBe(2);
    expect(agingBucketIndex('2026-08-28', today)).toBe(3);
    expect(AGING_BUCKETS[3]).toBe('Over 90');
  });

  it('never nets a credit into a bucket, however far past due: credits are Unapplied Credit', () => {
    const aging = ageOpenItems(
      [
        { dueDate: '2026-11-10', balance: '659.35' },
        { dueDate: '2026-11-12', balance: '-300.00' },
        { dueDate: '2026-11-01', balance: '-221.12' },
        { dueDate: '2026-06-01', balance: '-5.00' },
        { dueDate: '2026-12-15', balance: '1000.00' },
      ],
      '2026-11-27',
    );
    expect(aging.buckets[0]?.value.toFixed(2)).toBe('659.35');
    expect(aging.buckets[3]?.value.toFixed(2)).toBe('0.00');
    expect(aging.current.toFixed(2)).toBe('1000.00');
    expect(aging.unappliedCredit.toFixed(2)).toBe('-526.12');
    expect(aging.balance.toFixed(2)).toBe('1133.23');
  });

  it("lays the aging out in the statement's row: Current, the buckets, Unapplied Credit, the total", () => {
    const aging = ageOpenItems(
      [
        { dueDate: '2026-03-31', balance: 100 },
        { dueDate: '2026-02-13', balance: '20.00' },
        { dueDate: '2025-12-14', balance: '70.00' },
        { dueDate: '2026-03-02', balance: '-15.50' },
      ],
      '2026-03-15',
    );
    const row = agingColumns(aging, 'Total Due');
    expect(row.map((c) => [c.name, c.value.toFixed(2)])).toEqual([
      ['Current', '100.00'],
      ['1-30', '20.00'],
      ['31-60', '0.00'],
      ['61-90', '0.00'],
      ['Over 90', '70.00'],
      ['Unapplied Credit', '-15.50'],
      ['Total Due', '174.50'],
    ]);
    // The row adds up: everything before the total is the total.
    const parts = row.slice(0, -1).reduce((sum, c) => sum + Number(c.value.toFixed(2)) * 100, 0);
    expect(parts / 100).toBe(174.5);
    expect(AGING_CREDITS_NOTE).toContain('Unapplied Credit');
  });
});
