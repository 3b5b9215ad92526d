import { useMutation } from '@tanstack/react-query';
import { adminEndpoints } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';

/** GET /api/admin/requestImageSync: imports the image source folder into the image store. */
export function requestImageSync(api: ApiSession) {
  return callApi(api, adminEndpoints.requestImageSync, {});
}

export function useRequestImageSync() {
  const api = useApiSession();
  return useMutation({ mutationFn: () => requestImageSync(api) });
}
