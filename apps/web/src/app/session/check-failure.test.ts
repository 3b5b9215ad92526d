import { describe, expect, it } from 'vitest';
import {
  ApiRequestError,
  GENERIC_FAILURE_MESSAGE,
  NETWORK_FAILURE_MESSAGE,
} from '../../components/api-client/api-request-error.ts';
import { checkFailure } from './check-failure.ts';

describe('checkFailure', () => {
  it('keeps the session with the spec message when the server did not answer', () => {
    expect(checkFailure(new ApiRequestError(0, 'NETWORK', NETWORK_FAILURE_MESSAGE))).toEqual({
      kind: 'retry',
      message: 'The server did not respond. Please refresh and try again.',
    });
  });

  it('keeps the session on a server error, with its message', () => {
    expect(checkFailure(new ApiRequestError(500, 'INTERNAL', 'An unexpected error occurred'))).toEqual({
      kind: 'retry',
      message: 'An unexpected error occurred',
    });
    expect(checkFailure(new ApiRequestError(503, 'UNKNOWN', GENERIC_FAILURE_MESSAGE))).toEqual({
      kind: 'retry',
      message: 'Request could not be completed at this time',
    });
    expect(checkFailure(new TypeError('boom'))).toEqual({ kind: 'retry', message: GENERIC_FAILURE_MESSAGE });
  });

  it('leaves a 401 to the api client, which has already ended the session', () => {
    expect(
      checkFailure(new ApiRequestError(401, 'SESSION_EXPIRED', 'Your session expired - Please sign in again')),
    ).toEqual({
      kind: 'ended',
    });
  });

  it("ends the session on a 403 with the server's reason", () => {
    const reason = 'This user is not authorized to order for any customer.';
    expect(checkFailure(new ApiRequestError(403, 'FORBIDDEN', reason))).toEqual({ kind: 'end', reason });
  });
});
