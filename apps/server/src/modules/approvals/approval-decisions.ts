import { REJECTED, type ApprovalResult, type ApproveOrder } from '@provender/contract';
import { formatUsDate } from '@provender/rules';
import type { CustomerContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { orderApprovedMail, orderRejectedMail } from './approval-mails.ts';
import type { ApprovalsDeps } from './approval-deps.ts';
import type { ApprovalsRepository, PendingOrderRow, QuantityChange } from './approvals.repository.ts';

const visibleTo = (ctx: CustomerContext, row: PendingOrderRow) =>
  ctx.user.shiptoCodes == null || (row.shiptoCode !== null && ctx.user.shiptoCodes.includes(row.shiptoCode));

/** The pending order, or why it cannot be decided: 404 unknown, 409 decided already or never held. */
async function pendingOrder(
  repo: ApprovalsRepository,
  ctx: CustomerContext,
  orderNumber: string,
): Promise<PendingOrderRow> {
  const { customerId } = ctx;
  const row = await repo.pendingOne(customerId, orderNumber);
  if (row && visibleTo(ctx, row)) return row;
  const decision = row ? undefined : await repo.decisionOf(customerId, orderNumber);
  if (decision === 'approved' || decision === 'rejected') {
    const message = `Order ${orderNumber} was already ${decision}`;
    throw new AppError('CONFLICT', message, { errors: [message] });
  }
  if (decision === null) {
    const message = `Order ${orderNumber} does not await approval`;
    throw new AppError('CONFLICT', message, { errors: [message] });
  }
  throw new AppError('NOT_FOUND', 'Order was not found');
}

/** The delivery date an approval now gives the order: the same, or the next one when its cut-off has passed. */
async function deliveryAfterApproval(
  checkout: ApprovalsDeps['checkout'],
  ctx: CustomerContext,
  row: PendingOrderRow,
  customerId: number,
) {
  if (row.deliveryDate === null) return { deliveryDate: null, movedFrom: null };
  const after = await checkout.deliveryOnApproval(ctx, {
    customerId,
    shiptoCode: row.shiptoCode,
    deliveryDate: row.deliveryDate,
  });
  if (after === null) {
    const message = 'No delivery dates are available. Please contact us.';
    throw new AppError('CONFLICT', message, { errors: [message] });
  }
  return after;
}

async function changesOf(
  repo: ApprovalsRepository,
  row: PendingOrderRow,
  body: ApproveOrder,
): Promise<QuantityChange[]> {
  const lines = await repo.lines([row.id]);
  const changes = (body.lines ?? []).map((l) => ({ lineNo: l.lineNo, quantity: l.quantity.toFixed(2) }));
  for (const change of changes) {
    if (!lines.some((l) => l.lineNo === change.lineNo)) {
      const message = `Line ${change.lineNo} is not on order ${row.orderNumber}`;
      throw new AppError('UNPROCESSABLE', message, { errors: [message] });
    }
  }
  const removed = new Set(changes.filter((c) => Number(c.quantity) === 0).map((c) => c.lineNo));
  if (lines.every((l) => removed.has(l.lineNo))) {
    const message = 'An order needs at least one line: reject it instead';
    throw new AppError('UNPROCESSABLE', message, { errors: [message] });
  }
  return changes.filter((c) => lines.some((l) => l.lineNo === c.lineNo && l.quantity !== c.quantity));
}

/** Approve exactly once (optionally with changed quantities, moving past a passed cut-off) or reject with a reason. */
export function createApprovalDecisions(deps: Omit<ApprovalsDeps, 'customerUsers' | 'settings'>) {
  const { repo, checkout, mail, mailing, publicUrl, now } = deps;
  const historyLink = `${publicUrl}/history/orders`;

  return {
    async approve(ctx: CustomerContext, orderNumber: string, body: ApproveOrder): Promise<ApprovalResult> {
      const { user, customerId } = ctx;
      const row = await pendingOrder(repo, ctx, orderNumber);
      const changes = await changesOf(repo, row, body);
      const { deliveryDate, movedFrom } = await deliveryAfterApproval(checkout, ctx, row, customerId);
      const won = await repo.approve(row.id, { by: user.id, at: now(), deliveryDate, movedFrom, changes });
      if (!won) await pendingOrder(repo, ctx, orderNumber);
      const order = await repo.order(row.id);
      const finalDate = order?.deliveryDate ?? deliveryDate;
      const moved =
        movedFrom && finalDate
          ? `The cut-off for ${formatUsDate(movedFrom)} had passed, so it moved to the next delivery date, ${formatUsDate(finalDate)}.`
          : null;
      if (row.buyerEmail && (await mailing.wantsMail(row.buyerId, 'orderApproved'))) {
        const content = orderApprovedMail(await mailing.brand(), {
          orderNumber,
          approver: user.name,
          deliveryDate: finalDate ? formatUsDate(finalDate) : 'the next delivery date',
          moved,
          link: historyLink,
        });
        mail.send({ kind: 'order-approved', to: row.buyerEmail, ...content });
      }
      return {
        orderNumber,
        status: order?.status ?? 'Open',
        deliveryDate: finalDate,
        movedFrom,
        message: [`Order ${orderNumber} approved.`, ...(moved ? [moved] : [])].join(' '),
      };
    },

    async reject(ctx: CustomerContext, orderNumber: string, reason: string): Promise<ApprovalResult> {
      const { user } = ctx;
      const row = await pendingOrder(repo, ctx, orderNumber);
      const won = await repo.reject(row.id, { by: user.id, at: now(), reason });
      if (!won) await pendingOrder(repo, ctx, orderNumber);
      if (row.buyerEmail && (await mailing.wantsMail(row.buyerId, 'orderRejected'))) {
        const content = orderRejectedMail(await mailing.brand(), {
          orderNumber,
          approver: user.name,
          reason,
          link: historyLink,
        });
        mail.send({ kind: 'order-rejected', to: row.buyerEmail, ...content });
      }
      return {
        orderNumber,
        status: REJECTED,
        deliveryDate: row.deliveryDate,
        movedFrom: null,
        message: `Order ${orderNumber} rejected.`,
      };
    },
  };
}
