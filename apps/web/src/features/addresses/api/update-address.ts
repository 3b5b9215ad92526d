import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deliveryAddressSchema, type DeliveryAddress, type DeliveryAddressValues } from '@provender/contract';
import { apiRequest } from '../../../components/api-client/api-client.ts';
import { useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';
import { addressesPath, addressesQueryKeyPrefix, type AddressKind } from './get-addresses.ts';

/** Consumers update with POST /api/consumer/address/{key}; business customers with PUT. */
export function updateAddress(
  api: ApiSession,
  kind: AddressKind,
  key: DeliveryAddress['key'],
  address: DeliveryAddressValues,
) {
  return apiRequest(api, `${addressesPath(kind)}/${encodeURIComponent(String(key))}`, deliveryAddressSchema, {
    method: kind === 'consumer' ? 'POST' : 'PUT',
    body: address,
  });
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
