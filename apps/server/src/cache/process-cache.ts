import { LRUCache } from 'lru-cache';

export interface ProcessCacheOptions<V> {
  ttlMs: number;
  /** Milliseconds. */
  now: () => number;
  /** Whether the cache may serve and keep values right now (notifications are arriving). */
  live: () => boolean;
  /** The oldest entries go beyond this many. */
  maxEntries: number;
  /** Which loaded values to keep (e.g. not a missing row, which no notification would announce). */
  keep?: (value: V) => boolean;
}

/** Cached values are shared by every request: frozen, so a caller that changes one fails loudly. */
function deepFreeze<T>(value: T): T {
  // A typed array with elements cannot be frozen: an encoded answer (a Buffer) is kept as it is
  // and only ever sent, never written.
  if (ArrayBuffer.isView(value)) return value;
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    if (value instanceof Map) {
      for (const v of value.values()) deepFreeze(v);
    } else if (value instanceof Set) {
      for (const v of value) deepFreeze(v);
    } else {
      for (const v of Object.values(value)) deepFreeze(v);
    }
  }
  return value;
}

/**
 * Values loaded from the database, kept for ttlMs unless a change removes them first
 * (decision 210). A load that overlaps a change is answered but not kept, since it may have read
 * the row before the change committed; concurrent misses of one key share one load. The store is
 * lru-cache (issue 38, decision 450): beyond maxEntries the least recently used entry goes, and an
 * entry older than ttlMs by the caches' clock is not served.
 */
export class ProcessCache<K, V> {
  readonly #entries: LRUCache<NonNullable<K>, { value: V }>;
  readonly #loading = new Map<K, Promise<V>>();
  /** Bumped by every removal: loads that started before it are not kept. */
  #generation = 0;
  readonly #options: ProcessCacheOptions<V>;

  constructor(options: ProcessCacheOptions<V>) {
    this.#options = options;
    this.#entries = new LRUCache<NonNullable<K>, { value: V }>({
      max: Math.max(1, options.maxEntries),
      // Served while younger than ttlMs on the caches' (whole-millisecond) clock, as before:
      // lru-cache still serves an entry exactly `ttl` old.
      ttl: Math.max(1, options.ttlMs - 1),
      // The clock is read on every look-up (tests move it); lru-cache's default caches it for 1 ms.
      ttlResolution: 0,
      perf: { now: options.now },
    });
  }

  get size(): number {
    return this.#entries.size;
  }

  async get(key: K, load: () => Promise<V>): Promise<V> {
    const { live } = this.#options;
    if (!live()) return load();
    const hit = this.#entries.get(key as NonNullable<K>);
    if (hit !== undefined) return hit.value;
    const pending = this.#loading.get(key);
    if (pending) return pending;
    const generation = this.#generation;
    const loading = load().then(
      (value) => {
        if (this.#loading.get(key) === loading) this.#loading.delete(key);
        if (generation === this.#generation && live() && (this.#options.keep?.(value) ?? true)) this.#keep(key, value);
        return value;
      },
      (err: unknown) => {
        if (this.#loading.get(key) === loading) this.#loading.delete(key);
        throw err;
      },
    );
    this.#loading.set(key, loading);
    return loading;
  }

  /**
   * The kept value of a key when there is a fresh one, without loading (decision 354): a request
   * whose every piece is kept is resolved without a turn of the event loop. `undefined` says only
   * "not kept"; `get` then loads it.
   */
  peek(key: K): V | undefined {
    if (!this.#options.live()) return undefined;
    return this.#entries.get(key as NonNullable<K>)?.value;
  }

  delete(key: K): void {
    this.#generation += 1;
    this.#entries.delete(key as NonNullable<K>);
    this.#loading.delete(key);
  }

  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
    this.#loading.clear();
  }

  #keep(key: K, value: V): void {
    if (this.#options.ttlMs <= 0) return;
    this.#entries.set(key as NonNullable<K>, { value: deepFreeze(value) });
  }
}
