import { describe, expect, it } from 'vitest';
import { PageLayout, PageSortBy } from '@provender/contract';
import { availableLayouts, resolveLayout, resolveSort } from './layout-sort.ts';

const { grid, list, quickEntry } = PageLayout;

describe('availableLayouts', () => {
  it('offers all three layouts to a signed-in user on a wide screen', () => {
    expect(availableLayouts('customer', false)).toEqual([grid, list, quickEntry]);
  });

  it('removes quick entry for public users and list on narrow screens', () => {
    expect(availableLayouts('public', false)).toEqual([grid, list]);
    expect(availableLayouts('salesperson', true)).toEqual([grid, quickEntry]);
    expect(availableLayouts('public', true)).toEqual([grid]);
  });
});

describe('resolveLayout', () => {
  it("takes the user's default first, then the site's", () => {
    expect(resolveLayout(quickEntry, list, [grid, list, quickEntry])).toBe(quickEntry);
    expect(resolveLayout(null, list, [grid, list, quickEntry])).toBe(list);
    expect(resolveLayout(null, null, [grid, list, quickEntry])).toBe(grid);
  });

  it('skips a default that is not on offer and falls back to grid, list, quick entry', () => {
    expect(resolveLayout(list, quickEntry, [grid, quickEntry])).toBe(quickEntry);
    expect(resolveLayout(quickEntry, quickEntry, [grid, list])).toBe(grid);
    expect(resolveLayout(list, null, [quickEntry])).toBe(quickEntry);
  });
});

describe('resolveSort', () => {
  it("uses the user's default, then the site's, then description", () => {
    expect(resolveSort('customer', PageSortBy.brand, PageSortBy.productCode)).toBe(PageSortBy.brand);
    expect(resolveSort('consumer', null, PageSortBy.productCode)).toBe(PageSortBy.productCode);
    expect(resolveSort('salesperson', null, null)).toBe(PageSortBy.description);
  });

  it('gives guests the site sort or description, never a user default', () => {
    expect(resolveSort('public', PageSortBy.brand, PageSortBy.sequence)).toBe(PageSortBy.sequence);
    expect(resolveSort('public', PageSortBy.brand, null)).toBe(PageSortBy.description);
  });
});
