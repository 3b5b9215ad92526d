import { queryOptions } from '@tanstack/react-query';
import { PRICE_BATCH_MAX, historyEndpoints } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { scopeOf, type ApiSession } from '../../../components/api-client/api-session.ts';
import { productBatcherPerSession } from '../utils/request-batcher.ts';

/** POST /api/history/usual: how much of each product the acting customer usually orders (decision 425). */
export function getUsualQuantities(api: ApiSession, items: { productKey: number }[]) {
  return callApi(api, historyEndpoints.getUsualQuantities, { body: items });
}

const batcherFor = productBatcherPerSession(getUsualQuantities, PRICE_BATCH_MAX);

export function usualQuantityQueryOptions(api: ApiSession, productKey: number) {
  return queryOptions({
    queryKey: ['history', 'usual', scopeOf(api), productKey],
    queryFn: () => batcherFor(api).load({ productKey }),
    // Habits change with orders, not by the minute.
    staleTime: 5 * 60_000,
  });
}
