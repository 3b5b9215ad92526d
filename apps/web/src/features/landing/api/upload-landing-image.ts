import { useMutation } from '@tanstack/react-query';
import { landingEndpoints } from '@provender/contract';
import { buildHeaders, toRequestError } from '../../../components/api-client/api-client.ts';
import { ApiRequestError, NETWORK_FAILURE_MESSAGE } from '../../../components/api-client/api-request-error.ts';
import { useApiSession, type ApiSession } from '../../../components/api-client/api-session.ts';

/**
 * POST /api/landing/image: the file itself as the body (not JSON, so not through callApi); the
 * server checks what it really is.
 */
export async function uploadLandingImage(api: ApiSession, file: File) {
  const headers = buildHeaders(api, false);
  headers.set('content-type', file.type.startsWith('image/') ? file.type : 'application/octet-stream');
  let response: Response;
  try {
    const { path, method } = landingEndpoints.uploadLandingImage;
    response = await fetch(path, { method, headers, body: file });
  } catch {
    throw new ApiRequestError(0, 'NETWORK', NETWORK_FAILURE_MESSAGE);
  }
  if (!response.ok) throw await toRequestError(response);
  return landingEndpoints.uploadLandingImage.response.parse(await response.json());
}

export function useUploadLandingImage() {
  const api = useApiSession();
  return useMutation({ mutationFn: (file: File) => uploadLandingImage(api, file) });
}
