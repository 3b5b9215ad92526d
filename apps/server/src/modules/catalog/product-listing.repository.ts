import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  searchWordNear,
  searchWordNearness,
  searchWordOccurs,
  TYPO_SIMILARITY,
  visibleProducts,
} from '../../db/queries/products.ts';
import { typoTolerant } from './product-view.ts';

export type ProductSort = 'description' | 'sequence' | 'productCode' | 'brand';

export interface ProductFilter {
  customerId: number | null;
  /** Every word must occur in the description, catalog description or an additional field. */
  words: string[];
  mainCategory?: string | undefined;
  category?: string | undefined;
  productKeys?: number[] | undefined;
}

/** Every listed product of one listing, in its order, as one catalog version has them. */
export interface ListingOrder {
  /** The catalog version the keys were read at (read in the same statement). */
  version: number;
  ids: Int32Array;
  /** Each product's category, as an index into `categories` (and its main category in `mains`). */
  categoryOf: Uint16Array;
  categories: string[];
  mains: string[];
}

export interface ListingQuery {
  mainCategory?: string | undefined;
  category?: string | undefined;
  sort: ProductSort;
}

/** Each sort follows one of the partial listing indexes of migration 0005, so a page is an index range. */
const tableOrder: Record<ProductSort, SQL> = {
  description: sql`"products"."description", "products"."id"`,
  sequence: sql`"products"."sequence", "products"."description", "products"."id"`,
  productCode: sql`"products"."product_code"`,
  brand: sql`("products"."additional"->>'k1'), "products"."description", "products"."id"`,
};
/** The same orders over the columns the search collects. */
const matchOrder: Record<ProductSort, SQL> = {
  description: sql`description, id`,
  sequence: sql`sequence, description, id`,
  productCode: sql`product_code`,
  brand: sql`brand, description, id`,
};

/** How each search word is matched: as typed, or (when that finds nothing, decision 546) allowing a typo. */
type WordMatch = (word: string) => SQL;
const nearWord: WordMatch = (word) => (typoTolerant(word) ? searchWordNear(word) : searchWordOccurs(word));

function conditions(filter: ProductFilter, wordMatch: WordMatch | null): SQL {
  const parts: SQL[] = [visibleProducts(filter.customerId)];
  if (wordMatch) for (const word of filter.words) parts.push(wordMatch(word));
  if (filter.mainCategory) parts.push(sql`"products"."main_category_code" = ${filter.mainCategory}`);
  if (filter.category) parts.push(sql`"products"."category_code" = ${filter.category}`);
  if (filter.productKeys) {
    const keys = filter.productKeys.length ? filter.productKeys : [0];
    parts.push(
      sql`"products"."id" in (${sql.join(
        keys.map((k) => sql`${k}`),
        sql`, `,
      )})`,
    );
  }
  return sql.join(parts, sql` and `);
}

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;

interface KeysPage {
  ids: number[];
  total: number | null;
}

/**
 * A page of a search and its total: the matches are collected first through the trigram index
 * (materialized, so the planner cannot trade it for a walk of the whole sort index), then sorted,
 * paged and counted in the same statement.
 */
function matchesPage(
  filter: ProductFilter,
  wordMatch: WordMatch,
  nearness: SQL | null,
  order: SQL,
  offset: number,
  limit: number,
) {
  const scored = nearness ? sql`, ${nearness} as nearness` : sql``;
  return sql`with matches as materialized (
          select "products"."id" as id, "products"."description" as description, "products"."sequence" as sequence,
            "products"."product_code" as product_code, "products"."additional"->>'k1' as brand${scored}
          from products where ${conditions(filter, wordMatch)})
        select id, count(*) over ()::int as total from matches order by ${order} limit ${limit} offset ${offset}`;
}

function pageOf(result: unknown): KeysPage {
  const rows = rowsOf<{ id: number; total: number }>(result);
  return { ids: rows.map((r) => r.id), total: rows[0]?.total ?? null };
}

/** The product list's keys: a page of them (with or without search words), a listing's order, a count. */
export function createProductListingRepository(db: Db) {
  /** Whether any product the filter allows matches every search word as typed. */
  const anyMatch = async (filter: ProductFilter): Promise<boolean> => {
    const result = await db.execute(
      sql`select exists (select from products where ${conditions(filter, searchWordOccurs)}) as found`,
    );
    return rowsOf<{ found: boolean }>(result)[0]?.found ?? false;
  };

  /**
   * A page of a search allowing typos (decision 546): each word of five or more letters and digits
   * occurs or is near a word of the search text (pg_trgm's strict word similarity at TYPO_SIMILARITY,
   * set for the transaction, through the trigram index); the nearest first, then the list order.
   */
  const nearPage = async (
    filter: ProductFilter,
    sort: ProductSort,
    offset: number,
    limit: number,
  ): Promise<KeysPage> => {
    const nearness = sql.join(filter.words.filter(typoTolerant).map(searchWordNearness), sql` + `);
    const statement = matchesPage(filter, nearWord, nearness, sql`nearness desc, ${matchOrder[sort]}`, offset, limit);
    const threshold = String(TYPO_SIMILARITY);
    const result = await db.transaction(
      async (tx) => {
        await tx.execute(sql`select set_config('pg_trgm.strict_word_similarity_threshold', ${threshold}, true)`);
        return tx.execute(statement);
      },
      { accessMode: 'read only' },
    );
    return pageOf(result);
  };

  return {
    /**
     * One page of product keys in list order, and the total. Without search words the page is an
     * index-only range of a listing index and the total an index-only count. With search words the
     * matches are collected first through the trigram index (materialized, so the planner cannot
     * trade it for a walk of the whole sort index) and counted with the page. When the words as
     * typed match nothing (an empty first page; past it, when nothing matches at all) and one of
     * them may be misspelled, the page allows typos (decision 546).
     */
    async pageKeys(filter: ProductFilter, sort: ProductSort, offset: number, limit: number): Promise<KeysPage> {
      if (filter.words.length === 0) {
        const result = await db.execute(sql`select "products"."id" as id from products where ${conditions(filter, null)}
          order by ${tableOrder[sort]} limit ${limit} offset ${offset}`);
        return { ids: rowsOf<{ id: number }>(result).map((r) => r.id), total: null };
      }
      const page = pageOf(
        await db.execute(matchesPage(filter, searchWordOccurs, null, matchOrder[sort], offset, limit)),
      );
      if (page.ids.length > 0 || !filter.words.some(typoTolerant)) return page;
      if (offset > 0 && (await anyMatch(filter))) return page;
      return nearPage(filter, sort, offset, limit);
    },

    /**
     * Every listed product of a listing without search words, in its order, with its category, and
     * the catalog version they were read at (decision 483): one sort of the listed rows, one row back.
     */
    async listingOrder(query: ListingQuery): Promise<ListingOrder> {
      const filter: ProductFilter = { customerId: null, words: [], ...query };
      const result = await db.execute(sql`select
          (select version from cache_versions where name = 'catalog') as version,
          coalesce(json_agg(json_build_array("products"."id", "products"."category_code", "products"."main_category_code")
            order by ${tableOrder[query.sort]}), '[]') as rows
        from products where ${conditions(filter, null)}`);
      const [row] = rowsOf<{ version: number | string | null; rows: [number, string, string][] }>(result);
      const rows = row?.rows ?? [];
      const categories: string[] = [];
      const mains: string[] = [];
      const index = new Map<string, number>();
      const ids = new Int32Array(rows.length);
      const categoryOf = new Uint16Array(rows.length);
      rows.forEach(([id, category, main], i) => {
        const key = `${main}\u0000${category}`;
        let at = index.get(key);
        if (at === undefined) {
          index.set(key, (at = categories.push(category) - 1));
          mains.push(main);
        }
        ids[i] = id;
        categoryOf[i] = at;
      });
      return { version: Number(row?.version ?? 0), ids, categoryOf, categories, mains };
    },

    /** A page of a search allowing typos (decision 546), for a search whose words as typed match nothing. */
    typoPageKeys: nearPage,

    async count(filter: ProductFilter): Promise<number> {
      const result = await db.execute(
        sql`select count(*)::int as n from products where ${conditions(filter, searchWordOccurs)}`,
      );
      return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
    },
  };
}
