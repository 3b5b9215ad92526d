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
 * the row before the change committed; concurrent misses of one key share one load.
 */
export class ProcessCache<K, V> {
  readonly #entries = new Map<K, { value: V; expiresAt: number }>();
  readonly #loading = new Map<K, Promise<V>>();
  /** Bumped by every removal: loads that started before it are not kept. */
  #generation = 0;
  readonly #options: ProcessCacheOptions<V>;

  constructor(options: ProcessCacheOptions<V>) {
    this.#options = options;
  }

  get size(): number {
    return this.#entries.size;
  }

  async get(key: K, load: () => Promise<V>): Promise<V> {
    const { live, now } = this.#options;
    if (!live()) return load();
    const hit = this.#entries.get(key);
    if (hit) {
      if (hit.expiresAt > now()) return hit.value;
      this.#entries.delete(key);
    }
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
    const { live, now } = this.#options;
    if (!live()) return undefined;
    const hit = this.#entries.get(key);
    return hit !== undefined && hit.expiresAt > now() ? hit.value : undefined;
  }

  delete(key: K): void {
    this.#generation += 1;
    this.#entries.delete(key);
    this.#loading.delete(key);
  }

  clear(): void {
    this.#generation += 1;
    this.#entries.clear();
    this.#loading.clear();
  }

  #keep(key: K, value: V): void {
    const { ttlMs, now, maxEntries } = this.#options;
    if (ttlMs <= 0) return;
    if (this.#entries.size >= maxEntries) {
      const oldest = this.#entries.keys().next();
      if (!oldest.done) this.#entries.delete(oldest.value);
    }
    this.#entries.set(key, { value: deepFreeze(value), expiresAt: now() + ttlMs });
  }
}
