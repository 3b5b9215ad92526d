/**
 * The catalog's search words in memory, per catalog version (decision 550): every distinct word
 * of the listed products' search text (split where a search is split, on white space) with the
 * products it occurs in. A search word matches a product when it occurs in its search text, as
 * `search_text like '%word%'` does (decision 011): such an occurrence holds no white space, so it
 * lies inside one word of the text, and the products a search word matches are those of the
 * distinct words it occurs in. A search word of three or more characters looks only at the
 * distinct words holding its rarest trigram (every word it occurs in holds all of its trigrams); a
 * shorter one walks all distinct words joined by line feeds (a search word holds none) with
 * `indexOf`. The products of the words found are marked in a map by key.
 */
export class SearchIndex {
  /** Every distinct word, each followed by a line feed. */
  readonly #words: string;
  /** Where each word starts in `#words`, and one more: the end. */
  readonly #starts: Int32Array;
  /** Each distinct word, by its number k. */
  readonly #list: readonly string[];
  /** The numbers of the distinct words holding each three-character piece. */
  readonly #grams: ReadonlyMap<string, readonly number[]>;
  /** The products of word k are `#keys[#from[k]]` up to `#keys[#from[k + 1]]`. */
  readonly #from: Int32Array;
  readonly #keys: Int32Array;
  /** The highest product key: a match is a byte per key up to it. */
  readonly maxKey: number;
  /** How many products the index holds. */
  readonly size: number;
  /** The buffers `matched` answers in, made on its first call: a byte per key, and the keys marked. */
  #all: Uint8Array | undefined;
  #one: Uint8Array | undefined;
  #keysAll: Int32Array | undefined;
  #keysOne: Int32Array | undefined;
  /** How many keys the last answer marked (`#keysAll` up to it), cleared key by key at the next call. */
  #count = 0;

  private constructor(parts: IndexParts) {
    const { words, list, grams, starts, from, keys, maxKey, size } = parts;
    this.#words = words;
    this.#list = list;
    this.#grams = grams;
    this.#starts = starts;
    this.#from = from;
    this.#keys = keys;
    this.maxKey = maxKey;
    this.size = size;
  }

  /** The products that match every word (1 at their key), or null when a word is empty: `matched(words).marks`. */
  match(words: readonly string[]): Uint8Array | null {
    return this.matched(words)?.marks ?? null;
  }

  /**
   * The products that match every word: 1 at their key in `marks`, and the same keys listed in
   * `keys` (in no particular order), or null when there is no word or a word is empty. Both are the
   * index's own buffers, valid until the next call: read them before the next `await`. (A buffer per
   * search, a byte per product, made the garbage collector mark the whole heap every few hundred
   * searches.) Only the keys marked are cleared again, so a search that matches a few products
   * costs what they cost, not a pass over every key (decision 553).
   */
  matched(words: readonly string[]): { marks: Uint8Array; keys: Int32Array } | null {
    const size = this.maxKey + 1;
    const all = (this.#all ??= new Uint8Array(size));
    const one = (this.#one ??= new Uint8Array(size));
    const keysAll = (this.#keysAll ??= new Int32Array(size));
    const keysOne = (this.#keysOne ??= new Int32Array(size));
    for (let i = 0; i < this.#count; i++) all[keysAll[i] as number] = 0;
    this.#count = 0;
    const lowered = words.map((word) => word.toLowerCase());
    if (lowered.length === 0 || lowered.some((w) => w.length === 0 || w.includes('\n'))) return null;
    let count = this.#mark(lowered[0] as string, all, keysAll);
    for (const w of lowered.slice(1)) {
      const marked = this.#mark(w, one, keysOne);
      let kept = 0;
      for (let i = 0; i < count; i++) {
        const key = keysAll[i] as number;
        if (one[key] === 1) keysAll[kept++] = key;
        else all[key] = 0;
      }
      count = kept;
      for (let i = 0; i < marked; i++) one[keysOne[i] as number] = 0;
    }
    this.#count = count;
    return { marks: all, keys: keysAll.subarray(0, count) };
  }

  /** Marks the products of every distinct word `word` occurs in, listing each key marked; answers how many. */
  #mark(word: string, marks: Uint8Array, listed: Int32Array): number {
    if (word.length < 3) return this.#walk(word, marks, listed);
    let rarest: readonly number[] | undefined;
    for (let i = 0; i + 3 <= word.length; i++) {
      const holding = this.#grams.get(word.slice(i, i + 3));
      if (holding === undefined) return 0;
      if (rarest === undefined || holding.length < rarest.length) rarest = holding;
    }
    let count = 0;
    for (const k of rarest ?? [])
      if ((this.#list[k] as string).includes(word)) count = this.#markWord(k, marks, listed, count);
    return count;
  }

  /** Marks the products of every distinct word holding `word`, found by one walk over them all. */
  #walk(word: string, marks: Uint8Array, listed: Int32Array): number {
    const starts = this.#starts;
    let count = 0;
    let at = this.#words.indexOf(word);
    while (at !== -1) {
      // The word the occurrence lies in: the last start at or before it.
      let lo = 0;
      let hi = starts.length - 2;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if ((starts[mid] as number) <= at) lo = mid;
        else hi = mid - 1;
      }
      count = this.#markWord(lo, marks, listed, count);
      at = this.#words.indexOf(word, starts[lo + 1] as number);
    }
    return count;
  }

  /** Marks the products of word k, listing each one not marked before after the `count` listed. */
  #markWord(k: number, marks: Uint8Array, listed: Int32Array, count: number): number {
    let n = count;
    for (let p = this.#from[k] as number, end = this.#from[k + 1] as number; p < end; p++) {
      const key = this.#keys[p] as number;
      if (marks[key] === 1) continue;
      marks[key] = 1;
      listed[n++] = key;
    }
    return n;
  }

  /** Builds the index from each product's key and search text, a chunk at a time. */
  static builder(): SearchIndexBuilder {
    return new SearchIndexBuilder();
  }

  /** @internal */
  static fromParts(parts: IndexParts): SearchIndex {
    return new SearchIndex(parts);
  }
}

interface IndexParts {
  words: string;
  list: string[];
  grams: Map<string, number[]>;
  starts: Int32Array;
  from: Int32Array;
  keys: Int32Array;
  maxKey: number;
  size: number;
}

/** The numbers of the words holding each three-character piece, each word once per piece. */
function trigrams(words: readonly string[]): Map<string, number[]> {
  const grams = new Map<string, number[]>();
  words.forEach((word, k) => {
    for (let i = 0; i + 3 <= word.length; i++) {
      const gram = word.slice(i, i + 3);
      const holding = grams.get(gram);
      if (holding === undefined) grams.set(gram, [k]);
      else if (holding[holding.length - 1] !== k) holding.push(k);
    }
  });
  return grams;
}

/** What `SearchIndex.builder` collects: the products of each distinct word, in the order added. */
export class SearchIndexBuilder {
  readonly #products = new Map<string, number[]>();
  #maxKey = 0;
  #size = 0;

  /** Adds the products of one chunk: each key once, with its search text. */
  add(rows: readonly (readonly [key: number, text: string])[]): void {
    for (const [key, text] of rows) {
      if (key > this.#maxKey) this.#maxKey = key;
      this.#size += 1;
      for (const word of new Set(text.toLowerCase().split(/\s+/))) {
        if (word.length === 0) continue;
        const list = this.#products.get(word);
        if (list) list.push(key);
        else this.#products.set(word, [key]);
      }
    }
  }

  build(): SearchIndex {
    const words: string[] = [];
    const starts = new Int32Array(this.#products.size + 1);
    const from = new Int32Array(this.#products.size + 1);
    let postings = 0;
    for (const list of this.#products.values()) postings += list.length;
    const keys = new Int32Array(postings);
    let k = 0;
    let at = 0;
    let p = 0;
    for (const [word, list] of this.#products) {
      words.push(word);
      starts[k] = at;
      from[k] = p;
      at += word.length + 1;
      keys.set(list, p);
      p += list.length;
      k += 1;
    }
    starts[k] = at;
    from[k] = p;
    const joined = words.length ? `${words.join('\n')}\n` : '';
    const grams = trigrams(words);
    return SearchIndex.fromParts({
      words: joined,
      list: words,
      grams,
      starts,
      from,
      keys,
      maxKey: this.#maxKey,
      size: this.#size,
    });
  }
}
