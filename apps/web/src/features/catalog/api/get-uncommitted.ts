import { queryOptions, useQuery } from '@tanstack/react-query';
import { PRICE_BATCH_MAX, catalogEndpoints } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { scopeOf, useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';
import { productBatcherPerSession } from '../utils/request-batcher.ts';

/** POST /api/product/uncommitted: stock on hand less open orders, in each product's stock unit. */
export function getUncommitted(api: ApiSession, items: { productKey: number }[]) {
  return callApi(api, catalogEndpoints.getUncommitted, { body: items }, { anonymous: true });
}

const batcherFor = productBatcherPerSession(getUncommitted, PRICE_BATCH_MAX);

export function uncommittedQueryOptions(api: ApiSession, productKey: number) {
  return queryOptions({
    queryKey: ['pricing', 'uncommitted', scopeOf(api), productKey],
    queryFn: () => batcherFor(api).load({ productKey }),
    // Stock moves faster than prices; a minute keeps it honest without asking on every render.
    staleTime: 60_000,
  });
}

export function useUncommitted(productKey: number) {
  return useQuery(uncommittedQueryOptions(useApiSession(), productKey));
}
