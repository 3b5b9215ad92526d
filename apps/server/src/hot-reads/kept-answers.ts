import { keepEncoding, type KeptEncoding } from './encoding.ts';

interface Level {
  next: WeakMap<object, Level>;
  kept: Map<string, KeptEncoding>;
}

/**
 * Answers serialized once per state of what decides them (decision 280): the state is a list of
 * the process caches' frozen entries (a resolved menu, the effective settings), so a change (or the
 * cache's TTL) brings new objects and the answers kept for the old ones go with them; `key` names
 * the rest (a session type, a customer's P.O. rules). Kept encoded and compressed once (decisions
 * 291, 320); `done` is set once the bytes are ready, so a warm send needs no promise (decision 378).
 */
export class KeptAnswers {
  readonly #root = new WeakMap<object, Level>();

  of(state: readonly [object, ...object[]], key: string, body: () => string): KeptEncoding {
    let next = this.#root;
    let level: Level | undefined;
    for (const part of state) {
      level = next.get(part);
      if (level === undefined) next.set(part, (level = { next: new WeakMap(), kept: new Map() }));
      next = level.next;
    }
    const kept = (level as Level).kept;
    let answer = kept.get(key);
    if (answer === undefined) kept.set(key, (answer = keepEncoding(body(), () => kept.delete(key))));
    return answer;
  }
}
