import { announcingWrites, type ChangeNotices } from '../../cache/change-feed.ts';
import type { Db } from '../../db/client.ts';
import { createApprovalRulesRepository } from './approval-rules.repository.ts';
import { createCustomerUserReadsRepository } from './customer-user-reads.repository.ts';
import { createCustomerUserWritesRepository } from './customer-user-writes.repository.ts';

export type { CustomerUserRow } from './customer-user-rows.ts';

/** A customer's own users and its approval rules: the groups of queries combined. */
export function createCustomerUsersRepository(db: Db, notices: ChangeNotices) {
  const repo = {
    ...createCustomerUserReadsRepository(db),
    ...createCustomerUserWritesRepository(db),
    ...createApprovalRulesRepository(db),
  };
  // A changed role, ship-to limit or disabled flag changes what the user's token may do: this process
  // forgets the user's kept state at once; the others hear it from the users trigger (migration 0025).
  return announcingWrites(repo, notices, {
    update: (_args, row) => (row ? [`users:${row.id}`] : []),
  });
}
export type CustomerUsersRepository = ReturnType<typeof createCustomerUsersRepository>;
