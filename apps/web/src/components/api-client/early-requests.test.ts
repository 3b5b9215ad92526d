// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  CUSTOMER_KEY_HEADER,
  endpointPath,
  endpoints,
  PUNCHOUT_CODE_PARAM,
  SHIP_METHOD_HEADER,
  shipMethods,
} from '@provender/contract';
import { HttpResponse } from 'msw';
import { endpointHandler, server } from '../../testing/msw.ts';
import { apiRequest } from './api-client.ts';
import {
  dropEarlyResponses,
  EARLY_RESPONSE_TTL_MS,
  earlyRequestPlan,
  hasEarlyResponses,
  startEarlyRequests,
  takeEarlyResponse,
  type EarlyEntry,
} from './early-requests.ts';
import { z } from 'zod/mini';

/** The session's storage keys, as the plan names them (checked against the session's own elsewhere). */
const sessionStorageKeys = earlyRequestPlan.storageKeys;

interface Sent {
  path: string;
  headers: Record<string, string>;
}

/** A page as the script sees it: its storage, address and fetch (answering from `answers`). */
function fakePage(opts: {
  stored?: Record<string, string>;
  path?: string;
  search?: string;
  hash?: string;
  answers?: Record<string, unknown>;
}) {
  const sent: Sent[] = [];
  const pictures: string[] = [];
  const stored = opts.stored ?? {};
  const page = {
    localStorage: { getItem: (key: string) => stored[key] ?? null },
    location: { pathname: opts.path ?? '/', search: opts.search ?? '', hash: opts.hash ?? '' },
    document: {
      createElement: () => ({
        set src(value: string) {
          pictures.push(value);
        },
      }),
    },
    fetch: (path: string, init: { headers: Record<string, string> }) => {
      sent.push({ path, headers: init.headers });
      const body = opts.answers?.[path.split('?')[0] ?? path];
      return Promise.resolve(
        body === undefined ? new Response(null, { status: 404 }) : new Response(JSON.stringify(body), { status: 200 }),
      );
    },
  } as unknown as Window & { __provenderEarly?: EarlyEntry[] };
  return { page, sent, pictures };
}

/** Lets every answer and the script's reactions to them run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));

const customerUser = { sessionType: 'normal', isSalesperson: false };

describe('the early requests plan', () => {
  // The storage keys are checked against the session's own in src/app/session/session-storage.test.ts.
  it('names the headers, paths and values the app itself uses', () => {
    expect(earlyRequestPlan.headers).toEqual({ customerKey: CUSTOMER_KEY_HEADER, shipMethod: SHIP_METHOD_HEADER });
    expect(earlyRequestPlan.shipMethods).toEqual([...shipMethods]);
    expect(earlyRequestPlan.punchoutCodeParam).toBe(PUNCHOUT_CODE_PARAM);
    expect(earlyRequestPlan.userPath).toBe(endpointPath(endpoints.getUser));
    expect(earlyRequestPlan.customerPath).toBe(endpointPath(endpoints.getCustomer));
    const known = new Set(Object.values(endpoints).flatMap((e) => (e.method === 'GET' ? [e.path] : [])));
    const products = earlyRequestPlan.routes['/products'];
    for (const path of [
      ...earlyRequestPlan.readyPaths,
      ...earlyRequestPlan.anonymousReadyPaths,
      ...(products?.paths ?? []),
      ...(products?.anonymousPaths ?? []),
      products?.productList?.path ?? '',
    ]) {
      expect(known, path).toContain(path);
    }
  });

  it('is printed as text into a script: it runs without anything from its module', async () => {
    const printed = new Function('win', 'plan', `(${startEarlyRequests.toString()})(win, plan);`) as (
      win: Window,
      plan: typeof earlyRequestPlan,
    ) => void;
    const { page, sent } = fakePage({ stored: { [sessionStorageKeys.token]: 'tok' } });
    printed(page, earlyRequestPlan);
    await settle();
    // The user's answer (none here) decides whether the customer is asked for.
    expect(sent.map((s) => s.path)).toEqual(['/api/user']);
  });
});

describe('startEarlyRequests', () => {
  it('asks for nothing without a held token, or in a tab opened by a punchout code', async () => {
    const signedOut = fakePage({});
    startEarlyRequests(signedOut.page, earlyRequestPlan);
    const punchout = fakePage({ stored: { [sessionStorageKeys.token]: 'tok' }, search: `?${PUNCHOUT_CODE_PARAM}=x` });
    startEarlyRequests(punchout.page, earlyRequestPlan);
    await settle();
    expect(signedOut.sent).toEqual([]);
    expect(punchout.sent).toEqual([]);
    expect(signedOut.page.__provenderEarly).toBeUndefined();
  });

  it('validates the token, and with a customer user’s customer asks for what the ready shell needs', async () => {
    const { page, sent } = fakePage({
      stored: { [sessionStorageKeys.token]: 'tok' },
      path: '/cart',
      answers: { '/api/user': customerUser, '/api/customer': { customerKey: 7 } },
    });
    startEarlyRequests(page, earlyRequestPlan);
    await settle();
    const [user, customer, ...ready] = sent;
    expect(user).toEqual({ path: '/api/user', headers: { accept: 'application/json', authorization: 'Bearer tok' } });
    expect(customer?.headers).not.toHaveProperty(CUSTOMER_KEY_HEADER);
    expect(ready.map((s) => s.path)).toEqual([...earlyRequestPlan.readyPaths, ...earlyRequestPlan.anonymousReadyPaths]);
    for (const request of ready.slice(0, earlyRequestPlan.readyPaths.length)) {
      expect(request.headers[CUSTOMER_KEY_HEADER]).toBe('7');
      expect(request.headers['authorization']).toBe('Bearer tok');
    }
    const logoName = ready[ready.length - 1];
    expect(logoName?.headers).toEqual({ accept: 'application/json' });
    expect(page.__provenderEarly).toHaveLength(sent.length);
  });

  it('stops where the session would wait for a choice: a salesperson without a customer, a consumer without a ship method', async () => {
    const sales = fakePage({
      stored: { [sessionStorageKeys.token]: 'tok' },
      answers: { '/api/user': { sessionType: 'normal', isSalesperson: true }, '/api/customer': { customerKey: 7 } },
    });
    startEarlyRequests(sales.page, earlyRequestPlan);
    const consumer = fakePage({
      stored: { [sessionStorageKeys.token]: 'tok', [sessionStorageKeys.customerKey]: '0' },
      answers: { '/api/user': { sessionType: 'consumer', isSalesperson: false } },
    });
    startEarlyRequests(consumer.page, earlyRequestPlan);
    await settle();
    expect(sales.sent.map((s) => s.path)).toEqual(['/api/user']);
    expect(consumer.sent.map((s) => s.path)).toEqual(['/api/user']);
  });

  it('never asks for the customer without one for a salesperson: the server would answer 400 (issue 36)', async () => {
    const { page, sent } = fakePage({
      stored: { [sessionStorageKeys.token]: 'tok', [sessionStorageKeys.customerKey]: '7' },
      path: '/cart',
      answers: { '/api/user': { sessionType: 'normal', isSalesperson: true }, '/api/customer': { customerKey: 7 } },
    });
    startEarlyRequests(page, earlyRequestPlan);
    await settle();
    const customerCalls = sent.filter((s) => s.path === '/api/customer');
    // Only the ready shell's call, with the held choice.
    expect(customerCalls.map((s) => s.headers[CUSTOMER_KEY_HEADER])).toEqual(['7']);
    expect(sent.map((s) => s.path)).toEqual([
      '/api/user',
      ...earlyRequestPlan.readyPaths,
      ...earlyRequestPlan.anonymousReadyPaths,
    ]);
  });

  it('asks with a held acting customer and ship method at once, without waiting for the user', async () => {
    const { page, sent } = fakePage({
      stored: {
        [sessionStorageKeys.token]: 'tok',
        [sessionStorageKeys.customerKey]: '0',
        [sessionStorageKeys.shipMethod]: 'delivery',
      },
    });
    startEarlyRequests(page, earlyRequestPlan);
    // Sent in the same turn: nothing has answered yet.
    expect(sent.map((s) => s.path)).toEqual([
      '/api/user',
      ...earlyRequestPlan.readyPaths,
      ...earlyRequestPlan.anonymousReadyPaths,
    ]);
    expect(sent[1]?.headers).toMatchObject({ [CUSTOMER_KEY_HEADER]: '0', [SHIP_METHOD_HEADER]: 'delivery' });
    await settle();
  });

  it('gives up a request that has no answer by the time early answers are no longer used', async () => {
    vi.useFakeTimers();
    try {
      const signals: AbortSignal[] = [];
      const page = {
        // A held acting customer: the ready shell's calls go out beside the user's.
        localStorage: {
          getItem: (key: string) =>
            key === sessionStorageKeys.token ? 'tok' : key === sessionStorageKeys.customerKey ? '7' : null,
        },
        location: { pathname: '/cart', search: '', hash: '' },
        AbortController,
        setTimeout: (fn: () => void, ms: number) => setTimeout(fn, ms),
        clearTimeout: (id: ReturnType<typeof setTimeout>) => clearTimeout(id),
        // The user's answer never comes (a stalled connection); the others come at once.
        fetch: (path: string, init: { signal: AbortSignal }) => {
          signals.push(init.signal);
          if (path !== '/api/user') return Promise.resolve(new Response('{}', { status: 200 }));
          return new Promise<Response>((_, reject) => {
            init.signal.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
          });
        },
      } as unknown as Window & { __provenderEarly?: EarlyEntry[] };
      startEarlyRequests(page, earlyRequestPlan);
      const user = page.__provenderEarly?.find((e) => e.path === '/api/user')?.response;
      const outcome = user?.then(
        () => 'answered',
        () => 'given up',
      );
      await vi.advanceTimersByTimeAsync(EARLY_RESPONSE_TTL_MS - 1);
      expect(signals.some((signal) => signal.aborted)).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      expect(await outcome).toBe('given up');
      // The answered ones are left alone.
      const [userSignal, ...others] = signals;
      expect(userSignal?.aborted).toBe(true);
      expect(others.length).toBeGreaterThan(0);
      expect(others.some((signal) => signal.aborted)).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('on /products asks for the first page in the sort the defaults decide and fetches the grid’s first pictures', async () => {
    const products = Array.from({ length: 12 }, (_, i) => ({ productKey: i, cardImage: i === 1 ? '' : `p${i}.png` }));
    const { page, sent, pictures } = fakePage({
      stored: { [sessionStorageKeys.token]: 'tok', [sessionStorageKeys.customerKey]: '7' },
      path: '/products',
      answers: {
        '/api/user': customerUser,
        '/api/userPreferences/defaults': { defaultPageLayout: null, defaultPageSortBy: 2 },
        '/api/admin/defaultPageSortBy': { DefaultPageSortBy: 0 },
        '/api/admin/defaultPageLayout': { DefaultPageLayout: 0 },
        '/api/product/list': { total: 12, offset: 0, products },
      },
    });
    startEarlyRequests(page, earlyRequestPlan);
    await settle();
    const lists = sent.filter((s) => s.path.startsWith('/api/product/list')).map((s) => s.path);
    // Description at once, then the user's own default (Product Code) once it is known.
    expect(lists).toEqual([
      '/api/product/list?sort=0&offset=0&limit=100',
      '/api/product/list?sort=2&offset=0&limit=100',
    ]);
    expect(sent.find((s) => s.path === '/api/admin/defaultPageSortBy')?.headers).toEqual({
      accept: 'application/json',
    });
    expect(pictures).toEqual([
      '/img/p0.png',
      '/img/p2.png',
      '/img/p3.png',
      '/img/p4.png',
      '/img/p5.png',
      '/img/p6.png',
      '/img/p7.png',
    ]);
  });

  it('asks for no pictures when the layout is not the grid, and nothing of a screen for a filtered address', async () => {
    const list = fakePage({
      stored: { [sessionStorageKeys.token]: 'tok', [sessionStorageKeys.customerKey]: '7' },
      path: '/products',
      answers: {
        '/api/userPreferences/defaults': { defaultPageLayout: 1, defaultPageSortBy: null },
        '/api/admin/defaultPageSortBy': { DefaultPageSortBy: 0 },
        '/api/admin/defaultPageLayout': { DefaultPageLayout: 0 },
        '/api/product/list': { total: 1, offset: 0, products: [{ cardImage: 'p.png' }] },
      },
    });
    startEarlyRequests(list.page, earlyRequestPlan);
    const filtered = fakePage({
      stored: { [sessionStorageKeys.token]: 'tok', [sessionStorageKeys.customerKey]: '7' },
      path: '/products',
      hash: '#s=milk',
    });
    startEarlyRequests(filtered.page, earlyRequestPlan);
    await settle();
    expect(list.pictures).toEqual([]);
    expect(filtered.sent.some((s) => s.path.startsWith('/api/product'))).toBe(false);
  });
});

describe('takeEarlyResponse', () => {
  const response = Promise.resolve(new Response('{}'));
  const entry = (over: Partial<EarlyEntry> = {}): EarlyEntry => ({
    path: '/api/menu',
    token: 'tok',
    customerKey: 7,
    shipMethod: null,
    response,
    ...over,
  });

  it('hands out an answer only for the very same request, and only once', () => {
    const win = { __provenderEarly: [entry()] };
    const credentials = { token: 'tok', customerKey: 7, shipMethod: null };
    expect(takeEarlyResponse('/api/menu', { ...credentials, customerKey: 8 }, 10, win)).toBeUndefined();
    expect(takeEarlyResponse('/api/menu', { ...credentials, token: 'other' }, 10, win)).toBeUndefined();
    expect(takeEarlyResponse('/api/menu', { ...credentials, shipMethod: 'pickup' }, 10, win)).toBeUndefined();
    expect(takeEarlyResponse('/api/menu?x=1', credentials, 10, win)).toBeUndefined();
    expect(takeEarlyResponse('/api/menu', credentials, 10, win)).toBe(response);
    expect(takeEarlyResponse('/api/menu', credentials, 10, win)).toBeUndefined();
  });

  it('hands out nothing once the page is older than the answers may be, or after a change was sent', () => {
    const late = { __provenderEarly: [entry()] };
    const credentials = { token: 'tok', customerKey: 7, shipMethod: null };
    expect(hasEarlyResponses(EARLY_RESPONSE_TTL_MS + 1, late)).toBe(false);
    expect(takeEarlyResponse('/api/menu', credentials, EARLY_RESPONSE_TTL_MS + 1, late)).toBeUndefined();
    const dropped = { __provenderEarly: [entry()] };
    expect(hasEarlyResponses(10, dropped)).toBe(true);
    dropEarlyResponses(dropped);
    expect(takeEarlyResponse('/api/menu', credentials, 10, dropped)).toBeUndefined();
  });
});

describe('apiRequest with early answers', () => {
  afterEach(() => {
    delete window.__provenderEarly;
  });

  it('uses the answer the page’s first script got instead of asking again, and asks after a write', async () => {
    const asked: Request[] = [];
    server.use(
      endpointHandler(endpoints.getMenu, ({ request }) => {
        asked.push(request);
        return HttpResponse.json([]);
      }),
      endpointHandler(endpoints.logMenuVisit, () => new HttpResponse(null, { status: 204 })),
    );
    const early = new Response(JSON.stringify([{ early: true }]), { status: 200 });
    window.__provenderEarly = [
      { path: '/api/menu', token: 'tok', customerKey: 7, shipMethod: null, response: Promise.resolve(early) },
      {
        path: '/api/menu',
        token: 'tok',
        customerKey: 7,
        shipMethod: null,
        response: Promise.resolve(new Response('[]')),
      },
    ];
    const api = { token: 'tok', customerKey: 7, shipMethod: null, onSessionEnded: vi.fn() };
    const schema = z.array(z.unknown());
    expect(await apiRequest(api, '/api/menu', schema)).toEqual([{ early: true }]);
    expect(asked).toHaveLength(0);

    await apiRequest(api, endpointPath(endpoints.logMenuVisit, { id: 'ViewProducts' }), z.undefined(), {
      method: endpoints.logMenuVisit.method,
    });
    expect(await apiRequest(api, '/api/menu', schema)).toEqual([]);
    expect(asked).toHaveLength(1);
  });

  it('asks by itself when the early request failed or was given up', async () => {
    const asked: Request[] = [];
    server.use(
      endpointHandler(endpoints.getMenu, ({ request }) => {
        asked.push(request);
        return HttpResponse.json([{ own: true }]);
      }),
    );
    window.__provenderEarly = [
      {
        path: '/api/menu',
        token: 'tok',
        customerKey: 7,
        shipMethod: null,
        response: Promise.reject(new DOMException('aborted', 'AbortError')),
      },
    ];
    const api = { token: 'tok', customerKey: 7, shipMethod: null, onSessionEnded: vi.fn() };
    expect(await apiRequest(api, '/api/menu', z.array(z.unknown()))).toEqual([{ own: true }]);
    expect(asked).toHaveLength(1);
  });

  it('reports a session ended by the server from an early answer as from its own', async () => {
    const ended = new Response(JSON.stringify({ code: 'UNAUTHENTICATED', message: 'Session Expired' }), {
      status: 401,
    });
    window.__provenderEarly = [
      { path: '/api/user', token: 'tok', customerKey: null, shipMethod: null, response: Promise.resolve(ended) },
    ];
    const onSessionEnded = vi.fn();
    const api = { token: 'tok', customerKey: null, shipMethod: null, onSessionEnded };
    await expect(apiRequest(api, '/api/user', z.unknown())).rejects.toMatchObject({ status: 401 });
    expect(onSessionEnded).toHaveBeenCalledWith('Session Expired', 'tok');
  });
});
