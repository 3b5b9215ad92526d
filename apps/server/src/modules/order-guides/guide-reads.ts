import { STANDARD_ORDER_GUIDE, type OrderGuide, type OrderGuideProduct, type Product } from '@provender/contract';
import { Decimal, defaultGuideUnit } from '@provender/rules';
import type { CustomerContext } from '../../context.ts';
import type { CatalogService, ProductAvailability } from '../catalog/catalog.service.ts';
import type { GuideLineRow, OrderGuidesRepository } from './order-guides.repository.ts';
import { deriveStandardLines, STANDARD_ORDER_WINDOW } from './standard-guide.ts';

/** Stored lines as answered: products that can be bought (in some unit) only, in guide order, numbered from 1. */
function toProducts(lines: GuideLineRow[], products: Map<number, ProductAvailability>): OrderGuideProduct[] {
  const answered: OrderGuideProduct[] = [];
  for (const line of lines) {
    const entry = products.get(line.productId);
    if (!entry?.available || entry.product.sellBys.length === 0) continue;
    answered.push(answerLine(line, entry.product, answered.length + 1));
  }
  return answered;
}

/** A unit the product stopped selling by is answered as its default unit with no quantity yet. */
function answerLine(
  line: Pick<GuideLineRow, 'productId' | 'unitOfMeasure' | 'orderQuantity'>,
  product: Product,
  sequence: number,
): OrderGuideProduct {
  const stillSold = product.sellBys.some((s) => s.unitOfMeasure === line.unitOfMeasure);
  const fallback = stillSold ? null : defaultGuideUnit(product.sellBys, product.defaultQuantity.unitOfMeasure);
  return {
    productKey: line.productId,
    orderQuantity: fallback ? 0 : new Decimal(line.orderQuantity).toNumber(),
    unitOfMeasure: fallback ? fallback.unitOfMeasure : line.unitOfMeasure,
    sequence,
    included: true,
  };
}

/** The guides as read: Standard (derived) and the customer's own, and Standard's lines for the report. */
export function createGuideReads(deps: { repo: OrderGuidesRepository; catalog: CatalogService }) {
  const { repo, catalog } = deps;

  /** The standard order's lines with their products, derived on every read from the customer's latest orders (decision 041). */
  async function standardLines(ctx: CustomerContext, customerId: number) {
    const rows = await repo.recentOrderLines(customerId, STANDARD_ORDER_WINDOW);
    // Reads answer from the products kept per catalog version (decision 340), as the cart does.
    const products = await catalog.keptByKeys(
      ctx,
      rows.map((r) => r.productId),
    );
    return deriveStandardLines(rows, products).map((line) => ({
      line,
      product: (products.get(line.productId) as ProductAvailability).product,
    }));
  }

  async function standardGuide(ctx: CustomerContext, customerId: number): Promise<OrderGuide> {
    const lines = await standardLines(ctx, customerId);
    return {
      name: STANDARD_ORDER_GUIDE,
      isPrimary: true,
      isReadOnly: true,
      products: lines.map(({ line, product }, i) => answerLine(line, product, i + 1)),
    };
  }

  return {
    /**
     * The Standard guide's lines as printed by the Order Guide List report (decision 172): product
     * code and description, the unit and quantity the buyer sees on the guide.
     */
    async standardReportLines(ctx: CustomerContext) {
      const customerId = ctx.customerId;
      return (await standardLines(ctx, customerId)).map(({ line, product }) => {
        const answered = answerLine(line, product, 0);
        return {
          productCode: product.productCode,
          description: product.description,
          unitOfMeasure: answered.unitOfMeasure,
          orderQuantity: answered.orderQuantity,
        };
      });
    },

    /** Standard first, then the acting customer's guides by name. */
    async list(ctx: CustomerContext): Promise<OrderGuide[]> {
      const customerId = ctx.customerId;
      const [standard, { guides, lines }] = await Promise.all([
        standardGuide(ctx, customerId),
        repo.guides(customerId),
      ]);
      const products = await catalog.keptByKeys(
        ctx,
        lines.map((l) => l.productId),
      );
      return [
        standard,
        ...guides.map((g) => ({
          name: g.name,
          isPrimary: g.isPrimary,
          isReadOnly: false,
          products: toProducts(
            lines.filter((l) => l.guideId === g.id),
            products,
          ),
        })),
      ];
    },
  };
}
