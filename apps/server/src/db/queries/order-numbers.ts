import { sql } from 'drizzle-orm';
import type { Tx } from '../client.ts';

/**
 * The number of a new storefront order (checkout, punchout): the sequence's next value that is
 * not already an order's number. Orders loaded from the ERP keep the ERP's numbers (decision 200),
 * which may lie in the sequence's range; those numbers are passed over, never given twice.
 */
export async function nextOrderNumber(tx: Tx): Promise<string> {
  for (;;) {
    const [row] = (
      (await tx.execute(sql`
        with n as (select nextval('order_number_seq')::text as next)
        select next, exists (select 1 from orders o where o.order_number = n.next) as taken from n`)) as unknown as {
        rows: { next: string; taken: boolean }[];
      }
    ).rows;
    if (!row) throw new Error('order_number_seq gave no number');
    if (!row.taken) return row.next;
  }
}
