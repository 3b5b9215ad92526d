import PDFDocument from 'pdfkit';
import { Decimal, DEFAULT_PRICE_DECIMALS, formatMoney, formatUsDate } from '@provender/rules';
import type { OrderDocumentData } from './documents.repository.ts';

export type OrderDocumentKind = 'confirmation' | 'invoice';

const PAGE_BOTTOM = 742 - 40;
const LEFT = 50;
const RIGHT = 562;
const columns = {
  line: { x: 50, width: 26, align: 'left' },
  code: { x: 78, width: 72, align: 'left' },
  description: { x: 152, width: 190, align: 'left' },
  quantity: { x: 344, width: 62, align: 'right' },
  price: { x: 408, width: 80, align: 'right' },
  extension: { x: 490, width: 72, align: 'right' },
} as const;
type Column = keyof typeof columns;

const quantityText = (quantity: string, unit: string) => `${new Decimal(quantity).toString()} ${unit}`;
const date = (value: string | Date | null) =>
  value === null ? '' : formatUsDate(typeof value === 'string' ? value : value.toISOString().slice(0, 10));

/**
 * An order confirmation or invoice as a PDF (decision 035): the distributor's name, the order
 * and its dates, bill-to and ship-to, the lines with units, quantities, prices and extensions,
 * and the totals. A confirmation with catch-weight lines says its total is estimated.
 */
export function renderOrderPdf(
  data: OrderDocumentData,
  kind: OrderDocumentKind,
  companyName: string,
  opts: { compress?: boolean } = {},
): Promise<Buffer> {
  const { order, customer, lines, invoice, charge, shipTo } = data;
  const title = kind === 'invoice' ? 'Invoice' : 'Order Confirmation';
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 50,
    compress: opts.compress ?? true,
    info: {
      Title: `${title} ${order.orderNumber}`,
      Author: companyName,
      Subject: `${title} for order ${order.orderNumber}`,
    },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const hasCatchWeight = lines.some((l) => l.isCatchWeight);
  const estimated = kind === 'confirmation' && hasCatchWeight;

  // Heading: who, what, which order.
  doc.font('Helvetica-Bold').fontSize(18).text(companyName, LEFT, 50, { width: 300 });
  doc.fontSize(16).text(title, 312, 50, { width: RIGHT - 312, align: 'right' });
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
  let y = 76;
  doc.fontSize(9);
  for (const [label, value] of facts) {
    doc.font('Helvetica').text(`${label}:`, 352, y, { width: 100, align: 'right' });
    doc.font('Helvetica-Bold').text(value, 456, y, { width: RIGHT - 456, align: 'right' });
    y += 13;
  }

  // Bill to and ship to.
  const block = (heading: string, rows: string[], x: number, top: number) => {
    doc.font('Helvetica-Bold').fontSize(10).text(heading, x, top);
    doc.font('Helvetica').fontSize(9);
    let at = top + 14;
    for (const row of rows.filter((r) => r.trim() !== '')) {
      doc.text(row, x, at, { width: 240 });
      at += 12;
    }
    return at;
  };
  const cityLine = (a: { city: string; state: string; zip: string }) =>
    [a.city, [a.state, a.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const top = Math.max(y, 90) + 14;
  const billEnd = customer
    ? block(
        'Bill To',
        [
          customer.name,
          `Customer ${customer.customerCode}`,
          customer.address1,
          customer.address2,
          cityLine(customer),
          customer.phone,
        ],
        LEFT,
        top,
      )
    : top;
  const shipHeading =
    order.shipMethod === 'pickup' ? 'Pickup' : `Ship To${order.shiptoCode ? ` (${order.shiptoCode})` : ''}`;
  const shipRows =
    order.shipMethod === 'pickup'
      ? ['Customer pickup at the warehouse']
      : shipTo
        ? [shipTo.name, shipTo.address1, shipTo.address2, cityLine(shipTo), shipTo.phone]
        : [];
  const shipEnd = block(shipHeading, shipRows, 312, top);
  y = Math.max(billEnd, shipEnd) + 8;

  const notes = [
    order.specialInstruction1 && `Special Instruction 1: ${order.specialInstruction1}`,
    order.specialInstruction2 && `Special Instruction 2: ${order.specialInstruction2}`,
    order.notes && `Notes: ${order.notes}`,
  ].filter(Boolean) as string[];
  doc.font('Helvetica').fontSize(9);
  for (const note of notes) {
    doc.text(note, LEFT, y, { width: RIGHT - LEFT });
    y = doc.y + 2;
  }

  // Lines.
  const cell = (column: Column, text: string, at: number) => {
    const c = columns[column];
    doc.text(text, c.x, at, { width: c.width, align: c.align });
  };
  const tableHeader = (at: number) => {
    doc.font('Helvetica-Bold').fontSize(9);
    cell('line', '#', at);
    cell('code', 'Product', at);
    cell('description', 'Description', at);
    cell('quantity', 'Quantity', at);
    cell('price', 'Price', at);
    cell('extension', 'Extension', at);
    doc
      .moveTo(LEFT, at + 12)
      .lineTo(RIGHT, at + 12)
      .lineWidth(0.5)
      .stroke();
    doc.font('Helvetica').fontSize(9);
    return at + 16;
  };
  y = tableHeader(y + 8);
  for (const line of lines) {
    const texts = [line.productText1, line.productText2].filter(Boolean);
    const description = `${line.description}${line.isCatchWeight ? ' *' : ''}${texts.length ? `\n${texts.join('\n')}` : ''}`;
    const height = Math.max(12, doc.heightOfString(description, { width: columns.description.width })) + 4;
    if (y + height > PAGE_BOTTOM) {
      doc.addPage();
      y = tableHeader(50);
    }
    cell('line', String(line.lineNo), y);
    cell('code', line.productCode, y);
    cell('description', description, y);
    cell('quantity', quantityText(line.quantity, line.unitOfMeasure), y);
    cell(
      'price',
      `${formatMoney(line.unitPrice, line.priceDecimals ?? DEFAULT_PRICE_DECIMALS)} / ${line.unitOfMeasurePrc}`,
      y,
    );
    cell('extension', formatMoney(line.extension), y);
    y += height;
  }

  // Totals.
  const totals: [string, string][] = [['Line Total', formatMoney(order.lineTotal)]];
  if (new Decimal(order.addOnCharges).gt(0)) totals.push(['Delivery and Charges', formatMoney(order.addOnCharges)]);
  if (new Decimal(order.tax).gt(0))
    totals.push([`Sales Tax on ${formatMoney(order.taxableAmount)}`, formatMoney(order.tax)]);
  totals.push([
    estimated ? 'Estimated Total' : kind === 'invoice' ? 'Invoice Total' : 'Total',
    formatMoney(order.total),
  ]);
  if (y + totals.length * 14 + 60 > PAGE_BOTTOM) {
    doc.addPage();
    y = 50;
  }
  doc
    .moveTo(350, y + 2)
    .lineTo(RIGHT, y + 2)
    .lineWidth(0.5)
    .stroke();
  y += 8;
  totals.forEach(([label, value], i) => {
    const last = i === totals.length - 1;
    doc.font(last ? 'Helvetica-Bold' : 'Helvetica').fontSize(last ? 11 : 9);
    doc.text(label, 300, y, { width: 180, align: 'right' });
    doc.text(value, 484, y, { width: RIGHT - 484, align: 'right' });
    y += last ? 16 : 13;
  });

  doc.font('Helvetica').fontSize(8);
  y += 10;
  const footnotes: string[] = [];
  if (hasCatchWeight) {
    footnotes.push(
      kind === 'invoice'
        ? '* Catch-weight item: priced by weight.'
        : '* Catch-weight item: priced by weight. Its amount and the total are estimated from the nominal weight; the invoice shows the weight actually shipped.',
    );
  }
  if (charge) footnotes.push(`Paid by ${charge.brand || 'card'} ending in ${charge.last4}.`);
  if (kind === 'confirmation')
    footnotes.push('This confirms the order as received. Quantities are subject to availability.');
  for (const note of footnotes) {
    doc.text(note, LEFT, y, { width: RIGHT - LEFT });
    y = doc.y + 4;
  }
  doc.end();
  return done;
}
