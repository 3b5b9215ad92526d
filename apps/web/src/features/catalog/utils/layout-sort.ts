import { PageLayout, PageSortBy, type PageLayoutValue, type PageSortByValue, type UserType } from '@provender/contract';

/** Spec 01 section 9: below this width the list layout is not offered. */
export const NARROW_SCREEN_MAX_WIDTH = 600;

/** The fallback order of spec 01 section 4 after the user's and the site's defaults. */
const layoutFallbacks: readonly PageLayoutValue[] = [PageLayout.grid, PageLayout.list, PageLayout.quickEntry];

/** Quick entry is not offered to public users (they cannot add to the cart); list not on narrow screens. */
export function availableLayouts(userType: UserType, narrow: boolean): PageLayoutValue[] {
  return layoutFallbacks.filter(
    (layout) => !(layout === PageLayout.quickEntry && userType === 'public') && !(layout === PageLayout.list && narrow),
  );
}

/** The user's default, else the site's, else grid, list, quick entry: the first one on offer. */
export function resolveLayout(
  userDefault: PageLayoutValue | null,
  siteDefault: PageLayoutValue | null,
  available: readonly PageLayoutValue[],
): PageLayoutValue {
  const candidates = [userDefault, siteDefault, ...layoutFallbacks];
  return (
    candidates.find((layout): layout is PageLayoutValue => layout !== null && available.includes(layout)) ??
    PageLayout.grid
  );
}

/** Guest sessions sort by the site default or by description; others by their own default first. */
export function resolveSort(
  userType: UserType,
  userDefault: PageSortByValue | null,
  siteDefault: PageSortByValue | null,
): PageSortByValue {
  if (userType === 'public') return siteDefault ?? PageSortBy.description;
  return userDefault ?? siteDefault ?? PageSortBy.description;
}

export const layoutLabels: Record<PageLayoutValue, string> = { 0: 'Grid', 1: 'List', 2: 'Quick Entry' };
export const sortLabels: Record<PageSortByValue, string> = {
  0: 'Description',
  1: 'Sequence',
  2: 'Product Code',
  3: 'Brand',
};
export const pageLayouts: readonly PageLayoutValue[] = [0, 1, 2];
export const pageSorts: readonly PageSortByValue[] = [0, 1, 2, 3];
