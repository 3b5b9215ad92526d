import { CUSTOMER_KEY_HEADER, SHIP_METHOD_HEADER, WEB_CLIENT_ID } from '@provender/contract';
import type { Db } from '../apps/server/src/db/client.ts';
import type { DatabaseKind } from './databases.ts';

export const DEMO_PASSWORD = 'Demo-pass1';

export interface ApiOptions {
  /** Signs this demo account in and sends its token. */
  user?: string;
  acting?: { customerKey?: string; shipMethod?: string };
  headers?: Record<string, string>;
  /** Sent as JSON. */
  body?: unknown;
}

/** What a scenario may use to prepare its load and check its outcome. */
export interface BenchContext {
  /** Base URL of the bare Fastify reference app. */
  bareUrl: string;
  /** Base URL of the real Provender app. */
  appUrl: string;
  databaseKind: DatabaseKind;
  products: number;
  /** The benchmark database, for checks after a run (e.g. that every order was written once). */
  db: Db;
  /** Unique to this bench run; every value the run writes (idempotency keys) starts with it. */
  runTag: string;
  /** Concurrent connections of the load (a scenario with one cart per connection prepares this many). */
  connections: number;
  /** Signs a demo account in (once per user name) and answers its access token. */
  signIn(username: string, password?: string): Promise<string>;
  /** Authorization header, plus the acting-customer and ship-method headers when given. */
  authHeaders(
    username: string,
    acting?: { customerKey?: string; shipMethod?: string },
  ): Promise<Record<string, string>>;
  /** One API call; throws with the status and body unless it answers 2xx. Answers the parsed JSON (undefined for 204). */
  api<T>(method: string, path: string, opts?: ApiOptions): Promise<T>;
  /** The same call, answering status and parsed body whatever the status. */
  apiRaw<T>(method: string, path: string, opts?: ApiOptions): Promise<{ status: number; body: T }>;
}

/** Chromium's Accept-Encoding (fetch and navigation alike). */
export const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br, zstd';

export function createBenchContext(init: {
  bareUrl: string;
  appUrl: string;
  databaseKind: DatabaseKind;
  products: number;
  db: Db;
  runTag: string;
  connections: number;
}): BenchContext {
  const tokens = new Map<string, Promise<string>>();

  async function requestToken(username: string, password: string): Promise<string> {
    const res = await fetch(`${init.appUrl}/api/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'password', client_id: WEB_CLIENT_ID, username, password }),
    });
    const body = (await res.json()) as { access_token?: string; error_description?: string };
    if (!res.ok || !body.access_token) {
      throw new Error(`sign-in of ${username} failed: ${res.status} ${body.error_description ?? ''}`);
    }
    return body.access_token;
  }

  const context: BenchContext = {
    ...init,
    signIn(username, password = DEMO_PASSWORD) {
      let token = tokens.get(username);
      if (!token) {
        token = requestToken(username, password);
        tokens.set(username, token);
      }
      return token;
    },
    async authHeaders(username, acting = {}) {
      const headers: Record<string, string> = {
        authorization: `Bearer ${await context.signIn(username)}`,
        // What the storefront's browser sends with every call (decision 320): the app answers
        // its kept catalog and price answers compressed, as a buyer's browser receives them.
        'accept-encoding': BROWSER_ACCEPT_ENCODING,
      };
      if (acting.customerKey) headers[CUSTOMER_KEY_HEADER] = acting.customerKey;
      if (acting.shipMethod) headers[SHIP_METHOD_HEADER] = acting.shipMethod;
      return headers;
    },
    async apiRaw<T>(method: string, path: string, opts: ApiOptions = {}) {
      const headers: Record<string, string> = {
        ...(opts.user ? await context.authHeaders(opts.user, opts.acting) : {}),
        ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...opts.headers,
      };
      const res = await fetch(`${init.appUrl}${path}`, {
        method,
        headers,
        ...(opts.body === undefined ? {} : { body: JSON.stringify(opts.body) }),
      });
      const text = await res.text();
      return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T };
    },
    async api<T>(method: string, path: string, opts: ApiOptions = {}) {
      const { status, body } = await context.apiRaw<T>(method, path, opts);
      if (status < 200 || status > 299)
        throw new Error(`${method} ${path} answered ${status}: ${JSON.stringify(body).slice(0, 300)}`);
      return body;
    },
  };
  return context;
}
