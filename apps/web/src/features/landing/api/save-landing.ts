import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type LandingLayout, landingEndpoints } from '@provender/contract';
import { callApi } from '../../../components/api-client/api-client.ts';
import { useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';

/** POST /api/landing: the whole layout, answered as stored (sanitized). */
export function saveLanding(api: ApiSession, layout: LandingLayout) {
  return callApi(api, landingEndpoints.saveLanding, { body: layout });
}

export function useSaveLanding() {
  const api = useApiSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (layout: LandingLayout) => saveLanding(api, layout),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['landing'] }),
  });
}
