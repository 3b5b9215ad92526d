import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountEndpoints } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { scopeOf, useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';

export function getConsumerPreferences(api: ApiSession, signal?: AbortSignal) {
  return callApi(api, accountEndpoints.getConsumerPreferences, {}, { signal });
}

export function getConsumerPreferencesQueryOptions(api: ApiSession) {
  return queryOptions({
    queryKey: ['consumer', 'preferences', scopeOf(api)],
    queryFn: ({ signal }) => getConsumerPreferences(api, signal),
    enabled: api.token !== null,
  });
}

export function useConsumerPreferences() {
  return useQuery(getConsumerPreferencesQueryOptions(useApiSession()));
}
