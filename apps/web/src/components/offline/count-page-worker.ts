/**
 * Tells the service worker (apps/web/src/sw.ts, decision 491) that this page is in count mode, so
 * its API reads are kept for offline use; again whenever a new worker takes control. Returns the
 * cleanup that says the page left count mode.
 */
export function markCountPage(): () => void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return () => undefined;
  const container = navigator.serviceWorker;
  const tell = () => container.controller?.postMessage({ type: 'COUNT_MODE' });
  tell();
  container.addEventListener('controllerchange', tell);
  return () => {
    container.removeEventListener('controllerchange', tell);
    container.controller?.postMessage({ type: 'COUNT_MODE_LEFT' });
  };
}
