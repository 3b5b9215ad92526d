import { describe, expect, it } from 'vitest';
import { ListingOrders, searchSlice, slice } from './listing-orders.ts';
import type { ListingOrder, ListingQuery } from './catalog.repository.ts';

/** A seeded pseudo-random sequence, so a failure repeats. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** A whole catalog's order: `size` of the keys 1..2*size, shuffled, in six categories of two main categories. */
function catalog(size: number, next: () => number): ListingOrder {
  const keys = Array.from({ length: size * 2 }, (_, i) => i + 1).filter(() => next() < 0.5);
  for (let i = keys.length - 1; i > 0; i--) {
    const j = Math.floor(next() * (i + 1));
    [keys[i], keys[j]] = [keys[j] as number, keys[i] as number];
  }
  return {
    version: 1,
    ids: Int32Array.from(keys),
    categoryOf: Uint16Array.from(keys, () => Math.floor(next() * 6)),
    categories: ['A1', 'A2', 'A3', 'B1', 'B2', 'B3'],
    mains: ['A', 'A', 'A', 'B', 'B', 'B'],
  };
}

describe('searchSlice (decision 553)', () => {
  it('answers what a walk of the listing answers: every category, exclusion, page and set of matches', async () => {
    const next = random(553);
    const all = catalog(3000, next);
    const orders = new ListingOrders((query) =>
      query.mainCategory === undefined && query.category === undefined
        ? Promise.resolve(all)
        : Promise.reject(new Error('a listing is narrowed from the whole catalog')),
    );
    const queries: Omit<ListingQuery, 'sort'>[] = [
      {},
      { mainCategory: 'A' },
      { category: 'B2' },
      { mainCategory: 'B', category: 'B3' },
    ];
    let compared = 0;
    for (let round = 0; round < 200; round++) {
      const query = queries[round % queries.length] as Omit<ListingQuery, 'sort'>;
      const listing = await orders.order(1, { ...query, sort: 'description' });
      // Matches: some listed, some not listed, some past the highest key; a few or many.
      const share = [0.001, 0.01, 0.1, 0.6][round % 4] as number;
      const marks = new Uint8Array(7000);
      const keys: number[] = [];
      for (let key = 1; key < marks.length; key++) {
        if (next() < share) {
          marks[key] = 1;
          keys.push(key);
        }
      }
      const excluded = round % 3 === 0 ? [] : round % 3 === 1 ? ['A2'] : ['A1', 'B3'];
      const offset = [0, 0, 5, 40][round % 4] as number;
      const limit = [50, 10, 1, 100][(round >> 2) % 4] as number;
      const expected = slice(listing, excluded, offset, limit, marks);
      expect(searchSlice(all, query, excluded, offset, limit, Int32Array.from(keys)), `round ${round}`).toEqual(
        expected,
      );
      if (expected.ids.length > 0) compared += 1;
    }
    expect(compared).toBeGreaterThan(120);
  });
});
