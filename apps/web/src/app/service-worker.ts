/**
 * Registers the service worker of the build (decision 491) and hands it the build files this page
 * loaded before it was in control, so the screens already opened work without a connection.
 * Development (vite dev) has none.
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    navigator.serviceWorker.register('/sw.js').then(
      async () => {
        const registration = await navigator.serviceWorker.ready;
        const urlsToCache = performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => new URL(name).origin === location.origin && new URL(name).pathname.startsWith('/assets/'));
        registration.active?.postMessage({ type: 'CACHE_URLS', payload: { urlsToCache } });
      },
      () => undefined,
    );
  });
}
