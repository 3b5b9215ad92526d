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
  /**
   * The version of the rich-text allow-list the layout was cleaned with (decision 410); null when
   * it is not known to be clean. Only the landing service's writes set it: a trigger clears it
   * when the layout is written any other way (a seed, a script, a hand in psql).
   */
  sanitizedWith: smallint('sanitized_with'),
});
