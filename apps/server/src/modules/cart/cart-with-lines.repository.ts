import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { cartLines, carts } from '../../db/schema/index.ts';
import { storedLineColumns, type CartOwner, type StoredLine } from './cart-rows.repository.ts';

/** The cart's header row with its lines in one statement, alone or with another feature's read. */
export function createCartWithLinesRepository(db: Db) {
  /**
   * The cart and its lines, the read every cart answer and every submit starts from: built once
   * and prepared by name, so neither drizzle nor PostgreSQL builds or plans it per call (decision 369).
   */
  const cartWithLinesSelect = (also?: SQL) =>
    db
      .select({
        header: carts,
        line: storedLineColumns,
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

  return {
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
  };
}
