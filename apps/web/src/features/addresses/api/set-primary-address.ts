import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type DeliveryAddress, accountEndpoints } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';
import { addressesQueryKeyPrefix, type AddressKind } from './get-addresses.ts';
import { updateAddress } from './update-address.ts';

/** The address's own fields, as the update calls take them. */
export function addressValues(a: DeliveryAddress) {
  return {
    display: a.display,
    name: a.name,
    address1: a.address1,
    address2: a.address2,
    city: a.city,
    state: a.state,
    zip: a.zip,
    county: a.county,
    contact: a.contact,
    phone: a.phone,
    deliveryTime: a.deliveryTime,
  };
}

/**
 * The star: consumers save the address with isPrimary; business customers call
 * PUT /api/account/address/{code}/primary (decision 022).
 */
export async function setPrimaryAddress(api: ApiSession, kind: AddressKind, address: DeliveryAddress) {
  if (kind === 'consumer') {
    await updateAddress(api, kind, address.key, { ...addressValues(address), isPrimary: true });
    return;
  }
  await callApi(api, accountEndpoints.setPrimaryAccountAddress, { params: { key: String(address.key) } });
}

export function useSetPrimaryAddress(kind: AddressKind) {
  const api = useApiSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (address: DeliveryAddress) => setPrimaryAddress(api, kind, address),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: addressesQueryKeyPrefix }),
  });
}
