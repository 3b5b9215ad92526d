import { useQuery } from '@tanstack/react-query';
import { catalogEndpoints } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { useApiSession } from '../../../components/api-client/api-session.ts';
import type { LandingProductSource } from '../utils/landing-layout.ts';

export interface CategoryChoice {
  code: string;
  description: string;
}

/** The product list card's choices: main categories or categories, by description. */
export function useCategoryChoices(source: LandingProductSource) {
  const api = useApiSession();
  return useQuery({
    queryKey: ['landing', 'category-choices', source],
    queryFn: async ({ signal }): Promise<CategoryChoice[]> => {
      const list =
        source === 'Main Categories'
          ? await callApi(api, catalogEndpoints.getMainCategories, {}, { signal })
          : await callApi(api, catalogEndpoints.getCategories, {}, { signal });
      return list.map((c) => ({ code: c.code, description: c.description }));
    },
    staleTime: 10 * 60_000,
  });
}
