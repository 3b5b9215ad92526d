import { describe, expect, it } from 'vitest';
import { DEFAULT_DETAIL_SORT, matchesSearch, nextSort, sortRows, type DetailRow } from './detail-table.ts';

const row = (arCode: string, invoiceDate: string, balance: number, remarks = ''): DetailRow => ({
  arCode,
  recordType: 1,
  type: 'Invoice',
  reference: arCode,
  invoiceDate,
  dueDate: invoiceDate,
  age: 0,
  initial: balance,
  balance,
  remarks,
  isCredit: balance < 0,
  orderNumber: null,
  scanDocuments: [],
  running: 0,
});

describe('account detail table', () => {
  it('starts with Invoice Date descending; a repeated click toggles, another column starts ascending', () => {
    expect(DEFAULT_DETAIL_SORT).toEqual({ column: 'invoiceDate', direction: 'desc' });
    expect(nextSort(DEFAULT_DETAIL_SORT, 'invoiceDate')).toEqual({ column: 'invoiceDate', direction: 'asc' });
    expect(nextSort({ column: 'invoiceDate', direction: 'asc' }, 'invoiceDate').direction).toBe('desc');
    expect(nextSort(DEFAULT_DETAIL_SORT, 'balance')).toEqual({ column: 'balance', direction: 'asc' });
  });

  it('sorts stably: equal keys keep their order in both directions', () => {
    const rows = [row('A', '2026-01-02', 5), row('B', '2026-01-01', 5), row('C', '2026-01-03', 5)];
    expect(sortRows(rows, { column: 'balance', direction: 'asc' }).map((r) => r.arCode)).toEqual(['A', 'B', 'C']);
    expect(sortRows(rows, { column: 'balance', direction: 'desc' }).map((r) => r.arCode)).toEqual(['A', 'B', 'C']);
    expect(sortRows(rows, DEFAULT_DETAIL_SORT).map((r) => r.arCode)).toEqual(['C', 'A', 'B']);
  });

  it('matches every word, case-insensitively, in reference or remarks', () => {
    const memo = row('CM80001', '2026-01-01', -5, 'Credit - damaged on delivery');
    expect(matchesSearch(memo, 'DAMAGED cm800')).toBe(true);
    expect(matchesSearch(memo, 'damaged short')).toBe(false);
    expect(matchesSearch(memo, '   ')).toBe(true);
  });
});
