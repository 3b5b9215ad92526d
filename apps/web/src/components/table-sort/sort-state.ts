export type SortDirection = 'asc' | 'desc';

export interface SortState<K extends string> {
  key: K;
  direction: SortDirection;
}

/**
 * Every table and every card list's "Sort by" (spec 02: default descending, a repeated click
 * toggles; decision 422): a click on the column already sorted toggles its direction; a click on
 * another column sorts it descending.
 */
export function nextSort<K extends string>(current: SortState<K>, clicked: K): SortState<K> {
  if (clicked === current.key) return { key: clicked, direction: current.direction === 'desc' ? 'asc' : 'desc' };
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

/**
 * A stable sort. Without `sequenceOf`, rows that compare equal keep the order they are given in,
 * in either direction. With it (a row's place in the screen's own order, oldest first: the order
 * a running balance accumulates in), equal rows follow that order in the sort's direction, so
 * lines of one day read newest first when sorted descending and the Running column follows the
 * rows (decision 422). Empty values stay last whichever the direction.
 */
export function sortRows<T, K extends string>(
  rows: readonly T[],
  sort: SortState<K>,
  valueOf: (row: T, key: K) => SortValue,
  sequenceOf?: (row: T) => number,
): T[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, value: valueOf(row, sort.key), sequence: sequenceOf?.(row) }))
    .sort((a, b) => {
      const tie =
        a.sequence === undefined || b.sequence === undefined ? a.index - b.index : sign * (a.sequence - b.sequence);
      // Empty values stay last whichever the direction.
      if (a.value === null || b.value === null) return compareValues(a.value, b.value) || tie;
      return sign * compareValues(a.value, b.value) || tie;
    })
    .map((x) => x.row);
}
