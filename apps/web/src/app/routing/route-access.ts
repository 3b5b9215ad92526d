import type { MenuEntry, UserType } from '@provender/contract';
import { reasonDisplay } from '../session/sign-in-reason.ts';
import type { SessionState, SessionStatus } from '../session/session-machine.ts';

export type MenuRouteDecision = 'allow' | 'redirect-login' | 'redirect-home';

/**
 * Spec 01 section 2: a route is offered only when its menu entry is visible and not locked;
 * otherwise signed-out visitors are sent to /login and signed-in users to /.
 */
export function menuRouteDecision(entry: MenuEntry | undefined, userType: UserType): MenuRouteDecision {
  if (entry?.isVisible && !entry.isLocked) return 'allow';
  return userType === 'public' ? 'redirect-login' : 'redirect-home';
}

/** While these run the app shows a loading screen instead of any route. */
export const loadingStatuses: ReadonlySet<SessionStatus> = new Set([
  'initial',
  'hydrating',
  'validating',
  'configuring',
]);

export interface ForcedRedirect {
  to: string;
  /** Selection screens get a history entry of their own so that going back logs out. */
  replace: boolean;
}

/** The screens a session state forces, whatever address was asked for. */
export function forcedRedirect(
  { status, reason, redirectToLogin }: Pick<SessionState, 'status' | 'reason' | 'redirectToLogin'>,
  pathname: string,
): ForcedRedirect | null {
  if (redirectToLogin && pathname !== '/login') return { to: '/login', replace: true };
  if (status === 'select-customer' && pathname !== '/select-customer')
    return { to: '/select-customer', replace: false };
  if (status === 'select-shipmethod' && pathname !== '/select-shipmethod')
    return { to: '/select-shipmethod', replace: false };
  const signedOut = status === 'unauthorized' || status === 'authorizing';
  if (signedOut && reason && reasonDisplay(reason) === 'access-denied' && pathname !== '/accessdenied') {
    return { to: '/accessdenied', replace: true };
  }
  return null;
}

/** Addresses that exist only in one session state; anywhere else they lead home, not to 'Oops'. */
export const stateOnlyPaths: ReadonlySet<string> = new Set(['/login', '/select-customer', '/select-shipmethod']);
