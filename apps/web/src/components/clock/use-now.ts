import { useEffect, useState } from 'react';

/** The time now, drawn again every `intervalMs` (a countdown's clock; tests move it with Playwright's clock). */
export function useNow(intervalMs = 1000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}
