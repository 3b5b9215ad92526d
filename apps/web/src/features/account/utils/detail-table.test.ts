import { describe, expect, it } from 'vitest';
import type { AccountDetailLine } from '@provender/contract';
import { nextSort } from '../../../components/table-sort/sort-state.ts';
import { DEFAULT_DETAIL_SORT, detailView, matchesSearch } from './detail-table.ts';

/** Lines as the server answers them: oldest first, each with the whole account's running balance. */
const line = (
  arCode: string,
  invoiceDate: string,
  balance: number,
  running: number,
  remarks = '',
): AccountDetailLine => ({
  arCode,
  recordType: 1,
  type: 'Invoice',
  reference: arCode,
  invoiceDate,
  dueDate: invoiceDate,
  age: 0,
  initial: balance,
  balance,
  running,
  remarks,
  isCredit: balance < 0,
  orderNumber: null,
  scanDocuments: [],
});
// 9,000.00 forward from before 2026-01-01; B and C share a day, entered in that order.
const lines = [
  line('A', '2026-01-02', 101.85, 9101.85),
  line('B', '2026-01-05', 1850.6, 10952.45, 'Paid in part'),
  line('C', '2026-01-05', 2178.62, 13131.07),
  line('D', '2026-01-09', -31.07, 13100),
];
const codes = (view: { rows: { arCode: string }[] }) => view.rows.map((r) => r.arCode);

describe('account detail view', () => {
  it('starts with Invoice Date descending, lines of one day newest entry first, so Running follows the rows', () => {
    expect(DEFAULT_DETAIL_SORT).toEqual({ key: 'invoiceDate', direction: 'desc' });
    const view = detailView(lines, '', DEFAULT_DETAIL_SORT, null);
    expect(codes(view)).toEqual(['D', 'C', 'B', 'A']);
    expect(view.rows.map((r) => r.running)).toEqual([13100, 13131.07, 10952.45, 9101.85]);
    expect(codes(detailView(lines, '', nextSort(DEFAULT_DETAIL_SORT, 'invoiceDate'), null))).toEqual([
      'A',
      'B',
      'C',
      'D',
    ]);
  });

  it('sorts a new column descending first; equal values follow the order of entry in its direction', () => {
    const byDue = nextSort(DEFAULT_DETAIL_SORT, 'dueDate');
    expect(byDue).toEqual({ key: 'dueDate', direction: 'desc' });
    expect(codes(detailView(lines, '', byDue, null))).toEqual(['D', 'C', 'B', 'A']);
    expect(codes(detailView(lines, '', nextSort(byDue, 'dueDate'), null))).toEqual(['A', 'B', 'C', 'D']);
    // Empty remarks stay last both ways.
    expect(codes(detailView(lines, '', { key: 'remarks', direction: 'asc' }, null))).toEqual(['B', 'A', 'C', 'D']);
    expect(codes(detailView(lines, '', { key: 'remarks', direction: 'desc' }, null))).toEqual(['B', 'D', 'C', 'A']);
  });

  it('opens a range with a start on the balance forward: the oldest line running less its balance', () => {
    expect(detailView(lines, '', DEFAULT_DETAIL_SORT, '2026-01-01').balanceForward).toEqual({
      before: '2026-01-01',
      running: 9000,
    });
    expect(detailView(lines, '', DEFAULT_DETAIL_SORT, null).balanceForward).toBeNull();
    // A search hides lines but changes neither Running nor the balance forward.
    const searched = detailView(lines, 'paid', DEFAULT_DETAIL_SORT, '2026-01-01');
    expect(searched.rows.map((r) => [r.arCode, r.running])).toEqual([['B', 10952.45]]);
    expect(searched.balanceForward?.running).toBe(9000);
    expect(detailView(lines, 'nothing', DEFAULT_DETAIL_SORT, '2026-01-01').balanceForward).toBeNull();
  });

  it('matches every word, case-insensitively, in reference or remarks', () => {
    const memo = line('CM80001', '2026-01-01', -5, -5, 'Credit - damaged on delivery');
    expect(matchesSearch(memo, 'DAMAGED cm800')).toBe(true);
    expect(matchesSearch(memo, 'damaged short')).toBe(false);
    expect(matchesSearch(memo, '   ')).toBe(true);
  });
});
