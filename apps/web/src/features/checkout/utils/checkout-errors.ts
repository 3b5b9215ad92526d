import { CheckoutMessages } from '@provender/contract';
import { isApiRequestError } from '../../../components/api-client/api-request-error.ts';

/**
 * The messages a refused checkout call shows (spec 02 section 8): the server's, split on newlines;
 * the generic rejection when a 409 brings none; the unexpected-error text otherwise.
 */
export function checkoutErrorMessages(error: unknown): string[] {
  if (!isApiRequestError(error)) return [CheckoutMessages.unexpected];
  if (error.status === 409) {
    const lines = (error.errors.length > 0 ? [...error.errors] : [error.message])
      .flatMap((m) => m.split('\n'))
      .filter((m) => m.trim() !== '');
    return lines.length > 0 ? lines : [CheckoutMessages.rejected];
  }
  if (error.status >= 500 || error.status === 0)
    return [error.status === 502 ? error.message : CheckoutMessages.unexpected];
  return [error.firstError];
}
