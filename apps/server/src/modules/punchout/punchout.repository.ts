import type { Db } from '../../db/client.ts';
import { announcingWrites, type ChangeNotices } from '../../cache/change-feed.ts';
import { createPunchoutBuyersRepository } from './punchout-buyers.repository.ts';
import { createPunchoutCatalogRepository } from './punchout-catalog.repository.ts';
import { createBuyerOrdersRepository } from './punchout-orders.repository.ts';
import { createSessionEndsRepository } from './punchout-session-ends.repository.ts';
import { createSessionReadsRepository } from './punchout-session-reads.repository.ts';
import { createSessionStartRepository } from './punchout-session-start.repository.ts';

export type { BuyerOrder, BuyerOrderWrite } from './punchout-orders.repository.ts';
export type { PunchoutBuyerRow } from './punchout-buyers.repository.ts';
export type { NewSession, PunchoutSessionRow } from './punchout-session-start.repository.ts';

/** Ended sessions take their users along: every process's caches forget them (decision 210). */
const ended = (userIds: number[]) =>
  userIds.length > 0 ? [...userIds.map((id) => `users:${id}`), 'setting_overrides'] : [];

/**
 * Punchout's queries: buyers (punchout-buyers.repository.ts), buyer orders (punchout-orders.repository.ts),
 * sessions' start, reads and ends (punchout-session-*.repository.ts) and catalog lookups
 * (punchout-catalog.repository.ts), combined; ending sessions announces their users' changes.
 */
export function createPunchoutRepository(db: Db, notices: ChangeNotices) {
  const repo = {
    ...createBuyerOrdersRepository(db),
    ...createPunchoutBuyersRepository(db),
    ...createSessionStartRepository(db),
    ...createSessionReadsRepository(db),
    ...createSessionEndsRepository(db),
    ...createPunchoutCatalogRepository(db),
  };
  return announcingWrites(repo, notices, {
    endSessions: ([userIds]) => ended(userIds),
    sweepExpired: (_args, userIds) => ended(userIds),
  });
}
export type PunchoutRepository = ReturnType<typeof createPunchoutRepository>;
