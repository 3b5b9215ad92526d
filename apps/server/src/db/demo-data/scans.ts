import type { Content } from 'pdfmake/interfaces';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { orderLines, orders, products, scanDocuments } from '../schema/index.ts';
import { createFolderDocumentStore } from '../../modules/documents/document-store.ts';
import { renderPdf } from '../../pdf-workers/pdfmake.ts';
import type { UsualItem } from './assortments.ts';
import { demoCompanyName } from './reference.ts';

/** A scanned sheet (pdfmake, decision 460): off-white paper, dark ink, with a signature scrawl. */
function pdf(content: Content[]): Promise<Buffer> {
  return renderPdf({
    pageSize: 'LETTER',
    pageMargins: [54, 54, 54, 54],
    // Fixed dates keep the files byte-for-byte the same on every seed.
    info: { creationDate: new Date(0), modDate: new Date(0) },
    background: () => ({ canvas: [{ type: 'rect', x: 0, y: 0, w: 612, h: 792, color: '#f4f1e8' }] }),
    defaultStyle: { font: 'Helvetica', fontSize: 11, color: '#222222' },
    content,
  });
}

/** A pen signature, drawn after a caption at `indent` points from the margin. */
const scrawl = (indent: number): Content => ({
  svg:
    '<svg width="112" height="32" viewBox="0 0 112 32"><path d="M1 18 C21 -7 36 38 56 13 C71 -4 81 30 111 10" ' +
    'stroke="#1f3a7a" stroke-width="1.4" fill="none"/></svg>',
  margin: [indent, -22, 0, 0],
});

interface TicketOrder {
  orderNumber: string;
  deliveryDate: string | null;
  poNumber: string;
  lines: { productCode: string; description: string; quantity: string; unitOfMeasure: string }[];
}

const deliveryTicket = (o: TicketOrder) =>
  pdf([
    { text: demoCompanyName, font: 'Helvetica', bold: true, fontSize: 16 },
    { text: 'DELIVERY TICKET', bold: true, fontSize: 20, alignment: 'right', margin: [0, 0, 0, 12] },
    {
      font: 'Courier',
      fontSize: 10,
      // The standard Courier's metrics give no leading of their own.
      lineHeight: 1.4,
      stack: [
        `Order ${o.orderNumber}    Delivered ${o.deliveryDate ?? ''}    P.O. ${o.poNumber || '-'}`,
        { text: ' ' },
        ...o.lines.map(
          (l) =>
            `${l.productCode.padEnd(10)} ${l.description.slice(0, 44).padEnd(44)} ${l.quantity.padStart(8)} ${l.unitOfMeasure}`,
        ),
        { text: 'Pieces checked and received in good order.', margin: [0, 24, 0, 0] },
        { text: 'Received by: ______________________', margin: [0, 24, 0, 0] },
        scrawl(96),
      ],
    },
  ]);

const specSheet = (p: { productCode: string; description: string; units: string }) =>
  pdf([
    { text: demoCompanyName, bold: true, fontSize: 16 },
    { text: 'PRODUCT SPECIFICATION', bold: true, fontSize: 20, alignment: 'right', margin: [0, 0, 0, 12] },
    `Item ${p.productCode}: ${p.description}`,
    `Packs: ${p.units}`,
    { text: ' ' },
    ...[
      ['Storage', 'Keep in a cool, dry place; refrigerate after opening.'],
      ['Shelf life', '12 months from pack date, unopened.'],
      ['Allergens', 'Produced in a facility that also handles milk, soy and wheat.'],
      ['Country of origin', 'USA'],
    ].map(([label, value]) => ({ text: [{ text: `${label}: `, bold: true }, value ?? ''] })),
    { text: 'Approved by quality assurance:', margin: [0, 24, 0, 0] },
    scrawl(186),
  ]);

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
