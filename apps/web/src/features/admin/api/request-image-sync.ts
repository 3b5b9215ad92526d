import { useMutation } from '@tanstack/react-query';
import { imageSyncResultSchema } from '@provender/contract';
import { apiRequest } from '../../../components/api-client/api-client.ts';
import { useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';

/** GET /api/admin/requestImageSync: imports the image source folder into the image store. */
export function requestImageSync(api: ApiSession) {
  return apiRequest(api, '/api/admin/requestImageSync', imageSyncResultSchema);
}

export function useRequestImageSync() {
  const api = useApiSession();
  return useMutation({ mutationFn: () => requestImageSync(api) });
}
