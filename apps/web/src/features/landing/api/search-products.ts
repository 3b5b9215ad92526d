import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { catalogEndpoints } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { useApiSession } from '../../../components/api-client/api-session.ts';

/** The product picker's matches for what the editor typed (or the one product already chosen). */
export function useProductSearch(search: string, productKey: number | null) {
  const api = useApiSession();
  return useQuery({
    queryKey: ['landing', 'product-search', search, productKey],
    queryFn: ({ signal }) => {
      const query = {
        sort: 0,
        offset: 0,
        limit: 20,
        search: search || undefined,
        productKeys: !search && productKey !== null ? String(productKey) : undefined,
      } as const;
      return callApi(api, catalogEndpoints.getProductList, { query }, { signal });
    },
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
