import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type DeliveryAddressValues, accountEndpoints } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';
import { addressesQueryKeyPrefix, type AddressKind } from './get-addresses.ts';

export function addAddress(api: ApiSession, kind: AddressKind, address: DeliveryAddressValues) {
  const endpoint = kind === 'consumer' ? accountEndpoints.addConsumerAddress : accountEndpoints.addAccountAddress;
  return callApi(api, endpoint, { body: address });
}

export function useAddAddress(kind: AddressKind) {
  const api = useApiSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (address: DeliveryAddressValues) => addAddress(api, kind, address),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryKeyPrefix }),
  });
}
