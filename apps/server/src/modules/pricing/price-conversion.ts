import { CURRENCY_UNIT, type Conversion } from '@provender/contract';
import type { RequestContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { priceIn, type PriceBases } from './price-basis.ts';
import type { PriceStates } from './price-state.ts';

/** The unit-to-'$' conversion (GET /api/product/:productKey/conversion) as it is kept. */
export function createPriceConversion(deps: Pick<PriceStates, 'priceState'> & Pick<PriceBases, 'basisFor'>) {
  const { priceState, basisFor } = deps;

  /** One unit of a product in dollars for the acting customer (the unit-to-'$' conversion). */
  async function conversionIn(
    ctx: RequestContext,
    productKey: number,
    from: string,
    hidePricing: boolean,
  ): Promise<Conversion> {
    const b = (await basisFor(ctx, [productKey])).get(productKey);
    if (!b?.available) throw new AppError('NOT_FOUND', 'This product is unavailable.');
    if (!b.units.has(from)) throw new AppError('NOT_FOUND', `The product has no unit ${from}`);
    const priced = hidePricing ? null : priceIn(b, from);
    return { factor: priced ? priced.price.toNumber() : null, from, to: CURRENCY_UNIT };
  }

  return {
    /**
     * The unit-to-'$' conversion as it is kept: its key and how to compute it, both from one price
     * state, so what is kept under a key is what that state says even when hidePricing changes while
     * it is computed (a flip and a flip back would otherwise leave a hidden price under the shown
     * state's key).
     */
    async conversionAnswer(
      ctx: RequestContext,
      productKey: number,
      from: string,
    ): Promise<{ key: string; compute: () => Promise<Conversion> }> {
      const state = await priceState(ctx);
      return {
        key: JSON.stringify(['conversion', state.key, productKey, from]),
        compute: () => conversionIn(ctx, productKey, from, state.hidePricing),
      };
    },
  };
}
