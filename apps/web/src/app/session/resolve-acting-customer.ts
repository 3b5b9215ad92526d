import type { User } from '@provender/contract';
import { isApiRequestError } from '../../components/api-client/api-request-error.ts';

/**
 * The configuring step: which customer the session acts for. Consumers use key 0; a customer
 * user's own key comes from the server; a salesperson keeps a stored choice only while it is
 * still assigned to them (the server answers 403 otherwise) and must choose again if not.
 */
export async function resolveActingCustomer(
  user: User,
  storedCustomerKey: number | null,
  loadCustomerKey: (requested: number | null) => Promise<number>,
): Promise<number | null> {
  if (user.sessionType === 'consumer') return 0;
  if (!user.isSalesperson) return loadCustomerKey(null);
  if (!storedCustomerKey) return null;
  try {
    return await loadCustomerKey(storedCustomerKey);
  } catch (err) {
    if (isApiRequestError(err) && err.status === 403) return null;
    throw err;
  }
}
