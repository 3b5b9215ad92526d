import PDFDocument from 'pdfkit';
import { Decimal, formatMoney, formatUsDate, recordTypeName } from '@provender/rules';
import type { CreditMemoData, PaymentReceiptData } from './receivable-documents.repository.ts';

const LEFT = 50;
const RIGHT = 562;
const PAGE_BOTTOM = 742 - 40;

type Doc = InstanceType<typeof PDFDocument>;
interface Customer {
  name: string;
  customerCode: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
}

/** A Letter document laid out like the order PDFs (decision 035): company and title, facts on the right. */
function open(title: string, subject: string, companyName: string, compress: boolean) {
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 50,
    compress,
    info: { Title: title, Author: companyName, Subject: subject },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  return { doc, done };
}

function heading(doc: Doc, companyName: string, title: string, facts: [string, string][]): number {
  doc.font('Helvetica-Bold').fontSize(18).text(companyName, LEFT, 50, { width: 300 });
  doc.fontSize(16).text(title, 312, 50, { width: RIGHT - 312, align: 'right' });
  let y = 76;
  doc.fontSize(9);
  for (const [label, value] of facts) {
    doc.font('Helvetica').text(`${label}:`, 352, y, { width: 100, align: 'right' });
    doc.font('Helvetica-Bold').text(value, 456, y, { width: RIGHT - 456, align: 'right' });
    y += 13;
  }
  return y;
}

function billTo(doc: Doc, customer: Customer | null, top: number): number {
  if (!customer) return top;
  doc.font('Helvetica-Bold').fontSize(10).text('Bill To', LEFT, top);
  doc.font('Helvetica').fontSize(9);
  const cityLine = [customer.city, [customer.state, customer.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  let at = top + 14;
  for (const row of [
    customer.name,
    `Customer ${customer.customerCode}`,
    customer.address1,
    customer.address2,
    cityLine,
    customer.phone,
  ]) {
    if (row.trim() === '') continue;
    doc.text(row, LEFT, at, { width: 240 });
    at += 12;
  }
  return at;
}

function rule(doc: Doc, y: number, from = LEFT) {
  doc.moveTo(from, y).lineTo(RIGHT, y).lineWidth(0.5).stroke();
}

function totals(doc: Doc, rows: [string, string][], y: number): number {
  rule(doc, y + 2, 350);
  let at = y + 8;
  rows.forEach(([label, value], i) => {
    const last = i === rows.length - 1;
    doc.font(last ? 'Helvetica-Bold' : 'Helvetica').fontSize(last ? 11 : 9);
    doc.text(label, 300, at, { width: 180, align: 'right' });
    doc.text(value, 484, at, { width: RIGHT - 484, align: 'right' });
    at += last ? 16 : 13;
  });
  return at;
}

/** A credit memo (decision 064): what was credited, why, against which invoice, and what is left to apply. */
export function renderCreditMemoPdf(data: CreditMemoData, companyName: string, opts: { compress?: boolean } = {}) {
  const { memo, customer } = data;
  const title = recordTypeName(memo.recordType);
  const { doc, done } = open(
    `${title} ${memo.reference}`,
    `${title} ${memo.reference}`,
    companyName,
    opts.compress ?? true,
  );
  const facts: [string, string][] = [
    [`${title} Number`, memo.reference],
    ['Date', formatUsDate(memo.invoiceDate)],
  ];
  if (memo.invoiceNumber) facts.push(['Invoice Number', memo.invoiceNumber]);
  if (memo.orderNumber) facts.push(['Order Number', memo.orderNumber]);
  if (memo.poNumber) facts.push(['Customer P.O.', memo.poNumber]);
  let y = heading(doc, companyName, title, facts);
  y = billTo(doc, customer, Math.max(y, 90) + 14) + 16;

  doc.font('Helvetica-Bold').fontSize(9);
  doc.text('Description', LEFT, y, { width: 380 });
  doc.text('Amount', 484, y, { width: RIGHT - 484, align: 'right' });
  rule(doc, y + 12);
  y += 18;
  const credit = new Decimal(memo.initial).abs();
  const description = memo.remarks || `${title} on invoice ${memo.invoiceNumber ?? ''}`.trim();
  doc.font('Helvetica').fontSize(9).text(description, LEFT, y, { width: 380 });
  doc.text(formatMoney(credit.neg()), 484, y, { width: RIGHT - 484, align: 'right' });
  y = Math.max(doc.y, y + 12) + 10;

  const remaining = new Decimal(memo.balance).abs();
  y = totals(
    doc,
    [
      ['Credit Amount', formatMoney(credit)],
      ['Applied', formatMoney(credit.minus(remaining))],
      ['Remaining Credit', formatMoney(remaining)],
    ],
    y,
  );
  doc
    .font('Helvetica')
    .fontSize(8)
    .text(
      remaining.gt(0)
        ? 'This credit can be applied to open invoices on the Make Payment page.'
        : 'This credit has been applied in full.',
      LEFT,
      y + 10,
      { width: RIGHT - LEFT },
    );
  doc.end();
  return done;
}

const methodLine = (payment: PaymentReceiptData['payment']) => {
  if (payment.paymentType === 0) return 'Apply Credit';
  const what = payment.paymentType === 2 ? 'eCheck' : payment.brand || 'Card';
  return `${what}${payment.last4 ? ` ending in ${payment.last4}` : ''}`;
};

/** A payment receipt (decision 064): how it was paid, and what it applied to each item. */
export function renderPaymentReceiptPdf(
  data: PaymentReceiptData,
  companyName: string,
  opts: { compress?: boolean } = {},
): Promise<Buffer> {
  const { payment, customer, lines } = data;
  const { doc, done } = open(
    `Payment Receipt ${payment.id}`,
    `Payment ${payment.id}`,
    companyName,
    opts.compress ?? true,
  );
  const facts: [string, string][] = [
    ['Receipt Number', String(payment.id)],
    ['Payment Date', formatUsDate(payment.paymentDate)],
    ['Method', methodLine(payment)],
  ];
  if (payment.transactionId) facts.push(['Transaction', payment.transactionId]);
  let y = heading(doc, companyName, 'Payment Receipt', facts);
  y = billTo(doc, customer, Math.max(y, 90) + 14) + 16;

  const header = (at: number) => {
    doc.font('Helvetica-Bold').fontSize(9);
    doc.text('Type', LEFT, at, { width: 90 });
    doc.text('Reference', 142, at, { width: 90 });
    doc.text('Date', 234, at, { width: 70 });
    doc.text('P.O.', 306, at, { width: 90 });
    doc.text('Balance', 398, at, { width: 80, align: 'right' });
    doc.text('Applied', 484, at, { width: RIGHT - 484, align: 'right' });
    rule(doc, at + 12);
    doc.font('Helvetica').fontSize(9);
    return at + 18;
  };
  y = header(y);
  for (const line of lines) {
    if (y + 14 > PAGE_BOTTOM) {
      doc.addPage();
      y = header(50);
    }
    doc.text(recordTypeName(line.recordType), LEFT, y, { width: 90 });
    doc.text(line.reference, 142, y, { width: 90 });
    doc.text(formatUsDate(line.invoiceDate), 234, y, { width: 70 });
    doc.text(line.poNumber, 306, y, { width: 90, ellipsis: true, height: 12 });
    doc.text(formatMoney(line.balanceBefore), 398, y, { width: 80, align: 'right' });
    doc.text(formatMoney(line.amount), 484, y, { width: RIGHT - 484, align: 'right' });
    y += 14;
  }
  const invoices = lines.filter((l) => new Decimal(l.amount).gt(0)).reduce((s, l) => s.plus(l.amount), new Decimal(0));
  const credits = lines.filter((l) => new Decimal(l.amount).lt(0)).reduce((s, l) => s.plus(l.amount), new Decimal(0));
  if (y + 70 > PAGE_BOTTOM) {
    doc.addPage();
    y = 50;
  }
  const rows: [string, string][] = [['Invoices Paid', formatMoney(invoices)]];
  if (!credits.isZero()) rows.push(['Credits Applied', formatMoney(credits)]);
  rows.push([payment.paymentType === 0 ? 'Amount Charged' : 'Amount Paid', formatMoney(payment.amount)]);
  y = totals(doc, rows, y);
  doc
    .font('Helvetica')
    .fontSize(8)
    .text('Thank you for your payment.', LEFT, y + 10, { width: RIGHT - LEFT });
  doc.end();
  return done;
}
