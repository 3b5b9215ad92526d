import { boolean, date, index, integer, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { customers } from './customers.ts';
import { orders } from './orders.ts';

/** A customer's approval rules, set by its admin (issue 35, decision 512); no row: no approval needed. */
export const approvalRules = pgTable('approval_rules', {
  customerId: integer('customer_id')
    .primaryKey()
    .references(() => customers.id, { onDelete: 'cascade' }),
  /** Orders whose estimated total is above this need approval; null: no amount rule. */
  overAmount: numeric('over_amount', { precision: 14, scale: 2 }),
  /** Every order of a user whose role is Buyer needs approval. */
  everyBuyerOrder: boolean('every_buyer_order').notNull().default(false),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * An order submitted as 'Awaiting Approval' and what became of it. The order row is written at
 * submit with that status (nothing is exported or counted on order); approval turns it 'Open' in
 * one conditional update, rejection 'Rejected'.
 */
export const orderApprovals = pgTable(
  'order_approvals',
  {
    orderId: integer('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** Why approval was needed, as the approvers read it. */
    reason: text('reason').notNull(),
    decision: text('decision').$type<'approved' | 'rejected'>(),
    decidedBy: integer('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    /** The delivery date asked for, when approval came after its cut-off and the order moved. */
    movedFrom: date('moved_from'),
  },
  (t) => [index('order_approvals_customer_idx').on(t.customerId, t.decision)],
);
