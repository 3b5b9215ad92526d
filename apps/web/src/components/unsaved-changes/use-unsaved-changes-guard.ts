import { useEffect } from 'react';
import { useBlocker, type Blocker } from 'react-router';

/**
 * While `dirty`, in-app navigation is held by a blocker (show UnsavedChangesDialog with it) and
 * closing or reloading the tab gets the browser's own leave-page warning.
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
