import { queryOptions, useQuery } from '@tanstack/react-query';
import { receivableEndpoints } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { scopeOf, useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';

export function getPaymentTypes(api: ApiSession, signal?: AbortSignal) {
  return callApi(api, receivableEndpoints.getPaymentTypes, {}, { signal });
}

export function usePaymentTypes() {
  const api = useApiSession();
  return useQuery(
    queryOptions({
      queryKey: ['payment-types', scopeOf(api)],
      queryFn: ({ signal }) => getPaymentTypes(api, signal),
      enabled: api.token !== null && api.customerKey !== null,
      // enRoute is never offered (spec 02 section 7).
      select: (types) => types.filter((t) => t.creditCardIssuer !== 7),
    }),
  );
}
