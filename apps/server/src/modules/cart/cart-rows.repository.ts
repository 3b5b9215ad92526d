import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { CartLineWrite } from '@provender/rules/server';
import type { Db } from '../../db/client.ts';
import { cartLines, carts } from '../../db/schema/index.ts';

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

export const ownedBy = (owner: CartOwner) =>
  and(eq(carts.userId, owner.userId), eq(carts.customerId, owner.customerId));

/** A stored line's columns, as `lines` and the cart read answer them (`StoredLine`). */
export const storedLineColumns = {
  id: cartLines.id,
  productId: cartLines.productId,
  unitOfMeasure: cartLines.unitOfMeasure,
  quantity: cartLines.quantity,
  unitOfMeasurePrc: cartLines.unitOfMeasurePrc,
  overridePrice: cartLines.overridePrice,
  productText1: cartLines.productText1,
  productText2: cartLines.productText2,
};

/** The cart's header row and its lines one at a time, read and written for their owner. */
export function createCartRowsRepository(db: Db) {
  /** The owner's cart, as a subquery of its id. */
  const owned = (owner: CartOwner) => db.select({ id: carts.id }).from(carts).where(ownedBy(owner));
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
        .select(storedLineColumns)
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

    /** Replaces a line's quantity, price unit and override; notes only when given. */
    async updateLine(owner: CartOwner, lineId: number, line: LineWrite): Promise<boolean> {
      const rows = await db
        .update(cartLines)
        .set({
          quantity: line.quantity,
          unitOfMeasurePrc: line.unitOfMeasurePrc,
          overridePrice: line.overridePrice,
          ...(line.productText1 !== undefined ? { productText1: line.productText1 } : {}),
          ...(line.productText2 !== undefined ? { productText2: line.productText2 } : {}),
        })
        .where(and(eq(cartLines.id, lineId), inArray(cartLines.cartId, owned(owner))))
        .returning({ id: cartLines.id });
      return rows.length > 0;
    },

    async deleteLine(owner: CartOwner, lineId: number): Promise<boolean> {
      const rows = await db
        .delete(cartLines)
        .where(and(eq(cartLines.id, lineId), inArray(cartLines.cartId, owned(owner))))
        .returning({ id: cartLines.id });
      return rows.length > 0;
    },

    async clear(owner: CartOwner): Promise<void> {
      await db.delete(cartLines).where(inArray(cartLines.cartId, owned(owner)));
    },
  };
}
