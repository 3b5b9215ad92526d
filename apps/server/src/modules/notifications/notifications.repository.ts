import { sql } from 'drizzle-orm';
import type { NotificationKind } from '@provender/contract';
import type { Db } from '../../db/client.ts';

const rowsOf = <T>(result: unknown) => (result as { rows: T[] }).rows;
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;

/** The customer's menu (its own entry, else the site's) shows an unlocked Account Summary to its users. */
const accountPagesOpen = sql`coalesce(
  (select m.is_visible and not m.is_locked from menu_entries m
    where m.key = 'AccountSummary' and m.user_type = 'customer' and m.customer_id = u.customer_id),
  (select m.is_visible and not m.is_locked from menu_entries m
    where m.key = 'AccountSummary' and m.user_type = 'customer' and m.customer_id is null),
  false)`;

/** The user pays the customer's invoices: Accounts payable, or without a role where no one has that role. */
const accountsPayable = sql`(u.customer_role = 'accountsPayable' or (u.customer_role is null and not exists (
  select 1 from users ap where ap.customer_id = u.customer_id and ap.kind = 'customer' and not ap.disabled
    and ap.customer_role = 'accountsPayable')))`;

/** An event a worker holds: what it needs to build and send the mail. */
export interface ClaimedEvent {
  id: number;
  eventKey: string;
  kind: string;
  recordId: number | null;
  userId: number | null;
  customerId: number | null;
  attempts: number;
}

export type EventOutcome = 'sent' | 'skipped' | 'failed' | 'retry';

export interface Recipient {
  id: number;
  name: string;
  email: string | null;
  disabled: boolean;
  customerId: number | null;
}

/** Open debit items (invoices, late charges, NSF checks, debit adjustments) a digest lists. */
export interface DueItem {
  reference: string;
  invoiceNumber: string | null;
  invoiceDate: string;
  dueDate: string;
  poNumber: string;
  balance: string;
}

export function createNotificationsRepository(db: Db) {
  return {
    async preferences(userId: number): Promise<Map<string, boolean>> {
      const rows = rowsOf<{ kind: string; enabled: boolean }>(
        await db.execute(sql`select kind, enabled from notification_preferences where user_id = ${userId}`),
      );
      return new Map(rows.map((r) => [r.kind, r.enabled]));
    },

    async savePreferences(userId: number, changes: [NotificationKind, boolean][], now: Date): Promise<void> {
      if (changes.length === 0) return;
      const values = sql.join(
        changes.map(([kind, enabled]) => sql`(${userId}, ${kind}, ${enabled}, ${at(now)})`),
        sql`, `,
      );
      await db.execute(sql`
        insert into notification_preferences (user_id, kind, enabled, updated_at) values ${values}
        on conflict (user_id, kind) do update set enabled = excluded.enabled, updated_at = excluded.updated_at`);
    },

    async recipient(userId: number): Promise<Recipient | null> {
      const [row] = rowsOf<Recipient>(
        await db.execute(sql`
          select id, name, email, disabled, customer_id as "customerId" from users where id = ${userId}`),
      );
      return row ?? null;
    },

    /** Queues an event unless one with its key exists; answers whether this call queued it. */
    async enqueue(e: { eventKey: string; kind: string; userId?: number; customerId?: number; recordId?: number }) {
      const rows = rowsOf<{ id: string }>(
        await db.execute(sql`
          insert into mail_events (event_key, kind, user_id, customer_id, record_id)
          values (${e.eventKey}, ${e.kind}, ${e.userId ?? null}, ${e.customerId ?? null}, ${e.recordId ?? null})
          on conflict (event_key) do nothing returning id::text as id`),
      );
      return rows.length > 0;
    },

    /**
     * Takes up to `limit` due events and holds them until `leaseUntil`: one statement, rows another
     * process holds are skipped, so two processes never send the same event at once. A process that
     * dies leaves its lease to run out; the event is sent then by another.
     */
    async claimDue(now: Date, leaseUntil: Date, limit: number): Promise<ClaimedEvent[]> {
      return rowsOf<ClaimedEvent & { id: string }>(
        await db.execute(sql`
          update mail_events set locked_until = ${at(leaseUntil)}
          where id in (
            select id from mail_events
            where status = 'pending'
              and (next_attempt_at is null or next_attempt_at <= ${at(now)})
              and (locked_until is null or locked_until <= ${at(now)})
            order by id
            limit ${limit}
            for update skip locked)
          returning id::text as id, event_key as "eventKey", kind, record_id as "recordId", user_id as "userId",
            customer_id as "customerId", attempts`),
      ).map((r) => ({ ...r, id: Number(r.id) }));
    },

    async finish(id: number, o: { outcome: EventOutcome; at: Date; error?: string; nextAttemptAt?: Date }) {
      await db.execute(sql`
        update mail_events set
          attempts = attempts + ${o.outcome === 'skipped' ? 0 : 1},
          status = ${o.outcome === 'retry' ? 'pending' : o.outcome},
          locked_until = null,
          error = ${o.error ?? null},
          next_attempt_at = ${o.nextAttemptAt ? at(o.nextAttemptAt) : sql`null`},
          finished_at = ${o.outcome === 'retry' ? sql`null` : at(o.at)}
        where id = ${id}`);
    },

    async order(orderId: number) {
      const [row] = rowsOf<{ orderNumber: string; customerId: number; userId: number | null; status: string }>(
        await db.execute(sql`
          select order_number as "orderNumber", customer_id as "customerId", user_id as "userId", status
          from orders where id = ${orderId}`),
      );
      return row ?? null;
    },

    async payment(paymentId: number) {
      const [row] = rowsOf<{
        customerId: number;
        userId: number | null;
        paymentDate: string;
        amount: string;
        paymentType: number | null;
        brand: string;
        last4: string;
        transactionId: string | null;
        customerName: string;
      }>(
        await db.execute(sql`
          select p.customer_id as "customerId", p.user_id as "userId", p.payment_date::text as "paymentDate",
            p.amount::text as amount, p.payment_type as "paymentType", p.brand, p.last4,
            p.transaction_id as "transactionId", c.name as "customerName"
          from payments p join customers c on c.id = p.customer_id where p.id = ${paymentId}`),
      );
      if (!row) return null;
      const applied = rowsOf<{ reference: string; dueDate: string; amount: string }>(
        await db.execute(sql`
          select a.reference, a.due_date::text as "dueDate", pa.amount::text as amount
          from payment_applications pa join ar_items a on a.id = pa.ar_item_id
          where pa.payment_id = ${paymentId} order by pa.id`),
      );
      return { ...row, applied };
    },

    async customerName(customerId: number): Promise<string> {
      const [row] = rowsOf<{ name: string }>(
        await db.execute(sql`select name from customers where id = ${customerId}`),
      );
      return row?.name ?? '';
    },

    /**
     * Who gets a customer's invoice digest (decision 523): its own enabled Accounts payable users
     * with an address (a customer that gives no one that role: its users without a role, who keep
     * every feature), while its menu opens the account pages, of customers with an open invoice
     * due by `until`.
     */
    async digestRecipients(until: string): Promise<{ userId: number; customerId: number }[]> {
      return rowsOf<{ userId: number; customerId: number }>(
        await db.execute(sql`
          select u.id as "userId", u.customer_id as "customerId" from users u
          where u.kind = 'customer' and not u.disabled and u.email is not null and u.customer_id is not null
            and ${accountsPayable} and ${accountPagesOpen}
            and exists (select 1 from ar_items a where a.customer_id = u.customer_id and a.balance > 0
              and a.record_type in (1, 2, 3, 4, 5) and a.due_date <= ${until}::date)
          order by u.id`),
      );
    },

    /** Whether the user still gets the customer's digest (the same rule, at sending). */
    async digestRecipient(userId: number, customerId: number): Promise<boolean> {
      const rows = rowsOf<{ id: number }>(
        await db.execute(sql`
          select u.id from users u where u.id = ${userId} and u.customer_id = ${customerId}
            and u.kind = 'customer' and not u.disabled and ${accountsPayable} and ${accountPagesOpen}`),
      );
      return rows.length > 0;
    },

    async dueItems(customerId: number, until: string): Promise<DueItem[]> {
      return rowsOf<DueItem>(
        await db.execute(sql`
          select reference, invoice_number as "invoiceNumber", invoice_date::text as "invoiceDate",
            due_date::text as "dueDate", po_number as "poNumber", balance::text as balance
          from ar_items
          where customer_id = ${customerId} and balance > 0 and record_type in (1, 2, 3, 4, 5)
            and due_date <= ${until}::date
          order by due_date, reference`),
      );
    },
  };
}
export type NotificationsRepository = ReturnType<typeof createNotificationsRepository>;
export type PaymentFacts = NonNullable<Awaited<ReturnType<NotificationsRepository['payment']>>>;
