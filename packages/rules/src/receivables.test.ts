import { describe, expect, it } from 'vitest';
import { ageOpenItems } from './aging.ts';
import {
  bankAccountErrors,
  isRoutingNumber,
  paymentLineError,
  paymentMethodOptions,
  runningBalances,
} from './receivables.ts';

describe('receivable rules', () => {
  it('ages debit items by days past due and sums credits apart', () => {
    const aging = ageOpenItems(
      [
        { dueDate: '2026-03-15', balance: '10.00' },
        { dueDate: '2026-03-14', balance: '1.00' },
        { dueDate: '2026-02-13', balance: '2.00' },
        { dueDate: '2026-02-12', balance: '3.00' },
        { dueDate: '2025-12-15', balance: '4.00' },
        { dueDate: '2025-12-14', balance: '5.00' },
        { dueDate: '2026-01-01', balance: '-6.50' },
        { dueDate: '2026-01-01', balance: '0.00' },
      ],
      '2026-03-15',
    );
    expect(aging.current.toNumber()).toBe(10);
    expect(aging.buckets.map((b) => [b.name, b.value.toNumber()])).toEqual([
      ['1-30', 3],
      ['31-60', 3],
      ['61-90', 4],
      ['Over 90', 5],
    ]);
    expect(aging.unappliedCredit.toNumber()).toBe(-6.5);
    expect(aging.balance.toFixed(2)).toBe('18.50');
  });

  it('runs the balance from the oldest line whatever order the lines come in', () => {
    const running = runningBalances([
      { invoiceDate: '2026-03-01', balance: 10 },
      { invoiceDate: '2026-01-01', balance: 100.1 },
      { invoiceDate: '2026-02-01', balance: -20.2 },
    ]);
    expect(running.map((r) => r.toFixed(2))).toEqual(['89.90', '100.10', '79.90']);
  });

  it('starts a range of lines from its balance forward, lines of one day in the order given', () => {
    const running = runningBalances(
      [
        { invoiceDate: '2026-02-01', balance: '50.25' },
        { invoiceDate: '2026-01-01', balance: 20 },
        { invoiceDate: '2026-02-01', balance: '10.00' },
      ],
      '140.00',
    );
    expect(running.map((r) => r.toFixed(2))).toEqual(['210.25', '160.00', '220.25']);
  });

  it('checks line amounts, methods and bank accounts', () => {
    expect(paymentLineError(5, -10)).toBe('Amount must be same sign as balance.');
    expect(paymentLineError(-10.01, -10)).toBe('Amount cannot be greater than balance.');
    expect(paymentLineError(-10, -10)).toBeNull();
    expect(paymentMethodOptions(0, [1, 8])).toEqual([0]);
    expect(paymentMethodOptions(5, [7, 8])).toEqual([2]);
    expect(paymentMethodOptions(5, [1, 2, 8])).toEqual([1, 2]);
    expect(isRoutingNumber('011000015')).toBe(true);
    expect(isRoutingNumber('011000016')).toBe(false);
    expect(
      bankAccountErrors({
        routingNumber: '011000015',
        routingNumberConfirm: '011000028',
        accountNumber: '12345678',
        accountNumberConfirm: '12345679',
      }),
    ).toEqual({
      routingNumberConfirm: 'Routing Numbers do not match',
      accountNumberConfirm: 'Account Numbers do not match',
    });
  });
});
