import { and, asc, eq, isNotNull, isNull, lte, or, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  customers,
  orderGuides,
  orderReminderSettings,
  orderReminders,
  shiptos,
  users,
} from '../../db/schema/index.ts';
import type { DeliveryKey } from './delivery-dates.repository.ts';

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

const reminderKey = (k: DeliveryKey & { userId: number }): SQL | undefined =>
  and(
    eq(orderReminders.userId, k.userId),
    eq(orderReminders.customerId, k.customerId),
    eq(orderReminders.shiptoCode, k.shiptoCode),
    eq(orderReminders.deliveryDate, k.date),
  );

/** Enabled customer users with an e-mail address, each with the ship-to their reminder is for. */
async function reminderCandidates(db: Db): Promise<ReminderCandidate[]> {
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
}

/** The users' reminder settings and the reminders, each claimed by one process and sent once (decision 503). */
export function createOrderRemindersRepository(db: Db) {
  return {
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
    reminderCandidates: () => reminderCandidates(db),

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
