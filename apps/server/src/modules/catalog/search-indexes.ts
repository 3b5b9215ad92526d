import { performance } from 'node:perf_hooks';
import type { ChangeFeed } from '../../cache/change-feed.ts';
import type { CatalogRepository } from './catalog.repository.ts';
import { SearchIndex } from './search-index.ts';

/**
 * When the search index of a catalog version is built (decision 550):
 * - `background`: at start and after each catalog change, while searches go to the database until
 *   it is ready (what `npm start` runs: no search waits for a build);
 * - `wait`: on the first search of a version, which waits for it (the API tests: every search
 *   answered by the index, whatever the timing);
 * - `off`: never; every search goes to the database.
 */
export type SearchIndexMode = 'background' | 'wait' | 'off';

/** Products read per statement while building: about a MB of text, tens of ms of the event loop on PGlite. */
const CHUNK = 5_000;
/** A match is a byte per product key up to the highest: above this the database searches. */
const MAX_KEY = 8_000_000;
/** How long after a catalog change the next build starts, so a burst of changes builds once. */
const SETTLE_MS = 250;

interface Built {
  version: number;
  /** Null when the product keys are too high for a map by key: the database searches this version. */
  index: SearchIndex | null;
  /** The listed products' keys, in key order. */
  keys: number[];
}

/** What a finished warm-up (index built and product JSON read, in `background`) reports. */
export interface CatalogWarm {
  version: number;
  products: number;
  /** From the start of reading the index to the last product JSON kept. */
  ms: number;
}

const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The search index of the current catalog version, kept and rebuilt when the catalog changes. */
export class SearchIndexes {
  #ready: Built | null = null;
  #building: { version: number; done: Promise<Built | null> } | null = null;
  #timer: NodeJS.Timeout | null = null;
  #closed = false;
  #warmed: CatalogWarm | null = null;
  #waiters: ((warm: CatalogWarm) => void)[] = [];
  readonly #listeners: ((warm: CatalogWarm) => void)[] = [];

  constructor(
    private readonly repo: Pick<CatalogRepository, 'searchTexts'>,
    private readonly version: () => Promise<number>,
    changes: ChangeFeed,
    private readonly mode: SearchIndexMode,
    /** Called in `background` with each built version's product keys, once its index is ready (the product JSON is read). */
    private readonly warm: (version: number, keys: readonly number[]) => Promise<void> = () => Promise.resolve(),
  ) {
    if (mode !== 'background') return;
    changes.on('catalog', () => this.#soon(SETTLE_MS));
    this.#soon(0);
  }

  /**
   * The index of catalog version `version`, or null when the database is to search: the mode is
   * off, the index is not ready (in `background`), the version moved on while it was read, or the
   * product keys are too high for a map by key.
   */
  async at(version: number): Promise<SearchIndex | null> {
    if (this.#ready?.version === version) return this.#ready.index;
    if (this.mode === 'off') return null;
    const building = this.#build(version);
    return this.mode === 'wait' ? building : null;
  }

  /**
   * The warm-up of the catalog as it is now (`background`): at once when the kept index is warm and
   * nothing is being built, else when the next warm-up ends. Null at once in the other modes, which
   * warm nothing.
   */
  warmed(): Promise<CatalogWarm | null> {
    if (this.mode !== 'background') return Promise.resolve(null);
    const warm = this.#warmed;
    if (warm && warm.version === this.#ready?.version && !this.#building && !this.#timer) return Promise.resolve(warm);
    return new Promise((resolve) => this.#waiters.push(resolve));
  }

  /** Calls `listener` at the end of every warm-up (the app logs them). */
  onWarm(listener: (warm: CatalogWarm) => void): void {
    this.#listeners.push(listener);
  }

  /** Stops building (the app is closing). */
  close(): void {
    this.#closed = true;
    if (this.#timer) clearTimeout(this.#timer);
  }

  #soon(ms: number): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = setTimeout(() => {
      this.#timer = null;
      if (this.#closed) return;
      this.version().then(
        (v) => this.#build(v),
        () => undefined,
      );
    }, ms);
    this.#timer.unref();
  }

  /** Builds the index of the catalog as it is now (asked at `version`): the index, if it is that version's. */
  #build(version: number): Promise<SearchIndex | null> {
    const ready = this.#ready;
    if (ready && ready.version >= version) return Promise.resolve(ready.version === version ? ready.index : null);
    if (this.#building && this.#building.version >= version) {
      return this.#building.done.then((built) => (built?.version === version ? built.index : null));
    }
    const started = performance.now();
    const done = this.#read(version).then(
      (built) => {
        if (built && (this.#ready === null || this.#ready.version < built.version)) {
          this.#ready = built;
          if (this.mode === 'background') this.#warm(built, started);
        }
        return built;
      },
      () => null,
    );
    const building = { version, done };
    this.#building = building;
    void done.finally(() => {
      if (this.#building === building) this.#building = null;
    });
    return done.then((built) => (built?.version === version ? built.index : null));
  }

  #warm(built: Built, started: number): void {
    void this.warm(built.version, built.keys)
      .catch(() => undefined)
      .then(() => {
        if (this.#ready !== built) return;
        const warm = {
          version: built.version,
          products: built.keys.length,
          ms: Math.round(performance.now() - started),
        };
        this.#warmed = warm;
        for (const resolve of [...this.#waiters.splice(0), ...this.#listeners]) resolve(warm);
      });
  }

  /**
   * Reads the listed products a chunk at a time, giving the event loop a turn between chunks. When
   * a chunk was read at another catalog version than the first, it starts again at that version.
   */
  async #read(asked: number): Promise<Built | null> {
    let version = asked;
    let builder = SearchIndex.builder();
    let keys: number[] = [];
    let after = 0;
    for (;;) {
      if (this.#closed) return null;
      const chunk = await this.repo.searchTexts(after, CHUNK);
      if (chunk.version !== version) {
        if (chunk.version < version) return null;
        version = chunk.version;
        if (after > 0) {
          builder = SearchIndex.builder();
          keys = [];
          after = 0;
          continue;
        }
      }
      builder.add(chunk.rows);
      for (const [key] of chunk.rows) keys.push(key);
      const last = chunk.rows.at(-1);
      if (!last || chunk.rows.length < CHUNK) break;
      after = last[0];
      await nextTurn();
    }
    const index = builder.build();
    return { version, index: index.maxKey > MAX_KEY ? null : index, keys };
  }
}
