import { useCallback, useState } from 'react';
import { isApiRequestError } from '../../../components/api-client/api-request-error.ts';
import { useCreatePunchoutMessage } from '../api/create-punchout-message.ts';
import { postHiddenForm } from '../utils/post-hidden-form.ts';

export const TRANSFER_FAILED_MESSAGE = 'An unexpected error occurred. Please contact support.';

export interface PunchoutTransfer {
  /**
   * Builds the message on the server and posts it to the buyer's system; the page then leaves.
   * Rejects with the failure (an ApiRequestError from the server) after setting `error`.
   */
  transfer: () => Promise<void>;
  /** True from the click until the page has left (it stays true after the form is posted). */
  isTransferring: boolean;
  /** Why the transfer failed (the server's first error), else null. */
  error: string | null;
}

/** Spec 02 section 4: in punchout, checkout's Confirm step transfers the cart instead of ordering. */
export function usePunchoutTransfer(): PunchoutTransfer {
  const { mutateAsync } = useCreatePunchoutMessage();
  const [isTransferring, setTransferring] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const transfer = useCallback(async () => {
    setTransferring(true);
    setError(null);
    try {
      postHiddenForm(await mutateAsync());
    } catch (err) {
      setTransferring(false);
      setError(isApiRequestError(err) ? err.firstError : TRANSFER_FAILED_MESSAGE);
      throw err;
    }
  }, [mutateAsync]);

  return { transfer, isTransferring, error };
}
