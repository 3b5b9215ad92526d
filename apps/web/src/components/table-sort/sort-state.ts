export type SortDirection = 'asc' | 'desc';

export interface SortState<K extends string> {
  key: K;
  direction: SortDirection;
}

/**
 * Spec 02: clicking the column already sorted descending flips it to ascending; any other click
 * sorts that column descending (the default).
 */
export function nextSort<K extends string>(current: SortState<K>, clicked: K): SortState<K> {
  if (clicked === current.key && current.direction === 'desc') return { key: clicked, direction: 'asc' };
  return { key: clicked, direction: 'desc' };
}

export type SortValue = string | number | null;

/** Compares two cell values: numbers by value, text naturally ('9' before '10'), empty last. */
export function compareValues(a: SortValue, b: SortValue): number {
  if (a === b) return 0;
  if (a === null) return 1;
  if (b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'en', { numeric: true, sensitivity: 'base' });
}

/** A stable sort: rows that compare equal keep their order in either direction. */
export function sortRows<T, K extends string>(
  rows: readonly T[],
  sort: SortState<K>,
  valueOf: (row: T, key: K) => SortValue,
): T[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: valueOf(row, sort.key) }))
    .sort((a, b) => {
      // Empty values stay last whichever the direction.
      if (a.value === null || b.value === null) return compareValues(a.value, b.value) || a.index - b.index;
      return sign * compareValues(a.value, b.value) || a.index - b.index;
    })
    .map((x) => x.row);
}
