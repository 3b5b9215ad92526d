import { describe, expect, it } from 'vitest';
import { createRepeatGuard, filterCustomers, listKeyAction } from './customer-list-keys.ts';

const customers = [
  { customerKey: 1, customerCode: 'C10001', name: 'Riverside Bistro Group' },
  { customerKey: 2, customerCode: 'C10002', name: 'Cedar Trattoria' },
  { customerKey: 3, customerCode: 'X77', name: 'Oak Street Trattoria' },
];

describe('filterCustomers', () => {
  it('matches the name or the customer code, ignoring case', () => {
    expect(filterCustomers(customers, 'trattoria').map((c) => c.customerKey)).toEqual([2, 3]);
    expect(filterCustomers(customers, 'c10001').map((c) => c.customerKey)).toEqual([1]);
    expect(filterCustomers(customers, '  ')).toHaveLength(3);
    expect(filterCustomers(customers, 'nothing')).toEqual([]);
  });
});

describe('listKeyAction', () => {
  it('moves down with ArrowDown and Tab, up with ArrowUp and Shift+Tab', () => {
    expect(listKeyAction('ArrowDown', false, 0, 3)).toEqual({ type: 'move', index: 1 });
    expect(listKeyAction('Tab', false, 1, 3)).toEqual({ type: 'move', index: 2 });
    expect(listKeyAction('ArrowUp', false, 2, 3)).toEqual({ type: 'move', index: 1 });
    expect(listKeyAction('Tab', true, 1, 3)).toEqual({ type: 'move', index: 0 });
  });

  it('stops at the ends for arrows and lets Tab leave the list there', () => {
    expect(listKeyAction('ArrowDown', false, 2, 3)).toEqual({ type: 'move', index: 2 });
    expect(listKeyAction('ArrowUp', false, 0, 3)).toEqual({ type: 'move', index: 0 });
    expect(listKeyAction('Tab', false, 2, 3)).toBeNull();
    expect(listKeyAction('Tab', true, 0, 3)).toBeNull();
  });

  it('picks with Enter and ignores other keys and empty lists', () => {
    expect(listKeyAction('Enter', false, 1, 3)).toEqual({ type: 'pick' });
    expect(listKeyAction('a', false, 1, 3)).toBeNull();
    expect(listKeyAction('Enter', false, -1, 0)).toBeNull();
  });
});

describe('createRepeatGuard', () => {
  it('refuses a repeat within the interval and allows one after it', () => {
    const allow = createRepeatGuard(100);
    expect(allow(1000)).toBe(true);
    expect(allow(1050)).toBe(false);
    expect(allow(1149)).toBe(false);
    expect(allow(1250)).toBe(true);
  });
});
