import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { orderGuideLines, orderGuides, orderLines, orders, products } from '../../db/schema/index.ts';

/** A guide line as the service decided to store it (quantity as an exact decimal string). */
export interface GuideLineWrite {
  productId: number;
  unitOfMeasure: string;
  orderQuantity: string;
}

export interface GuideRow {
  id: number;
  name: string;
  isPrimary: boolean;
}

export interface GuideLineRow {
  guideId: number;
  productId: number;
  unitOfMeasure: string;
  orderQuantity: string;
  sequence: number;
}

/** Names match ignoring case and surrounding blanks, as the unique index does. */
const sameName = (name: string) => eq(sql`lower(${orderGuides.name})`, name.trim().toLowerCase());

export function createOrderGuidesRepository(db: Db) {
  return {
    /** The customer's guides by name (ignoring case) and all their lines in guide order. */
    async guides(customerId: number): Promise<{ guides: GuideRow[]; lines: GuideLineRow[] }> {
      const guides = await db
        .select({ id: orderGuides.id, name: orderGuides.name, isPrimary: orderGuides.isPrimary })
        .from(orderGuides)
        .where(eq(orderGuides.customerId, customerId))
        .orderBy(sql`lower(${orderGuides.name})`, asc(orderGuides.id));
      if (guides.length === 0) return { guides, lines: [] };
      const lines = await db
        .select({
          guideId: orderGuideLines.guideId,
          productId: orderGuideLines.productId,
          unitOfMeasure: orderGuideLines.unitOfMeasure,
          orderQuantity: orderGuideLines.orderQuantity,
          sequence: orderGuideLines.sequence,
        })
        .from(orderGuideLines)
        .where(
          inArray(
            orderGuideLines.guideId,
            guides.map((g) => g.id),
          ),
        )
        .orderBy(asc(orderGuideLines.guideId), asc(orderGuideLines.sequence), asc(orderGuideLines.id));
      return { guides, lines };
    },

    async guide(customerId: number, name: string): Promise<GuideRow | null> {
      const [row] = await db
        .select({ id: orderGuides.id, name: orderGuides.name, isPrimary: orderGuides.isPrimary })
        .from(orderGuides)
        .where(and(eq(orderGuides.customerId, customerId), sameName(name)));
      return row ?? null;
    },

    /** Creates the guide with its lines in the given order; null when the name is taken. */
    async create(customerId: number, name: string, lines: GuideLineWrite[]): Promise<number | null> {
      try {
        return await db.transaction(async (tx) => {
          const [guide] = await tx.insert(orderGuides).values({ customerId, name }).returning({ id: orderGuides.id });
          if (!guide) throw new Error('order guide insert returned no row');
          if (lines.length > 0) {
            await tx
              .insert(orderGuideLines)
              .values(lines.map((l, i) => ({ guideId: guide.id, ...l, sequence: i + 1 })));
          }
          return guide.id;
        });
      } catch (err) {
        if (isUniqueViolation(err)) return null;
        throw err;
      }
    },

    /**
     * Removes and upserts lines in one transaction under a lock on the guide, so concurrent
     * patches append after each other. Products already in the guide keep their place; new ones
     * go to the end in the given order. Refuses (false) when the guide would exceed maxLines.
     */
    async patch(guideId: number, upserts: GuideLineWrite[], deletes: number[], maxLines: number): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.select({ id: orderGuides.id }).from(orderGuides).where(eq(orderGuides.id, guideId)).for('update');
        const existing = await tx
          .select({ productId: orderGuideLines.productId, sequence: orderGuideLines.sequence })
          .from(orderGuideLines)
          .where(eq(orderGuideLines.guideId, guideId));
        const removed = new Set(deletes);
        const kept = existing.filter((l) => !removed.has(l.productId));
        const present = new Set(kept.map((l) => l.productId));
        const added = upserts.filter((l) => !present.has(l.productId));
        if (kept.length + added.length > maxLines) return false;

        if (deletes.length > 0) {
          await tx
            .delete(orderGuideLines)
            .where(and(eq(orderGuideLines.guideId, guideId), inArray(orderGuideLines.productId, deletes)));
        }
        for (const line of upserts.filter((l) => present.has(l.productId))) {
          await tx
            .update(orderGuideLines)
            .set({ unitOfMeasure: line.unitOfMeasure, orderQuantity: line.orderQuantity })
            .where(and(eq(orderGuideLines.guideId, guideId), eq(orderGuideLines.productId, line.productId)));
        }
        let next = existing.reduce((max, l) => Math.max(max, l.sequence), 0);
        if (added.length > 0) {
          await tx.insert(orderGuideLines).values(added.map((l) => ({ guideId, ...l, sequence: (next += 1) })));
        }
        await tx
          .update(orderGuides)
          .set({ updatedAt: sql`now()` })
          .where(eq(orderGuides.id, guideId));
        return true;
      });
    },

    async remove(customerId: number, name: string): Promise<boolean> {
      const rows = await db
        .delete(orderGuides)
        .where(and(eq(orderGuides.customerId, customerId), sameName(name)))
        .returning({ id: orderGuides.id });
      return rows.length > 0;
    },

    /**
     * The lines of the customer's latest orders (newest first) with each product's catalog
     * sequence: what the Standard guide is derived from. Uses orders_customer_date_idx.
     */
    async recentOrderLines(customerId: number, orderCount: number) {
      const recent = db
        .select({ id: orders.id, orderDate: orders.orderDate })
        .from(orders)
        .where(eq(orders.customerId, customerId))
        .orderBy(desc(orders.orderDate), desc(orders.id))
        .limit(orderCount)
        .as('recent');
      return db
        .select({
          orderId: recent.id,
          orderDate: recent.orderDate,
          productId: orderLines.productId,
          unitOfMeasure: orderLines.unitOfMeasure,
          quantity: orderLines.quantity,
          productSequence: products.sequence,
        })
        .from(recent)
        .innerJoin(orderLines, eq(orderLines.orderId, recent.id))
        .innerJoin(products, eq(products.id, orderLines.productId))
        .orderBy(desc(recent.orderDate), desc(recent.id), asc(orderLines.lineNo));
    },
  };
}
export type OrderGuidesRepository = ReturnType<typeof createOrderGuidesRepository>;
