import type { Category, MainCategory } from '@provender/contract';

export interface CategoryGroup {
  main: MainCategory;
  categories: Category[];
}

const byDescription = (a: { description: string }, b: { description: string }) =>
  a.description.localeCompare(b.description);

/**
 * The categories page (spec 01 section 2): main categories sorted by description with their
 * sub-categories, excluded and empty ones left out. A search keeps a main category whole when its
 * own name matches, otherwise only its matching sub-categories.
 */
export function categoryGroups(
  mains: readonly MainCategory[],
  categories: readonly Category[],
  search: string,
): CategoryGroup[] {
  const words = search.replaceAll('`', "'").toLowerCase().split(/\s+/).filter(Boolean);
  const matches = (text: string) => words.every((w) => text.toLowerCase().includes(w));
  const usable = categories.filter((c) => !c.isExcluded && !c.isEmpty);
  return mains
    .filter((m) => !m.isExcluded && !m.isEmpty)
    .map((main) => {
      const own = usable.filter((c) => c.parent === main.code).sort(byDescription);
      if (words.length === 0 || matches(main.description)) return { main, categories: own };
      return {
        main,
        categories: own.filter((c) => matches(c.description) || matches(`${main.description} ${c.description}`)),
      };
    })
    .filter((group) => group.categories.length > 0)
    .sort((a, b) => byDescription(a.main, b.main));
}
