import { useMutation } from '@tanstack/react-query';
import { accountEndpoints } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';

/** Records that the consumer chose 'Proceed to Browse' with a zip that is not delivered to. */
export function logUndeliverableZip(api: ApiSession, zip: string) {
  return callApi(api, accountEndpoints.logUndeliverableZip, { params: { zip } });
}

export function useLogUndeliverableZip() {
  const api = useApiSession();
  return useMutation({ mutationFn: (zip: string) => logUndeliverableZip(api, zip) });
}
