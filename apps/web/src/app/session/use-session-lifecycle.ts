import { useEffect, useRef, type Dispatch } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import type { NavigateFunction } from 'react-router';
import type { ApiSession } from '../../components/api-client/api-session.ts';
import { getCustomerQueryOptions } from '../../features/session/api/get-customer.ts';
import { getUser } from '../../features/session/api/get-user.ts';
import { readStoredSession, writeStoredSession } from './session-storage.ts';
import { deriveUserType, statusAfterConfiguring, type SessionEvent, type SessionState } from './session-machine.ts';
import { resolveActingCustomer } from './resolve-acting-customer.ts';
import { startPunchout } from './punchout-entry.ts';
import { checkFailure } from './check-failure.ts';
import { hasEarlyResponses } from '../../components/api-client/early-requests.ts';
import { warmFirstScreen } from './warm-first-screen.ts';

interface LifecycleDeps {
  state: SessionState;
  dispatch: Dispatch<SessionEvent>;
  queryClient: QueryClient;
  onSessionEnded: ApiSession['onSessionEnded'];
  endWithReason: (reason: string) => void;
  navigate: NavigateFunction;
}

/** Ends the session, keeps it with the failure shown (Retry), or leaves it to the api client's 401. */
function failedCheck(err: unknown, dispatch: Dispatch<SessionEvent>, endWithReason: (reason: string) => void) {
  const failure = checkFailure(err);
  if (failure.kind === 'end') endWithReason(failure.reason);
  else if (failure.kind === 'retry') dispatch({ type: 'CHECK_FAILED', message: failure.message });
}

/**
 * Runs the work each state waits for: hydrate, validate the token, resolve the customer, persist.
 * A failed check that shows Retry pauses here until CHECK_RETRIED clears it.
 */
export function useSessionLifecycle({
  state,
  dispatch,
  queryClient,
  onSessionEnded,
  endWithReason,
  navigate,
}: LifecycleDeps) {
  const { status, token, customerKey, shipMethod, user, checkError } = state;
  // A tab opened by a punchout code never touches storage: another session may live there.
  const punchoutTab = useRef(false);

  useEffect(() => {
    if (status !== 'initial' || punchoutTab.current) return;
    dispatch({ type: 'START' });
    if (startPunchout(window.location, dispatch, navigate)) {
      punchoutTab.current = true;
      return;
    }
    dispatch({ type: 'HYDRATED', stored: readStoredSession(window.localStorage) });
  }, [status, dispatch, navigate]);

  useEffect(() => {
    // Until hydration has read them, writing would erase the stored values.
    if (status === 'initial' || status === 'hydrating' || punchoutTab.current) return;
    writeStoredSession(window.localStorage, { token, customerKey, shipMethod });
  }, [status, token, customerKey, shipMethod]);

  useEffect(() => {
    if (status !== 'validating' || !token || checkError !== null) return;
    const controller = new AbortController();
    // Validation sends no customer or ship method: a stale stored choice must not fail it.
    getUser({ token, customerKey: null, shipMethod: null, onSessionEnded }, controller.signal).then(
      (validated) => dispatch({ type: 'VALIDATED', user: validated }),
      (err: unknown) => {
        if (!controller.signal.aborted) failedCheck(err, dispatch, endWithReason);
      },
    );
    return () => controller.abort();
  }, [status, token, checkError, dispatch, onSessionEnded, endWithReason]);

  useEffect(() => {
    if (status !== 'configuring' || !token || !user || checkError !== null) return;
    let cancelled = false;
    const loadCustomerKey = async (requested: number | null) => {
      const api = { token, customerKey: requested, shipMethod: null, onSessionEnded };
      const customer = await queryClient.fetchQuery(getCustomerQueryOptions(api));
      return customer.customerKey;
    };
    resolveActingCustomer(user, customerKey, loadCustomerKey)
      .then(async (resolved) => {
        // A page opened with a held session whose first calls the page's first script made
        // (decision 368): the first screen's data goes into the cache before the screen is shown.
        const ready = resolved !== null && statusAfterConfiguring(user, resolved, shipMethod) === 'ready';
        if (ready && !cancelled && hasEarlyResponses(performance.now())) {
          const api = { token, customerKey: resolved, shipMethod, onSessionEnded };
          const { pathname, search, hash } = window.location;
          await warmFirstScreen(queryClient, api, { pathname, search, hash }, deriveUserType(token, user));
        }
        return resolved;
      })
      .then(
        (resolved) => {
          if (!cancelled) dispatch({ type: 'CONFIGURED', customerKey: resolved });
        },
        (err: unknown) => {
          if (!cancelled) failedCheck(err, dispatch, endWithReason);
        },
      );
    return () => {
      cancelled = true;
    };
  }, [status, token, user, customerKey, shipMethod, checkError, dispatch, queryClient, onSessionEnded, endWithReason]);
}
