import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  type Dispatch,
  type ReactNode,
} from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import type { ShipMethod } from '@provender/contract';
import { ApiSessionContext, type ApiSession } from '../../components/api-client/api-session.ts';
import { useNotify } from '../../components/notifications/notification.ts';
import { createToken, SignInError } from '../../features/auth/api/create-token.ts';
import { SessionActionsContext, SessionViewContext, type SessionActions } from './session-context.ts';
import { deriveUserType, initialSessionState, sessionReducer, type SessionEvent } from './session-machine.ts';
import { reasonDisplay } from './sign-in-reason.ts';
import { useSessionLifecycle } from './use-session-lifecycle.ts';

/** Asks for a token; the session starts with it, or says why not (and whether a human check is due). */
async function signIn(
  dispatch: Dispatch<SessionEvent>,
  queryClient: QueryClient,
  credentials: { username: string; password: string; verifyToken: string | undefined },
): Promise<{ humanCheckRequired: boolean }> {
  dispatch({ type: 'SIGN_IN' });
  try {
    const token = await createToken(credentials);
    queryClient.clear();
    dispatch({ type: 'SIGN_IN_SUCCEEDED', token });
    return { humanCheckRequired: false };
  } catch (err) {
    const reason = err instanceof SignInError ? err.message : 'Authorization Failed';
    dispatch({ type: 'SIGN_IN_FAILED', reason });
    return { humanCheckRequired: err instanceof SignInError && err.humanCheckRequired };
  }
}

/** Owns the session state machine and hands every API call the current credentials. */
export function SessionProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(sessionReducer, initialSessionState);
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const notify = useNotify();
  const currentToken = useRef<string | null>(state.token);
  useLayoutEffect(() => {
    currentToken.current = state.token;
  }, [state.token]);

  const endWithReason = useCallback(
    (reason: string) => {
      dispatch({ type: 'LOGGED_OUT', reason });
      queryClient.clear();
      if (reasonDisplay(reason) === 'notification') notify({ type: 'error', message: reason });
    },
    [queryClient, notify],
  );

  // A 401 from a request made with an older token (before a new sign-in) must not end the new session.
  const onSessionEnded = useCallback(
    (reason: string, token: string) => {
      if (token === currentToken.current) endWithReason(reason);
    },
    [endWithReason],
  );

  useSessionLifecycle({ state, dispatch, queryClient, onSessionEnded, endWithReason, navigate });

  useEffect(() => {
    if (state.redirectToLogin && pathname === '/login') dispatch({ type: 'LOGIN_REACHED' });
  }, [state.redirectToLogin, pathname]);

  const actions = useMemo<SessionActions>(
    () => ({
      signIn: (username: string, password: string, verifyToken?: string) =>
        signIn(dispatch, queryClient, { username, password, verifyToken }),
      logout(reason?: string) {
        if (reason) {
          endWithReason(reason);
          return;
        }
        dispatch({ type: 'LOGGED_OUT' });
        queryClient.clear();
      },
      selectCustomer(customerKey: number) {
        dispatch({ type: 'CUSTOMER_SELECTED', customerKey });
      },
      selectShipMethod(shipMethod: ShipMethod) {
        dispatch({ type: 'SHIP_METHOD_SELECTED', shipMethod });
      },
      switchCustomer() {
        dispatch({ type: 'SWITCH_CUSTOMER' });
      },
      retryCheck() {
        dispatch({ type: 'CHECK_RETRIED' });
      },
      replaceToken(token: string) {
        // At once, so a late 401 for the old token (ended by the change) cannot end this session.
        currentToken.current = token;
        dispatch({ type: 'TOKEN_REPLACED', token });
      },
    }),
    [queryClient, endWithReason],
  );

  const view = useMemo(() => ({ state, userType: deriveUserType(state.token, state.user) }), [state]);
  const api = useMemo<ApiSession>(
    () => ({ token: state.token, customerKey: state.customerKey, shipMethod: state.shipMethod, onSessionEnded }),
    [state.token, state.customerKey, state.shipMethod, onSessionEnded],
  );

  return (
    <SessionActionsContext value={actions}>
      <SessionViewContext value={view}>
        <ApiSessionContext value={api}>{children}</ApiSessionContext>
      </SessionViewContext>
    </SessionActionsContext>
  );
}
