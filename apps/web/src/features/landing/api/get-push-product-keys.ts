import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogEndpoints } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { scopeOf, useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';

/** GET /api/product/pushProductKeys: the promoted products in sequence (missing sequence last). */
export function getPushProductKeys(api: ApiSession, signal?: AbortSignal) {
  return callApi(api, catalogEndpoints.getPushProducts, {}, { anonymous: true, signal });
}

export function usePushProductKeys(enabled: boolean) {
  const api = useApiSession();
  return useQuery(
    queryOptions({
      queryKey: ['landing', 'push-products', scopeOf(api)],
      queryFn: ({ signal }) => getPushProductKeys(api, signal),
      staleTime: 10 * 60_000,
      enabled,
    }),
  );
}
