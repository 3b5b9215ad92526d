import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type PasswordOptions, adminEndpoints } from '@provender/contract';
import { buildHeaders, toRequestError } from '../../../components/api-client/api-client.ts';
import { NETWORK_FAILURE_MESSAGE } from '../../../components/api-client/api-request-error.ts';
import { useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';
import { getPasswordOptionsQueryOptions } from './get-password-options.ts';

/** Spec 01 section 8: the failure text when the server gives no errorReason (spelling as specified). */
export const PASSWORD_OPTIONS_FAILURE = 'An error has occured.';

/** A refused save; the message is errorReason or the generic failure text. */
export class PasswordOptionsError extends Error {}

/**
 * POST /api/admin/passwordOptions. Its failures answer errorCode and errorReason rather than the
 * usual error body, so the answer is read here instead of through callApi.
 */
export async function savePasswordOptions(api: ApiSession, options: PasswordOptions): Promise<void> {
  let response: Response;
  try {
    response = await fetch(adminEndpoints.savePasswordOptions.path, {
      method: adminEndpoints.savePasswordOptions.method,
      headers: buildHeaders(api, true),
      body: JSON.stringify(options),
    });
  } catch {
    throw new PasswordOptionsError(NETWORK_FAILURE_MESSAGE);
  }
  if (response.status === 401 && api.token) {
    const error = await toRequestError(response);
    api.onSessionEnded(error.message, api.token);
    throw new PasswordOptionsError(error.message);
  }
  const parsed = adminEndpoints.savePasswordOptions.response.safeParse(await response.json().catch(() => undefined));
  if (!parsed.success) throw new PasswordOptionsError(PASSWORD_OPTIONS_FAILURE);
  if (!parsed.data.isSuccess) throw new PasswordOptionsError(parsed.data.errorReason || PASSWORD_OPTIONS_FAILURE);
}

export function useSavePasswordOptions() {
  const api = useApiSession();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (options: PasswordOptions) => savePasswordOptions(api, options),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getPasswordOptionsQueryOptions().queryKey }),
  });
}
