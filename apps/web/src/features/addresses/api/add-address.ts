import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deliveryAddressSchema, type DeliveryAddressValues } from '@provender/contract';
import { apiRequest } from '../../../components/api-client/api-client.ts';
import { useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';
import { addressesPath, addressesQueryKeyPrefix, type AddressKind } from './get-addresses.ts';

export function addAddress(api: ApiSession, kind: AddressKind, address: DeliveryAddressValues) {
  return apiRequest(api, addressesPath(kind), deliveryAddressSchema, { method: 'POST', body: address });
}

export function useAddAddress(kind: AddressKind) {
  const api = useApiSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (address: DeliveryAddressValues) => addAddress(api, kind, address),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryKeyPrefix }),
  });
}
