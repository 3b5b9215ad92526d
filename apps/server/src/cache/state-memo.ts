import type { ChangeFeed } from './change-feed.ts';

/**
 * Values per state and key, loaded in batches (decision 340): a batch reads only the keys it has
 * not met in its state, whatever other keys it asks for with them. The state names everything
 * else the values depend on (e.g. catalog version and customer), so a change that names a new
 * state leaves older entries unreachable; the tables' notices empty the memo too.
 *
 * The rules of every process cache (decision 210) hold: nothing is served or kept while
 * notifications are not arriving, a state is kept at most the caches' TTL, a load that overlaps a
 * change (`clear`) or after which the state is no longer the same is answered but not kept, and
 * kept values are frozen. Everything is dropped when the memo is full.
 */
export class StateMemo<K, V> {
  readonly #states = new Map<string, { values: Map<K, V>; expiresAt: number }>();
  readonly #feed: ChangeFeed;
  readonly #maxEntries: number;
  #entries = 0;
  /** Bumped by every clear: loads that started before it are not kept. */
  #generation = 0;

  constructor(feed: ChangeFeed, tables: readonly string[], maxEntries = 50_000) {
    this.#feed = feed;
    this.#maxEntries = maxEntries;
    for (const table of [...tables, '*']) feed.on(table, () => this.clear());
  }

  clear(): void {
    this.#generation += 1;
    this.#states.clear();
    this.#entries = 0;
  }

  /**
   * The values of `keys` in the state `state()` names: kept ones, and the others from one call of
   * `load` (keys it does not answer have no value). `state` is asked again after a load: the
   * loaded values are kept only when it still names the same state.
   */
  async get(
    state: () => Promise<string>,
    keys: readonly K[],
    load: (missing: K[]) => Promise<Map<K, V>>,
  ): Promise<Map<K, V>> {
    const unique = [...new Set(keys)];
    if (!this.#feed.live) return load(unique);
    const { now, ttlMs } = this.#feed.settings;
    const name = await state();
    let kept = this.#states.get(name);
    if (kept && kept.expiresAt <= now()) {
      this.#entries -= kept.values.size;
      this.#states.delete(name);
      kept = undefined;
    }
    const out = new Map<K, V>();
    const missing: K[] = [];
    for (const key of unique) {
      const value = kept?.values.get(key);
      if (value === undefined) missing.push(key);
      else out.set(key, value);
    }
    if (missing.length === 0) return out;
    const generation = this.#generation;
    const loaded = await load(missing);
    for (const [key, value] of loaded) out.set(key, value);
    if (generation !== this.#generation || !this.#feed.live || (await state()) !== name) return out;
    // Asking the state again may have waited on a load of the version that a change cut short.
    if (generation !== this.#generation) return out;
    if (this.#entries + loaded.size > this.#maxEntries) this.clear();
    let target = this.#states.get(name);
    if (!target) {
      target = { values: new Map(), expiresAt: now() + ttlMs };
      this.#states.set(name, target);
    }
    for (const [key, value] of loaded) {
      if (!target.values.has(key)) this.#entries += 1;
      target.values.set(key, deepFreeze(value));
    }
    return out;
  }
}

/** Kept values are shared by every request: frozen, so a caller that changes one fails loudly. */
function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    if (value instanceof Map) {
      for (const v of value.values()) deepFreeze(v);
    } else {
      for (const v of Object.values(value)) deepFreeze(v);
    }
  }
  return value;
}
