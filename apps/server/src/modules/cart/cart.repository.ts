import type { Db } from '../../db/client.ts';
import type { carts } from '../../db/schema/index.ts';
import { announcingWrites, cartChange, type ChangeNotices } from '../../cache/change-feed.ts';
import { createCartAddLinesRepository } from './cart-add-lines.repository.ts';
import { createCartRowsRepository } from './cart-rows.repository.ts';
import { createCartWithLinesRepository } from './cart-with-lines.repository.ts';

export type { CartOwner, HeaderWrite, LineWrite, StoredLine } from './cart-rows.repository.ts';

/**
 * The cart's queries: the header and single lines (cart-rows.repository.ts), the cart read with its
 * lines (cart-with-lines.repository.ts) and adding lines (cart-add-lines.repository.ts). Every
 * write announces the owner's cart change.
 */
export function createCartRepository(db: Db, notices: ChangeNotices) {
  const repo = {
    ...createCartRowsRepository(db),
    ...createCartWithLinesRepository(db),
    ...createCartAddLinesRepository(db),
  };
  return announcingWrites(repo, notices, {
    saveHeader: ([owner]) => [cartChange(owner)],
    addLines: ([owner]) => [cartChange(owner)],
    updateLine: ([owner]) => [cartChange(owner)],
    deleteLine: ([owner]) => [cartChange(owner)],
    clear: ([owner]) => [cartChange(owner)],
  });
}
export type CartRepository = ReturnType<typeof createCartRepository>;
export type CartLineRow = Awaited<ReturnType<CartRepository['lines']>>[number];
export type CartHeaderRow = typeof carts.$inferSelect;
