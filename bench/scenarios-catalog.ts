import type { PriceRequest, ProductPrice } from '@provender/contract';
import type { BenchContext } from './context.ts';
import { single, type Scenario } from './workload.ts';

/** The buyer every catalog scenario browses as: customer prices, excluded categories, the usual menu. */
const BUYER = 'demo.customer';
/** A price batch as the products page sends it for a screen of rows. */
const PRICE_BATCH = 100;

interface ProductListPage {
  total: number | null;
  offset: number;
  products: { productKey: number; pricingUM: string }[];
}

/** Fetches once to check the request is answered with what the scenario means to measure. */
async function listOf(ctx: BenchContext, query: Record<string, string>): Promise<ProductListPage> {
  return ctx.api<ProductListPage>('GET', `/api/product/list?${new URLSearchParams(query).toString()}`, { user: BUYER });
}

function searchScenario(name: string, search: string): Scenario {
  return {
    name,
    group: 'catalog',
    latencyProbe: true,
    description: `GET /api/product/list?search=${search} as ${BUYER}: first page of 100 with the total of matches (trigram index)`,
    async prepare(ctx) {
      const query = { search };
      const page = await listOf(ctx, query);
      if (!page.total)
        throw new Error(
          `search '${search}' matches nothing at ${ctx.products} products: it would measure an empty answer`,
        );
      return single({
        method: 'GET',
        url: `${ctx.appUrl}/api/product/list?${new URLSearchParams(query).toString()}`,
        headers: await ctx.authHeaders(BUYER),
      });
    },
  };
}

export const catalogScenarios: Scenario[] = [
  {
    name: 'product-list',
    group: 'catalog',
    latencyProbe: true,
    description: `GET /api/product/list as ${BUYER}: first page of 100 products with units and the total`,
    async prepare(ctx) {
      const page = await listOf(ctx, {});
      if (page.products.length === 0 || page.total === null) throw new Error('the product list is empty');
      return single({ method: 'GET', url: `${ctx.appUrl}/api/product/list`, headers: await ctx.authHeaders(BUYER) });
    },
  },
  searchScenario('product-search', 'chicken'),
  searchScenario('product-search-two-words', 'chicken breast'),
  {
    name: 'price-batch',
    group: 'catalog',
    latencyProbe: true,
    description: `POST /api/product/price as ${BUYER}: ${PRICE_BATCH} products from the middle of the catalog in their pricing units`,
    async prepare(ctx) {
      const first = await listOf(ctx, { limit: '1' });
      const total = first.total ?? 0;
      const offset = Math.max(0, Math.floor(total / 2) - PRICE_BATCH / 2);
      const page = await listOf(ctx, { offset: String(offset), limit: String(PRICE_BATCH) });
      const batch: PriceRequest = page.products.map((p) => ({ productKey: p.productKey, unitOfMeasure: p.pricingUM }));
      if (batch.length !== PRICE_BATCH) throw new Error(`only ${batch.length} products to price`);
      const prices = await ctx.api<ProductPrice[]>('POST', '/api/product/price', { user: BUYER, body: batch });
      const priced = prices.filter((p) => p.price !== null).length;
      if (priced !== PRICE_BATCH) throw new Error(`the price batch priced ${priced} of ${PRICE_BATCH} products`);
      return single({
        method: 'POST',
        url: `${ctx.appUrl}/api/product/price`,
        headers: { ...(await ctx.authHeaders(BUYER)), 'content-type': 'application/json' },
        body: JSON.stringify(batch),
      });
    },
  },
];
