import type { Content } from 'pdfmake/interfaces';
import { Decimal, formatMoney, formatUsDate, recordTypeName } from '@provender/rules';
import { renderPdf } from '../../pdf-workers/pdfmake.ts';
import type { CreditMemoData, PaymentReceiptData } from './receivable-documents.repository.ts';
import {
  addressBlock,
  billToRows,
  documentHeading,
  footnotes,
  letterDocument,
  linesTable,
  totalsBlock,
  type DocumentCustomer,
} from './document-layout.ts';

/** A Letter document laid out like the order PDFs (decisions 035, 460): company and title, facts on the right, Bill To. */
function receivableDocument(
  info: { title: string; subject: string; companyName: string; compress: boolean },
  heading: { title: string; facts: [string, string][]; customer: DocumentCustomer | null },
  body: Content[],
): Promise<Buffer> {
  const content: Content[] = [
    documentHeading(info.companyName, heading.title, heading.facts),
    heading.customer ? { ...addressBlock('Bill To', billToRows(heading.customer)), margin: [0, 14, 0, 2] } : '',
    ...body,
  ];
  const meta = { title: info.title, author: info.companyName, subject: info.subject };
  return renderPdf(letterDocument(meta, content, info.compress));
}

/** A credit memo (decision 064): what was credited, why, against which invoice, and what is left to apply. */
export function renderCreditMemoPdf(data: CreditMemoData, companyName: string, opts: { compress?: boolean } = {}) {
  const { memo, customer } = data;
  const title = recordTypeName(memo.recordType);
  const facts: [string, string][] = [
    [`${title} Number`, memo.reference],
    ['Date', formatUsDate(memo.invoiceDate)],
  ];
  if (memo.invoiceNumber) facts.push(['Invoice Number', memo.invoiceNumber]);
  if (memo.orderNumber) facts.push(['Order Number', memo.orderNumber]);
  if (memo.poNumber) facts.push(['Customer P.O.', memo.poNumber]);
  const credit = new Decimal(memo.initial).abs();
  const remaining = new Decimal(memo.balance).abs();
  const description = memo.remarks || `${title} on invoice ${memo.invoiceNumber ?? ''}`.trim();
  return receivableDocument(
    {
      title: `${title} ${memo.reference}`,
      subject: `${title} ${memo.reference}`,
      companyName,
      compress: opts.compress ?? true,
    },
    { title, facts, customer },
    [
      linesTable(
        [
          { header: 'Description', width: '*' },
          { header: 'Amount', width: 78, align: 'right' },
        ],
        [[description, formatMoney(credit.neg())]],
      ),
      totalsBlock([
        ['Credit Amount', formatMoney(credit)],
        ['Applied', formatMoney(credit.minus(remaining))],
        ['Remaining Credit', formatMoney(remaining)],
      ]),
      footnotes([
        remaining.gt(0)
          ? 'This credit can be applied to open invoices on the Make Payment page.'
          : 'This credit has been applied in full.',
      ]),
    ],
  );
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
  const facts: [string, string][] = [
    ['Receipt Number', String(payment.id)],
    ['Payment Date', formatUsDate(payment.paymentDate)],
    ['Method', methodLine(payment)],
  ];
  if (payment.transactionId) facts.push(['Transaction', payment.transactionId]);
  const invoices = lines.filter((l) => new Decimal(l.amount).gt(0)).reduce((s, l) => s.plus(l.amount), new Decimal(0));
  const credits = lines.filter((l) => new Decimal(l.amount).lt(0)).reduce((s, l) => s.plus(l.amount), new Decimal(0));
  const totals: [string, string][] = [['Invoices Paid', formatMoney(invoices)]];
  if (!credits.isZero()) totals.push(['Credits Applied', formatMoney(credits)]);
  totals.push([payment.paymentType === 0 ? 'Amount Charged' : 'Amount Paid', formatMoney(payment.amount)]);
  const rows = lines.map((line) => [
    recordTypeName(line.recordType),
    line.reference,
    formatUsDate(line.invoiceDate),
    line.poNumber,
    formatMoney(line.balanceBefore),
    formatMoney(line.amount),
  ]);
  return receivableDocument(
    {
      title: `Payment Receipt ${payment.id}`,
      subject: `Payment ${payment.id}`,
      companyName,
      compress: opts.compress ?? true,
    },
    { title: 'Payment Receipt', facts, customer },
    [
      linesTable(
        [
          { header: 'Type', width: 90 },
          { header: 'Reference', width: 90 },
          { header: 'Date', width: 70 },
          { header: 'P.O.', width: 90 },
          { header: 'Balance', width: 80, align: 'right' },
          { header: 'Applied', width: '*', align: 'right' },
        ],
        rows,
      ),
      totalsBlock(totals),
      footnotes(['Thank you for your payment.']),
    ],
  );
}
