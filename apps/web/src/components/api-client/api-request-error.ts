/** What the user is told when the server cannot be reached at all (spec 01 section 8). */
export const NETWORK_FAILURE_MESSAGE = 'The server did not respond. Please refresh and try again.';
/**
 * Spec 01 section 8's client wording for an expired session: the reason for a 401 that carries no
 * usable message. (The server's own reason is the other wording, SessionEndReason.expired.)
 */
export const SESSION_EXPIRED_MESSAGE = 'Your session has expired';
/** Shown when a failed answer carries no usable message. */
export const GENERIC_FAILURE_MESSAGE = 'Request could not be completed at this time';

/**
 * A failed API call. `status` is 0 when no answer arrived (network failure) and `code` is the
 * contract's error code, or NETWORK / INVALID_RESPONSE for failures the client detects itself.
 */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errors: readonly string[] = [],
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }

  /** The most specific text to show: the first listed error, else the message. */
  get firstError(): string {
    return this.errors[0] ?? this.message;
  }
}

export function isApiRequestError(value: unknown): value is ApiRequestError {
  return value instanceof ApiRequestError;
}
