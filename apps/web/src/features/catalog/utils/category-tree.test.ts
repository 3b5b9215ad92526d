import { describe, expect, it } from 'vitest';
import type { Category, MainCategory } from '@provender/contract';
import { categoryGroups } from './category-tree.ts';

const main = (code: string, description: string, extra: Partial<MainCategory> = {}): MainCategory => ({
  code,
  description,
  isExcluded: false,
  isEmpty: false,
  ...extra,
});
const sub = (code: string, parent: string, description: string, extra: Partial<Category> = {}): Category => ({
  code,
  parent,
  description,
  isExcluded: false,
  isEmpty: false,
  ...extra,
});

const mains = [main('PR', 'Produce'), main('DE', 'Dairy & Eggs'), main('CH', 'Chemicals', { isExcluded: true })];
const categories = [
  sub('DE03', 'DE', 'Milk & Cream'),
  sub('DE01', 'DE', 'Cheese'),
  sub('DE09', 'DE', 'Eggs', { isEmpty: true }),
  sub('PR01', 'PR', 'Fresh Fruit'),
  sub('PR02', 'PR', 'Fresh Herbs', { isExcluded: true }),
  sub('CH01', 'CH', 'Degreasers', { isExcluded: true }),
];

describe('categoryGroups', () => {
  it('sorts main and sub-categories by description and leaves out excluded and empty ones', () => {
    const groups = categoryGroups(mains, categories, '');
    expect(groups.map((g) => [g.main.description, g.categories.map((c) => c.description)])).toEqual([
      ['Dairy & Eggs', ['Cheese', 'Milk & Cream']],
      ['Produce', ['Fresh Fruit']],
    ]);
  });

  it('filters by the search text, keeping a matching main category whole', () => {
    expect(categoryGroups(mains, categories, 'milk').map((g) => g.categories.map((c) => c.code))).toEqual([['DE03']]);
    expect(categoryGroups(mains, categories, 'dairy').map((g) => g.categories.length)).toEqual([2]);
    expect(categoryGroups(mains, categories, 'nothing-like-this')).toEqual([]);
  });
});
