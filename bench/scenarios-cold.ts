import type { BenchContext } from './context.ts';
import type { Scenario } from './workload.ts';

/** The buyer the cold scenarios browse as, like the other catalog scenarios. */
const BUYER = 'demo.customer';
/** A page as the products screen asks for it in issue 37's measurement. */
const PAGE = 50;
/** Distinct URLs prepared per scenario: more than a run of a few seconds asks for (a repeat fails the run). */
const DISTINCT = 100_000;

interface ListPage {
  total: number | null;
  products: { productCode: string; description: string; additional: Record<string, string> }[];
}

/** A small generator with a seed, so a run's URLs are the same on both databases. */
export function seeded(seed: number): () => number {
  let state = seed >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 2 ** 32;
  };
}

const pick = <T>(items: readonly T[], random: () => number): T => items[Math.floor(random() * items.length)] as T;

async function listOf(ctx: BenchContext, query: Record<string, string>): Promise<ListPage> {
  return ctx.api<ListPage>('GET', `/api/product/list?${new URLSearchParams(query).toString()}`, { user: BUYER });
}

/** Listings (all products, each main category, each category) with how many products each lists for the buyer. */
async function listings(ctx: BenchContext): Promise<{ query: Record<string, string>; total: number }[]> {
  const categories = await ctx.api<{ code: string; parent: string; isExcluded: boolean }[]>(
    'GET',
    '/api/product/categories',
    { user: BUYER },
  );
  const scopes: Record<string, string>[] = [{}];
  for (const main of new Set(categories.filter((c) => !c.isExcluded).map((c) => c.parent)))
    scopes.push({ mainCategory: main });
  for (const c of categories.filter((c) => !c.isExcluded)) scopes.push({ mainCategory: c.parent, category: c.code });
  const totals = await Promise.all(
    scopes.map(async (query) => (await listOf(ctx, { ...query, limit: '1' })).total ?? 0),
  );
  return scopes.map((query, i) => ({ query, total: totals[i] ?? 0 })).filter((l) => l.total > 0);
}

/** Sorts of the product list (0 to 3). */
const SORTS = 4;

const pageUrl = (scope: Record<string, string>, sort: number, offset: number) =>
  `/api/product/list?${new URLSearchParams({ ...scope, sort: String(sort), offset: String(offset), limit: String(PAGE) }).toString()}`;

/** The list shuffled in place with the seeded generator (Fisher-Yates). */
function shuffle<T>(items: T[], random: () => number): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

/**
 * Distinct page URLs: a listing (all, a main category or a category), a sort and any offset in it
 * (the last pages of a listing hold fewer than 50). Every page of the catalog is as likely: a
 * listing is chosen in proportion to its products. A small catalog's pages are all enumerated and
 * shuffled, so a fast run does not run out of them the way random draws would (3,000 products give
 * about 36,000, which random draws found only 22,500 of).
 */
export async function coldPagePaths(ctx: BenchContext, count = DISTINCT, seed = 37): Promise<string[]> {
  const random = seeded(seed);
  const scopes = await listings(ctx);
  const sum = scopes.reduce((n, s) => n + s.total, 0);
  if (sum * SORTS <= count * 4) {
    const all: string[] = [];
    for (const scope of scopes)
      for (let sort = 0; sort < SORTS; sort++)
        for (let offset = 0; offset < scope.total; offset++) all.push(pageUrl(scope.query, sort, offset));
    return shuffle(all, random).slice(0, count);
  }
  const scopeAt = (x: number) => {
    let left = x * sum;
    return scopes.find((s) => (left -= s.total) < 0) ?? (scopes.at(-1) as (typeof scopes)[number]);
  };
  const paths = new Set<string>();
  for (let attempt = 0; paths.size < count && attempt < count * 4; attempt++) {
    const scope = scopeAt(random());
    paths.add(pageUrl(scope.query, Math.floor(random() * SORTS), Math.floor(random() * scope.total)));
  }
  return [...paths];
}

/** Words of the catalog's own descriptions and brands, and its product codes, read from pages spread over it. */
export async function catalogWords(ctx: BenchContext): Promise<{ products: ListPage['products']; words: string[] }> {
  const first = await listOf(ctx, { limit: '1' });
  const total = first.total ?? 0;
  const pages = await Promise.all(
    Array.from({ length: 8 }, (_, i) =>
      listOf(ctx, { offset: String(Math.floor((total * i) / 8)), limit: '250', sort: '2' }),
    ),
  );
  const products = pages.flatMap((p) => p.products);
  const words = new Set<string>();
  for (const p of products) {
    for (const word of `${p.description} ${p.additional['k1'] ?? ''}`.split(/\s+/))
      if (/^[A-Za-z]{3,}$/.test(word)) words.add(word.toLowerCase());
  }
  return { products, words: [...words] };
}

/** A search a buyer types about one product: a word of it, two words of it, or its code. */
export function searchFor(product: ListPage['products'][number], random: () => number): string {
  const words = `${product.description} ${product.additional['k1'] ?? ''}`
    .split(/\s+/)
    .filter((w) => /^[A-Za-z]{3,}$/.test(w));
  const roll = random();
  if (roll < 0.1 || words.length === 0) return product.productCode;
  const first = pick(words, random).toLowerCase();
  if (roll < 0.55 || words.length < 2) return first;
  const second = pick(
    words.filter((w) => w.toLowerCase() !== first),
    random,
  );
  return `${first} ${second?.toLowerCase() ?? ''}`.trim();
}

/** Distinct search URLs: a search about one product of the catalog and a sort. */
export async function coldSearchPaths(ctx: BenchContext, count = DISTINCT, seed = 38): Promise<string[]> {
  const random = seeded(seed);
  const { products } = await catalogWords(ctx);
  const paths = new Set<string>();
  for (let attempt = 0; paths.size < count && attempt < count * 4; attempt++) {
    const search = searchFor(pick(products, random), random);
    const query = { search, sort: String(Math.floor(random() * 4)), limit: String(PAGE) };
    paths.add(`/api/product/list?${new URLSearchParams(query).toString()}`);
  }
  return [...paths];
}

function coldScenario(name: string, description: string, paths: (ctx: BenchContext) => Promise<string[]>): Scenario {
  return {
    name,
    group: 'catalog',
    latencyProbe: true,
    description,
    async prepare(ctx) {
      const distinct = await paths(ctx);
      if (distinct.length < 1000) throw new Error(`only ${distinct.length} distinct URLs for ${name}`);
      // The first request (before the warm-up) asks a URL of its own; every measured one is new.
      const [warm, ...rest] = distinct;
      return {
        rounds: [[{ method: 'GET', url: `${ctx.appUrl}${warm}`, headers: await ctx.authHeaders(BUYER), paths: rest }]],
      };
    },
  };
}

export const coldScenarios: Scenario[] = [
  coldScenario(
    'product-page-cold',
    `GET /api/product/list as ${BUYER}: a page of ${PAGE} that no request asked before (any listing, sort and offset)`,
    coldPagePaths,
  ),
  coldScenario(
    'product-search-cold',
    `GET /api/product/list?search= as ${BUYER}: a search of ${PAGE} no request asked before (a word, two words or the code of a product)`,
    coldSearchPaths,
  ),
];
