import { useEffect, useRef } from 'react';

/** Runs `action` once after it is first shown; for side effects a render decides on. */
export function RunOnce({ action }: { action: () => void }) {
  const done = useRef(false);
  useEffect(() => {
    if (done.current) return;
    done.current = true;
    action();
  }, [action]);
  return null;
}
