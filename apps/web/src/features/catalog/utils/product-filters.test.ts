import { describe, expect, it } from 'vitest';
import {
  categoryLink,
  readListIndex,
  readProductFilters,
  withCategory,
  withListIndex,
  withMainCategory,
  withOrderGuide,
} from './product-filters.ts';

describe('product filters in the hash', () => {
  it('reads mc, c, og and s', () => {
    expect(readProductFilters('#mc=DE&c=DE03&og=Weekly&s=whole+milk')).toEqual({
      mainCategory: 'DE',
      category: 'DE03',
      orderGuide: 'Weekly',
      search: 'whole milk',
    });
    expect(readProductFilters('')).toEqual({ mainCategory: '', category: '', orderGuide: null, search: '' });
  });

  it('tells an explicit All Products choice (og=) from no choice at all', () => {
    expect(readProductFilters('#og=&s=milk').orderGuide).toBe('');
    expect(readProductFilters('#s=milk').orderGuide).toBeNull();
  });

  it('drops the category when the main category changes, keeping the search', () => {
    expect(withMainCategory('#mc=DE&c=DE03&s=milk', 'BK')).toBe('#mc=BK&s=milk');
    expect(withMainCategory('#mc=DE&c=DE03', '')).toBe('');
  });

  it('pairs a chosen category with its main category', () => {
    expect(withCategory('#s=milk', { code: 'DE03', parent: 'DE' })).toBe('#s=milk&mc=DE&c=DE03');
    expect(withCategory('#mc=BK&c=BK01', { code: 'DE03', parent: 'DE' })).toBe('#mc=DE&c=DE03');
    expect(withCategory('#mc=DE&c=DE03', null)).toBe('#mc=DE');
  });

  it('sets the order guide, keeping All Products as an empty og that survives other filters', () => {
    expect(withOrderGuide('#mc=DE', 'Weekly')).toBe('#mc=DE&og=Weekly');
    expect(withOrderGuide('', 'Weekly')).toBe('#og=Weekly');
    const all = withOrderGuide('#og=Weekly', '');
    expect(all).toBe('#og=');
    expect(readProductFilters(all).orderGuide).toBe('');
    expect(readProductFilters(withMainCategory(all, 'DE')).orderGuide).toBe('');
    expect(readProductFilters(withCategory(all, null)).orderGuide).toBe('');
  });

  it('builds the category links of the categories page', () => {
    expect(categoryLink('DE', 'DE03')).toBe('/products#mc=DE&c=DE03');
    expect(categoryLink('DE')).toBe('/products#mc=DE');
  });
});

describe('list index in the query', () => {
  it('reads a whole, non-negative index only', () => {
    expect(readListIndex('?i=42')).toBe(42);
    expect(readListIndex('?i=0')).toBe(0);
    expect(readListIndex('?i=-1')).toBeNull();
    expect(readListIndex('?i=abc')).toBeNull();
    expect(readListIndex('')).toBeNull();
  });

  it('sets and removes i, keeping other pairs', () => {
    expect(withListIndex('', 12)).toBe('?i=12');
    expect(withListIndex('?x=1&i=3', 7)).toBe('?x=1&i=7');
    expect(withListIndex('?i=3', null)).toBe('');
  });
});
