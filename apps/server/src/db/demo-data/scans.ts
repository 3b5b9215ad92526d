import PDFDocument from 'pdfkit';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { orderLines, orders, products, scanDocuments } from '../schema/index.ts';
import { createFolderDocumentStore } from '../../modules/documents/document-store.ts';
import type { UsualItem } from './assortments.ts';
import { demoCompanyName } from './reference.ts';

function pdf(draw: (doc: PDFKit.PDFDocument) => void): Promise<Buffer> {
  // Fixed dates keep the files byte-for-byte the same on every seed.
  const doc = new PDFDocument({
    size: 'LETTER',
    margin: 54,
    info: { CreationDate: new Date(0), ModDate: new Date(0) },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  // A scanned sheet: off-white paper, slightly crooked, with a signature scrawl.
  doc.rect(0, 0, 612, 792).fill('#f4f1e8');
  doc
    .save()
    .rotate(-0.6, { origin: [306, 396] })
    .fillColor('#222222');
  draw(doc);
  doc.restore().end();
  return done;
}

function scrawl(doc: PDFKit.PDFDocument, x: number, y: number) {
  doc
    .moveTo(x, y)
    .bezierCurveTo(x + 20, y - 25, x + 35, y + 20, x + 55, y - 5)
    .bezierCurveTo(x + 70, y - 22, x + 80, y + 12, x + 110, y - 8)
    .lineWidth(1.4)
    .stroke('#1f3a7a');
}

interface TicketOrder {
  orderNumber: string;
  deliveryDate: string | null;
  poNumber: string;
  lines: { productCode: string; description: string; quantity: string; unitOfMeasure: string }[];
}

const deliveryTicket = (o: TicketOrder) =>
  pdf((doc) => {
    doc.font('Helvetica-Bold').fontSize(16).text(demoCompanyName);
    doc.fontSize(20).text('DELIVERY TICKET', { align: 'right' });
    doc.font('Courier').fontSize(10).moveDown();
    doc.text(`Order ${o.orderNumber}    Delivered ${o.deliveryDate ?? ''}    P.O. ${o.poNumber || '-'}`);
    doc.moveDown();
    for (const l of o.lines) {
      doc.text(
        `${l.productCode.padEnd(10)} ${l.description.slice(0, 44).padEnd(44)} ${l.quantity.padStart(8)} ${l.unitOfMeasure}`,
      );
    }
    doc.moveDown(2).text(`Pieces checked and received in good order.`);
    doc.moveDown(2).text('Received by: ______________________');
    scrawl(doc, 150, doc.y - 6);
  });

const specSheet = (p: { productCode: string; description: string; units: string }) =>
  pdf((doc) => {
    doc.font('Helvetica-Bold').fontSize(16).text(demoCompanyName);
    doc.fontSize(20).text('PRODUCT SPECIFICATION', { align: 'right' });
    doc.font('Helvetica').fontSize(11).moveDown();
    doc.text(`Item ${p.productCode}: ${p.description}`);
    doc.text(`Packs: ${p.units}`);
    doc.moveDown();
    for (const [label, value] of [
      ['Storage', 'Keep in a cool, dry place; refrigerate after opening.'],
      ['Shelf life', '12 months from pack date, unopened.'],
      ['Allergens', 'Produced in a facility that also handles milk, soy and wheat.'],
      ['Country of origin', 'USA'],
    ]) {
      doc
        .font('Helvetica-Bold')
        .text(`${label}: `, { continued: true })
        .font('Helvetica')
        .text(value ?? '');
    }
    doc.moveDown(2).text('Approved by quality assurance:');
    scrawl(doc, 240, doc.y - 4);
  });

/**
 * A few scanned papers in the document store (decision 072): delivery tickets of the latest
 * invoiced orders of the first business customers (demo.customer's among them) and spec sheets
 * of products the first customer buys. Answers the number of files written.
 */
export async function seedScanDocuments(
  db: Db,
  documentDir: string,
  businessCustomerIds: number[],
  assortments: Map<number, UsualItem[]>,
): Promise<number> {
  const store = createFolderDocumentStore(documentDir);
  let count = 0;
  for (const customerId of businessCustomerIds.slice(0, 3)) {
    const latest = await db
      .select({
        id: orders.id,
        orderNumber: orders.orderNumber,
        deliveryDate: orders.deliveryDate,
        poNumber: orders.poNumber,
      })
      .from(orders)
      .where(and(eq(orders.customerId, customerId), eq(orders.status, 'Invoiced')))
      .orderBy(desc(orders.orderDate), desc(orders.id))
      .limit(3);
    const lines = await db
      .select({
        orderId: orderLines.orderId,
        productCode: products.productCode,
        description: products.description,
        quantity: orderLines.quantity,
        unitOfMeasure: orderLines.unitOfMeasure,
      })
      .from(orderLines)
      .innerJoin(products, eq(products.id, orderLines.productId))
      .where(inArray(orderLines.orderId, latest.length ? latest.map((o) => o.id) : [-1]))
      .orderBy(orderLines.orderId, orderLines.lineNo);
    for (const [i, o] of latest.entries()) {
      const key = `orders/${o.orderNumber}-delivery-ticket.pdf`;
      await store.put(key, await deliveryTicket({ ...o, lines: lines.filter((l) => l.orderId === o.id) }));
      await db
        .insert(scanDocuments)
        .values({ orderId: o.id, name: 'Delivery Ticket', storeKey: key, contentType: 'application/pdf' });
      count++;
      if (i === 0) {
        // The latest order also carries the proof of delivery the driver brought back.
        const proof = `orders/${o.orderNumber}-proof-of-delivery.pdf`;
        await store.put(proof, await deliveryTicket({ ...o, lines: lines.filter((l) => l.orderId === o.id) }));
        await db
          .insert(scanDocuments)
          .values({ orderId: o.id, name: 'Proof of Delivery', storeKey: proof, contentType: 'application/pdf' });
        count++;
      }
    }
  }
  const first = businessCustomerIds[0];
  const items = (first === undefined ? [] : (assortments.get(first) ?? [])).slice(0, 4);
  for (const { product } of items) {
    const key = `products/${product.productCode.toLowerCase()}-spec-sheet.pdf`;
    const units = product.units.map((u) => u.unitOfMeasure).join(', ');
    await store.put(key, await specSheet({ ...product, units }));
    await db
      .insert(scanDocuments)
      .values({ productId: product.id, name: 'Spec Sheet', storeKey: key, contentType: 'application/pdf' });
    count++;
  }
  return count;
}
