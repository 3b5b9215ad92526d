import { useCallback, useState } from 'react';
import { useLocation, useNavigationType } from 'react-router';

/** The screens a signed-in user is forced onto before the app opens. */
export const selectionPaths: ReadonlySet<string> = new Set(['/select-customer', '/select-shipmethod']);

/** A browser back/forward step that leaves or returns to a selection screen ends the session. */
export function isSelectionPopNavigation(fromPath: string, toPath: string): boolean {
  return fromPath !== toPath && (selectionPaths.has(fromPath) || selectionPaths.has(toPath));
}

/**
 * Spec: browser back during select-customer or select-shipmethod logs out, and so does going back
 * to the selection after a customer was chosen. Detected while rendering the new location (the
 * router renders it synchronously, before any popstate listener of ours could run), so the caller
 * can log out instead of redirecting. A reload is not a step: the tracked path starts as the
 * current one. `handled` clears the step once the logout has been started.
 */
export function useBackNavigationLogout(signedIn: boolean) {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const [tracked, setTracked] = useState<{ path: string; poppedFrom: string | null }>({
    path: pathname,
    poppedFrom: null,
  });

  if (tracked.path !== pathname) {
    setTracked({ path: pathname, poppedFrom: navigationType === 'POP' ? tracked.path : null });
  }

  const handled = useCallback(() => setTracked((t) => ({ ...t, poppedFrom: null })), []);
  const logOutNow = signedIn && tracked.poppedFrom !== null && isSelectionPopNavigation(tracked.poppedFrom, pathname);
  return { logOutNow, handled };
}
