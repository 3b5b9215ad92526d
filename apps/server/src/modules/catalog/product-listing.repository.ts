import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { productSearchText, visibleProducts } from '../../db/queries/products.ts';

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

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

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

function conditions(filter: ProductFilter, withSearch: boolean): SQL {
  const parts: SQL[] = [visibleProducts(filter.customerId)];
  if (withSearch)
    for (const word of filter.words) parts.push(sql`${productSearchText} like lower(${`%${escapeLike(word)}%`})`);
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

/** The product list's keys: a page of them (with or without search words), a listing's order, a count. */
export function createProductListingRepository(db: Db) {
  return {
    /**
     * One page of product keys in list order, and the total. Without search words the page is an
     * index-only range of a listing index and the total an index-only count. With search words the
     * matches are collected first through the trigram index (materialized, so the planner cannot
     * trade it for a walk of the whole sort index) and counted with the page.
     */
    async pageKeys(
      filter: ProductFilter,
      sort: ProductSort,
      offset: number,
      limit: number,
    ): Promise<{ ids: number[]; total: number | null }> {
      if (filter.words.length === 0) {
        const result =
          await db.execute(sql`select "products"."id" as id from products where ${conditions(filter, false)}
          order by ${tableOrder[sort]} limit ${limit} offset ${offset}`);
        return { ids: rowsOf<{ id: number }>(result).map((r) => r.id), total: null };
      }
      const result = await db.execute(sql`with matches as materialized (
          select "products"."id" as id, "products"."description" as description, "products"."sequence" as sequence,
            "products"."product_code" as product_code, "products"."additional"->>'k1' as brand
          from products where ${conditions(filter, true)})
        select id, count(*) over ()::int as total from matches order by ${matchOrder[sort]} limit ${limit} offset ${offset}`);
      const rows = rowsOf<{ id: number; total: number }>(result);
      return { ids: rows.map((r) => r.id), total: rows[0]?.total ?? null };
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
        from products where ${conditions(filter, false)}`);
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

    async count(filter: ProductFilter): Promise<number> {
      const result = await db.execute(sql`select count(*)::int as n from products where ${conditions(filter, true)}`);
      return rowsOf<{ n: number }>(result)[0]?.n ?? 0;
    },
  };
}
