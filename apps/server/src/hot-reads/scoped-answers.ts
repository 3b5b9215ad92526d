import type { ChangeFeed } from '../cache/change-feed.ts';
import type { ProcessCache } from '../cache/process-cache.ts';
import type { EncodedAnswer } from './encoding.ts';

/** Answers kept per scope at most: a scope's state (catalog version, date) moves on, old keys go. */
const MAX_KEYS_PER_SCOPE = 8;

/**
 * Serialized answers that belong to a scope (a cart's owner) and are keyed within it by the rest
 * of what decides them (decision 290). A change notice `<table>:<scope>` drops every answer of
 * that scope, `<table>` alone every answer; so does a notice on any of the `alsoOn` tables. The
 * keys carry the versions of everything else the answer depends on, so an answer computed before
 * any other change is never reached after it, whatever the order of notices and loads.
 */
export class ScopedAnswers {
  readonly #answers: ProcessCache<string, EncodedAnswer>;
  /** The keys handed out per scope, so a scope's notice can drop them (a superset of those kept). */
  readonly #keys = new Map<string, Set<string>>();
  readonly #maxScopes: number;

  constructor(changes: ChangeFeed, options: { table: string; alsoOn?: readonly string[]; maxEntries?: number }) {
    const maxEntries = options.maxEntries ?? 5000;
    this.#maxScopes = maxEntries;
    this.#answers = changes.cache<string, EncodedAnswer>({ maxEntries });
    changes.on(options.table, (scope) => (scope === null ? this.#clear() : this.#drop(scope)));
    for (const table of options.alsoOn ?? []) changes.on(table, () => this.#clear());
    // The feed restarted (notices may have been missed): it emptied the answers already.
    changes.on('*', () => this.#keys.clear());
  }

  /** The scope's answer for the key: kept, or computed once and kept until a notice or the TTL. */
  get(scope: string, key: string, compute: () => Promise<EncodedAnswer>): Promise<EncodedAnswer> {
    const entry = `${scope}\u0000${key}`;
    let keys = this.#keys.get(scope);
    if (!keys) {
      if (this.#keys.size >= this.#maxScopes) this.#clear();
      keys = new Set();
      this.#keys.set(scope, keys);
    }
    if (!keys.has(entry)) {
      if (keys.size >= MAX_KEYS_PER_SCOPE) {
        for (const old of keys) this.#answers.delete(old);
        keys.clear();
      }
      keys.add(entry);
    }
    return this.#answers.get(entry, compute);
  }

  /** The scope's answer for the key when it is kept, `undefined` otherwise (decision 378). */
  peek(scope: string, key: string): EncodedAnswer | undefined {
    return this.#answers.peek(`${scope}\u0000${key}`);
  }

  #drop(scope: string): void {
    const keys = this.#keys.get(scope);
    if (!keys) return;
    this.#keys.delete(scope);
    for (const entry of keys) this.#answers.delete(entry);
  }

  #clear(): void {
    this.#keys.clear();
    this.#answers.clear();
  }
}
