import { useEffect, useState } from 'react';

/** False until `delayMs` have passed since mount; keeps fast loads from flashing a spinner. */
export function useDelayedFlag(delayMs: number): boolean {
  const [passed, setPassed] = useState(delayMs <= 0);
  useEffect(() => {
    if (delayMs <= 0) return;
    const timer = window.setTimeout(() => setPassed(true), delayMs);
    return () => window.clearTimeout(timer);
  }, [delayMs]);
  return passed;
}
