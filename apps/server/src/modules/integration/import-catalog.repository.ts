import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { json, rowsOf, tableUpsert } from './import-sql.ts';

/** The catalog's writes of an import: main categories, categories and products (decision 163). */
export function createImportCatalogQueries(tx: Tx) {
  return {
    async categoryMains(): Promise<Map<string, string>> {
      const rows = rowsOf<{ code: string; main: string }>(
        await tx.execute(sql`select code, main_category_code as main from product_categories`),
      );
      return new Map(rows.map((r) => [r.code, r.main]));
    },

    upsertMainCategories: tableUpsert<{ code: string; description: string }>(tx, {
      table: 'product_main_categories',
      columns: ['code', 'description'],
      conflict: '("code")',
      key: 'code',
    }),

    upsertCategories: tableUpsert<{ code: string; main_category_code: string; description: string }>(tx, {
      table: 'product_categories',
      columns: ['code', 'main_category_code', 'description'],
      conflict: '("code")',
      key: 'code',
    }),

    upsertProducts: tableUpsert(tx, {
      table: 'products',
      columns: [
        'product_code',
        'description',
        'catalog_description',
        'additional',
        'main_category_code',
        'category_code',
        'stock_unit',
        'pricing_unit',
        'base_price',
        'default_order_quantity',
        'default_unit',
        'list_image',
        'detail_images',
        'sequence',
        'is_catch_weight',
        'stock_on_hand',
        'is_active',
      ],
      conflict: '("product_code")',
      key: 'product_code',
    }),
  };
}

/** A product import's image sources and units, and a full file's deactivation of the products it did not list. */
export function createImportProductExtrasQueries(tx: Tx) {
  return {
    /** Where the image sync fetches URL images from (decision 201); a changed URL is fetched again. */
    async upsertImageSources(rows: { name: string; url: string }[]): Promise<void> {
      await tx.execute(sql`
        insert into product_image_sources (name, url)
        select name, url from json_to_recordset(${json(rows)}) as i(name text, url text)
        on conflict (name) do update set url = excluded.url, fetched_at = null, error = null
        where product_image_sources.url is distinct from excluded.url`);
    },

    /**
     * A product's units become exactly the file's: units it no longer lists are removed (order and
     * cart lines keep their unit as text), the others upserted. Answers the codes of products whose
     * units changed.
     */
    async replaceProductUnits(rows: Record<string, unknown>[]): Promise<Set<string>> {
      const result = rowsOf<{ code: string }>(
        await tx.execute(sql`
          with input as (
            select p.id as product_id, p.product_code, u.*
            from json_to_recordset(${json(rows)}) as u(product_code text, unit_of_measure text,
              stock_conversion numeric, is_sell_by boolean, sell_by_multiple numeric, is_price_by boolean,
              is_pricing boolean, price_decimals smallint, sort_order smallint)
            join products p on p.product_code = u.product_code
          ),
          removed as (
            delete from product_units pu
            where pu.product_id in (select product_id from input)
              and not exists (select 1 from input i where i.product_id = pu.product_id and i.unit_of_measure = pu.unit_of_measure)
            returning pu.product_id
          ),
          written as (
            insert into product_units (product_id, unit_of_measure, stock_conversion, is_sell_by, sell_by_multiple,
              is_price_by, is_pricing, price_decimals, sort_order)
            select product_id, unit_of_measure, stock_conversion, is_sell_by, sell_by_multiple, is_price_by,
              is_pricing, price_decimals, sort_order from input
            on conflict (product_id, unit_of_measure) do update set
              stock_conversion = excluded.stock_conversion, is_sell_by = excluded.is_sell_by,
              sell_by_multiple = excluded.sell_by_multiple, is_price_by = excluded.is_price_by,
              is_pricing = excluded.is_pricing, price_decimals = excluded.price_decimals, sort_order = excluded.sort_order
            where (product_units.stock_conversion, product_units.is_sell_by, product_units.sell_by_multiple,
                product_units.is_price_by, product_units.is_pricing, product_units.price_decimals, product_units.sort_order)
              is distinct from (excluded.stock_conversion, excluded.is_sell_by, excluded.sell_by_multiple,
                excluded.is_price_by, excluded.is_pricing, excluded.price_decimals, excluded.sort_order)
            returning product_id
          )
          select distinct p.product_code as code from products p
          where p.id in (select product_id from removed union select product_id from written)`),
      );
      return new Set(result.map((r) => r.code));
    },

    /** Marks inactive the active products a full catalog file did not list (never deletes them). */
    async deactivateProductsNotIn(codes: readonly string[]): Promise<number> {
      const rows = rowsOf<{ id: number }>(
        await tx.execute(sql`
          update products set is_active = false
          where is_active and product_code not in (select json_array_elements_text(${json(codes)}))
          returning id`),
      );
      return rows.length;
    },
  };
}
