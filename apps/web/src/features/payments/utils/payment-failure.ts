import { PaymentMessages, type PaymentResult } from '@provender/contract';
import { isApiRequestError } from '../../../components/api-client/api-request-error.ts';

/** Spec 02 section 8: what a failed POST /api/payment becomes on the receipt. */
export function failureResult(err: unknown): PaymentResult {
  let reason: string;
  if (isApiRequestError(err) && err.status === 502) reason = PaymentMessages.unavailable;
  else if (isApiRequestError(err) && err.status > 0)
    reason = `The server returned an unexpected response. Please contact support or try again later. (${err.firstError})`;
  else
    reason = `An unexpected error occurred. Please contact support. (${err instanceof Error ? err.message : String(err)})`;
  return { isSuccess: false, transactionId: null, errorReason: reason, invoicePaymentKey: null, errors: [reason] };
}
