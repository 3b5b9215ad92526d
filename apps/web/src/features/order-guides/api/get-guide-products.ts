import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ORDER_GUIDE_LINES_MAX, type Product, catalogEndpoints } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { scopeOf, useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';

/** Spec 01 section 9: product lists are cached for 10 minutes. */
const PRODUCTS_STALE_MS = 10 * 60_000;

/** The products of a guide in one call (a guide holds at most one page of them, decision 040). */
export async function getGuideProducts(
  api: ApiSession,
  productKeys: readonly number[],
  signal?: AbortSignal,
): Promise<Map<number, Product>> {
  if (productKeys.length === 0) return new Map();
  const query = { productKeys: productKeys.join(','), limit: ORDER_GUIDE_LINES_MAX };
  const list = await callApi(api, catalogEndpoints.getProductList, { query }, { signal });
  return new Map(list.products.map((p) => [p.productKey, p]));
}

export function getGuideProductsQueryOptions(api: ApiSession, productKeys: readonly number[]) {
  const keys = [...new Set(productKeys)].sort((a, b) => a - b);
  return queryOptions({
    queryKey: ['order-guide-products', scopeOf(api), keys.join(',')],
    queryFn: ({ signal }) => getGuideProducts(api, keys, signal),
    enabled: api.token !== null,
    staleTime: PRODUCTS_STALE_MS,
  });
}

/** Products by key for the given guide lines; the previous map stays while another guide loads. */
export function useGuideProducts(productKeys: readonly number[]) {
  return useQuery({ ...getGuideProductsQueryOptions(useApiSession(), productKeys), placeholderData: keepPreviousData });
}
