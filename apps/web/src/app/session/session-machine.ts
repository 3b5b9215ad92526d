import type { ShipMethod, User, UserType } from '@provender/contract';
import { reasonDisplay } from './sign-in-reason.ts';

/** The session states of spec 01 section 4. */
export type SessionStatus =
  | 'initial'
  | 'hydrating'
  | 'validating'
  | 'configuring'
  | 'unauthorized'
  | 'authorizing'
  | 'select-customer'
  | 'select-shipmethod'
  | 'ready';

/** What survives a reload (localStorage). */
export interface StoredSession {
  token: string | null;
  customerKey: number | null;
  shipMethod: ShipMethod | null;
}

export interface SessionState extends StoredSession {
  status: SessionStatus;
  /** The signed-in user once the token has been validated. */
  user: User | null;
  /** Why the user is signed out (sign-in failure, expiry, logout by the server); null when none. */
  reason: string | null;
  /** Set by a logout until the login page has been reached (Access Denied reasons go there instead). */
  redirectToLogin: boolean;
  /** Opened by a procurement system's one-time code: kept in memory only, never stored (decision 052). */
  punchout: boolean;
  /**
   * Why checking the held token or its customer failed without ending the session (no answer, a
   * server error): shown with Retry while validating or configuring waits; null when none.
   */
  checkError: string | null;
}

export type SessionEvent =
  | { type: 'START' }
  | { type: 'HYDRATED'; stored: StoredSession }
  | { type: 'PUNCHOUT_SIGNED_IN'; token: string }
  | { type: 'PUNCHOUT_REJECTED'; reason: string }
  | { type: 'SIGN_IN' }
  | { type: 'SIGN_IN_SUCCEEDED'; token: string }
  | { type: 'SIGN_IN_FAILED'; reason: string }
  | { type: 'VALIDATED'; user: User }
  | { type: 'CONFIGURED'; customerKey: number | null }
  | { type: 'CHECK_FAILED'; message: string }
  | { type: 'CHECK_RETRIED' }
  | { type: 'CUSTOMER_SELECTED'; customerKey: number }
  | { type: 'SHIP_METHOD_SELECTED'; shipMethod: ShipMethod }
  | { type: 'SWITCH_CUSTOMER' }
  | { type: 'TOKEN_REPLACED'; token: string }
  | { type: 'LOGGED_OUT'; reason?: string | null }
  | { type: 'LOGIN_REACHED' };

export const initialSessionState: SessionState = {
  status: 'initial',
  token: null,
  customerKey: null,
  shipMethod: null,
  user: null,
  reason: null,
  redirectToLogin: false,
  punchout: false,
  checkError: null,
};

/** No token or a guest session is public; a consumer session is a consumer; otherwise by the user. */
export function deriveUserType(token: string | null, user: User | null): UserType {
  if (!token || !user || user.sessionType === 'guest') return 'public';
  if (user.sessionType === 'consumer') return 'consumer';
  return user.isSalesperson ? 'salesperson' : 'customer';
}

/** Where a validated user goes once the acting customer is known. */
export function statusAfterConfiguring(
  user: User,
  customerKey: number | null,
  shipMethod: ShipMethod | null,
): SessionStatus {
  if (user.isSalesperson) return customerKey ? 'ready' : 'select-customer';
  if (customerKey === 0 && !shipMethod) return 'select-shipmethod';
  return 'ready';
}

/** States in which a token is held and the user counts as signed in. */
export const signedInStatuses: ReadonlySet<SessionStatus> = new Set([
  'validating',
  'configuring',
  'select-customer',
  'select-shipmethod',
  'ready',
]);

/** States that wait for the server before the session can go on; a failed check keeps them. */
const checkingStatuses: ReadonlySet<SessionStatus> = new Set(['validating', 'configuring']);

/** States in which the held token may be swapped for a fresh one of the same user. */
const replaceableTokenStatuses: ReadonlySet<SessionStatus> = new Set(['select-customer', 'select-shipmethod', 'ready']);

const signedOut = (reason: string | null): SessionState => ({
  ...initialSessionState,
  status: 'unauthorized',
  reason,
});

/**
 * The session state machine as a pure reducer. Events that do not apply to the current state
 * leave it unchanged, so a late answer from an abandoned request cannot revive a session.
 */
export function sessionReducer(state: SessionState, event: SessionEvent): SessionState {
  switch (event.type) {
    case 'START':
      return state.status === 'initial' ? { ...state, status: 'hydrating' } : state;

    case 'HYDRATED':
      if (state.status !== 'hydrating') return state;
      if (!event.stored.token) return signedOut(null);
      return { ...state, ...event.stored, status: 'validating', reason: null };

    // The address carried a punchout code (query ac): exchanged instead of reading storage.
    case 'PUNCHOUT_SIGNED_IN':
      if (state.status !== 'hydrating') return state;
      return { ...initialSessionState, status: 'validating', token: event.token, punchout: true };

    case 'PUNCHOUT_REJECTED':
      return state.status === 'hydrating' ? { ...signedOut(event.reason), redirectToLogin: true } : state;

    case 'SIGN_IN':
      return state.status === 'unauthorized' ? { ...state, status: 'authorizing', reason: null } : state;

    case 'SIGN_IN_SUCCEEDED':
      if (state.status !== 'authorizing') return state;
      return { ...initialSessionState, status: 'validating', token: event.token };

    case 'SIGN_IN_FAILED':
      return state.status === 'authorizing' ? signedOut(event.reason) : state;

    case 'VALIDATED':
      return state.status === 'validating'
        ? { ...state, status: 'configuring', user: event.user, checkError: null }
        : state;

    case 'CONFIGURED': {
      if (state.status !== 'configuring' || !state.user) return state;
      const status = statusAfterConfiguring(state.user, event.customerKey, state.shipMethod);
      return { ...state, status, customerKey: event.customerKey, checkError: null };
    }

    // No answer or a server error: the session (and what is stored) stays, the check can be retried.
    case 'CHECK_FAILED':
      return checkingStatuses.has(state.status) ? { ...state, checkError: event.message } : state;

    case 'CHECK_RETRIED':
      return checkingStatuses.has(state.status) && state.checkError !== null ? { ...state, checkError: null } : state;

    case 'CUSTOMER_SELECTED':
      if (state.status !== 'select-customer' || event.customerKey <= 0) return state;
      return { ...state, status: 'ready', customerKey: event.customerKey };

    case 'SHIP_METHOD_SELECTED':
      if (state.status === 'select-shipmethod') return { ...state, status: 'ready', shipMethod: event.shipMethod };
      // A consumer may still switch between pickup and delivery at checkout (spec 02 Checkout, step 1).
      if (state.status === 'ready' && state.customerKey === 0) return { ...state, shipMethod: event.shipMethod };
      return state;

    case 'SWITCH_CUSTOMER':
      if (state.status !== 'ready' || !state.user?.isSalesperson) return state;
      return { ...state, status: 'select-customer', customerKey: null };

    case 'TOKEN_REPLACED':
      // A password change ends every other session and hands this one a fresh token.
      return replaceableTokenStatuses.has(state.status) ? { ...state, token: event.token } : state;

    case 'LOGGED_OUT': {
      if (state.status === 'initial' || state.status === 'hydrating') return state;
      const reason = event.reason ?? null;
      return { ...signedOut(reason), redirectToLogin: reason === null || reasonDisplay(reason) !== 'access-denied' };
    }

    case 'LOGIN_REACHED':
      return state.redirectToLogin ? { ...state, redirectToLogin: false } : state;
  }
}
