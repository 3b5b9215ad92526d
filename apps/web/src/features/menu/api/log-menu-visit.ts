import { useMutation } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../components/api-client/api-client.ts';
import { useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';

/** Records a visit to a screen whose menu entry has the log-entry flag (answers 204). */
export function logMenuVisit(api: ApiSession, entryId: number) {
  return apiRequest(api, `/api/menu/log/${entryId}`, z.undefined(), { method: 'POST' });
}

export function useLogMenuVisit() {
  const api = useApiSession();
  return useMutation({ mutationFn: (entryId: number) => logMenuVisit(api, entryId) });
}
