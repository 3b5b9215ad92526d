import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { MAX_QUANTITY } from '@provender/rules';
import type { CartLineWrite } from '@provender/rules/server';
import type { Db } from '../../db/client.ts';
import { executePrepared } from '../../db/queries/prepared.ts';
import { cartLines, carts } from '../../db/schema/index.ts';
import { announcingWrites, cartChange, type ChangeNotices } from '../../cache/change-feed.ts';

/** A line as the service decided to store it: what the cart line rule answers (decision 442). */
export type LineWrite = CartLineWrite;

/** A line as stored: what `lines` answers for each line. */
export interface StoredLine {
  id: number;
  productId: number;
  unitOfMeasure: string;
  quantity: string;
  unitOfMeasurePrc: string;
  overridePrice: string | null;
  productText1: string;
  productText2: string;
}

/** Header fields to store; undefined keeps what the cart has. */
export interface HeaderWrite {
  customerShipToCode?: string | null | undefined;
  customerPo?: string | undefined;
  specialInstruction1?: string | undefined;
  specialInstruction2?: string | undefined;
  notes?: string | undefined;
  deliveryDate?: string | null | undefined;
  addressId?: number | null | undefined;
}

/** Every query is scoped by the cart owner: the signed-in user and the acting customer. */
export interface CartOwner {
  userId: number;
  customerId: number;
}

/** The reason of a statement refused by provender_require (migration 0019), wherever the driver put it. */
function refusal(err: unknown): string | null {
  for (let e: unknown = err; e instanceof Error; e = e.cause) {
    const match = /provender_refused: (\w+)/.exec(e.message);
    if (match) return match[1] ?? null;
  }
  return null;
}

const ownedBy = (owner: CartOwner) => and(eq(carts.userId, owner.userId), eq(carts.customerId, owner.customerId));

export function createCartRepository(db: Db, notices: ChangeNotices) {
  /**
   * The cart and its lines, the read every cart answer and every submit starts from: built once
   * and prepared by name, so neither drizzle nor PostgreSQL builds or plans it per call (decision 369).
   */
  const cartWithLinesSelect = (also?: SQL) =>
    db
      .select({
        header: carts,
        line: {
          id: cartLines.id,
          productId: cartLines.productId,
          unitOfMeasure: cartLines.unitOfMeasure,
          quantity: cartLines.quantity,
          unitOfMeasurePrc: cartLines.unitOfMeasurePrc,
          overridePrice: cartLines.overridePrice,
          productText1: cartLines.productText1,
          productText2: cartLines.productText2,
        },
        // Another feature's read in the same statement, answered on the first row only.
        also: also
          ? sql<unknown>`case when row_number() over (order by ${cartLines.id}) = 1 then (${also}) end`
          : sql<unknown>`null`,
      })
      .from(carts)
      .leftJoin(cartLines, eq(cartLines.cartId, carts.id))
      .where(and(eq(carts.userId, sql.placeholder('userId')), eq(carts.customerId, sql.placeholder('customerId'))))
      .orderBy(asc(cartLines.id));
  const cartWithLinesQuery = cartWithLinesSelect().prepare('cart_with_lines');
  /** The cart read with another feature's read, prepared once per name (decision 371). */
  const cartWithLinesAnd = new Map<string, typeof cartWithLinesQuery>();

  /** The rows of the cart read as header and lines. */
  function cartOf(rows: Awaited<ReturnType<typeof cartWithLinesQuery.execute>>) {
    const lines: StoredLine[] = [];
    for (const row of rows) if (row.line) lines.push(row.line);
    return { header: rows[0]?.header ?? null, lines };
  }

  const repo = {
    async header(owner: CartOwner) {
      const [row] = await db.select().from(carts).where(ownedBy(owner));
      return row ?? null;
    },

    /** Writes the given header fields, creating the cart when there is none yet. */
    async saveHeader(owner: CartOwner, values: HeaderWrite): Promise<void> {
      const set = Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));
      await db
        .insert(carts)
        .values({ userId: owner.userId, customerId: owner.customerId, ...set })
        .onConflictDoUpdate({ target: [carts.userId, carts.customerId], set: { ...set, updatedAt: sql`now()` } });
    },

    async lines(owner: CartOwner) {
      return db
        .select({
          id: cartLines.id,
          productId: cartLines.productId,
          unitOfMeasure: cartLines.unitOfMeasure,
          quantity: cartLines.quantity,
          unitOfMeasurePrc: cartLines.unitOfMeasurePrc,
          overridePrice: cartLines.overridePrice,
          productText1: cartLines.productText1,
          productText2: cartLines.productText2,
        })
        .from(cartLines)
        .innerJoin(carts, eq(carts.id, cartLines.cartId))
        .where(ownedBy(owner))
        .orderBy(asc(cartLines.id));
    },

    /**
     * The header row and the lines (as `header` and `lines` answer them) in one statement: the cart
     * joined to its lines, the header's columns repeated on each line (decision 340).
     */
    async cartWithLines(owner: CartOwner): Promise<{ header: typeof carts.$inferSelect | null; lines: StoredLine[] }> {
      return cartOf(await cartWithLinesQuery.execute({ userId: owner.userId, customerId: owner.customerId }));
    },

    /**
     * The cart as `cartWithLines` reads it, and in the same statement another read (`also`, one
     * value, null when the cart has no row): a round trip less for a caller that needs both
     * (checkout's facts, decision 371). `also` may use the placeholders `userId` and `customerId`
     * and its own from `params`; its text must not change under one `name`.
     */
    async cartWithLinesAnd<T>(
      owner: CartOwner,
      name: string,
      also: SQL,
      params: Record<string, unknown>,
    ): Promise<{ header: typeof carts.$inferSelect | null; lines: StoredLine[]; also: T | null }> {
      let query = cartWithLinesAnd.get(name);
      if (!query) {
        query = cartWithLinesSelect(also).prepare(name);
        cartWithLinesAnd.set(name, query);
      }
      const rows = await query.execute({ ...params, userId: owner.userId, customerId: owner.customerId });
      return { ...cartOf(rows), also: (rows[0]?.also ?? null) as T | null };
    },

    async line(owner: CartOwner, lineId: number) {
      const [row] = await db
        .select({ id: cartLines.id, productId: cartLines.productId, unitOfMeasure: cartLines.unitOfMeasure })
        .from(cartLines)
        .innerJoin(carts, eq(carts.id, cartLines.cartId))
        .where(and(eq(cartLines.id, lineId), ownedBy(owner)));
      return row ?? null;
    },

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
      const current =
        catalogVersion === null
          ? sql`true`
          : sql`coalesce((select v.version from cache_versions v where v.name = 'catalog'), 0) = ${catalogVersion}::bigint`;
      try {
        // The cart (created when missing) and its lines in one statement: the lines arrive as one
        // JSON parameter however many there are. A line the cap skips, or a catalog that moved on,
        // makes provender_require (migration 0019) fail the statement, which undoes all of it.
        const [row] = (
          await executePrepared<{ lines: StoredLine[] }>(
            db,
            'add_cart_lines',
            sql`with current as (select ${current} as ok),
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
                from added a) as lines`,
          )
        ).rows;
        return row?.lines ?? [];
      } catch (err) {
        const reason = refusal(err);
        if (reason === 'cap') return null;
        if (reason === 'stale') return 'stale';
        throw err;
      }
    },

    /** Replaces a line's quantity, price unit and override; notes only when given. */
    async updateLine(owner: CartOwner, lineId: number, line: LineWrite): Promise<boolean> {
      const owned = db.select({ id: carts.id }).from(carts).where(ownedBy(owner));
      const rows = await db
        .update(cartLines)
        .set({
          quantity: line.quantity,
          unitOfMeasurePrc: line.unitOfMeasurePrc,
          overridePrice: line.overridePrice,
          ...(line.productText1 !== undefined ? { productText1: line.productText1 } : {}),
          ...(line.productText2 !== undefined ? { productText2: line.productText2 } : {}),
        })
        .where(and(eq(cartLines.id, lineId), inArray(cartLines.cartId, owned)))
        .returning({ id: cartLines.id });
      return rows.length > 0;
    },

    async deleteLine(owner: CartOwner, lineId: number): Promise<boolean> {
      const owned = db.select({ id: carts.id }).from(carts).where(ownedBy(owner));
      const rows = await db
        .delete(cartLines)
        .where(and(eq(cartLines.id, lineId), inArray(cartLines.cartId, owned)))
        .returning({ id: cartLines.id });
      return rows.length > 0;
    },

    async clear(owner: CartOwner): Promise<void> {
      const owned = db.select({ id: carts.id }).from(carts).where(ownedBy(owner));
      await db.delete(cartLines).where(inArray(cartLines.cartId, owned));
    },
  };
  return announcingWrites(repo, notices, {
    saveHeader: ([owner]) => [cartChange(owner)],
    addLines: ([owner]) => [cartChange(owner)],
    updateLine: ([owner]) => [cartChange(owner)],
    deleteLine: ([owner]) => [cartChange(owner)],
    clear: ([owner]) => [cartChange(owner)],
  });
}
export type CartRepository = ReturnType<typeof createCartRepository>;
export type CartLineRow = Awaited<ReturnType<CartRepository['lines']>>[number];
export type CartHeaderRow = typeof carts.$inferSelect;
