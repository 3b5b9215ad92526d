import { describe, expect, it } from 'vitest';
import type { OpenReceivableItem } from '@provender/contract';
import {
  canContinue,
  draftDetails,
  entryFor,
  fullBalance,
  isPastDue,
  localIsoDate,
  selectionTotal,
  withPastDue,
  type Selection,
} from './payment-selection.ts';

const item = (arCode: string, balance: number): OpenReceivableItem => ({
  arCode,
  recordType: balance < 0 ? 6 : 1,
  type: balance < 0 ? 'Credit Memo' : 'Invoice',
  reference: arCode,
  invoiceNumber: null,
  invoiceDate: '2026-01-01',
  dueDate: '2026-01-31',
  po_number: '',
  initial: balance,
  balance,
  isCredit: balance < 0,
  orderNumber: null,
  scanDocuments: [],
});
const invoice = item('I1', 120.5);
const memo = item('M1', -30.75);

describe('payment selection', () => {
  it('ticks the full balance; typing 0 deselects', () => {
    expect(fullBalance(memo).apply).toBe('-30.75');
    expect(entryFor(invoice, '0')).toBeNull();
    expect(entryFor(invoice, '0.00')).toBeNull();
  });

  it('flags amounts above the balance and of a different sign', () => {
    expect(entryFor(invoice, '120.51')).toMatchObject({
      isGreaterThanBalance: true,
      helperText: 'Amount cannot be greater than balance.',
    });
    expect(entryFor(memo, '10')).toMatchObject({
      isDifferentSign: true,
      helperText: 'Amount must be same sign as balance.',
    });
    expect(entryFor(invoice, 'abc')?.helperText).toBe('Amount must be a number');
  });

  it('disables Continue with nothing selected, a negative total or a line in error', () => {
    expect(canContinue({})).toBe(false);
    const onlyCredit: Selection = { M1: fullBalance(memo) };
    expect(canContinue(onlyCredit)).toBe(false);
    const both: Selection = { I1: fullBalance(invoice), M1: fullBalance(memo) };
    expect(canContinue(both)).toBe(true);
    expect(selectionTotal(both).toFixed(2)).toBe('89.75');
    const bad: Selection = { ...both, I1: entryFor(invoice, '500') ?? fullBalance(invoice) };
    expect(canContinue(bad)).toBe(false);
  });

  it('sends absolute amounts in the draft', () => {
    const both: Selection = { I1: fullBalance(invoice), M1: fullBalance(memo) };
    expect(draftDetails([invoice, memo], both)).toEqual([
      { arCode: 'I1', detailType: 1, amount: 120.5 },
      { arCode: 'M1', detailType: 6, amount: 30.75 },
    ]);
  });
});

describe('past due (issue 36)', () => {
  const due = (arCode: string, balance: number, dueDate: string) => ({ ...item(arCode, balance), dueDate });
  const items = [
    due('OLD', 80, '2026-02-01'),
    due('TODAY', 40, '2026-03-10'),
    due('LATER', 25, '2026-04-01'),
    due('CREDIT', -30.75, '2026-01-01'),
  ];

  it('is an amount owed whose due date has gone, never a credit or what falls due today', () => {
    expect(items.filter((i) => isPastDue(i, '2026-03-10')).map((i) => i.arCode)).toEqual(['OLD']);
    expect(items.filter((i) => isPastDue(i, '2026-04-02')).map((i) => i.arCode)).toEqual(['OLD', 'TODAY', 'LATER']);
  });

  it('Select All Past Due ticks every past-due item at its full balance and keeps the rest of the selection', () => {
    const start: Selection = {
      CREDIT: fullBalance(items[3] as OpenReceivableItem),
      OLD: entryFor(items[0] as OpenReceivableItem, '10') as Selection[string],
    };
    const next = withPastDue(start, items, '2026-03-11');
    expect(Object.fromEntries(Object.entries(next).map(([k, e]) => [k, e.apply]))).toEqual({
      CREDIT: '-30.75',
      OLD: '80.00',
      TODAY: '40.00',
    });
    expect(selectionTotal(next).toFixed(2)).toBe('89.25');
  });

  it("takes the browser's calendar day", () => {
    expect(localIsoDate(new Date(2026, 2, 10, 23, 59))).toBe('2026-03-10');
  });
});
