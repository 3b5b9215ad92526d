import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { createImportHistoryQueries } from './import-history.repository.ts';
import { json, list, rowsOf, upsert, upsertStatement, type UpsertOutcome } from './import-sql.ts';

/** Batched reads and upserts of the integration import, inside the import's one transaction. */
export function createImportRepository(tx: Tx) {
  return {
    ...createImportHistoryQueries(tx),
    async categoryMains(): Promise<Map<string, string>> {
      const rows = rowsOf<{ code: string; main: string }>(
        await tx.execute(sql`select code, main_category_code as main from product_categories`),
      );
      return new Map(rows.map((r) => [r.code, r.main]));
    },

    async idsByCode(table: 'customers' | 'products', codes: readonly string[]): Promise<Map<string, number>> {
      const column = table === 'customers' ? sql`customer_code` : sql`product_code`;
      const rows = rowsOf<{ code: string; id: number }>(
        await tx.execute(
          sql`select ${column} as code, id from ${sql.identifier(table)} where ${column} in ${list(codes)}`,
        ),
      );
      return new Map(rows.map((r) => [r.code, Number(r.id)]));
    },

    async consumerCodes(codes: readonly string[]): Promise<Set<string>> {
      const rows = rowsOf<{ code: string }>(
        await tx.execute(
          sql`select customer_code as code from customers where is_consumer and customer_code in ${list(codes)}`,
        ),
      );
      return new Set(rows.map((r) => r.code));
    },

    async priceLevels(): Promise<Set<number>> {
      const rows = rowsOf<{ level: number }>(await tx.execute(sql`select level from price_levels`));
      return new Set(rows.map((r) => Number(r.level)));
    },

    upsertMainCategories: (rows: { code: string; description: string }[]) =>
      upsert(
        tx,
        upsertStatement({
          table: 'product_main_categories',
          columns: ['code', 'description'],
          conflict: '("code")',
          key: 'code',
          rows,
        }),
      ),

    upsertCategories: (rows: { code: string; main_category_code: string; description: string }[]) =>
      upsert(
        tx,
        upsertStatement({
          table: 'product_categories',
          columns: ['code', 'main_category_code', 'description'],
          conflict: '("code")',
          key: 'code',
          rows,
        }),
      ),

    upsertProducts: (rows: Record<string, unknown>[]) =>
      upsert(
        tx,
        upsertStatement({
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
          rows,
        }),
      ),

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

    upsertCustomers: (rows: Record<string, unknown>[]) =>
      upsert(
        tx,
        upsertStatement({
          table: 'customers',
          columns: [
            'customer_code',
            'name',
            'address1',
            'address2',
            'city',
            'state',
            'zip',
            'phone',
            'email',
            'default_shipto_code',
            'default_po',
            'required_po',
            'price_level',
            'credit_limit',
            'terms_days',
          ],
          conflict: '("customer_code")',
          key: 'customer_code',
          rows,
        }),
      ),

    upsertShipTos: (rows: Record<string, unknown>[]) =>
      upsert(
        tx,
        upsertStatement({
          table: 'shiptos',
          columns: [
            'customer_id',
            'code',
            'name',
            'address1',
            'address2',
            'city',
            'state',
            'zip',
            'phone',
            'contact',
            'delivery_time',
            'delivery_days',
          ],
          conflict: '("customer_id", "code")',
          key: `customer_id || '/' || code`,
          rows,
        }),
      ),

    upsertPriceLevels: (rows: Record<string, unknown>[]) =>
      upsert(
        tx,
        upsertStatement({
          table: 'price_levels',
          columns: ['level', 'description', 'discount_percent'],
          conflict: '("level")',
          key: 'level',
          rows,
        }),
      ),

    upsertContractPrices: (rows: Record<string, unknown>[]) =>
      upsert(
        tx,
        upsertStatement({
          table: 'contract_prices',
          columns: ['customer_id', 'product_id', 'price', 'effective_from', 'effective_to'],
          conflict: '("customer_id", "product_id", "effective_from")',
          key: `customer_id || '/' || product_id || '/' || effective_from`,
          rows,
        }),
      ),

    /** Accounts a salespeople file may touch or collide with: by salesperson code, user name or e-mail. */
    async accountsFor(codes: readonly string[], usernames: readonly string[], emails: readonly string[]) {
      return rowsOf<{ id: number; username: string; email: string | null; kind: string; code: string | null }>(
        await tx.execute(sql`
          select id, username, lower(email) as email, kind::text as kind, salesperson_code as code from users
          where salesperson_code in ${list(codes)} or username in ${list(usernames)}
            or lower(email) in ${list(emails)}`),
      ).map((r) => ({ ...r, id: Number(r.id) }));
    },

    /**
     * Salespeople by their ERP code (decision 188): an existing salesperson without a code is adopted
     * by user name first; new ones get a password hash no password matches (they set one through
     * the password reset mail). Disabling bumps the token version, so their tokens stop working.
     */
    async upsertSalespeople(
      rows: { salesperson_code: string; username: string; name: string; email: string | null; disabled: boolean }[],
    ): Promise<UpsertOutcome> {
      const incoming = sql`json_to_recordset(${json(rows)})
        as i(salesperson_code text, username text, name text, email text, disabled boolean)`;
      const adopted = rowsOf<{ key: string }>(
        await tx.execute(sql`
          update users u set salesperson_code = i.salesperson_code from ${incoming}
          where u.username = i.username and u.kind = 'salesperson' and u.salesperson_code is null
          returning i.salesperson_code as key`),
      );
      const outcome = await upsert(
        tx,
        sql`insert into users (salesperson_code, username, name, email, disabled, kind, password_hash)
          select salesperson_code, username, name, email, disabled, 'salesperson', '!imported' from ${incoming}
          on conflict (salesperson_code) do update set username = excluded.username, name = excluded.name,
            email = excluded.email, disabled = excluded.disabled,
            token_version = users.token_version + (case when excluded.disabled and not users.disabled then 1 else 0 end)
          where (users.username, users.name, users.email, users.disabled)
            is distinct from (excluded.username, excluded.name, excluded.email, excluded.disabled)
          returning salesperson_code as key, (xmax = 0) as inserted`,
      );
      for (const a of adopted) if (!outcome.inserted.has(a.key)) outcome.updated.add(a.key);
      return outcome;
    },

    /** Makes each salesperson's assigned customers exactly the given ones; answers the codes that changed. */
    async replaceAssignments(codes: readonly string[], pairs: { salesperson_code: string; customer_id: number }[]) {
      const rows = rowsOf<{ code: string }>(
        await tx.execute(sql`
          with s as (select id, salesperson_code from users where salesperson_code in ${list(codes)}),
          pairs as (
            select s.id as user_id, p.customer_id
            from json_to_recordset(${json(pairs)}) as p(salesperson_code text, customer_id int)
            join s on s.salesperson_code = p.salesperson_code),
          removed as (
            delete from salesperson_customers sc using s
            where sc.user_id = s.id
              and not exists (select 1 from pairs p where p.user_id = sc.user_id and p.customer_id = sc.customer_id)
            returning sc.user_id),
          added as (
            insert into salesperson_customers (user_id, customer_id) select user_id, customer_id from pairs
            on conflict do nothing returning user_id)
          select s.salesperson_code as code from s
          where s.id in (select user_id from removed union select user_id from added)`),
      );
      return new Set(rows.map((r) => r.code));
    },
  };
}
export type ImportRepository = ReturnType<typeof createImportRepository>;
