import type { Product } from '@provender/contract';
import { Decimal, type DecimalValue } from '@provender/rules';
import type { ProductRow } from './catalog.repository.ts';

/** More words than this add nothing but cost; the rest are ignored. */
const MAX_SEARCH_WORDS = 8;

/** A numeric column (quantity, conversion) read through a decimal, never Number() on its text. */
const exact = (value: DecimalValue) => new Decimal(value).toNumber();

/**
 * Search words: the app bar sends apostrophes as backticks (spec 02), so they are turned back;
 * every word must match somewhere.
 */
export function searchWords(search: string | undefined): string[] {
  if (!search) return [];
  return search
    .replaceAll('`', "'")
    .split(/\s+/)
    .filter((w) => w.length > 0)
    .slice(0, MAX_SEARCH_WORDS);
}

/**
 * Whether a search word may also match with a typo, when the words as typed match nothing
 * (decision 546): five or more letters and digits, at least one a letter. Shorter words (too few
 * trigrams to tell a typo from another word: 'cola' is as near 'cold' as 'brest' is to 'breast'),
 * numbers and words with punctuation (`_`, `%`, `\`, `-`, `#`, `/`, …) are only matched as typed.
 */
export const typoTolerant = (word: string): boolean => /^[\p{L}\p{N}]{5,}$/u.test(word) && /\p{L}/u.test(word);

/**
 * The store keeps one base name per image (<base>.png at full size) and the sync writes
 * <base>-list.png and <base>-mobile.png beside it; products store the full-size name.
 */
function imageNames(stored: string) {
  const match = /^(.*?)(-list|-mobile)?(\.[A-Za-z0-9]+)$/.exec(stored);
  if (!match) return { listImage: '', mobileImage: '', cardImage: '' };
  const [, base, , ext] = match;
  return { listImage: `${base}-list.png`, mobileImage: `${base}-mobile.png`, cardImage: `${base}${ext}` };
}

export function toProduct(row: ProductRow): Product {
  const units = row.units;
  return {
    productKey: row.id,
    productCode: row.productCode,
    description: row.description,
    catalogDescription: row.catalogDescription,
    additional: row.additional,
    productMainCategoryCode: row.mainCategoryCode,
    productCategoryCode: row.categoryCode,
    mainCategoryDescription: row.mainCategoryDescription,
    categoryDescription: row.categoryDescription,
    sellBys: units
      .filter((u) => u.sb)
      .map((u) => ({
        unitOfMeasure: u.u,
        sellByMultiple: exact(u.m),
        stockConversion: exact(u.c),
        isPricing: u.p || u.u === row.pricingUnit,
      })),
    priceBys: units
      .filter((u) => u.pb)
      .map((u) => ({ unitOfMeasure: u.u, stockConversion: exact(u.c), priceDecimals: u.d })),
    pricingUM: row.pricingUnit,
    ...imageNames(row.listImage),
    detailImages: row.detailImages,
    defaultQuantity: { orderQuantity: exact(row.defaultOrderQuantity), unitOfMeasure: row.defaultUnit },
  };
}
