import { queryOptions, useQuery } from '@tanstack/react-query';
import { sessionEndpoints } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { scopeOf, useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';

export function getUser(api: ApiSession, signal?: AbortSignal) {
  return callApi(api, sessionEndpoints.getUser, {}, { signal });
}

export function getUserQueryOptions(api: ApiSession) {
  return queryOptions({
    queryKey: ['session', 'user', scopeOf(api)],
    queryFn: ({ signal }) => getUser(api, signal),
    enabled: api.token !== null,
  });
}

export function useUser() {
  return useQuery(getUserQueryOptions(useApiSession()));
}
