import {
  USUAL_QUANTITY_WEEKS,
  type CartLinePayload,
  type OrderHistoryRow,
  type ProductHistoryRow,
  type ReorderResult,
  type UsualQuantity,
} from '@provender/contract';
import type { CustomerContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { CartService } from '../cart/cart.service.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { HistoryRepository, OrderHistoryDbRow, ProductHistoryDbRow } from './history.repository.ts';
import { usualQuantityOf } from './usual-quantity.ts';
import { Decimal } from '@provender/rules';

type SiteValues = Awaited<ReturnType<SettingsService['effectiveValues']>>;

/** An order as Order History lists it: no total under hidePricing, the documents the settings allow. */
function orderHistoryRow(r: OrderHistoryDbRow, values: SiteValues): OrderHistoryRow {
  return {
    orderNumber: r.order_number,
    pO_Number: r.po_number,
    orderDate: r.order_date,
    deliveryDate: r.delivery_date,
    status: r.status,
    total: values.hidePricing ? null : Number(r.total),
    orderConfirmation: values.canViewConfirmation,
    invoice: r.invoiced && values.canPrintInvoices,
    scanDocuments: values.productScanDocuments.orderHistory ? r.scans : [],
  };
}

/** A line as Product History lists it: a negative quantity is a credit; no price under hidePricing. */
function productHistoryRow(r: ProductHistoryDbRow, values: SiteValues): ProductHistoryRow {
  const quantity = Number(r.quantity);
  return {
    orderNumber: r.order_number,
    productCode: r.product_code,
    productKey: r.product_id,
    description: r.description,
    invoiceDate: r.invoice_date,
    quantity,
    unitOfMeasure_SellBy: r.unit_of_measure,
    ...(values.hidePricing ? {} : { price: Number(r.unit_price) }),
    type: quantity < 0 ? 'Credit' : 'Invoice',
  };
}

/**
 * Order and product history of the acting customer (decision 070), and Reorder (decision 073).
 * hidePricing leaves totals and prices out; the document flags follow the settings that gate the
 * documents themselves, so a row never offers a document that would answer 403; scan documents
 * are listed only where productScanDocuments.orderHistory is on (decision 170).
 */
export function createHistoryService(deps: {
  repo: HistoryRepository;
  settings: SettingsService;
  cart: CartService;
  catalog: CatalogService;
  now: () => Date;
}) {
  const { repo, settings, cart, catalog, now } = deps;

  return {
    async orders(ctx: CustomerContext): Promise<OrderHistoryRow[]> {
      const customerId = ctx.customerId;
      const [values, rows] = await Promise.all([
        settings.effectiveValues(ctx),
        repo.orders(customerId, ctx.user?.shiptoCodes ?? null),
      ]);
      return rows.map((r) => orderHistoryRow(r, values));
    },

    async products(
      ctx: CustomerContext,
      range: { startDate?: string | undefined; endDate?: string | undefined },
    ): Promise<ProductHistoryRow[]> {
      const customerId = ctx.customerId;
      const [values, rows] = await Promise.all([
        settings.effectiveValues(ctx),
        repo.productLines(customerId, range.startDate ?? null, range.endDate ?? null, ctx.user?.shiptoCodes ?? null),
      ]);
      return rows.map((r) => productHistoryRow(r, values));
    },

    /**
     * How much of each product the acting customer usually orders (decision 425): the median per
     * order of the last USUAL_QUANTITY_WEEKS weeks, in the unit most ordered. Answered in the order
     * asked; a product the customer never ordered (or may not see) has no usual quantity.
     */
    async usual(ctx: CustomerContext, productKeys: number[]): Promise<UsualQuantity[]> {
      const customerId = ctx.customerId;
      const keys = [...new Set(productKeys)];
      const until = now();
      const since = new Date(until.getTime() - USUAL_QUANTITY_WEEKS * 7 * 24 * 60 * 60 * 1000);
      const [lines, products] = await Promise.all([
        repo.usualLines(customerId, keys, since, until),
        catalog.keptByKeys(ctx, keys),
      ]);
      return productKeys.map((productKey) => {
        const entry = products.get(productKey);
        return usualQuantityOf(productKey, lines, entry?.available ? entry.product : undefined);
      });
    },

    /**
     * Puts every line of a past order into the cart in one call: the lines the customer can still
     * buy are added together; the others are answered with the reason, never silently dropped.
     */
    async reorder(ctx: CustomerContext, orderNumber: string): Promise<ReorderResult> {
      const customerId = ctx.customerId;
      const lines = await repo.reorderLines(customerId, orderNumber, ctx.user?.shiptoCodes ?? null);
      if (!lines) throw new AppError('NOT_FOUND', `Order ${orderNumber} was not found`);
      const payloads: CartLinePayload[] = lines
        .filter((l) => new Decimal(l.quantity).gt(0))
        .map((l, i) => ({
          id: i,
          productKey: l.productKey,
          unitOfMeasure: l.unitOfMeasure,
          orderQuantity: Number(l.quantity),
          unitOfMeasure_Prc: l.unitOfMeasurePrc,
          productText1: l.productText1,
          productText2: l.productText2,
        }));
      const skipped = lines
        .filter((l) => !new Decimal(l.quantity).gt(0))
        .map((l) => ({ productCode: l.productCode, description: l.description, message: 'Credited line' }));
      if (payloads.length === 0) return { added: 0, skipped };
      // The quantities were ordered before, so a quantity off the sell-by multiple is taken as confirmed.
      const errors = await cart.validate(ctx, payloads, true);
      const refused = new Map(errors.map((e) => [e.id, e.message]));
      const accepted = payloads.filter((p) => !refused.has(p.id ?? -1)).map(({ id: _id, ...rest }) => rest);
      for (const p of payloads) {
        const message = refused.get(p.id ?? -1);
        const line = lines.find((l) => l.productKey === p.productKey && l.unitOfMeasure === p.unitOfMeasure);
        if (message !== undefined && line)
          skipped.push({ productCode: line.productCode, description: line.description, message });
      }
      if (accepted.length === 0) return { added: 0, skipped };
      const result = await cart.addLines(ctx, accepted, true);
      if (!result.isSuccess) throw new AppError('CONFLICT', result.errors.join('; ') || 'The cart refused the lines');
      return { added: accepted.length, skipped };
    },
  };
}
export type HistoryService = ReturnType<typeof createHistoryService>;
