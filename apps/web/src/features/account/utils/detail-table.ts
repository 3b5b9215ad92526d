import type { AccountDetailLine } from '@provender/contract';

export type DetailColumn =
  'reference' | 'invoiceDate' | 'dueDate' | 'age' | 'initial' | 'balance' | 'running' | 'remarks';
export interface DetailSort {
  column: DetailColumn;
  direction: 'asc' | 'desc';
}
export const DEFAULT_DETAIL_SORT: DetailSort = { column: 'invoiceDate', direction: 'desc' };

/** A click on a column header: the same column toggles its direction, another starts ascending. */
export function nextSort(current: DetailSort, column: DetailColumn): DetailSort {
  if (current.column === column) return { column, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { column, direction: 'asc' };
}

export interface DetailRow extends AccountDetailLine {
  running: number;
}

/** Sorted rows; equal values keep their order (Array.prototype.sort is stable), oldest first. */
export function sortRows(rows: readonly DetailRow[], sort: DetailSort): DetailRow[] {
  const direction = sort.direction === 'asc' ? 1 : -1;
  const key = sort.column;
  return [...rows].sort((a, b) => {
    const x = a[key];
    const y = b[key];
    const comparison = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
    return comparison * direction;
  });
}

/** Every word of the search must occur, case-insensitively, in the reference or the remarks. */
export function matchesSearch(row: Pick<AccountDetailLine, 'reference' | 'remarks'>, search: string): boolean {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = `${row.reference} ${row.remarks}`.toLowerCase();
  return words.every((word) => text.includes(word));
}
