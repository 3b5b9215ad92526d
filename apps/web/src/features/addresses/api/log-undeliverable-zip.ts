import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../components/api-client/api-client.ts';
import { useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';

/** Records that the consumer chose 'Proceed to Browse' with a zip that is not delivered to. */
export function logUndeliverableZip(api: ApiSession, zip: string) {
  return apiRequest(api, `/api/consumer/address/log/${encodeURIComponent(zip)}`, z.undefined(), { method: 'POST' });
}

export function useLogUndeliverableZip() {
  const api = useApiSession();
  return useMutation({ mutationFn: (zip: string) => logUndeliverableZip(api, zip) });
}
