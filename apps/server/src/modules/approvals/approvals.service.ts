import { REJECTED, type ApprovalResult, type ApproveOrder, type PendingApproval } from '@provender/contract';
import { formatMoney, formatUsDate } from '@provender/rules';
import type { CustomerContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { CheckoutService } from '../checkout/checkout.service.ts';
import type { CustomerUsersService } from '../customer-users/customer-users.service.ts';
import { awaitingApprovalMail, orderApprovedMail, orderRejectedMail } from './approval-mails.ts';
import type { MailBrand } from '../mail/mail-layout.ts';
import type { MailService } from '../mail/mail.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { ApprovalsRepository, PendingOrderRow, QuantityChange } from './approvals.repository.ts';

const money = (value: string, hidden: boolean) => (hidden ? null : Number(value));

/** An order just placed as 'Awaiting Approval', for the approvers' mail. */
export interface HeldOrder {
  customerId: number;
  orderNumber: string;
  buyer: string;
  total: string;
  reason: string;
}

/** The notifications feature's preference check and mail layout (issue 35 item 3). */
export interface ApprovalMailing {
  wantsMail: (userId: number, kind: 'awaitingApproval' | 'orderApproved' | 'orderRejected') => Promise<boolean>;
  brand: () => Promise<MailBrand>;
}

/**
 * Approvals (issue 35, decision 512): the approvers' list, approve exactly once (optionally with
 * changed quantities; past the delivery date's cut-off the order moves to the next delivery date),
 * reject with a reason. Each decision mails the buyer once; a held order mails the approvers once.
 */
export function createApprovalsService(deps: {
  repo: ApprovalsRepository;
  checkout: Pick<CheckoutService, 'deliveryOnApproval'>;
  customerUsers: Pick<CustomerUsersService, 'approverAddresses'>;
  settings: SettingsService;
  mail: MailService;
  mailing: ApprovalMailing;
  publicUrl: string;
  now: () => Date;
}) {
  const { repo, checkout, customerUsers, settings, mail, mailing, publicUrl, now } = deps;

  const visibleTo = (ctx: CustomerContext, row: PendingOrderRow) =>
    ctx.user.shiptoCodes == null || (row.shiptoCode !== null && ctx.user.shiptoCodes.includes(row.shiptoCode));

  /** The pending order, or why it cannot be decided: 404 unknown, 409 decided already or never held. */
  async function pendingOrder(ctx: CustomerContext, orderNumber: string): Promise<PendingOrderRow> {
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
  async function deliveryAfterApproval(ctx: CustomerContext, row: PendingOrderRow, customerId: number) {
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

  async function changesOf(row: PendingOrderRow, body: ApproveOrder): Promise<QuantityChange[]> {
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

  const historyLink = `${publicUrl}/history/orders`;

  /** The awaiting-approval mail to each approver who wants it, with the order's lines. */
  async function mailApprovers(order: HeldOrder): Promise<void> {
    const [approvers, brand, pending, values] = await Promise.all([
      customerUsers.approverAddresses(order.customerId),
      mailing.brand(),
      repo.pendingOne(order.customerId, order.orderNumber),
      settings.effectiveValues({ customerId: order.customerId, user: null }),
    ]);
    const lines = pending ? await repo.lines([pending.id]) : [];
    const hidden = values.hidePricing;
    const content = awaitingApprovalMail(brand, {
      orderNumber: order.orderNumber,
      buyer: order.buyer,
      total: hidden ? null : formatMoney(order.total),
      reason: order.reason,
      lines: lines.map((l) => ({
        description: `${l.description} (${l.productCode})`,
        quantity: `${Number(l.quantity)} ${l.unitOfMeasure}`,
        extension: hidden ? null : formatMoney(l.extension),
      })),
      link: `${publicUrl}/approvals`,
    });
    for (const a of approvers) {
      if (await mailing.wantsMail(a.id, 'awaitingApproval')) {
        mail.send({ kind: 'order-awaiting-approval', to: a.email, ...content });
      }
    }
  }

  return {
    async pending(ctx: CustomerContext): Promise<PendingApproval[]> {
      const { customerId, user } = ctx;
      const [rows, values] = await Promise.all([
        repo.pending(customerId, user.shiptoCodes),
        settings.effectiveValues(ctx),
      ]);
      const lines = await repo.lines(rows.map((r) => r.id));
      const hidden = values.hidePricing;
      return rows.map((r) => ({
        orderNumber: r.orderNumber,
        orderDate: r.orderDate.toISOString(),
        deliveryDate: r.deliveryDate,
        shiptoCode: r.shiptoCode,
        shiptoName: r.shiptoName ?? '',
        pO_Number: r.poNumber,
        buyer: r.buyer,
        reason: r.reason,
        lineTotal: money(r.lineTotal, hidden),
        total: money(r.total, hidden),
        lines: lines
          .filter((l) => l.orderId === r.id)
          .map((l) => ({
            lineNo: l.lineNo,
            productKey: l.productKey,
            productCode: l.productCode,
            description: l.description,
            quantity: Number(l.quantity),
            unitOfMeasure: l.unitOfMeasure,
            unitPrice: money(l.unitPrice, hidden),
            unitOfMeasure_Prc: l.unitOfMeasurePrc,
            extension: money(l.extension, hidden),
          })),
      }));
    },

    async approve(ctx: CustomerContext, orderNumber: string, body: ApproveOrder): Promise<ApprovalResult> {
      const { user, customerId } = ctx;
      const row = await pendingOrder(ctx, orderNumber);
      const changes = await changesOf(row, body);
      const { deliveryDate, movedFrom } = await deliveryAfterApproval(ctx, row, customerId);
      const won = await repo.approve(row.id, { by: user.id, at: now(), deliveryDate, movedFrom, changes });
      if (!won) await pendingOrder(ctx, orderNumber);
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
      const row = await pendingOrder(ctx, orderNumber);
      const won = await repo.reject(row.id, { by: user.id, at: now(), reason });
      if (!won) await pendingOrder(ctx, orderNumber);
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

    /** Mails the customer's approvers once, after the order was placed as awaiting approval (in the background). */
    held(order: HeldOrder): void {
      mail.background('order-awaiting-approval', () => mailApprovers(order));
    },
  };
}

export type ApprovalsService = ReturnType<typeof createApprovalsService>;
