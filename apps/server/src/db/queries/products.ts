import { sql, type SQL } from 'drizzle-orm';
import { HIDDEN_PRODUCT_KEY } from '@provender/contract';

/*
 * Product SQL shared by catalog, pricing and cart. References name "products" explicitly:
 * drizzle leaves columns unqualified in single-table selects, and inside a correlated subquery an
 * unqualified name would bind to the subquery's own table.
 */

const hiddenKey = sql.raw(String(HIDDEN_PRODUCT_KEY));

/**
 * Products a caller may see and buy: active, not the hidden key 9, and, for an acting customer,
 * not in one of the customer's excluded categories. The bare is_active predicate matches the
 * partial listing indexes of migration 0005; the exclusions are read once per statement.
 */
export function visibleProducts(customerId: number | null): SQL {
  if (customerId === null) return sql`("products"."is_active" and "products"."id" <> ${hiddenKey})`;
  return sql`("products"."is_active" and "products"."id" <> ${hiddenKey} and "products"."category_code" <> all (array(
    select x.category_code from customer_excluded_categories x where x.customer_id = ${customerId})))`;
}

/** A product unit as the JSON aggregate below answers it (numbers as exact text). */
export interface UnitRow {
  u: string;
  c: string;
  sb: boolean;
  m: string;
  pb: boolean;
  p: boolean;
  d: number;
}

/** All units of the row's product in one correlated, primary-key-indexed subquery. */
export const productUnitsJson = sql<UnitRow[]>`(select coalesce(json_agg(json_build_object(
    'u', pu.unit_of_measure, 'c', pu.stock_conversion::text, 'sb', pu.is_sell_by, 'm', pu.sell_by_multiple::text,
    'pb', pu.is_price_by, 'p', pu.is_pricing, 'd', pu.price_decimals) order by pu.sort_order, pu.unit_of_measure), '[]'::json)
  from product_units pu where pu.product_id = "products"."id")`;

/**
 * What a search matches, with the trigram index on it: description, catalog description, every
 * additional field and the product code, stored in lower case with the row (migrations 0029 and
 * 0030, decision 482); a word is matched with LIKE after SQL's lower().
 */
export const productSearchText = sql`"products"."search_text"`;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** A search word as typed: it occurs in the search text (LIKE wildcards and `\` as plain characters, decision 011). */
export const searchWordOccurs = (word: string): SQL => sql`${productSearchText} like lower(${`%${escapeLike(word)}%`})`;

/**
 * How close a word must come to a word of the search text to pass for a typo of it (decision 546):
 * pg_trgm's strict word similarity, shared trigrams over the trigrams of both words.
 */
export const TYPO_SIMILARITY = 0.4;

/**
 * A typo-tolerant word occurs as typed or is near a word of the search text; through the trigram
 * index, with pg_trgm.strict_word_similarity_threshold set to TYPO_SIMILARITY in the transaction.
 */
export const searchWordNear = (word: string): SQL =>
  sql`(${searchWordOccurs(word)} or ${word} <<% ${productSearchText})`;

/** How near the search text comes to the word, 0 to 1 (what approximate matches are ordered by). */
export const searchWordNearness = (word: string): SQL => sql`strict_word_similarity(${word}, ${productSearchText})`;
