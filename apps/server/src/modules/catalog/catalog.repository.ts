import { asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { HIDDEN_PRODUCT_KEY } from '@provender/contract';
import type { Db } from '../../db/client.ts';
import { productSearchText, productUnitsJson, visibleProducts } from '../../db/queries/products.ts';
import {
  cacheVersions,
  customerExcludedCategories,
  productCategories,
  productMainCategories,
  products,
  pushProducts,
  scanDocuments,
} from '../../db/schema/index.ts';

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

const productColumns = {
  id: products.id,
  productCode: products.productCode,
  description: products.description,
  catalogDescription: products.catalogDescription,
  additional: products.additional,
  mainCategoryCode: products.mainCategoryCode,
  categoryCode: products.categoryCode,
  mainCategoryDescription: productMainCategories.description,
  categoryDescription: productCategories.description,
  pricingUnit: products.pricingUnit,
  defaultOrderQuantity: products.defaultOrderQuantity,
  defaultUnit: products.defaultUnit,
  listImage: products.listImage,
  detailImages: products.detailImages,
  units: productUnitsJson,
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

export function createCatalogRepository(db: Db) {
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

    /** The given products whether or not the caller may buy them, with a flag saying so. */
    async byIds(customerId: number | null, ids: number[]) {
      if (ids.length === 0) return [];
      return db
        .select({ ...productColumns, visible: sql<boolean>`(${visibleProducts(customerId)})` })
        .from(products)
        .innerJoin(productMainCategories, eq(productMainCategories.code, products.mainCategoryCode))
        .innerJoin(productCategories, eq(productCategories.code, products.categoryCode))
        .where(inArray(products.id, ids));
    },

    /** A product's scan documents (spec sheets; decision 072), oldest first. */
    async scanDocuments(productId: number): Promise<{ key: string; name: string }[]> {
      const rows = await db
        .select({ id: scanDocuments.id, name: scanDocuments.name })
        .from(scanDocuments)
        .where(eq(scanDocuments.productId, productId))
        .orderBy(asc(scanDocuments.id));
      return rows.map((r) => ({ key: String(r.id), name: r.name }));
    },

    async mainCategories() {
      return db.select().from(productMainCategories).orderBy(asc(productMainCategories.description));
    },

    /** Categories with whether the customer excluded them and whether any listable product is in them. */
    async categories(customerId: number | null) {
      const excluded =
        customerId === null
          ? sql<boolean>`false`
          : sql<boolean>`exists (select 1 from customer_excluded_categories x where x.customer_id = ${customerId} and x.category_code = "product_categories"."code")`;
      return db
        .select({
          code: productCategories.code,
          parent: productCategories.mainCategoryCode,
          description: productCategories.description,
          isExcluded: excluded,
          hasProducts: sql<boolean>`exists (select 1 from products p where p.main_category_code = "product_categories"."main_category_code"
            and p.category_code = "product_categories"."code" and p.is_active and p.id <> ${HIDDEN_PRODUCT_KEY})`,
        })
        .from(productCategories)
        .orderBy(asc(productCategories.description), asc(productCategories.code));
    },

    async excludedCategories(customerId: number): Promise<string[]> {
      const rows = await db
        .select({ code: customerExcludedCategories.categoryCode })
        .from(customerExcludedCategories)
        .where(eq(customerExcludedCategories.customerId, customerId))
        .orderBy(asc(customerExcludedCategories.categoryCode));
      return rows.map((r) => r.code);
    },

    /** The committed catalog version the triggers keep (decision 210); 0 before any. */
    async catalogVersion(): Promise<number> {
      const [row] = await db
        .select({ version: cacheVersions.version })
        .from(cacheVersions)
        .where(eq(cacheVersions.name, 'catalog'));
      return row?.version ?? 0;
    },

    async pushProducts(customerId: number | null) {
      return db
        .select({ productKey: pushProducts.productId, sequence: pushProducts.sequence })
        .from(pushProducts)
        .innerJoin(products, eq(products.id, pushProducts.productId))
        .where(visibleProducts(customerId))
        .orderBy(sql`coalesce(${pushProducts.sequence}, 9999)`, asc(pushProducts.productId));
    },
  };
}
export type CatalogRepository = ReturnType<typeof createCatalogRepository>;
export type ProductRow = Awaited<ReturnType<CatalogRepository['byIds']>>[number];
