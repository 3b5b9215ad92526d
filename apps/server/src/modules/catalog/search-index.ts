/**
 * The catalog's search words in memory, per catalog version (decision 550): every distinct word
 * of the listed products' search text (split where a search is split, on white space) with the
 * products it occurs in. A search word matches a product when it occurs in its search text, as
 * `search_text like '%word%'` does (decision 011): such an occurrence holds no white space, so it
 * lies inside one word of the text, and the products a search word matches are those of the
 * distinct words it occurs in. Those words are found with one `indexOf` walk over all distinct
 * words joined by line feeds (a search word holds none), their products marked in a map by key.
 */
export class SearchIndex {
  /** Every distinct word, each followed by a line feed. */
  readonly #words: string;
  /** Where each word starts in `#words`, and one more: the end. */
  readonly #starts: Int32Array;
  /** The products of word k are `#keys[#from[k]]` up to `#keys[#from[k + 1]]`. */
  readonly #from: Int32Array;
  readonly #keys: Int32Array;
  /** The highest product key: a match is a byte per key up to it. */
  readonly maxKey: number;
  /** How many products the index holds. */
  readonly size: number;
  /** The buffers `match` answers in, made on its first call. */
  #all: Uint8Array | undefined;
  #one: Uint8Array | undefined;

  private constructor(
    words: string,
    starts: Int32Array,
    from: Int32Array,
    keys: Int32Array,
    maxKey: number,
    size: number,
  ) {
    this.#words = words;
    this.#starts = starts;
    this.#from = from;
    this.#keys = keys;
    this.maxKey = maxKey;
    this.size = size;
  }

  /**
   * The products that match every word (1 at their key), or null when a word is empty. The answer
   * is the index's own buffer, valid until the next call: read it before the next `await`. (A
   * buffer per search, a byte per product, made the garbage collector mark the whole heap every
   * few hundred searches.)
   */
  match(words: readonly string[]): Uint8Array | null {
    const all = (this.#all ??= new Uint8Array(this.maxKey + 1));
    const one = (this.#one ??= new Uint8Array(this.maxKey + 1));
    for (const [n, word] of words.entries()) {
      const w = word.toLowerCase();
      if (w.length === 0 || w.includes('\n')) return null;
      if (n === 0) {
        all.fill(0);
        this.#mark(w, all);
        continue;
      }
      one.fill(0);
      this.#mark(w, one);
      for (let i = 0; i < all.length; i++) all[i] = (all[i] as number) & (one[i] as number);
    }
    return words.length > 0 ? all : null;
  }

  /** Marks the products of every distinct word `word` occurs in. */
  #mark(word: string, marks: Uint8Array): void {
    const starts = this.#starts;
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
      for (let k = this.#from[lo] as number, end = this.#from[lo + 1] as number; k < end; k++) {
        marks[this.#keys[k] as number] = 1;
      }
      at = this.#words.indexOf(word, starts[lo + 1] as number);
    }
  }

  /** Builds the index from each product's key and search text, a chunk at a time. */
  static builder(): SearchIndexBuilder {
    return new SearchIndexBuilder();
  }

  /** @internal */
  static fromParts(
    words: string,
    starts: Int32Array,
    from: Int32Array,
    keys: Int32Array,
    maxKey: number,
    size: number,
  ): SearchIndex {
    return new SearchIndex(words, starts, from, keys, maxKey, size);
  }
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
    return SearchIndex.fromParts(joined, starts, from, keys, this.#maxKey, this.#size);
  }
}
