import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database, Listening } from '../db/client.ts';
import { ProcessCache, type ProcessCacheOptions } from './process-cache.ts';

/** The channel the database's triggers notify (migration 0016). */
export const CHANGES_CHANNEL = 'provender_changes';

/**
 * What changed, as the triggers and the services name it: a table ('site_settings'), a row's key
 * in a table ('users:12'), or the new catalog version ('catalog:41'); 'catalog' alone says the
 * catalog changed without saying to which version.
 */
export type Change = string;

type ChangeHandler = (key: string | null) => void;

export interface CacheSettings {
  /** How long a cached value is served without a notification saying it changed (the safety net). */
  ttlMs: number;
  /** The caches' clock in milliseconds (tests move it to expire entries). */
  now: () => number;
  /**
   * Wait, before each request, until every change committed so far has reached this process's
   * caches. The API tests turn it on: they change rows directly and then ask on the next line,
   * which on a PostgreSQL server can beat the notification by a millisecond.
   */
  settleEachRequest: boolean;
}

/**
 * The process's view of changes to cached data (decision 210). Caches subscribe to the tables
 * they read. A change reaches them two ways: from this process's own write paths at once
 * (`changed`), and from every process's writes through the database's notifications, which the
 * triggers send whoever writes. While notifications are not arriving (the listening connection is
 * being opened again) caches are bypassed, and every (re)start of the stream empties them.
 */
export class ChangeFeed {
  readonly #handlers = new Map<string, ChangeHandler[]>();
  readonly #caches: ProcessCache<unknown, unknown>[] = [];
  readonly #waiting = new Map<string, () => void>();
  #listening: Listening | null = null;
  readonly settings: CacheSettings;
  readonly #database: Database | null;

  private constructor(database: Database | null, settings: CacheSettings) {
    this.#database = database;
    this.settings = settings;
  }

  /** Starts listening on the database's change channel. */
  static async open(database: Database, settings: CacheSettings): Promise<ChangeFeed> {
    const feed = new ChangeFeed(database, settings);
    feed.#listening = await database.listen(CHANGES_CHANNEL, {
      message: (payload) => feed.#receive(payload),
      reset: () => feed.#reset(),
    });
    return feed;
  }

  /** A feed without a database: nothing is cached (scripts and unit tests of services). */
  static none(): ChangeFeed {
    return new ChangeFeed(null, { ttlMs: 0, now: Date.now, settleEachRequest: false });
  }

  /** Whether caches may serve: notifications are arriving and values may be kept at all. */
  get live(): boolean {
    return this.settings.ttlMs > 0 && this.#listening?.live === true;
  }

  /** A cache emptied whenever the stream of notifications restarts; its owner subscribes to its tables. */
  cache<K, V>(options: Partial<Pick<ProcessCacheOptions<V>, 'maxEntries' | 'keep'>> = {}): ProcessCache<K, V> {
    const cache = new ProcessCache<K, V>({
      ttlMs: this.settings.ttlMs,
      now: this.settings.now,
      live: () => this.live,
      maxEntries: options.maxEntries ?? 10_000,
      ...(options.keep ? { keep: options.keep } : {}),
    });
    this.#caches.push(cache as ProcessCache<unknown, unknown>);
    return cache;
  }

  /** Calls the handler with the key (or null for the whole table) whenever the table changes. */
  on(table: string, handler: ChangeHandler): void {
    const list = this.#handlers.get(table) ?? [];
    list.push(handler);
    this.#handlers.set(table, list);
  }

  /** This process changed these: applied at once (other processes hear of it from the database). */
  changed(...changes: Change[]): void {
    for (const change of changes) this.#apply(change);
  }

  /**
   * Resolves once every change committed before the call has reached the caches: a notification
   * sent now arrives after all of them, since PostgreSQL delivers notifications in commit order.
   */
  async settle(): Promise<void> {
    if (!this.#database || !this.#listening?.live || this.#listening.immediate) return;
    const token = randomUUID();
    const arrived = new Promise<void>((resolve) => this.#waiting.set(token, resolve));
    await this.#database.db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${`settle:${token}`})`);
    // A connection that breaks meanwhile empties the caches, which settles too.
    await Promise.race([arrived, new Promise((resolve) => setTimeout(resolve, 2000).unref())]);
    this.#waiting.delete(token);
  }

  async close(): Promise<void> {
    await this.#listening?.close();
    this.#reset();
  }

  #receive(payload: string): void {
    if (payload.startsWith('settle:')) {
      this.#waiting.get(payload.slice('settle:'.length))?.();
      return;
    }
    this.#apply(payload);
  }

  #apply(change: Change): void {
    if (change === '*') return this.#reset();
    const colon = change.indexOf(':');
    const table = colon < 0 ? change : change.slice(0, colon);
    const key = colon < 0 ? null : change.slice(colon + 1);
    for (const handler of this.#handlers.get(table) ?? []) handler(key);
  }

  #reset(): void {
    for (const cache of this.#caches) cache.clear();
    for (const handler of this.#handlers.get('*') ?? []) handler(null);
    for (const resolve of this.#waiting.values()) resolve();
    this.#waiting.clear();
  }
}

/** The change of an owner's cart, as the carts triggers name it (migration 0017): its cached answers go (decision 290). */
export const cartChange = (owner: { userId: number; customerId: number }): Change =>
  `carts:${owner.userId}:${owner.customerId}`;

/** What a repository needs to announce its writes: this process's caches hear of them at once. */
export type ChangeNotices = Pick<ChangeFeed, 'changed'>;

/** Notices nobody hears: a repository used outside the server (a test of its SQL, a script). */
export const NO_NOTICES: ChangeNotices = { changed: () => undefined };

type AsyncMethod = (...args: never[]) => Promise<unknown>;
type Announcements<R> = {
  [M in keyof R]?: R[M] extends (...args: infer A) => Promise<infer T> ? (args: A, result: T) => Change[] : never;
};

/**
 * A repository whose writes announce what they changed where they are written (issue 38, decision
 * 452): `writes` names, per method, the changes a completed call made. The database's triggers
 * (migrations 0016-0019) tell every process the same a moment later; this tells this process's
 * caches at once, so a caller reads its own write on its next request. Services carry no feed.
 */
export function announcingWrites<R extends Record<string, unknown>>(
  repo: R,
  notices: ChangeNotices,
  writes: Announcements<R>,
): R {
  const announced: Record<string, unknown> = { ...repo };
  for (const name of Object.keys(writes)) {
    const write = repo[name] as AsyncMethod;
    const changesOf = writes[name] as (args: unknown[], result: unknown) => Change[];
    announced[name] = async (...args: never[]) => {
      const result = await write(...args);
      notices.changed(...changesOf(args, result));
      return result;
    };
  }
  return announced as R;
}
