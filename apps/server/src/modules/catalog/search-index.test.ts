import { describe, expect, it, vi } from 'vitest';
import { ChangeFeed } from '../../cache/change-feed.ts';
import { SearchIndex } from './search-index.ts';
import { SearchIndexes } from './search-indexes.ts';

const texts: [number, string][] = [
  [3, 'zorblax chicken breast quillfeather boneless fillets, 4 x 10 lb harborline tst-001'],
  [7, "quokka cola quokka's own tst-002"],
  [12, 'quokka   cola zero\tcans tst-003'],
  [40, 'chicken thighs 100% natural tst-040'],
];

function indexOf(rows: [number, string][]) {
  const builder = SearchIndex.builder();
  builder.add(rows.slice(0, 2));
  builder.add(rows.slice(2));
  return builder.build();
}

/** The keys a match marks. */
const keys = (marks: Uint8Array | null) => (marks ? [...marks.keys()].filter((k) => marks[k] === 1) : null);

/** What `search_text like '%word%'` for every word answers. */
const like = (rows: [number, string][], words: string[]) =>
  rows.filter(([, text]) => words.every((w) => text.includes(w.toLowerCase()))).map(([k]) => k);

describe('SearchIndex (decision 550)', () => {
  const index = indexOf(texts);

  it('matches a word anywhere inside a word of the text, as LIKE does', () => {
    expect(keys(index.match(['chicken']))).toEqual([3, 40]);
    expect(keys(index.match(['hick']))).toEqual([3, 40]);
    expect(keys(index.match(['CHICKEN']))).toEqual([3, 40]);
    expect(keys(index.match(['tst-00']))).toEqual([3, 7, 12]);
    expect(keys(index.match(['tst-040']))).toEqual([40]);
    expect(keys(index.match(['100%']))).toEqual([40]);
    expect(keys(index.match(["quokka's"]))).toEqual([7]);
    expect(keys(index.match(['s,']))).toEqual([3]);
  });

  it('needs every word, and finds nothing for a word no text holds', () => {
    expect(keys(index.match(['quokka', 'zero']))).toEqual([12]);
    expect(keys(index.match(['chicken', 'cola']))).toEqual([]);
    expect(keys(index.match(['quokkacola']))).toEqual([]);
    expect(keys(index.match(['%']))).toEqual([40]);
  });

  it('answers what LIKE answers for every piece of every word of the texts', () => {
    const pieces = new Set<string>();
    for (const [, text] of texts) {
      for (const word of text.split(/\s+/)) {
        for (let i = 0; i < word.length; i++) for (let j = i + 1; j <= word.length; j++) pieces.add(word.slice(i, j));
      }
    }
    expect(pieces.size).toBeGreaterThan(300);
    for (const piece of pieces) expect(keys(index.match([piece])), piece).toEqual(like(texts, [piece]));
    expect(keys(index.match(['ck', 'tst']))).toEqual(like(texts, ['ck', 'tst']));
  });

  it('lists the keys it marks, each once, and clears them at the next search (decision 553)', () => {
    const searches = [['quokka'], ['chicken'], ['quokka', 'cola'], ['tst'], [''], ['zz'], ['c', 'o'], ['cola'], []];
    for (const words of searches) {
      const matched = index.matched(words);
      if (matched === null) {
        expect(words.length === 0 || words.includes(''), words.join(' ')).toBe(true);
        continue;
      }
      const listed = [...matched.keys].sort((a, b) => a - b);
      expect(listed, words.join(' ')).toEqual(keys(matched.marks));
      expect(listed, words.join(' ')).toEqual(like(texts, words));
    }
  });

  it('holds each product once and knows the highest key', () => {
    expect(index.size).toBe(4);
    expect(index.maxKey).toBe(40);
    expect(indexOf([]).match(['a'])).toEqual(new Uint8Array(1));
  });
});

/** A repository reading `rows` at the version `at()` says, `limit` at a time. */
function fakeRepo(rows: () => [number, string][], at: () => number) {
  return {
    reads: 0,
    searchTexts(after: number, limit: number) {
      this.reads += 1;
      return Promise.resolve({
        version: at(),
        rows: rows()
          .filter(([k]) => k > after)
          .slice(0, limit),
      });
    },
  };
}

describe('SearchIndexes', () => {
  it('waits for the index of the version asked, and builds it again once the catalog moves on', async () => {
    let version = 1;
    let rows = texts;
    const repo = fakeRepo(
      () => rows,
      () => version,
    );
    const indexes = new SearchIndexes(repo, () => Promise.resolve(version), ChangeFeed.none(), 'wait');
    const first = await indexes.at(1);
    expect(keys(first?.match(['cola']) ?? null)).toEqual([7, 12]);
    expect(await indexes.at(1)).toBe(first);
    expect(repo.reads).toBe(1);
    version = 2;
    rows = texts.slice(0, 2);
    expect(keys((await indexes.at(2))?.match(['cola']) ?? null)).toEqual([7]);
    // An older version than the one kept is the database's to answer.
    expect(await indexes.at(1)).toBeNull();
  });

  it('answers null and builds in the background, then answers from the index', async () => {
    const repo = fakeRepo(
      () => texts,
      () => 5,
    );
    const warmed: number[][] = [];
    const warm = (version: number, productKeys: readonly number[]) => {
      warmed.push([version, ...productKeys]);
      return Promise.resolve();
    };
    const indexes = new SearchIndexes(repo, () => Promise.resolve(5), ChangeFeed.none(), 'background', warm);
    try {
      expect(await indexes.warmed()).toMatchObject({ version: 5, products: 4 });
      expect(warmed).toEqual([[5, 3, 7, 12, 40]]);
      await vi.waitFor(async () => expect(await indexes.at(5)).not.toBeNull());
      expect(keys((await indexes.at(5))?.match(['quokka']) ?? null)).toEqual([7, 12]);
      // Warm already: answered at once, not built again.
      expect(await indexes.warmed()).toMatchObject({ version: 5 });
      expect(repo.reads).toBe(1);
    } finally {
      indexes.close();
    }
  });

  it('starts again at the newer version when the catalog changes between two chunks', async () => {
    const many: [number, string][] = Array.from({ length: 44_000 }, (_, i) => [i + 1, `p${i + 1} word`]);
    let version = 1;
    const repo = fakeRepo(
      () => many,
      () => version,
    );
    const read = repo.searchTexts.bind(repo);
    repo.searchTexts = (after: number, limit: number) => {
      if (after > 0 && version === 1) version = 2;
      return read(after, limit);
    };
    const indexes = new SearchIndexes(repo, () => Promise.resolve(version), ChangeFeed.none(), 'wait');
    // Asked at 1, read at 2 from the second chunk on: not version 1's index.
    expect(await indexes.at(1)).toBeNull();
    const index = await indexes.at(2);
    expect(index?.size).toBe(44_000);
    expect(repo.reads).toBe(2 + 9);
  });

  it('leaves every search to the database when off', async () => {
    const repo = fakeRepo(
      () => texts,
      () => 1,
    );
    const indexes = new SearchIndexes(repo, () => Promise.resolve(1), ChangeFeed.none(), 'off');
    expect(await indexes.at(1)).toBeNull();
    expect(await indexes.warmed()).toBeNull();
    expect(repo.reads).toBe(0);
  });
});
