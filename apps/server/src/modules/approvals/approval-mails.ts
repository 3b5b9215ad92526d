/**
 * The approval mails of issue 35 (awaiting approval to approvers, approved and rejected to the
 * buyer), in a file of their own; the site's mail layout (mail/mail-layout.ts: name, logo, plain
 * text and HTML) draws them.
 */
import { brandedMail, type MailBrand, type MailContent } from '../mail/mail-layout.ts';

type Line = { description: string; quantity: string; extension: string | null };

const linesTable = (lines: readonly Line[], total: string | null) => ({
  columns: [
    { label: 'Product' },
    { label: 'Quantity', align: 'right' as const },
    { label: 'Extension', align: 'right' as const },
  ],
  rows: lines.map((l) => [l.description, l.quantity, l.extension ?? '']),
  ...(total !== null ? { totals: [['Total', total]] as [string, string][] } : {}),
});

/** To each approver when a Buyer's order waits for approval. */
export function awaitingApprovalMail(
  brand: MailBrand,
  p: { orderNumber: string; buyer: string; total: string | null; reason: string; lines: readonly Line[]; link: string },
): MailContent {
  return brandedMail(brand, `Order ${p.orderNumber} awaits your approval`, {
    heading: `Order ${p.orderNumber} awaits your approval`,
    paragraphs: [`${p.buyer} submitted order ${p.orderNumber}. ${p.reason}.`],
    table: linesTable(p.lines, p.total),
    after: ['Open Approvals to change quantities, approve or reject it.'],
    action: { label: 'Open Approvals', href: p.link },
  });
}

/** To the buyer when an approver approved the order (and moved it past a cut-off, if it did). */
export function orderApprovedMail(
  brand: MailBrand,
  p: { orderNumber: string; approver: string; deliveryDate: string; moved: string | null; link: string },
): MailContent {
  return brandedMail(brand, `Order ${p.orderNumber} approved`, {
    heading: `Order ${p.orderNumber} approved`,
    paragraphs: [
      `${p.approver} approved order ${p.orderNumber}. It is placed for delivery on ${p.deliveryDate}.`,
      ...(p.moved ? [p.moved] : []),
    ],
    action: { label: 'Order History', href: p.link },
  });
}

/** To the buyer when an approver rejected the order; nothing was ordered. */
export function orderRejectedMail(
  brand: MailBrand,
  p: { orderNumber: string; approver: string; reason: string; link: string },
): MailContent {
  return brandedMail(brand, `Order ${p.orderNumber} rejected`, {
    heading: `Order ${p.orderNumber} rejected`,
    paragraphs: [`${p.approver} rejected order ${p.orderNumber}: ${p.reason}`, 'Nothing was ordered.'],
    action: { label: 'Order History', href: p.link },
  });
}
