import type { Db } from '../../db/client.ts';
import { createApprovalDecisionsRepository } from './approval-decisions.repository.ts';
import { createApprovalReadsRepository } from './approval-reads.repository.ts';

export type { QuantityChange } from './approval-decisions.repository.ts';
export type { PendingOrderRow } from './approval-reads.repository.ts';

/** Orders awaiting approval and their decisions (issue 35, decision 512). */
export function createApprovalsRepository(db: Db) {
  return { ...createApprovalReadsRepository(db), ...createApprovalDecisionsRepository(db) };
}
export type ApprovalsRepository = ReturnType<typeof createApprovalsRepository>;
