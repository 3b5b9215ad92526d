import { readHashParam, withHashParam } from '../../../components/url-hash/hash-params.ts';

/** Spec 01 section 2: the product filters live in the URL hash; query i scrolls to a list index. */
export const filterHashParams = { mainCategory: 'mc', category: 'c', orderGuide: 'og', search: 's' } as const;
export const LIST_INDEX_PARAM = 'i';

export interface ProductFilters {
  mainCategory: string;
  category: string;
  /** The chosen order guide; '' when All Products was chosen (og= present but empty); null when none was chosen (no og). */
  orderGuide: string | null;
  search: string;
}

function hashParams(hash: string): URLSearchParams {
  return new URLSearchParams(hash.startsWith('#') ? hash.slice(1) : hash);
}

export function readProductFilters(hash: string): ProductFilters {
  return {
    mainCategory: readHashParam(hash, filterHashParams.mainCategory),
    category: readHashParam(hash, filterHashParams.category),
    orderGuide: hashParams(hash).get(filterHashParams.orderGuide),
    search: readHashParam(hash, filterHashParams.search),
  };
}

/** A new main category drops the category, which belonged to the old one. */
export function withMainCategory(hash: string, mainCategory: string): string {
  return withHashParam(withHashParam(hash, filterHashParams.mainCategory, mainCategory), filterHashParams.category, '');
}

/** Choosing a category pairs it with its main category; clearing it keeps the main category. */
export function withCategory(hash: string, category: { code: string; parent: string } | null): string {
  if (!category) return withHashParam(hash, filterHashParams.category, '');
  return withHashParam(
    withHashParam(hash, filterHashParams.mainCategory, category.parent),
    filterHashParams.category,
    category.code,
  );
}

/**
 * The hash with the chosen guide. All Products ('') stays in the hash as an empty og=, so it is
 * told apart from no choice at all, which defaultToStandardOrder turns into Standard.
 */
export function withOrderGuide(hash: string, orderGuide: string): string {
  const params = hashParams(hash);
  params.set(filterHashParams.orderGuide, orderGuide);
  return `#${params.toString()}`;
}

/** The list index to scroll to from the query (?i=42), or null. */
export function readListIndex(search: string): number | null {
  const raw = new URLSearchParams(search).get(LIST_INDEX_PARAM);
  if (raw === null || !/^\d{1,9}$/.test(raw)) return null;
  return Number(raw);
}

/** The query with i set (or removed with null), other pairs kept. */
export function withListIndex(search: string, index: number | null): string {
  const params = new URLSearchParams(search);
  if (index === null) params.delete(LIST_INDEX_PARAM);
  else params.set(LIST_INDEX_PARAM, String(index));
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The products address for a category card's link: /products#mc=..&c=.. */
export function categoryLink(mainCategory: string, category?: string): string {
  const hash = category
    ? withCategory('', { code: category, parent: mainCategory })
    : withMainCategory('', mainCategory);
  return `/products${hash}`;
}
