import { execFileSync } from 'node:child_process';
import { writeFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Db } from '../../src/db/client.ts';
import { arItems, menuEntries, orderLines, orders } from '../../src/db/schema/index.ts';

export interface PastLine {
  productId: number;
  unitOfMeasure: string;
  quantity: string;
  unitOfMeasurePrc: string;
  unitPrice: string;
  extension: string;
}

/** Inserts an order on fixed dates (no test depends on today), with an A/R invoice when given. */
export async function insertPastOrder(
  db: Db,
  o: {
    orderNumber: string;
    customerId: number;
    orderDate: string;
    deliveryDate: string;
    status: 'Open' | 'Invoiced';
    poNumber?: string;
    lines: PastLine[];
    invoiceDate?: string;
  },
): Promise<number> {
  const total = o.lines.reduce((s, l) => s + Number(l.extension), 0).toFixed(2);
  const [row] = await db
    .insert(orders)
    .values({
      orderNumber: o.orderNumber,
      customerId: o.customerId,
      poNumber: o.poNumber ?? '',
      orderDate: new Date(`${o.orderDate}T15:00:00Z`),
      deliveryDate: o.deliveryDate,
      status: o.status,
      lineTotal: total,
      total,
    })
    .returning({ id: orders.id });
  const orderId = row!.id;
  await db.insert(orderLines).values(o.lines.map((l, i) => ({ ...l, orderId, lineNo: i + 1 })));
  if (o.invoiceDate) {
    await db.insert(arItems).values({
      customerId: o.customerId,
      arCode: `T-${o.orderNumber}`,
      recordType: 1,
      reference: `INV-${o.orderNumber}`,
      invoiceNumber: `INV-${o.orderNumber}`,
      orderId,
      invoiceDate: o.invoiceDate,
      dueDate: o.invoiceDate,
      poNumber: o.poNumber ?? '',
      initial: total,
      balance: total,
    });
  }
  return orderId;
}

/** Hides a menu entry for everyone acting for the customer (decision 004). */
export async function hideMenuEntry(db: Db, customerId: number, key: string, userType = 'customer') {
  await db.insert(menuEntries).values({ key, userType, customerId, isVisible: false });
}

/** The text of a PDF as Debian's pdftotext reads it, with its layout kept. */
export function pdfToText(pdf: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'provender-pdf-'));
  const file = join(dir, 'doc.pdf');
  writeFileSync(file, pdf);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
}
