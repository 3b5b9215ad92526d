import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { orderGuideCountEndpoints, type CountLine, type GuideParsWrite } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { scopeOf, useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';
import { orderGuidesQueryKeyPrefix } from './get-order-guides.ts';

/**
 * Count mode's reads of one guide at the current ship-to (issue 34, decision 495): read without one, the
 * server answers the cart header's (else the default) and names it; writes name the ship-to shown.
 */
export const guideCountQueryKeyPrefix = ['order-guide-count'] as const;

const params = (name: string, shipto?: string) => ({ params: { id: name }, query: shipto ? { shipto } : {} });

export function getGuideCountQueryOptions(api: ApiSession, name: string) {
  return queryOptions({
    queryKey: [...guideCountQueryKeyPrefix, scopeOf(api), name],
    queryFn: ({ signal }) => callApi(api, orderGuideCountEndpoints.getGuideCount, params(name), { signal }),
    enabled: api.token !== null && api.customerKey !== null && name !== '',
    // The count is kept on the server so another device can go on with it: read it again on return.
    staleTime: 0,
  });
}

/** The guide's lines with par, the draft's count, the suggestion, and who counted last. */
export function useGuideCount(name: string | null) {
  return useQuery(getGuideCountQueryOptions(useApiSession(), name ?? ''));
}

/** PUT the whole draft for the ship-to it was counted at. */
export function saveGuideCount(api: ApiSession, name: string, lines: CountLine[], shipto?: string) {
  return callApi(api, orderGuideCountEndpoints.saveGuideCount, { ...params(name, shipto), body: { lines } });
}

export function useSetGuidePars(name: string, shipto?: string) {
  const api = useApiSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (lines: GuideParsWrite['lines']) =>
      callApi(api, orderGuideCountEndpoints.setGuidePars, { ...params(name, shipto), body: { lines } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: guideCountQueryKeyPrefix }),
  });
}

export function useSuggestedPars(name: string, shipto?: string) {
  const api = useApiSession();
  return useMutation({
    mutationFn: () => callApi(api, orderGuideCountEndpoints.getSuggestedPars, params(name, shipto)),
  });
}

/** Adds the count to the cart in one request; the cart and the count are read again. */
export function useAddCountToCart(name: string, shipto?: string) {
  const api = useApiSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(api, orderGuideCountEndpoints.addGuideCountToCart, params(name, shipto)),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: guideCountQueryKeyPrefix }),
        queryClient.invalidateQueries({ queryKey: ['cart'] }),
      ]),
  });
}

export function useSetGuideSequence(name: string) {
  const api = useApiSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (productKeys: number[]) =>
      callApi(api, orderGuideCountEndpoints.setGuideSequence, { params: { id: name }, body: { productKeys } }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: orderGuidesQueryKeyPrefix }),
        queryClient.invalidateQueries({ queryKey: guideCountQueryKeyPrefix }),
      ]),
  });
}
