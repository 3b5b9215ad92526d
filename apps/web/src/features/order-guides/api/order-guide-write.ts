import type { endpoints } from '@provender/contract';
import { endpointPath, orderGuideResultSchema, type EndpointInput } from '@provender/contract';
import { buildHeaders, toRequestError } from '../../../components/api-client/api-client.ts';
import { GENERIC_FAILURE_MESSAGE, NETWORK_FAILURE_MESSAGE } from '../../../components/api-client/api-request-error.ts';
import type { ApiSession } from '../../../components/api-client/api-session.ts';

/** A refused order guide write: errorCode is the HTTP status the server gave (0 without an answer). */
export class OrderGuideWriteError extends Error {
  constructor(
    readonly errorCode: number,
    message: string,
  ) {
    super(message);
    this.name = 'OrderGuideWriteError';
  }
}

type GuideWrite =
  typeof endpoints.createOrderGuide | typeof endpoints.patchOrderGuide | typeof endpoints.deleteOrderGuide;

/**
 * Sends one order guide write. Its answers, failures included, are {isSuccess, errorCode,
 * errorReason} rather than the usual error body (decision 040), so they are read here.
 */
export async function writeOrderGuide<E extends GuideWrite>(
  api: ApiSession,
  endpoint: E,
  name: string,
  body?: EndpointInput<E>['body'],
): Promise<void> {
  let response: Response;
  try {
    response = await fetch(endpointPath(endpoint, { id: name }), {
      method: endpoint.method,
      headers: buildHeaders(api, body !== undefined),
      body: body === undefined ? null : JSON.stringify(body),
    });
  } catch {
    throw new OrderGuideWriteError(0, NETWORK_FAILURE_MESSAGE);
  }
  if (response.status === 401 || response.status === 403) {
    const error = await toRequestError(response);
    if (response.status === 401 && api.token) api.onSessionEnded(error.message, api.token);
    throw new OrderGuideWriteError(response.status, error.message);
  }
  const text = await response.text();
  let answer: unknown;
  try {
    answer = text ? JSON.parse(text) : undefined;
  } catch {
    answer = undefined;
  }
  const parsed = orderGuideResultSchema.safeParse(answer);
  if (parsed.success && parsed.data.isSuccess) return;
  if (parsed.success)
    throw new OrderGuideWriteError(
      parsed.data.errorCode ?? response.status,
      parsed.data.errorReason ?? GENERIC_FAILURE_MESSAGE,
    );
  const message = (answer as { message?: unknown } | undefined)?.message;
  throw new OrderGuideWriteError(response.status, typeof message === 'string' ? message : GENERIC_FAILURE_MESSAGE);
}
