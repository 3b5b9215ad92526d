import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { rowsOf } from './notification-sql.ts';

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

/** Open debit items (invoices, late charges, NSF checks, debit adjustments) a digest lists. */
export interface DueItem {
  reference: string;
  invoiceNumber: string | null;
  invoiceDate: string;
  dueDate: string;
  poNumber: string;
  balance: string;
}

/** Who gets a customer's weekly invoice digest and what it lists (decision 523). */
export function createInvoiceDigestRepository(db: Db) {
  return {
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
