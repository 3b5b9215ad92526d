import { GENERIC_FAILURE_MESSAGE, isApiRequestError } from '../../components/api-client/api-request-error.ts';

/**
 * What a failed session check (GET /api/user while validating, GET /api/customer while configuring)
 * does to the session. Spec 01 section 4 clears the session only on Logout or an expired session, so:
 * - a 401 has already ended it: the api client handed the server's reason to the session;
 * - a 403 refuses the user (or the customer they would act for) and ends it with the server's reason;
 * - anything else (no answer, a server error, an unusable answer) keeps the session and what is
 *   stored, and shows the message with Retry.
 */
export type CheckFailure = { kind: 'ended' } | { kind: 'end'; reason: string } | { kind: 'retry'; message: string };

export function checkFailure(err: unknown): CheckFailure {
  if (!isApiRequestError(err)) return { kind: 'retry', message: GENERIC_FAILURE_MESSAGE };
  if (err.status === 401) return { kind: 'ended' };
  if (err.status === 403) return { kind: 'end', reason: err.message };
  return { kind: 'retry', message: err.message };
}
