import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { MAX_QUANTITY } from '@provender/rules';
import type { Db, Tx } from '../../db/client.ts';
import { cartLines, carts } from '../../db/schema/index.ts';

/** A line as the service decided to store it (quantities and prices as exact decimal strings). */
export interface LineWrite {
  productId: number;
  unitOfMeasure: string;
  quantity: string;
  unitOfMeasurePrc: string;
  overridePrice: string | null;
  /** undefined keeps what the line had. */
  productText1: string | undefined;
  productText2: string | undefined;
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

const ownedBy = (owner: CartOwner) => and(eq(carts.userId, owner.userId), eq(carts.customerId, owner.customerId));

async function ensureCart(tx: Tx | Db, owner: CartOwner): Promise<number> {
  const [row] = await tx
    .insert(carts)
    .values({ userId: owner.userId, customerId: owner.customerId })
    .onConflictDoUpdate({ target: [carts.userId, carts.customerId], set: { updatedAt: sql`now()` } })
    .returning({ id: carts.id });
  if (!row) throw new Error('cart upsert returned no row');
  return row.id;
}

export function createCartRepository(db: Db) {
  return {
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

    async line(owner: CartOwner, lineId: number) {
      const [row] = await db
        .select({ id: cartLines.id, productId: cartLines.productId, unitOfMeasure: cartLines.unitOfMeasure })
        .from(cartLines)
        .innerJoin(carts, eq(carts.id, cartLines.cartId))
        .where(and(eq(cartLines.id, lineId), ownedBy(owner)));
      return row ?? null;
    },

    /**
     * Adds lines in one transaction. A product already in the cart in the same sell-by unit gets
     * the quantity added; the new price unit, override and non-empty notes replace the old ones
     * (an override survives only while its price unit stays the same).
     */
    async addLines(owner: CartOwner, lines: LineWrite[]): Promise<number[] | null> {
      const tooLarge = new Error('merged quantity past the cap');
      return db
        .transaction(async (tx) => {
          const cartId = await ensureCart(tx, owner);
          const rows = await tx
            .insert(cartLines)
            .values(
              lines.map((l) => ({
                cartId,
                productId: l.productId,
                unitOfMeasure: l.unitOfMeasure,
                quantity: l.quantity,
                unitOfMeasurePrc: l.unitOfMeasurePrc,
                overridePrice: l.overridePrice,
                productText1: l.productText1 ?? '',
                productText2: l.productText2 ?? '',
              })),
            )
            .onConflictDoUpdate({
              target: [cartLines.cartId, cartLines.productId, cartLines.unitOfMeasure],
              set: {
                quantity: sql`${cartLines.quantity} + excluded.quantity`,
                unitOfMeasurePrc: sql`excluded.unit_of_measure_prc`,
                overridePrice: sql`case when excluded.override_price is not null then excluded.override_price
                when excluded.unit_of_measure_prc = ${cartLines.unitOfMeasurePrc} then ${cartLines.overridePrice} end`,
                productText1: sql`coalesce(nullif(excluded.product_text1, ''), ${cartLines.productText1})`,
                productText2: sql`coalesce(nullif(excluded.product_text2, ''), ${cartLines.productText2})`,
              },
              // A line already in the cart takes the added quantity only while the sum stays within
              // the cap; a skipped row is missing from the answer and the whole batch is undone.
              setWhere: sql`${cartLines.quantity} + excluded.quantity <= ${MAX_QUANTITY.toFixed(2)}::numeric`,
            })
            .returning({ id: cartLines.id });
          if (rows.length !== lines.length) throw tooLarge;
          return rows.map((r) => r.id);
        })
        .catch((err: unknown) => {
          if (err === tooLarge) return null;
          throw err;
        });
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
}
export type CartRepository = ReturnType<typeof createCartRepository>;
export type CartLineRow = Awaited<ReturnType<CartRepository['lines']>>[number];
export type CartHeaderRow = typeof carts.$inferSelect;
