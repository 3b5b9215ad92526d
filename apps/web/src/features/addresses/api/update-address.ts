import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type DeliveryAddress, type DeliveryAddressValues, accountEndpoints } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';
import { addressesQueryKeyPrefix, type AddressKind } from './get-addresses.ts';

/** Consumers update with POST /api/consumer/address/{key}; business customers with PUT. */
export function updateAddress(
  api: ApiSession,
  kind: AddressKind,
  key: DeliveryAddress['key'],
  address: DeliveryAddressValues,
) {
  const endpoint = kind === 'consumer' ? accountEndpoints.updateConsumerAddress : accountEndpoints.updateAccountAddress;
  return callApi(api, endpoint, { params: { key }, body: address });
}

export function useUpdateAddress(kind: AddressKind) {
  const api = useApiSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, address }: { key: DeliveryAddress['key']; address: DeliveryAddressValues }) =>
      updateAddress(api, kind, key, address),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryKeyPrefix }),
  });
}
