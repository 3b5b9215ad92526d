import type { AccountDetailLine } from '@provender/contract';
import { Decimal } from '@provender/rules';
import { sortRows, type SortState, type SortValue } from '../../../components/table-sort/sort-state.ts';

export type DetailColumn =
  'reference' | 'invoiceDate' | 'dueDate' | 'age' | 'initial' | 'balance' | 'running' | 'remarks';
export const detailColumns: readonly { key: DetailColumn; label: string; numeric?: boolean }[] = [
  { key: 'reference', label: 'Reference' },
  { key: 'invoiceDate', label: 'Invoice Date' },
  { key: 'dueDate', label: 'Due Date' },
  { key: 'age', label: 'Age', numeric: true },
  { key: 'initial', label: 'Initial', numeric: true },
  { key: 'balance', label: 'Balance', numeric: true },
  { key: 'running', label: 'Running', numeric: true },
  { key: 'remarks', label: 'Remarks' },
];
export type DetailSort = SortState<DetailColumn>;
/** Spec 02: Invoice Date descending first. */
export const DEFAULT_DETAIL_SORT: DetailSort = { key: 'invoiceDate', direction: 'desc' };

/** A line with its place in the order Running accumulates in (oldest first: invoice date, then entry). */
export interface DetailRow extends AccountDetailLine {
  sequence: number;
}

/** The line that opens a range: what the account's lines dated before its start add up to (decision 421). */
export interface BalanceForward {
  /** The range's start date (YYYY-MM-DD): the lines it sums are dated before it. */
  before: string;
  running: number;
}

export interface DetailView {
  rows: DetailRow[];
  balanceForward: BalanceForward | null;
}

/** Every word of the search must occur, case-insensitively, in the reference or the remarks. */
export function matchesSearch(row: Pick<AccountDetailLine, 'reference' | 'remarks'>, search: string): boolean {
  const words = search.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return true;
  const text = `${row.reference} ${row.remarks}`.toLowerCase();
  return words.every((word) => text.includes(word));
}

const valueOf = (row: DetailRow, key: DetailColumn): SortValue => (row[key] === '' ? null : row[key]);

/**
 * What Account Details shows of the lines the server answered (oldest first, each with the whole
 * account's running balance): the lines matching the search, sorted, lines of equal value in the
 * order Running accumulates in, in the sort's direction (decision 422); and, when the range has a
 * start, the balance forward: the oldest line's running less its balance. The search only hides
 * lines, so neither Running nor the balance forward changes with it (decision 065).
 */
export function detailView(
  lines: readonly AccountDetailLine[],
  search: string,
  sort: DetailSort,
  start: string | null,
): DetailView {
  const rows = lines
    .map((line, sequence): DetailRow => ({ ...line, sequence }))
    .filter((row) => matchesSearch(row, search));
  const oldest = lines[0];
  const balanceForward =
    start && oldest && rows.length > 0
      ? {
          before: start,
          running: new Decimal(oldest.running).plus(new Decimal(oldest.balance).times(-1)).toNumber(),
        }
      : null;
  return { rows: sortRows(rows, sort, valueOf, (row) => row.sequence), balanceForward };
}
