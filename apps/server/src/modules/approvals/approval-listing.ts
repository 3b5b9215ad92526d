import type { PendingApproval } from '@provender/contract';
import { formatMoney } from '@provender/rules';
import type { CustomerContext } from '../../context.ts';
import { awaitingApprovalMail } from './approval-mails.ts';
import type { ApprovalsDeps, HeldOrder } from './approval-deps.ts';

const money = (value: string, hidden: boolean) => (hidden ? null : Number(value));

/** The approvers' list: the orders they may decide, with their lines (prices hidden when the settings say so). */
export function pendingApprovals(deps: Pick<ApprovalsDeps, 'repo' | 'settings'>) {
  const { repo, settings } = deps;
  return async (ctx: CustomerContext): Promise<PendingApproval[]> => {
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
  };
}

/** The awaiting-approval mail to each approver who wants it, with the order's lines. */
export function approverMailer(
  deps: Pick<ApprovalsDeps, 'repo' | 'settings' | 'customerUsers' | 'mail' | 'mailing' | 'publicUrl'>,
) {
  const { repo, settings, customerUsers, mail, mailing, publicUrl } = deps;
  return async (order: HeldOrder): Promise<void> => {
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
  };
}
