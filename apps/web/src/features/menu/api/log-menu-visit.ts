import { useMutation } from '@tanstack/react-query';
import { sessionEndpoints } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';

/** Records a visit to a screen whose menu entry has the log-entry flag (answers 204). */
export function logMenuVisit(api: ApiSession, entryId: number) {
  return callApi(api, sessionEndpoints.logMenuVisit, { params: { id: entryId } });
}

export function useLogMenuVisit() {
  const api = useApiSession();
  return useMutation({ mutationFn: (entryId: number) => logMenuVisit(api, entryId) });
}
