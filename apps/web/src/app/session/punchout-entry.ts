import type { Dispatch } from 'react';
import type { NavigateFunction } from 'react-router';
import { PUNCHOUT_CODE_PARAM, PUNCHOUT_LANDING_PARAM, PunchoutMessages } from '@provender/contract';
import { exchangeAuthorizationCode, SignInError } from '../../features/auth/api/create-token.ts';
import type { SessionEvent } from './session-machine.ts';

/** Where a punchout session starts once its code is exchanged (spec 01 section 4). */
export const PUNCHOUT_LANDING_PATH = '/products';

/** The one-time code in the address (`?ac=`), if any. */
export function punchoutCodeOf(search: string): string | null {
  const code = new URLSearchParams(search).get(PUNCHOUT_CODE_PARAM);
  return code ? code : null;
}

/** Where the start page says to land (a product or a filtered product list), else /products. */
export function punchoutLandingOf(search: string): string {
  const to = new URLSearchParams(search).get(PUNCHOUT_LANDING_PARAM) ?? '';
  return /^\/product\/\d{1,10}$/.test(to) || /^\/products#[A-Za-z0-9=&%._~-]{0,200}$/.test(to)
    ? to
    : PUNCHOUT_LANDING_PATH;
}

/**
 * Starts a punchout session when the address carries a code: the code leaves the address bar at
 * once (a reload or a shared link cannot replay it), the app goes to /products (or the product or
 * category the buyer selected in the procurement system) and the code is
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
  void navigate(punchoutLandingOf(location.search), { replace: true });
  exchangeAuthorizationCode({ code, redirectUri }).then(
    (token) => dispatch({ type: 'PUNCHOUT_SIGNED_IN', token }),
    (err: unknown) => {
      const reason = err instanceof SignInError ? err.message : PunchoutMessages.codeRejected;
      dispatch({ type: 'PUNCHOUT_REJECTED', reason });
    },
  );
  return true;
}
