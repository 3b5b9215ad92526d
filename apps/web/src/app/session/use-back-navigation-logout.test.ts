import { describe, expect, it } from 'vitest';
import { isSelectionPopNavigation } from './use-back-navigation-logout.ts';

describe('isSelectionPopNavigation', () => {
  it('is true when going back from a selection screen', () => {
    expect(isSelectionPopNavigation('/select-customer', '/login')).toBe(true);
    expect(isSelectionPopNavigation('/select-shipmethod', '/products')).toBe(true);
  });

  it('is true when going back to the selection after choosing', () => {
    expect(isSelectionPopNavigation('/', '/select-customer')).toBe(true);
  });

  it('is false for other back steps and for hash-only changes on the same screen', () => {
    expect(isSelectionPopNavigation('/categories', '/products')).toBe(false);
    expect(isSelectionPopNavigation('/select-customer', '/select-customer')).toBe(false);
  });
});
