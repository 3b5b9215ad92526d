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
  /** The buffers `match` answers in, made on its first call. */
  #all: Uint8Array | undefined;
  #one: Uint8Array | undefined;

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
    if (word.length < 3) {
      this.#walk(word, marks);
      return;
    }
    let rarest: readonly number[] | undefined;
    for (let i = 0; i + 3 <= word.length; i++) {
      const holding = this.#grams.get(word.slice(i, i + 3));
      if (holding === undefined) return;
      if (rarest === undefined || holding.length < rarest.length) rarest = holding;
    }
    for (const k of rarest ?? []) if ((this.#list[k] as string).includes(word)) this.#markWord(k, marks);
  }

  /** Marks the products of every distinct word holding `word`, found by one walk over them all. */
  #walk(word: string, marks: Uint8Array): void {
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
      this.#markWord(lo, marks);
      at = this.#words.indexOf(word, starts[lo + 1] as number);
    }
  }

  #markWord(k: number, marks: Uint8Array): void {
    for (let p = this.#from[k] as number, end = this.#from[k + 1] as number; p < end; p++) {
      marks[this.#keys[p] as number] = 1;
    }
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
