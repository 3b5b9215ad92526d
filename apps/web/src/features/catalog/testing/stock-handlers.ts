import { endpoints, type Product, type UsualQuantity } from '@provender/contract';
import { endpointHandler } from '../../../testing/msw.ts';

/** The unit a product's stock is counted in: the one holding one stock unit. */
const stockUnitOf = (product: Product | undefined) =>
  product?.sellBys.find((s) => s.stockConversion === 1)?.unitOfMeasure ?? 'EA';

/**
 * The typo guard's facts as the server answers them (decision 425): uncommitted stock per product
 * in its stock unit (plenty unless given) and the customer's usual quantity (none unless given).
 */
export function stockAndUsualHandlers(
  products: readonly Product[],
  facts: {
    stock?: Record<number, number>;
    usual?: Record<number, Omit<UsualQuantity, 'productKey'>>;
  } = {},
) {
  const find = (key: number) => products.find((p) => p.productKey === key);
  return [
    endpointHandler(endpoints.getUncommitted, async ({ body }) =>
      (await body()).map(({ productKey }) => ({
        productKey,
        uncommitted: facts.stock?.[productKey] ?? 100_000,
        unitOfMeasure: stockUnitOf(find(productKey)),
      })),
    ),
    endpointHandler(endpoints.getUsualQuantities, async ({ body }) =>
      (await body()).map(({ productKey }) => ({
        productKey,
        ...(facts.usual?.[productKey] ?? { orders: 0, unitOfMeasure: null, orderQuantity: null }),
      })),
    ),
  ];
}
