import type { PriceRequest, ProductPrice } from '@provender/contract';
import { DEFAULT_PRICE_DECIMALS } from '@provender/rules';
import type { RequestContext } from '../../context.ts';
import { isMemoizedBody } from '../../routing/json-body-memo.ts';
import { PriceMemo, type MemoPrice } from './price-memo.ts';
import { priceIn, type PriceBases, type PriceBasis } from './price-basis.ts';
import type { PriceStates } from './price-state.ts';

/**
 * A price batch's key for a price state (decision 351): for a remembered (frozen) body, worked out
 * once per state and handed out as the same string, whose hash the caches' maps then keep.
 */
const batchKeys = new WeakMap<object, Map<string, string>>();
function batchKey(stateKey: string, items: PriceRequest): string {
  const byState = batchKeys.get(items);
  const known = byState?.get(stateKey);
  if (known !== undefined) return known;
  const key = JSON.stringify(['prices', stateKey, items.map((i) => [i.productKey, i.unitOfMeasure])]);
  if (!isMemoizedBody(items)) return key;
  if (byState === undefined) batchKeys.set(items, new Map([[stateKey, key]]));
  else {
    // A body is priced in a handful of states (customers, quarter hours); the map starts over past 64.
    if (byState.size >= 64) byState.clear();
    byState.set(stateKey, key);
  }
  return key;
}

/** The answer's items from the products' price bases; hidePricing answers no prices at all. */
const priceItems = (items: PriceRequest, basis: Map<number, PriceBasis>, hidePricing: boolean): ProductPrice[] =>
  items.map(({ productKey, unitOfMeasure }) => {
    const b = basis.get(productKey);
    const priced = !hidePricing && b?.available ? priceIn(b, unitOfMeasure) : null;
    return {
      productKey,
      unitOfMeasure,
      price: priced ? priced.price.toNumber() : null,
      priceDecimals: priced?.priceDecimals ?? b?.units.get(unitOfMeasure)?.priceDecimals ?? DEFAULT_PRICE_DECIMALS,
    };
  });

const answerOf = (item: PriceRequest[number], known: MemoPrice | undefined): ProductPrice => ({
  productKey: item.productKey,
  unitOfMeasure: item.unitOfMeasure,
  price: known?.price ?? null,
  priceDecimals: known?.priceDecimals ?? DEFAULT_PRICE_DECIMALS,
});

/** Price batches (POST /api/product/price): their key and their answer. */
export function createProductPrices(deps: Pick<PriceStates, 'priceState'> & Pick<PriceBases, 'basisFor'>) {
  const { priceState, basisFor } = deps;
  const memo = new PriceMemo();

  return {
    /**
     * POST /api/product/price: each product and unit priced once per price state (`PriceMemo`),
     * the products not met yet in that state in one query.
     */
    async memoPrices(ctx: RequestContext, items: PriceRequest): Promise<ProductPrice[]> {
      const state = await priceState(ctx);
      const prices = memo.of(state.key);
      const known = items.map((i) => prices.get(i.productKey, i.unitOfMeasure));
      const missing = items.filter((_, n) => known[n] === undefined);
      if (missing.length > 0) {
        // Priced with the state's hidePricing, so what is kept under its key is what it says.
        const basis = await basisFor(
          ctx,
          missing.map((i) => i.productKey),
        );
        const priced = priceItems(missing, basis, state.hidePricing);
        // Kept only when the state did not change while they were read: a price read across a
        // change must not be remembered under the old state.
        const keep = (await priceState(ctx)).key === state.key;
        const fresh = new PriceMemo().of(state.key);
        for (const p of priced) {
          const entry = { price: p.price, priceDecimals: p.priceDecimals };
          fresh.set(p.productKey, p.unitOfMeasure, entry);
          if (keep) prices.set(p.productKey, p.unitOfMeasure, entry);
        }
        items.forEach((i, n) => (known[n] ??= fresh.get(i.productKey, i.unitOfMeasure)));
      }
      return items.map((i, n) => answerOf(i, known[n]));
    },

    async pricesKey(ctx: RequestContext, items: PriceRequest): Promise<string> {
      return batchKey((await priceState(ctx)).key, items);
    },
  };
}
