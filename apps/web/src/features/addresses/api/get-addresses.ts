import { queryOptions, useQuery } from '@tanstack/react-query';
import { accountEndpoints } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { scopeOf, useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';

/** Consumers keep their own delivery addresses; business customers' addresses are their ship-tos. */
export type AddressKind = 'consumer' | 'account';

export function getAddresses(api: ApiSession, kind: AddressKind, signal?: AbortSignal) {
  const endpoint = kind === 'consumer' ? accountEndpoints.getConsumerAddresses : accountEndpoints.getAccountAddresses;
  return callApi(api, endpoint, {}, { signal });
}

export function getAddressesQueryOptions(api: ApiSession, kind: AddressKind) {
  return queryOptions({
    queryKey: ['addresses', kind, scopeOf(api)],
    queryFn: ({ signal }) => getAddresses(api, kind, signal),
    enabled: api.token !== null && api.customerKey !== null,
    // Spec 02 section 9: addresses are fresh for five minutes.
    staleTime: 5 * 60_000,
  });
}

/** Invalidates every address list of the session (after any change). */
export const addressesQueryKeyPrefix = ['addresses'] as const;

export function useAddresses(kind: AddressKind) {
  return useQuery(getAddressesQueryOptions(useApiSession(), kind));
}
