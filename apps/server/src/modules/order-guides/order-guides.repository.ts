import type { Db } from '../../db/client.ts';
import { createGuideRowsRepository } from './guide-rows.repository.ts';
import { createGuideWritesRepository } from './guide-writes.repository.ts';
import { createStandardHistoryRepository } from './standard-history.repository.ts';

export type { GuideLineRow, GuideRow } from './guide-rows.repository.ts';
export type { GuideLineWrite } from './guide-writes.repository.ts';

/**
 * The order guides' queries: the customer's guides as stored (guide-rows.repository.ts), their
 * changes (guide-writes.repository.ts) and the order lines the Standard guide is derived from
 * (standard-history.repository.ts).
 */
export function createOrderGuidesRepository(db: Db) {
  return {
    ...createGuideRowsRepository(db),
    ...createGuideWritesRepository(db),
    ...createStandardHistoryRepository(db),
  };
}
export type OrderGuidesRepository = ReturnType<typeof createOrderGuidesRepository>;
