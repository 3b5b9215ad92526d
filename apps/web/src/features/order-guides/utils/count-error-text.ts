import { isApiRequestError } from '../../../components/api-client/api-request-error.ts';

/** What count mode tells the buyer of a failed request: the server's first error, else the error's own message. */
export const countErrorText = (err: unknown) =>
  isApiRequestError(err) ? err.firstError : err instanceof Error ? err.message : String(err);
