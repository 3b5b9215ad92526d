import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminEndpoints } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { anonymousApiSession } from '../../../components/api-client/api-session.ts';

/** The site's default product-page layout (grid 0, list 1, quickEntry 2); anyone may read it. */
export function getDefaultPageLayout(signal?: AbortSignal) {
  return callApi(anonymousApiSession, adminEndpoints.getDefaultPageLayout, {}, { anonymous: true, signal });
}

export function getDefaultPageLayoutQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'defaultPageLayout'],
    queryFn: ({ signal }) => getDefaultPageLayout(signal),
    staleTime: 10 * 60_000,
    select: (answer) => answer.DefaultPageLayout,
  });
}

export function useDefaultPageLayout() {
  return useQuery(getDefaultPageLayoutQueryOptions());
}
