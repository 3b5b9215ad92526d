import { and, asc, between, eq, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  customers,
  holidays,
  orderGuides,
  orderReminderSettings,
  orderReminders,
  orders,
  shiptos,
  users,
} from '../../db/schema/index.ts';

/** A ship-to's delivery date; an order for it means the reminder and the Select Customer mark are off. */
export interface DeliveryKey {
  customerId: number;
  shiptoCode: string;
  date: string;
}

export const deliveryKeyOf = (k: DeliveryKey) => `${k.customerId}|${k.shiptoCode}|${k.date}`;

/** Orders that never reach the customer do not count as ordered. */
const NOT_ORDERED_STATUSES = ['cancelled', 'canceled', 'rejected', 'deleted', 'void', 'voided'];

/** A user who asked to be reminded, with the ship-to the reminder is for (decision 503). */
export interface ReminderCandidate {
  userId: number;
  name: string;
  email: string;
  hoursBefore: number;
  customerId: number;
  customerName: string;
  shiptoCode: string;
  shiptoName: string;
  deliveryDays: number[];
  /** The customer's primary order guide, whose count mode the mail links to. */
  guideName: string | null;
}

export function createDeliveryRepository(db: Db) {
  const reminderKey = (k: DeliveryKey & { userId: number }): SQL | undefined =>
    and(
      eq(orderReminders.userId, k.userId),
      eq(orderReminders.customerId, k.customerId),
      eq(orderReminders.shiptoCode, k.shiptoCode),
      eq(orderReminders.deliveryDate, k.date),
    );

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

    async reminderSetting(userId: number): Promise<{ enabled: boolean; hoursBefore: number } | null> {
      const [row] = await db
        .select({ enabled: orderReminderSettings.enabled, hoursBefore: orderReminderSettings.hoursBefore })
        .from(orderReminderSettings)
        .where(eq(orderReminderSettings.userId, userId));
      return row ?? null;
    },

    async saveReminderSetting(userId: number, value: { enabled: boolean; hoursBefore: number }): Promise<void> {
      await db
        .insert(orderReminderSettings)
        .values({ userId, ...value })
        .onConflictDoUpdate({ target: orderReminderSettings.userId, set: { ...value, updatedAt: sql`now()` } });
    },

    /** Enabled customer users with an e-mail address, each with the ship-to their reminder is for. */
    async reminderCandidates(): Promise<ReminderCandidate[]> {
      const guideName = sql<string | null>`(select ${orderGuides.name} from ${orderGuides}
        where ${orderGuides.customerId} = ${customers.id} and ${orderGuides.isPrimary}
        order by ${orderGuides.id} limit 1)`;
      // The customer's default ship-to, unless the user is limited to others: then the first of theirs.
      const reminderShipto = sql<string>`case
        when ${users.shiptoCodes} is null or ${customers.defaultShiptoCode} = any(${users.shiptoCodes})
          then ${customers.defaultShiptoCode}
        else (select min(code) from unnest(${users.shiptoCodes}) as limited(code)) end`;
      const rows = await db
        .select({
          userId: users.id,
          name: users.name,
          email: users.email,
          hoursBefore: orderReminderSettings.hoursBefore,
          customerId: customers.id,
          customerName: customers.name,
          shiptoCode: shiptos.code,
          shiptoName: shiptos.name,
          deliveryDays: shiptos.deliveryDays,
          guideName,
        })
        .from(orderReminderSettings)
        .innerJoin(users, eq(users.id, orderReminderSettings.userId))
        .innerJoin(customers, eq(customers.id, users.customerId))
        .innerJoin(shiptos, and(eq(shiptos.customerId, customers.id), eq(shiptos.code, reminderShipto)))
        .where(
          and(
            eq(orderReminderSettings.enabled, true),
            eq(users.disabled, false),
            eq(users.kind, 'customer'),
            isNotNull(users.email),
          ),
        )
        .orderBy(asc(users.id));
      return rows.map((r) => ({ ...r, email: r.email ?? '' }));
    },

    /**
     * Takes the reminder of a user, ship-to and date to send it: the first process to ask creates
     * its row, and one process at a time holds it until `leaseUntil`; a sent one is never taken
     * again. Answers the row's id, or null when another process has it or it was sent.
     */
    async claim(
      k: DeliveryKey & { userId: number },
      closesAt: Date,
      now: Date,
      leaseUntil: Date,
    ): Promise<number | null> {
      await db
        .insert(orderReminders)
        .values({
          userId: k.userId,
          customerId: k.customerId,
          shiptoCode: k.shiptoCode,
          deliveryDate: k.date,
          closesAt,
        })
        .onConflictDoNothing();
      const [row] = await db
        .update(orderReminders)
        .set({ claimedUntil: leaseUntil })
        .where(
          and(
            reminderKey(k),
            isNull(orderReminders.sentAt),
            or(isNull(orderReminders.claimedUntil), lte(orderReminders.claimedUntil, now)),
          ),
        )
        .returning({ id: orderReminders.id });
      return row?.id ?? null;
    },

    async markSent(id: number, at: Date): Promise<void> {
      await db.update(orderReminders).set({ sentAt: at, claimedUntil: null }).where(eq(orderReminders.id, id));
    },

    /** Gives a reminder back after a failed send: the next round tries again (until the cut-off). */
    async release(id: number): Promise<void> {
      await db.update(orderReminders).set({ claimedUntil: null }).where(eq(orderReminders.id, id));
    },
  };
}
export type DeliveryRepository = ReturnType<typeof createDeliveryRepository>;
