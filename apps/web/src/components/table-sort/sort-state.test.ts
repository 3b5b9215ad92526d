import { describe, expect, it } from 'vitest';
import { nextSort, sortRows } from './sort-state.ts';

describe('sort state', () => {
  it('sorts a new column descending first; a repeated click toggles either way', () => {
    expect(nextSort({ key: 'a', direction: 'desc' }, 'a')).toEqual({ key: 'a', direction: 'asc' });
    expect(nextSort({ key: 'a', direction: 'asc' }, 'a')).toEqual({ key: 'a', direction: 'desc' });
    expect(nextSort<'a' | 'b'>({ key: 'a', direction: 'asc' }, 'b')).toEqual({ key: 'b', direction: 'desc' });
    expect(nextSort<'a' | 'b'>({ key: 'a', direction: 'desc' }, 'b')).toEqual({ key: 'b', direction: 'desc' });
  });

  it('is stable in both directions, orders numbers and text naturally and keeps empties last', () => {
    const rows = [
      { id: 1, v: 'B' },
      { id: 2, v: 'a' },
      { id: 3, v: 'b' },
      { id: 4, v: null },
      { id: 5, v: 'A' },
      { id: 6, v: '10' },
      { id: 7, v: '9' },
    ];
    const ids = (direction: 'asc' | 'desc') => sortRows(rows, { key: 'v', direction }, (r) => r.v).map((r) => r.id);
    expect(ids('asc')).toEqual([7, 6, 2, 5, 1, 3, 4]);
    expect(ids('desc')).toEqual([1, 3, 2, 5, 6, 7, 4]);
    const numbers = sortRows([{ n: 2 }, { n: 10 }, { n: 1 }], { key: 'n', direction: 'desc' }, (r) => r.n);
    expect(numbers.map((r) => r.n)).toEqual([10, 2, 1]);
  });

  it('with a sequence, orders equal values by it in the direction of the sort', () => {
    // Given newest first, as a screen shows them; the sequence is the order of entry.
    const lines = [
      { id: 'C', date: '2026-02-01', seq: 3 },
      { id: 'B', date: '2026-02-01', seq: 2 },
      { id: 'A', date: '2026-01-01', seq: 1 },
      { id: 'D', date: null, seq: 0 },
    ];
    const ids = (direction: 'asc' | 'desc') =>
      sortRows(
        lines,
        { key: 'date', direction },
        (l) => l.date,
        (l) => l.seq,
      ).map((l) => l.id);
    expect(ids('desc')).toEqual(['C', 'B', 'A', 'D']);
    expect(ids('asc')).toEqual(['A', 'B', 'C', 'D']);
  });
});
