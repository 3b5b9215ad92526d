import { queryOptions, useQuery } from '@tanstack/react-query';
import { catalogEndpoints } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { scopeOf, useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';
import { CATALOG_STALE_MS } from './get-product-list.ts';

/**
 * One product's details and its scan documents (listed where the site offers them on the product
 * page); a product the caller may not see answers 404 'This product is unavailable.'
 */
export function getProduct(api: ApiSession, productKey: number, signal?: AbortSignal) {
  return callApi(api, catalogEndpoints.getProduct, { params: { productKey } }, { anonymous: true, signal });
}

export function productQueryOptions(api: ApiSession, productKey: number) {
  return queryOptions({
    queryKey: ['catalog', 'product', scopeOf(api), productKey],
    queryFn: ({ signal }) => getProduct(api, productKey, signal),
    enabled: Number.isInteger(productKey) && productKey > 0,
    staleTime: CATALOG_STALE_MS,
  });
}

export function useProduct(productKey: number) {
  return useQuery(productQueryOptions(useApiSession(), productKey));
}
