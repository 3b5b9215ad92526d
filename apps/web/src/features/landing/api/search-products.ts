import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { productListSchema } from '@provender/contract';
import { apiRequest } from '../../../components/api-client/api-client.ts';
import { useApiSession } from '../../../components/api-client/api-session.ts';

/** The product picker's matches for what the editor typed (or the one product already chosen). */
export function useProductSearch(search: string, productKey: number | null) {
  const api = useApiSession();
  return useQuery({
    queryKey: ['landing', 'product-search', search, productKey],
    queryFn: ({ signal }) => {
      const query = new URLSearchParams({ sort: '0', offset: '0', limit: '20' });
      if (search) query.set('search', search);
      else if (productKey !== null) query.set('productKeys', String(productKey));
      return apiRequest(api, `/api/product/list?${query.toString()}`, productListSchema, { signal });
    },
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}
