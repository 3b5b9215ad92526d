import { integer, jsonb, pgTable, smallint, timestamp } from 'drizzle-orm/pg-core';
import { users } from './auth.ts';

/**
 * The site's landing layout (decision 080): one row, the whole layout as validated, sanitized
 * JSON (title and cards with their nested content), saved at once by the editor.
 */
export const landingLayouts = pgTable('landing_layouts', {
  /** Always 1: the site has one landing page. */
  id: smallint('id').primaryKey(),
  layout: jsonb('layout').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
});
