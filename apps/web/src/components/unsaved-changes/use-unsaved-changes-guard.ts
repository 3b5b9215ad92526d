import { useEffect } from 'react';
import type { Blocker } from 'react-router';
import { useBlocker } from '../blocking-history/blocking-router.tsx';

/**
 * While `dirty`, in-app navigation is held by a blocker (show UnsavedChangesDialog with it) and
 * closing or reloading the tab gets the browser's own leave-page warning. Back and forward are held
 * too (decision 360); a change of the hash alone is not leaving the view.
 */
export function useUnsavedChangesGuard(dirty: boolean): Blocker {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the warning only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  return blocker;
}
