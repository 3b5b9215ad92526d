import type { Content } from 'pdfmake/interfaces';
import { Decimal, DEFAULT_PRICE_DECIMALS, formatMoney, formatUsDate } from '@provender/rules';
import { renderPdf } from '../../pdf-workers/pdfmake.ts';
import type { OrderDocumentData } from './documents.repository.ts';
import {
  addressBlock,
  billToRows,
  cityLine,
  documentHeading,
  footnotes,
  letterDocument,
  linesTable,
  totalsBlock,
} from './document-layout.ts';

export type OrderDocumentKind = 'confirmation' | 'invoice';

const quantityText = (quantity: string, unit: string) => `${new Decimal(quantity).toString()} ${unit}`;
const date = (value: string | Date | null) =>
  value === null ? '' : formatUsDate(typeof value === 'string' ? value : value.toISOString().slice(0, 10));

const lineColumns = [
  { header: '#', width: 24 },
  { header: 'Product', width: 70 },
  { header: 'Description', width: 188 },
  { header: 'Quantity', width: 60, align: 'right' },
  { header: 'Price', width: 78, align: 'right' },
  { header: 'Extension', width: '*', align: 'right' },
] as const;

function orderFacts({ order, invoice }: OrderDocumentData, kind: OrderDocumentKind): [string, string][] {
  const facts: [string, string][] = [
    ['Order Number', order.orderNumber],
    ['Order Date', date(order.orderDate)],
    [order.shipMethod === 'pickup' ? 'Pickup Date' : 'Delivery Date', date(order.deliveryDate)],
  ];
  if (order.poNumber) facts.push(['Customer P.O.', order.poNumber]);
  if (kind === 'invoice' && invoice) {
    facts.push(
      ['Invoice Number', invoice.invoiceNumber ?? invoice.reference],
      ['Invoice Date', date(invoice.invoiceDate)],
      ['Due Date', date(invoice.dueDate)],
    );
  }
  return facts;
}

/** Bill To and Ship To (or Pickup) side by side. */
function addresses({ order, customer, shipTo }: OrderDocumentData): Content {
  const shipHeading =
    order.shipMethod === 'pickup' ? 'Pickup' : `Ship To${order.shiptoCode ? ` (${order.shiptoCode})` : ''}`;
  const shipRows =
    order.shipMethod === 'pickup'
      ? ['Customer pickup at the warehouse']
      : shipTo
        ? [shipTo.name, shipTo.address1, shipTo.address2, cityLine(shipTo), shipTo.phone]
        : [];
  return {
    margin: [0, 14, 0, 8],
    columns: [
      { width: 262, stack: customer ? [addressBlock('Bill To', billToRows(customer))] : [] },
      { width: '*', stack: [addressBlock(shipHeading, shipRows)] },
    ],
  };
}

function lineRows({ lines }: OrderDocumentData): string[][] {
  return lines.map((line) => {
    const texts = [line.productText1, line.productText2].filter(Boolean);
    const description = `${line.description}${line.isCatchWeight ? ' *' : ''}${texts.length ? `\n${texts.join('\n')}` : ''}`;
    return [
      String(line.lineNo),
      line.productCode,
      description,
      quantityText(line.quantity, line.unitOfMeasure),
      `${formatMoney(line.unitPrice, line.priceDecimals ?? DEFAULT_PRICE_DECIMALS)} / ${line.unitOfMeasurePrc}`,
      formatMoney(line.extension),
    ];
  });
}

function orderTotals({ order }: OrderDocumentData, kind: OrderDocumentKind, estimated: boolean): [string, string][] {
  const totals: [string, string][] = [['Line Total', formatMoney(order.lineTotal)]];
  if (new Decimal(order.addOnCharges).gt(0)) totals.push(['Delivery and Charges', formatMoney(order.addOnCharges)]);
  if (new Decimal(order.tax).gt(0))
    totals.push([`Sales Tax on ${formatMoney(order.taxableAmount)}`, formatMoney(order.tax)]);
  totals.push([
    estimated ? 'Estimated Total' : kind === 'invoice' ? 'Invoice Total' : 'Total',
    formatMoney(order.total),
  ]);
  return totals;
}

/**
 * An order confirmation or invoice as a PDF (decision 035): the distributor's name, the order
 * and its dates, bill-to and ship-to, the lines with units, quantities, prices and extensions,
 * and the totals. A confirmation with catch-weight lines says its total is estimated. Laid out
 * by pdfmake (decision 460): the lines' heading repeats on every page they run onto.
 */
export function renderOrderPdf(
  data: OrderDocumentData,
  kind: OrderDocumentKind,
  companyName: string,
  opts: { compress?: boolean } = {},
): Promise<Buffer> {
  const { order, charge } = data;
  const title = kind === 'invoice' ? 'Invoice' : 'Order Confirmation';
  const hasCatchWeight = data.lines.some((l) => l.isCatchWeight);
  const estimated = kind === 'confirmation' && hasCatchWeight;
  const notes = [
    order.specialInstruction1 && `Special Instruction 1: ${order.specialInstruction1}`,
    order.specialInstruction2 && `Special Instruction 2: ${order.specialInstruction2}`,
    order.notes && `Notes: ${order.notes}`,
  ].filter(Boolean) as string[];
  const small: string[] = [];
  if (hasCatchWeight) {
    small.push(
      kind === 'invoice'
        ? '* Catch-weight item: priced by weight.'
        : '* Catch-weight item: priced by weight. Its amount and the total are estimated from the nominal weight; ' +
            'the invoice shows the weight actually shipped.',
    );
  }
  if (charge) small.push(`Paid by ${charge.brand || 'card'} ending in ${charge.last4}.`);
  if (kind === 'confirmation')
    small.push('This confirms the order as received. Quantities are subject to availability.');
  const content: Content[] = [
    documentHeading(companyName, title, orderFacts(data, kind)),
    addresses(data),
    ...notes.map((text) => ({ text, margin: [0, 0, 0, 2] as [number, number, number, number] })),
    linesTable([...lineColumns], lineRows(data)),
    totalsBlock(orderTotals(data, kind, estimated)),
    footnotes(small),
  ];
  const info = {
    title: `${title} ${order.orderNumber}`,
    author: companyName,
    subject: `${title} for order ${order.orderNumber}`,
  };
  return renderPdf(letterDocument(info, content, opts.compress ?? true));
}
