import type { ListingOrder, ListingQuery } from './catalog.repository.ts';

/** Keys kept at most, over every listing (4 bytes each, and 2 for the category): a few MB. */
const MAX_KEPT_KEYS = 1_500_000;

/**
 * The order of a listing without search words, per catalog version (decision 483): the keys of
 * every product it lists (active, not the hidden key, in the categories asked for), in the sort
 * asked for, read once and kept, so a page at any offset is a slice instead of a walk of a sort
 * index past every row it skips. A customer's excluded categories are left out while slicing:
 * customers without exclusions (most) share one order. A page then costs only the details of
 * its keys. Listings of an older version are dropped when a newer one is read; the oldest
 * narrowed listings go first when more than MAX_KEPT_KEYS keys are kept.
 */
/** Per category of `all`: whether it lies in the listing's main category and category. */
const insideOf = (all: ListingOrder, query: Omit<ListingQuery, 'sort'>): boolean[] =>
  all.categories.map(
    (code, i) =>
      (query.category === undefined || code === query.category) &&
      (query.mainCategory === undefined || all.mains[i] === query.mainCategory),
  );

/** The products of `all` in the listing's main category and category, in the same order. */
function narrow(all: ListingOrder, query: ListingQuery): ListingOrder {
  const inside = insideOf(all, query);
  const ids: number[] = [];
  const categoryOf: number[] = [];
  for (let i = 0; i < all.ids.length; i++) {
    const at = all.categoryOf[i] as number;
    if (!inside[at]) continue;
    ids.push(all.ids[i] as number);
    categoryOf.push(at);
  }
  return { ...all, ids: Int32Array.from(ids), categoryOf: Uint16Array.from(categoryOf) };
}

/**
 * A page of `order` (customer's exclusions left out) and how many products it holds for the
 * customer; with `matched` (a search's matches, 1 at a matching key: decision 550) only the
 * products it marks.
 */
export function slice(
  order: ListingOrder,
  excluded: readonly string[],
  offset: number,
  limit: number,
  matched?: Uint8Array,
): { ids: number[]; total: number } {
  if (excluded.length === 0 && matched === undefined) {
    return { ids: Array.from(order.ids.subarray(offset, offset + limit)), total: order.ids.length };
  }
  const left = new Uint8Array(order.categories.length);
  order.categories.forEach((code, i) => (left[i] = excluded.includes(code) ? 0 : 1));
  const ids: number[] = [];
  let seen = 0;
  for (let i = 0; i < order.ids.length; i++) {
    if (left[order.categoryOf[i] as number] === 0) continue;
    const id = order.ids[i] as number;
    if (matched !== undefined && matched[id] !== 1) continue;
    if (seen >= offset && ids.length < limit) ids.push(id);
    seen += 1;
  }
  return { ids, total: seen };
}

/** Each listed key's position in a whole catalog's order (-1 where none), made once per order. */
const positions = new WeakMap<ListingOrder, Int32Array>();
function positionsIn(all: ListingOrder): Int32Array {
  let at = positions.get(all);
  if (at === undefined) {
    at = new Int32Array(all.ids.reduce((max, id) => (id > max ? id : max), 0) + 1).fill(-1);
    for (let i = 0; i < all.ids.length; i++) at[all.ids[i] as number] = i;
    positions.set(all, at);
  }
  return at;
}

/**
 * What `slice(narrow(all, query), excluded, offset, limit, matched)` answers, from the keys a search
 * matched instead of a walk of the listing (decision 553): each key's position in the whole
 * catalog's order (`all`, the same sort) and its category, the positions of the listed ones sorted.
 * A search that matches a few hundred of 100,000 products costs those few hundred.
 */
export function searchSlice(
  all: ListingOrder,
  query: Omit<ListingQuery, 'sort'>,
  excluded: readonly string[],
  offset: number,
  limit: number,
  keys: Int32Array,
): { ids: number[]; total: number } {
  const at = positionsIn(all);
  const inside = insideOf(all, query);
  const left = all.categories.map((code, i) => inside[i] === true && !excluded.includes(code));
  const found = new Int32Array(keys.length);
  let total = 0;
  for (const key of keys) {
    const position = key < at.length ? (at[key] as number) : -1;
    if (position >= 0 && left[all.categoryOf[position] as number]) found[total++] = position;
  }
  const page = found
    .subarray(0, total)
    .sort()
    .subarray(offset, offset + limit);
  return { ids: Array.from(page, (position) => all.ids[position] as number), total };
}

export class ListingOrders {
  readonly #lists = new Map<string, Promise<ListingOrder>>();
  readonly #sizes = new Map<string, number>();
  #version = -1;
  #kept = 0;

  constructor(private readonly load: (query: ListingQuery) => Promise<ListingOrder>) {}

  /** The page's keys (customer's exclusions left out) and how many the listing holds for the customer. */
  async page(
    version: number,
    query: ListingQuery,
    excluded: readonly string[],
    offset: number,
    limit: number,
  ): Promise<{ ids: number[]; total: number }> {
    return slice(await this.order(version, query), excluded, offset, limit);
  }

  /** The listing's order at `version`, read once and kept. */
  order(version: number, query: ListingQuery): Promise<ListingOrder> {
    return this.#order(version, query);
  }

  /** Reads the whole catalog's order in every sort (the warm-up of decision 550): every listing is narrowed from them. */
  async warm(version: number, sorts: readonly ListingQuery['sort'][]): Promise<void> {
    for (const sort of sorts) await this.#order(version, { sort });
  }

  clear(): void {
    this.#lists.clear();
    this.#sizes.clear();
    this.#kept = 0;
  }

  #order(version: number, query: ListingQuery): Promise<ListingOrder> {
    if (version !== this.#version) {
      if (version < this.#version) return this.load(query);
      this.clear();
      this.#version = version;
    }
    const key = `${query.sort}\u0000${query.mainCategory ?? ''}\u0000${query.category ?? ''}`;
    let order = this.#lists.get(key);
    if (order === undefined) {
      // A category's or main category's order is the whole catalog's in the same sort, narrowed
      // here: one statement per sort and catalog version, whatever the listings asked for.
      const scoped = query.mainCategory !== undefined || query.category !== undefined;
      const loading = scoped
        ? this.#order(version, { sort: query.sort }).then((all) => narrow(all, query))
        : this.load(query);
      order = loading;
      this.#lists.set(key, loading);
      loading.then(
        (loaded) => {
          if (this.#lists.get(key) !== loading) return;
          // Read at a newer version than asked for: answered, not kept under the older one.
          if (loaded.version !== version) this.#lists.delete(key);
          else this.#keep(key, loaded.ids.length);
        },
        () => {
          if (this.#lists.get(key) === loading) this.#lists.delete(key);
        },
      );
    }
    return order;
  }

  /** Counts a loaded listing; the oldest listings go while more than MAX_KEPT_KEYS keys are kept. */
  #keep(key: string, keys: number): void {
    this.#sizes.set(key, keys);
    this.#kept += keys;
    for (const [old, size] of this.#sizes) {
      if (this.#kept <= MAX_KEPT_KEYS || old === key) break;
      // The whole catalog's orders stay: every narrowed listing is read from them.
      if (old.endsWith('\u0000\u0000')) continue;
      this.#sizes.delete(old);
      this.#lists.delete(old);
      this.#kept -= size;
    }
  }
}
