/** The storefront's own notification mails (issue 35 item 3) in the shared layout (decision 522). */
import { formatMoney, formatUsDate, sumMoney } from '@provender/rules';
import { brandedMail, type MailBrand, type MailContent } from '../mail/mail-layout.ts';
import type { DocumentsService } from '../documents/documents.service.ts';
import type { DueItem, PaymentFacts } from './notifications.repository.ts';

/** 2.00 CS -> 2 CS, 1.50 LB -> 1.5 LB (quantities have at most two decimals). */
type OrderDocumentData = NonNullable<Awaited<ReturnType<DocumentsService['confirmationForMail']>>>['data'];

const quantityText = (quantity: string, unit: string) => `${String(Number(quantity))} ${unit}`;
const orderDate = (value: Date | string) =>
  formatUsDate((typeof value === 'string' ? new Date(value) : value).toISOString().slice(0, 10));

/** Line total, charges and tax when there are any, then the total. */
function orderTotals(
  order: { lineTotal: string; addOnCharges: string; tax: string; total: string },
  estimated: boolean,
): [string, string][] {
  const extra = Number(order.addOnCharges) !== 0 || Number(order.tax) !== 0;
  return [
    ...(extra ? [['Line total', formatMoney(order.lineTotal)] as [string, string]] : []),
    ...(Number(order.addOnCharges) !== 0 ? [['Charges', formatMoney(order.addOnCharges)] as [string, string]] : []),
    ...(Number(order.tax) !== 0 ? [['Tax', formatMoney(order.tax)] as [string, string]] : []),
    [estimated ? 'Estimated total' : 'Total', formatMoney(order.total)],
  ];
}

export function orderConfirmationMail(p: {
  brand: MailBrand;
  name: string;
  data: OrderDocumentData;
  hidePricing: boolean;
  attached: boolean;
  link: string;
}): MailContent {
  const { order, lines, shipTo } = p.data;
  const price = !p.hidePricing;
  const columns = [
    { label: 'Product' },
    { label: 'Description' },
    { label: 'Quantity', align: 'right' as const },
    ...(price ? [{ label: 'Amount', align: 'right' as const }] : []),
  ];
  const rows = lines.map((l) => [
    l.productCode,
    l.description,
    quantityText(l.quantity, l.unitOfMeasure),
    ...(price ? [formatMoney(l.extension)] : []),
  ]);
  const estimated = lines.some((l) => l.isCatchWeight);
  const facts = [
    `Order number: ${order.orderNumber}`,
    `Order date: ${orderDate(order.orderDate)}`,
    ...(order.deliveryDate
      ? [`${order.shipMethod === 'pickup' ? 'Pickup' : 'Delivery'} date: ${formatUsDate(order.deliveryDate)}`]
      : []),
    ...(order.poNumber ? [`P.O. number: ${order.poNumber}`] : []),
    ...(shipTo ? [`Ship to: ${[shipTo.name, shipTo.address1, shipTo.city].filter(Boolean).join(', ')}`] : []),
  ];
  return brandedMail(p.brand, `Order ${order.orderNumber} confirmation`, {
    heading: `Order ${order.orderNumber} submitted`,
    paragraphs: [`Hello ${p.name},`, `Thank you for your order with ${p.brand.company}.`, facts.join('\n')],
    table: {
      columns,
      rows,
      totals: price ? orderTotals(order, estimated) : [],
    },
    after: [
      ...(estimated ? ['Catch-weight items are priced by weight when they are invoiced.'] : []),
      ...(p.attached ? ['The order confirmation is attached as a PDF.'] : []),
    ],
    action: { label: 'View Order History', href: p.link },
    footnote: 'You receive this mail because order confirmations are on in your Notifications settings.',
  });
}

const paymentMethod = (type: number | null, brand: string, last4: string) => {
  if (type === 0) return 'Applied credit';
  const kind = type === 2 ? 'eCheck' : 'Card';
  return [brand || kind, last4 ? `ending ${last4}` : ''].filter(Boolean).join(' ');
};

export function paymentReceiptMail(p: {
  brand: MailBrand;
  name: string;
  payment: PaymentFacts;
  link: string;
}): MailContent {
  const { payment } = p;
  const facts = [
    `Account: ${payment.customerName}`,
    `Payment date: ${formatUsDate(payment.paymentDate)}`,
    `Paid with: ${paymentMethod(payment.paymentType, payment.brand, payment.last4)}`,
    ...(payment.transactionId ? [`Transaction: ${payment.transactionId}`] : []),
  ];
  return brandedMail(p.brand, `Payment receipt: ${formatMoney(payment.amount)}`, {
    heading: 'Payment Receipt',
    paragraphs: [
      `Hello ${p.name},`,
      `We received your payment of ${formatMoney(payment.amount)}. Thank you.`,
      facts.join('\n'),
    ],
    table: {
      columns: [{ label: 'Reference' }, { label: 'Due date' }, { label: 'Applied', align: 'right' }],
      rows: payment.applied.map((a) => [a.reference, formatUsDate(a.dueDate), formatMoney(a.amount)]),
      totals: [['Total', formatMoney(payment.amount)]],
    },
    action: { label: 'View Account Details', href: p.link },
    footnote: 'You receive this mail because payment receipts are on in your Notifications settings.',
  });
}

export function invoiceDigestMail(p: {
  brand: MailBrand;
  name: string;
  customerName: string;
  today: string;
  items: DueItem[];
  link: string;
}): MailContent {
  const overdue = p.items.filter((i) => i.dueDate < p.today);
  const soon = p.items.filter((i) => i.dueDate >= p.today);
  const total = formatMoney(sumMoney(p.items.map((i) => i.balance)));
  const row = (i: DueItem) => [
    i.reference,
    formatUsDate(i.dueDate),
    i.dueDate < p.today ? 'Past due' : 'Due soon',
    formatMoney(i.balance),
  ];
  const summary = [
    ...(overdue.length ? [`${overdue.length} past due: ${formatMoney(sumMoney(overdue.map((i) => i.balance)))}`] : []),
    ...(soon.length
      ? [`${soon.length} due in the next 7 days: ${formatMoney(sumMoney(soon.map((i) => i.balance)))}`]
      : []),
  ];
  return brandedMail(p.brand, `Invoices due for ${p.customerName}: ${total}`, {
    heading: 'Invoices due',
    paragraphs: [
      `Hello ${p.name},`,
      `Invoices of ${p.customerName} as of ${formatUsDate(p.today)}:`,
      summary.join('\n'),
    ],
    table: {
      columns: [
        { label: 'Reference' },
        { label: 'Due date' },
        { label: 'Status' },
        { label: 'Balance', align: 'right' },
      ],
      rows: [...overdue, ...soon].map(row),
      totals: [['Total', total]],
    },
    action: { label: 'Make Payment', href: p.link },
    footnote: 'You receive this weekly mail because invoice reminders are on in your Notifications settings.',
  });
}
