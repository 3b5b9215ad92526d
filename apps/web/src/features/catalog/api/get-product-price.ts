import { queryOptions, useQuery } from '@tanstack/react-query';
import { PRICE_BATCH_MAX, type PriceRequest, catalogEndpoints } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { scopeOf, useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';
import { batcherPerSession } from '../utils/request-batcher.ts';

type PriceItem = PriceRequest[number];

/** POST /api/product/price for a batch of products and price-by units, priced for the acting customer. */
export function getProductPrices(api: ApiSession, items: PriceItem[]) {
  return callApi(api, catalogEndpoints.getPrices, { body: items }, { anonymous: true });
}

const priceKey = (item: { productKey: number; unitOfMeasure: string }) =>
  `${item.productKey}\u0000${item.unitOfMeasure}`;

// A batch is always priced for one customer.
const batcherFor = batcherPerSession((api: ApiSession) => ({
  keyOf: priceKey,
  answerKeyOf: priceKey,
  maxBatch: PRICE_BATCH_MAX,
  fetchBatch: (items: PriceItem[]) => getProductPrices(api, items),
}));

/** Spec 01 section 9: prices are cached for 10 minutes and asked for in 10 ms batches. */
export function productPriceQueryOptions(api: ApiSession, productKey: number, unitOfMeasure: string) {
  return queryOptions({
    queryKey: ['pricing', 'price', scopeOf(api), productKey, unitOfMeasure],
    queryFn: () => batcherFor(api).load({ productKey, unitOfMeasure }),
    staleTime: 10 * 60_000,
    gcTime: 15 * 60_000,
    enabled: productKey > 0 && unitOfMeasure !== '',
  });
}

/** The customer's price of a product in a price-by unit (price null: unknown, shown as -.--). */
export function useProductPrice(
  productKey: number,
  unitOfMeasure: string,
  { enabled = true }: { enabled?: boolean } = {},
) {
  const options = productPriceQueryOptions(useApiSession(), productKey, unitOfMeasure);
  return useQuery({ ...options, enabled: options.enabled !== false && enabled });
}
