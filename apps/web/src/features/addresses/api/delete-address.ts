import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type DeliveryAddress, accountEndpoints } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';
import { addressesQueryKeyPrefix, type AddressKind } from './get-addresses.ts';

/** The server refuses the primary and the last address (409 with the reason). */
export function deleteAddress(api: ApiSession, kind: AddressKind, key: DeliveryAddress['key']) {
  const endpoint = kind === 'consumer' ? accountEndpoints.deleteConsumerAddress : accountEndpoints.deleteAccountAddress;
  return callApi(api, endpoint, { params: { key } });
}

export function useDeleteAddress(kind: AddressKind) {
  const api = useApiSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (key: DeliveryAddress['key']) => deleteAddress(api, kind, key),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryKeyPrefix }),
  });
}
