import { isApiRequestError } from '../../../components/api-client/api-request-error.ts';

/** Spec 01 section 8: what a dialog says when an action fails and the server gave no reason. */
export const DIALOG_FAILURE = 'An error occurred while performing this action';

/** Dialogs show the first error, then the message, else the generic failure. */
export function dialogErrorText(error: unknown): string {
  if (isApiRequestError(error)) return error.errors[0] || error.message || DIALOG_FAILURE;
  if (error instanceof Error && error.message) return error.message;
  return DIALOG_FAILURE;
}
