import type { Dispatch } from 'react';
import type { NavigateFunction } from 'react-router';
import { PUNCHOUT_CODE_PARAM, PunchoutMessages } from '@provender/contract';
import { exchangeAuthorizationCode, SignInError } from '../../features/auth/api/create-token.ts';
import type { SessionEvent } from './session-machine.ts';

/** Where a punchout session starts once its code is exchanged (spec 01 section 4). */
export const PUNCHOUT_LANDING_PATH = '/products';

/** The one-time code in the address (`?ac=`), if any. */
export function punchoutCodeOf(search: string): string | null {
  const code = new URLSearchParams(search).get(PUNCHOUT_CODE_PARAM);
  return code ? code : null;
}

/**
 * Starts a punchout session when the address carries a code: the code leaves the address bar at
 * once (a reload or a shared link cannot replay it), the app goes to /products and the code is
 * exchanged for the session's token. Answers false when there is no code.
 */
export function startPunchout(
  location: Pick<Location, 'search' | 'origin' | 'pathname'>,
  dispatch: Dispatch<SessionEvent>,
  navigate: NavigateFunction,
): boolean {
  const code = punchoutCodeOf(location.search);
  if (!code) return false;
  const redirectUri = `${location.origin}${location.pathname}`;
  void navigate(PUNCHOUT_LANDING_PATH, { replace: true });
  exchangeAuthorizationCode({ code, redirectUri }).then(
    (token) => dispatch({ type: 'PUNCHOUT_SIGNED_IN', token }),
    (err: unknown) => {
      const reason = err instanceof SignInError ? err.message : PunchoutMessages.codeRejected;
      dispatch({ type: 'PUNCHOUT_REJECTED', reason });
    },
  );
  return true;
}
