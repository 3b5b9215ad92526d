import { queryOptions } from '@tanstack/react-query';
import { PRICE_BATCH_MAX, historyEndpoints, type UsualQuantity } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { scopeOf, type ApiSession } from '../../../components/api-client/api-session.ts';
import { createRequestBatcher, type RequestBatcher } from '../utils/request-batcher.ts';

/** POST /api/history/usual: how much of each product the acting customer usually orders (decision 425). */
export function getUsualQuantities(api: ApiSession, items: { productKey: number }[]) {
  return callApi(api, historyEndpoints.getUsualQuantities, { body: items });
}

const keyOf = (item: { productKey: number }) => String(item.productKey);
const batchers = new WeakMap<ApiSession, RequestBatcher<{ productKey: number }, UsualQuantity>>();

function batcherFor(api: ApiSession) {
  let batcher = batchers.get(api);
  if (!batcher) {
    batcher = createRequestBatcher<{ productKey: number }, UsualQuantity>({
      keyOf,
      answerKeyOf: keyOf,
      maxBatch: PRICE_BATCH_MAX,
      fetchBatch: (items) => getUsualQuantities(api, items),
    });
    batchers.set(api, batcher);
  }
  return batcher;
}

export function usualQuantityQueryOptions(api: ApiSession, productKey: number) {
  return queryOptions({
    queryKey: ['history', 'usual', scopeOf(api), productKey],
    queryFn: () => batcherFor(api).load({ productKey }),
    // Habits change with orders, not by the minute.
    staleTime: 5 * 60_000,
  });
}
