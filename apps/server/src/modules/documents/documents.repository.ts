import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  arItems,
  cardCharges,
  consumerAddresses,
  customers,
  orderLines,
  orders,
  products,
  productUnits,
  shiptos,
  type OrderShipTo,
} from '../../db/schema/index.ts';

/** The order's lines, each price with its unit's decimals. */
const linesOf = (db: Db, orderId: number) =>
  db
    .select({
      lineNo: orderLines.lineNo,
      productCode: products.productCode,
      description: products.description,
      isCatchWeight: products.isCatchWeight,
      unitOfMeasure: orderLines.unitOfMeasure,
      quantity: orderLines.quantity,
      unitOfMeasurePrc: orderLines.unitOfMeasurePrc,
      unitPrice: orderLines.unitPrice,
      // The price shows with its unit's decimals, as on every screen (decision 102).
      priceDecimals: productUnits.priceDecimals,
      extension: orderLines.extension,
      productText1: orderLines.productText1,
      productText2: orderLines.productText2,
    })
    .from(orderLines)
    .innerJoin(products, eq(products.id, orderLines.productId))
    .leftJoin(
      productUnits,
      and(
        eq(productUnits.productId, orderLines.productId),
        eq(productUnits.unitOfMeasure, orderLines.unitOfMeasurePrc),
      ),
    )
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.lineNo));

/** The order's invoice (record type 1), if the ERP sent one. */
const invoiceOf = (db: Db, orderId: number) =>
  db
    .select({
      invoiceNumber: arItems.invoiceNumber,
      reference: arItems.reference,
      invoiceDate: arItems.invoiceDate,
      dueDate: arItems.dueDate,
    })
    .from(arItems)
    .where(and(eq(arItems.orderId, orderId), eq(arItems.recordType, 1)))
    .limit(1);

/** The captured card charge that paid the order, if any. */
const chargeOf = (db: Db, orderId: number) =>
  db
    .select({ brand: cardCharges.brand, last4: cardCharges.last4 })
    .from(cardCharges)
    .where(and(eq(cardCharges.orderId, orderId), eq(cardCharges.status, 'captured')))
    .limit(1);

/** Orders taken before ship-to snapshots were kept print the ship-to or address as it is now. */
async function shipToOf(
  db: Db,
  order: {
    customerId: number;
    shiptoCode: string | null;
    addressId: number | null;
  },
): Promise<OrderShipTo | null> {
  const pick = (r: OrderShipTo) => ({
    name: r.name,
    address1: r.address1,
    address2: r.address2,
    city: r.city,
    state: r.state,
    zip: r.zip,
    phone: r.phone,
  });
  if (order.shiptoCode) {
    const [row] = await db
      .select()
      .from(shiptos)
      .where(and(eq(shiptos.customerId, order.customerId), eq(shiptos.code, order.shiptoCode)));
    return row ? pick(row) : null;
  }
  if (order.addressId) {
    const [row] = await db
      .select()
      .from(consumerAddresses)
      .where(and(eq(consumerAddresses.customerId, order.customerId), eq(consumerAddresses.id, order.addressId)));
    return row ? pick(row) : null;
  }
  return null;
}

export function createDocumentsRepository(db: Db) {
  return {
    /** An order of this customer by number, with what its documents print; null for anyone else's. */
    /** `shiptoCodes`: a user limited to some ship-tos reaches only their orders' documents (issue 35). */
    async order(customerId: number, orderNumber: string, shiptoCodes: readonly string[] | null = null) {
      const [order] = await db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.customerId, customerId),
            eq(orders.orderNumber, orderNumber),
            shiptoCodes === null
              ? undefined
              : inArray(orders.shiptoCode, shiptoCodes.length > 0 ? [...shiptoCodes] : ['']),
          ),
        );
      if (!order) return null;
      const [[customer], lines, [invoice], [charge]] = await Promise.all([
        db.select().from(customers).where(eq(customers.id, customerId)),
        linesOf(db, order.id),
        invoiceOf(db, order.id),
        chargeOf(db, order.id),
      ]);
      return {
        order,
        customer: customer ?? null,
        lines,
        invoice: invoice ?? null,
        charge: charge ?? null,
        shipTo: order.shipTo ?? (await shipToOf(db, order)),
      };
    },

    /** Orders taken before ship-to snapshots were kept print the ship-to or address as it is now. */
    shipToOf: (order: { customerId: number; shiptoCode: string | null; addressId: number | null }) =>
      shipToOf(db, order),
  };
}
export type DocumentsRepository = ReturnType<typeof createDocumentsRepository>;
export type OrderDocumentData = NonNullable<Awaited<ReturnType<DocumentsRepository['order']>>>;
