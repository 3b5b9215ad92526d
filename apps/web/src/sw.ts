/// <reference lib="webworker" />
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { Route, Router } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly } from 'workbox-strategies';

/*
 * The storefront's service worker (issue 34 item 5, decision 491), built by vite-plugin-pwa from
 * Workbox. Scoped so the rest of the app behaves as before:
 * - pages always come from the network; without one, the cached app shell (index.html) answers;
 * - the hashed build files a page has loaded are kept (they never change under a name), so the
 *   screens already opened open offline; nothing else is precached but the shell and the icons;
 * - API reads are kept only for pages in count mode (/order-guide/count), network first, per
 *   signed-in session and acting customer; every other request goes to the network untouched.
 * Nothing is ever ordered offline: writes are never answered from here.
 */
declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: { url: string; revision: string | null }[] };

const COUNT_PAGE = '/order-guide/count';
const SHELL = '/index.html';

void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

/** Pages (window clients) showing count mode: their API reads are kept for offline use. */
const countClients = new Set<string>();

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string } | null;
  const source = event.source as Client | null;
  if (data?.type === 'COUNT_MODE' && source) countClients.add(source.id);
  if (data?.type === 'COUNT_MODE_LEFT' && source) countClients.delete(source.id);
});

self.addEventListener('fetch', (event) => {
  // A page opened (or reloaded) at the count address is a count page from its first request on.
  if (
    event.request.mode === 'navigate' &&
    new URL(event.request.url).pathname === COUNT_PAGE &&
    event.resultingClientId
  )
    countClients.add(event.resultingClientId);
});

/** A short, stable name for who asks: the session's bearer token and acting customer, never stored as they are. */
function who(request: Request): string {
  const text = `${request.headers.get('authorization') ?? ''}|${request.headers.get('x-customer-key') ?? ''}`;
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) hash = Math.imul(hash ^ text.charCodeAt(i), 0x01000193) >>> 0;
  return hash.toString(36);
}

const router = new Router();

// Pages: the network's answer, or the cached shell when there is none (the browser router draws the screen).
const pages = new NetworkOnly();
router.registerRoute(
  new Route(
    ({ request, url }) =>
      request.mode === 'navigate' && !url.pathname.startsWith('/api/') && !url.pathname.startsWith('/doc/'),
    async (options) => {
      try {
        return await pages.handle(options);
      } catch (err) {
        const shell = await matchPrecache(SHELL);
        if (shell) return shell;
        throw err;
      }
    },
  ),
);

// Build files are named by their content: once loaded, kept.
router.registerRoute(
  new Route(
    ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith('/assets/'),
    new CacheFirst({ cacheName: 'provender-assets', plugins: [new ExpirationPlugin({ maxEntries: 600 })] }),
  ),
);

// Count mode's reads: the network first, the last answer for this session when offline.
router.registerRoute(
  new Route(
    ({ request, url, sameOrigin, event }) =>
      sameOrigin &&
      request.method === 'GET' &&
      url.pathname.startsWith('/api/') &&
      countClients.has((event as FetchEvent).clientId),
    new NetworkFirst({
      cacheName: 'provender-count-api',
      plugins: [
        new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 7 * 24 * 60 * 60 }),
        {
          cacheKeyWillBeUsed: async ({ request }) =>
            `${request.url}${request.url.includes('?') ? '&' : '?'}sw-who=${who(request)}`,
        },
      ],
    }),
  ),
);

router.addFetchListener();
// The page sends the build files it loaded before this worker controlled it (CACHE_URLS).
router.addCacheListener();
