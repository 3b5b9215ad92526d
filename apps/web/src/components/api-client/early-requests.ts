/**
 * Early requests (decision 368): the session's first calls, started by the page's first classic
 * script (first-screens.js, see apps/web/first-screen-preload.ts) while the app's bundle is still
 * downloading and evaluating, and handed to the app's own calls when they ask for the very same
 * thing. The app then finds the user, its customer and the shell's settings already answered
 * instead of asking for them one after another once React has rendered.
 *
 * Only identical requests are served: the same GET path with the same token, acting customer and
 * ship method. Each early answer is used at most once, only within EARLY_RESPONSE_TTL_MS of the
 * page's start, and none after the app has sent any other method (a change the early answer
 * might predate). Everything else goes to the network as before, so a mismatch costs one
 * duplicate request and never a wrong answer.
 *
 * This module is imported by the build (the plugin prints startEarlyRequests into the script) and
 * by api-client.ts (takeEarlyResponse). startEarlyRequests uses nothing outside itself, so the
 * function's text is all the script needs; the plan's paths come from the endpoint table (decision 250).
 */

import {
  adminEndpoints,
  cartEndpoints,
  catalogEndpoints,
  landingEndpoints,
  orderGuideEndpoints,
  sessionEndpoints,
} from '@provender/contract';

/**
 * The groups of the endpoint table this plan reads, not the whole table: this module is in every
 * first screen, and the whole table put every endpoint's schemas there (decision 314).
 */
const endpoints = {
  ...sessionEndpoints,
  ...cartEndpoints,
  ...catalogEndpoints,
  ...adminEndpoints,
  ...orderGuideEndpoints,
  ...landingEndpoints,
};

/** The first calls of a screen, sent once the session's acting customer is known. */
export interface EarlyRouteCalls {
  /** Sent with the session's credentials. */
  paths: readonly string[];
  /** Sent without any (the site's own defaults: the app asks for them anonymously). */
  anonymousPaths: readonly string[];
  /**
   * The product list's first page, in the sort the products page resolves (the user's default,
   * else the site's, else Description: src/features/catalog/utils/layout-sort.ts resolveSort).
   */
  productList?: {
    userDefaultsPath: string;
    siteSortPath: string;
    siteLayoutPath: string;
    path: string;
    query: string;
    /** The sort asked for before the defaults have answered: Description, where every fallback ends. */
    likelySort: number;
    /**
     * With the grid layout (the user's default, else the site's), the pictures of the first
     * products are fetched as soon as the list has answered, so that the grid finds them loaded.
     */
    gridLayout: number;
    preloadImages: number;
    imagePath: string;
  };
}

/** What the script needs to know of the app: the storage keys, headers and paths it mirrors. */
export interface EarlyRequestPlan {
  /** localStorage keys of the session (src/app/session/session-storage.ts). */
  storageKeys: { token: string; customerKey: string; shipMethod: string };
  /** Request headers of the acting customer and ship method (packages/contract headers.ts). */
  headers: { customerKey: string; shipMethod: string };
  shipMethods: readonly string[];
  /** The query parameter of a punchout code: such a tab does not use the stored session. */
  punchoutCodeParam: string;
  /** GET /api/user: how the app validates the stored token (no customer, no ship method). */
  userPath: string;
  /** GET /api/customer: how the app resolves the acting customer. */
  customerPath: string;
  /** What the signed-in shell asks for as soon as the session is ready (acting customer set). */
  readyPaths: readonly string[];
  /** What it asks for without credentials (the same for everyone). */
  anonymousReadyPaths: readonly string[];
  /** By address (without query or hash: a filtered screen asks for other things). */
  routes: Readonly<Record<string, EarlyRouteCalls>>;
  /**
   * An early request without an answer by then is given up (EARLY_RESPONSE_TTL_MS: nothing uses it
   * later), so a stalled one never holds one of the browser's connections to the site.
   */
  giveUpAfterMs: number;
}

/** One early request: what it was sent with and its answer (unread). */
export interface EarlyEntry {
  path: string;
  token: string | null;
  customerKey: number | null;
  shipMethod: string | null;
  response: Promise<Response>;
}

declare global {
  interface Window {
    __provenderEarly?: EarlyEntry[];
  }
}

/** Early answers older than this (from the page's start) are not used. */
export const EARLY_RESPONSE_TTL_MS = 15_000;

export const earlyRequestPlan: EarlyRequestPlan = {
  storageKeys: { token: 'provender.token', customerKey: 'provender.customerKey', shipMethod: 'provender.shipMethod' },
  headers: { customerKey: 'x-customer-key', shipMethod: 'x-ship-method' },
  shipMethods: ['pickup', 'delivery'],
  punchoutCodeParam: 'ac',
  userPath: endpoints.getUser.path,
  customerPath: endpoints.getCustomer.path,
  readyPaths: [
    endpoints.getMenu.path,
    endpoints.getSiteSettings.path,
    endpoints.getUserSettings.path,
    endpoints.getCustomer.path,
    endpoints.getTheme.path,
    endpoints.getCart.path,
  ],
  anonymousReadyPaths: [endpoints.getLogoName.path],
  giveUpAfterMs: EARLY_RESPONSE_TTL_MS,
  routes: {
    '/products': {
      // The sort's sources first: the product list waits for them.
      paths: [
        endpoints.getUserDefaults.path,
        endpoints.getMainCategories.path,
        endpoints.getCategories.path,
        endpoints.getOrderGuides.path,
      ],
      anonymousPaths: [endpoints.getDefaultPageSortBy.path, endpoints.getDefaultPageLayout.path],
      productList: {
        userDefaultsPath: endpoints.getUserDefaults.path,
        siteSortPath: endpoints.getDefaultPageSortBy.path,
        siteLayoutPath: endpoints.getDefaultPageLayout.path,
        path: endpoints.getProductList.path,
        query: 'offset=0&limit=100',
        // PageSortBy.description (layout-sort.ts resolveSort's last fallback).
        likelySort: 0,
        // PageLayout.grid; the products' cardImage files live under /img/ (product-image.tsx).
        gridLayout: 0,
        preloadImages: 8,
        imagePath: '/img/',
      },
    },
  },
};

/**
 * Runs in the page before the app. With a stored token it asks for the user, and once it answers
 * (as a customer user's session does) for the user's own customer; with a stored acting customer
 * it also asks at once for what the ready session's shell and the address's screen will ask for
 * with it. Without one, it waits for the user and customer and decides as the session does
 * (src/app/session/resolve-acting-customer.ts, session-machine.ts statusAfterConfiguring).
 * Self-contained, without imports: its text is printed into a classic script. Never throws; a
 * failure only means the app asks by itself.
 */
// It is printed into the page as one function's text, so it cannot be split into module functions.
// eslint-disable-next-line max-lines-per-function
export function startEarlyRequests(win: Window, plan: EarlyRequestPlan): void {
  try {
    const storage = win.localStorage;
    const token = storage.getItem(plan.storageKeys.token);
    if (!token || typeof win.fetch !== 'function') return;
    const location = win.location;
    if (new URLSearchParams(location.search).has(plan.punchoutCodeParam)) return;
    const rawKey = storage.getItem(plan.storageKeys.customerKey);
    const storedKey = rawKey !== null && /^\d{1,9}$/.test(rawKey) ? Number(rawKey) : null;
    const rawShip = storage.getItem(plan.storageKeys.shipMethod);
    const shipMethod = rawShip !== null && plan.shipMethods.indexOf(rawShip) >= 0 ? rawShip : null;
    const path = location.pathname.replace(/\/+$/, '') || '/';
    const route = !location.search && !location.hash ? plan.routes[path] : undefined;
    const entries: EarlyEntry[] = [];
    win.__provenderEarly = entries;

    const get = (url: string, signedIn: boolean, customerKey: number | null, ship: string | null) => {
      const headers: Record<string, string> = { accept: 'application/json' };
      if (signedIn) headers['authorization'] = 'Bearer ' + token;
      if (customerKey !== null) headers[plan.headers.customerKey] = String(customerKey);
      if (ship) headers[plan.headers.shipMethod] = ship;
      const Abort = (win as unknown as { AbortController?: typeof AbortController }).AbortController;
      const stop = typeof Abort === 'function' ? new Abort() : null;
      const response = win.fetch(url, stop ? { headers, signal: stop.signal } : { headers });
      if (stop) {
        const timer = win.setTimeout(() => stop.abort(), plan.giveUpAfterMs);
        response.then(
          () => win.clearTimeout(timer),
          () => win.clearTimeout(timer),
        );
      }
      // The app's own call handles a failure; this one must not be reported as unhandled.
      response.catch(() => undefined);
      entries.push({ path: url, token: signedIn ? token : null, customerKey, shipMethod: ship, response });
      return response;
    };
    const body = (response: Promise<Response>): Promise<Record<string, unknown> | null> =>
      response.then((r) => (r.ok ? (r.clone().json() as Promise<Record<string, unknown>>) : null));

    const ready = (customerKey: number, ship: string | null) => {
      for (const url of plan.readyPaths) get(url, true, customerKey, ship);
      for (const url of plan.anonymousReadyPaths) get(url, false, null, null);
      if (!route) return;
      const answers: Record<string, Promise<Record<string, unknown> | null>> = {};
      for (const url of route.anonymousPaths) answers[url] = body(get(url, false, null, null));
      for (const url of route.paths) answers[url] = body(get(url, true, customerKey, ship));
      const list = route.productList;
      if (!list) return;
      const none = Promise.resolve(null);
      const listPath = (sort: number) => list.path + '?sort=' + sort + '&' + list.query;
      // The likeliest first page (the sort every default falls back to) goes at once, beside the
      // defaults that decide it; another sort is asked for when they have answered.
      const likely = body(get(listPath(list.likelySort), true, customerKey, ship));
      Promise.all([
        answers[list.userDefaultsPath] ?? none,
        answers[list.siteSortPath] ?? none,
        answers[list.siteLayoutPath] ?? none,
      ])
        .then(([own, siteSort, siteLayout]) => {
          // The site's defaults answer as { DefaultPageSortBy: n } and { DefaultPageLayout: n }.
          const numberIn = (answer: Record<string, unknown> | null, key?: string) => {
            const value = answer ? (key ? answer[key] : Object.values(answer)[0]) : null;
            return typeof value === 'number' ? value : null;
          };
          const sort = numberIn(own, 'defaultPageSortBy') ?? numberIn(siteSort) ?? 0;
          const layout = numberIn(own, 'defaultPageLayout') ?? numberIn(siteLayout) ?? list.gridLayout;
          const answer = sort === list.likelySort ? likely : body(get(listPath(sort), true, customerKey, ship));
          if (layout !== list.gridLayout) return undefined;
          return answer.then((page) => {
            const products = page ? page['products'] : null;
            if (!Array.isArray(products)) return;
            for (const product of products.slice(0, list.preloadImages) as Record<string, unknown>[]) {
              const file = product ? product['cardImage'] : null;
              if (typeof file === 'string' && file) win.document.createElement('img').src = list.imagePath + file;
            }
          });
        })
        .catch(() => undefined);
    };

    const user = body(get(plan.userPath, true, null, null));
    // A customer user's own customer (asked without a key) once the user says it is one: asked at
    // once, a salesperson's page load got a 400 ("Choose a customer first") for a request nothing
    // used (issue 36). A salesperson's held choice goes with the ready paths below.
    const customer = user.then((found) => {
      if (!found || found['sessionType'] === 'consumer' || found['isSalesperson'] === true) return null;
      return body(get(plan.customerPath, true, null, null));
    });
    if (storedKey !== null) {
      // The acting customer a reload keeps (the session checks it again; a changed one only wastes these).
      if (storedKey !== 0 || shipMethod) ready(storedKey, shipMethod);
      customer.catch(() => undefined);
      return;
    }
    customer
      .then((answer) => {
        const key = answer ? answer['customerKey'] : null;
        if (typeof key === 'number') ready(key, shipMethod);
      })
      .catch(() => undefined);
  } catch {
    // Storage refused (private mode) or anything else: the app asks by itself.
  }
}

/** The credentials of an app call, as api-client sends them. */
export interface EarlyCredentials {
  token: string | null;
  customerKey: number | null;
  shipMethod: string | null;
}

/**
 * The early answer to exactly this GET, once; undefined when there is none (or none any more).
 * `now` is milliseconds since the page's start (performance.now()).
 */
export function takeEarlyResponse(
  path: string,
  credentials: EarlyCredentials,
  now: number,
  win: Pick<Window, '__provenderEarly'> = window,
): Promise<Response> | undefined {
  const entries = win.__provenderEarly;
  if (!entries || entries.length === 0) return undefined;
  if (now > EARLY_RESPONSE_TTL_MS) {
    entries.length = 0;
    return undefined;
  }
  const index = entries.findIndex(
    (entry) =>
      entry.path === path &&
      entry.token === credentials.token &&
      entry.customerKey === credentials.customerKey &&
      entry.shipMethod === credentials.shipMethod,
  );
  if (index < 0) return undefined;
  const [entry] = entries.splice(index, 1);
  return entry?.response;
}

/** Whether the page's first script asked for anything that is still unused (and usable). */
export function hasEarlyResponses(now: number, win: Pick<Window, '__provenderEarly'> = window): boolean {
  const entries = win.__provenderEarly;
  return Boolean(entries && entries.length > 0 && now <= EARLY_RESPONSE_TTL_MS);
}

/** Called before any call that may change something: no early answer is used after it. */
export function dropEarlyResponses(win: Pick<Window, '__provenderEarly'> = window): void {
  if (win.__provenderEarly) win.__provenderEarly.length = 0;
}
