import { sql, type SQL } from 'drizzle-orm';
import { MAX_QUANTITY } from '@provender/rules';
import type { Db } from '../../db/client.ts';
import { executePrepared } from '../../db/queries/prepared.ts';
import type { CartOwner, LineWrite, StoredLine } from './cart-rows.repository.ts';

/** The reason of a statement refused by provender_require (migration 0019), wherever the driver put it. */
function refusal(err: unknown): string | null {
  for (let e: unknown = err; e instanceof Error; e = e.cause) {
    const match = /provender_refused: (\w+)/.exec(e.message);
    if (match) return match[1] ?? null;
  }
  return null;
}

/** Whether the catalog is still at the version the lines were checked with (always, when none is given). */
const catalogCurrent = (catalogVersion: number | null): SQL =>
  catalogVersion === null
    ? sql`true`
    : sql`coalesce((select v.version from cache_versions v where v.name = 'catalog'), 0) = ${catalogVersion}::bigint`;

/**
 * The cart (created when missing) and its lines in one statement: the lines arrive as one JSON
 * parameter however many there are. A line the cap skips, or a catalog that moved on, makes
 * provender_require (migration 0019) fail the statement, which undoes all of it.
 */
function addLinesStatement(owner: CartOwner, lines: readonly LineWrite[], catalogVersion: number | null): SQL {
  const rows = lines.map((l, n) => ({
    n,
    product_id: l.productId,
    unit_of_measure: l.unitOfMeasure,
    quantity: l.quantity,
    unit_of_measure_prc: l.unitOfMeasurePrc,
    override_price: l.overridePrice,
    product_text1: l.productText1 ?? '',
    product_text2: l.productText2 ?? '',
  }));
  return sql`with current as (select ${catalogCurrent(catalogVersion)} as ok),
              cart as (
                insert into carts (user_id, customer_id) select ${owner.userId}, ${owner.customerId}
                  where (select ok from current)
                on conflict (user_id, customer_id) do update set updated_at = now()
                returning id),
              added as (
                insert into cart_lines as cl (cart_id, product_id, unit_of_measure, quantity, unit_of_measure_prc,
                  override_price, product_text1, product_text2)
                select cart.id, l.product_id, l.unit_of_measure, l.quantity, l.unit_of_measure_prc, l.override_price,
                  l.product_text1, l.product_text2
                from cart, json_to_recordset(${JSON.stringify(rows)}::json) as l(n integer, product_id integer,
                  unit_of_measure text, quantity numeric, unit_of_measure_prc text, override_price numeric,
                  product_text1 text, product_text2 text)
                order by l.n
                on conflict (cart_id, product_id, unit_of_measure) do update set
                  quantity = cl.quantity + excluded.quantity,
                  unit_of_measure_prc = excluded.unit_of_measure_prc,
                  override_price = case when excluded.override_price is not null then excluded.override_price
                    when excluded.unit_of_measure_prc = cl.unit_of_measure_prc then cl.override_price end,
                  product_text1 = coalesce(nullif(excluded.product_text1, ''), cl.product_text1),
                  product_text2 = coalesce(nullif(excluded.product_text2, ''), cl.product_text2)
                -- A line already in the cart takes the added quantity only while the sum stays within
                -- the cap; a skipped row is missing below and the whole statement fails.
                where cl.quantity + excluded.quantity <= ${MAX_QUANTITY.toFixed(2)}::numeric
                returning cl.id, cl.product_id, cl.unit_of_measure, cl.quantity, cl.unit_of_measure_prc,
                  cl.override_price, cl.product_text1, cl.product_text2)
            select (select provender_require(count(*) = ${lines.length},
                case when (select ok from current) then 'cap' else 'stale' end) from added) as ok,
              (select coalesce(json_agg(json_build_object('id', a.id, 'productId', a.product_id,
                  'unitOfMeasure', a.unit_of_measure, 'quantity', a.quantity::text,
                  'unitOfMeasurePrc', a.unit_of_measure_prc, 'overridePrice', a.override_price::text,
                  'productText1', a.product_text1, 'productText2', a.product_text2) order by a.id), '[]'::json)
                from added a) as lines`;
}

/** Adding lines to the cart: merged, capped and checked against the catalog version in one statement. */
export function createCartAddLinesRepository(db: Db) {
  return {
    /**
     * Adds lines and answers them as `lines` reads them, in line order: one statement, all or
     * nothing (decision 340). A product already in the cart in the same sell-by unit gets the
     * quantity added; the new price unit, override and non-empty notes replace the old ones (an
     * override survives only while its price unit stays the same). Null when a merged quantity
     * would pass the cap; 'stale' when a catalog version is given and the database's is no longer
     * it (the products were checked as kept for it): nothing is written then.
     */
    async addLines(
      owner: CartOwner,
      lines: LineWrite[],
      catalogVersion: number | null,
    ): Promise<StoredLine[] | null | 'stale'> {
      const statement = addLinesStatement(owner, lines, catalogVersion);
      try {
        const [row] = (await executePrepared<{ lines: StoredLine[] }>(db, 'add_cart_lines', statement)).rows;
        return row?.lines ?? [];
      } catch (err) {
        const reason = refusal(err);
        if (reason === 'cap') return null;
        if (reason === 'stale') return 'stale';
        throw err;
      }
    },
  };
}
