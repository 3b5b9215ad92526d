import { and, between, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { holidays, orders } from '../../db/schema/index.ts';

/** A ship-to's delivery date; an order for it means the reminder and the Select Customer mark are off. */
export interface DeliveryKey {
  customerId: number;
  shiptoCode: string;
  date: string;
}

export const deliveryKeyOf = (k: DeliveryKey) => `${k.customerId}|${k.shiptoCode}|${k.date}`;

/** Orders that never reach the customer do not count as ordered. */
const NOT_ORDERED_STATUSES = ['cancelled', 'canceled', 'rejected', 'deleted', 'void', 'voided'];

/** The days nobody delivers, and the delivery dates that already have an order. */
export function createDeliveryDatesRepository(db: Db) {
  return {
    /** The days nobody delivers between two dates (the checkout reads the same table). */
    async holidays(from: string, to: string): Promise<Set<string>> {
      const rows = await db
        .select({ day: holidays.day })
        .from(holidays)
        .where(between(holidays.day, from, to));
      return new Set(rows.map((r) => r.day));
    },

    /** Which of the ship-tos' delivery dates already have an order (keys as deliveryKeyOf). */
    async ordered(keys: readonly DeliveryKey[]): Promise<Set<string>> {
      if (keys.length === 0) return new Set();
      const rows = await db
        .selectDistinct({ customerId: orders.customerId, shiptoCode: orders.shiptoCode, date: orders.deliveryDate })
        .from(orders)
        .where(
          and(
            or(
              ...keys.map((k) =>
                and(
                  eq(orders.customerId, k.customerId),
                  eq(orders.shiptoCode, k.shiptoCode),
                  eq(orders.deliveryDate, k.date),
                ),
              ),
            ),
            sql`lower(${orders.status}) not in (${sql.join(
              NOT_ORDERED_STATUSES.map((s) => sql`${s}`),
              sql`, `,
            )})`,
          ),
        );
      return new Set(
        rows.map((r) =>
          deliveryKeyOf({ customerId: r.customerId, shiptoCode: r.shiptoCode ?? '', date: r.date ?? '' }),
        ),
      );
    },
  };
}
