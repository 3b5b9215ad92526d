import { sql } from 'drizzle-orm';
import type { NotificationKind } from '@provender/contract';
import type { Db } from '../../db/client.ts';
import { at, rowsOf } from './notification-sql.ts';

export interface Recipient {
  id: number;
  name: string;
  email: string | null;
  disabled: boolean;
  customerId: number | null;
}

/** The users' preferences, and the users, orders, payments and customers the mails are about. */
export function createNotificationRecordsRepository(db: Db) {
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
  };
}
