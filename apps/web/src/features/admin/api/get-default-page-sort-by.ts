import { queryOptions, useQuery } from '@tanstack/react-query';
import { adminEndpoints } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { anonymousApiSession } from '../../../components/api-client/api-session.ts';

/** The site's default product sort (description 0, sequence 1, product code 2, brand 3); anyone may read it. */
export function getDefaultPageSortBy(signal?: AbortSignal) {
  return callApi(anonymousApiSession, adminEndpoints.getDefaultPageSortBy, {}, { anonymous: true, signal });
}

export function getDefaultPageSortByQueryOptions() {
  return queryOptions({
    queryKey: ['admin', 'defaultPageSortBy'],
    queryFn: ({ signal }) => getDefaultPageSortBy(signal),
    staleTime: 10 * 60_000,
    select: (answer) => answer.DefaultPageSortBy,
  });
}

export function useDefaultPageSortBy() {
  return useQuery(getDefaultPageSortByQueryOptions());
}
