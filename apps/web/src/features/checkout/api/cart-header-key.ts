import { scopeOf, type ApiSession } from '../../../components/api-client/api-session.ts';

/** Every checkout query key starts with this. */
export const CHECKOUT_QUERY_ROOT = 'checkout';

/**
 * The cart header's query key, apart from its request: the app bar's next delivery reads the header from the
 * cache only, and the request's module would bring every checkout endpoint into the shell (decision 535).
 */
export function cartHeaderQueryKey(api: ApiSession) {
  return [CHECKOUT_QUERY_ROOT, 'header', scopeOf(api)];
}
