import type { ApprovalsDeps, HeldOrder } from './approval-deps.ts';
import { createApprovalDecisions } from './approval-decisions.ts';
import { approverMailer, pendingApprovals } from './approval-listing.ts';

export type { ApprovalMailing, HeldOrder } from './approval-deps.ts';

/**
 * Approvals (issue 35, decision 512): the approvers' list, approve exactly once (optionally with
 * changed quantities; past the delivery date's cut-off the order moves to the next delivery date),
 * reject with a reason. Each decision mails the buyer once; a held order mails the approvers once.
 */
export function createApprovalsService(deps: ApprovalsDeps) {
  const mailApprovers = approverMailer(deps);
  return {
    pending: pendingApprovals(deps),
    ...createApprovalDecisions(deps),

    /** Mails the customer's approvers once, after the order was placed as awaiting approval (in the background). */
    held(order: HeldOrder): void {
      deps.mail.background('order-awaiting-approval', () => mailApprovers(order));
    },
  };
}

export type ApprovalsService = ReturnType<typeof createApprovalsService>;
