import type { ChangeFeed } from '../../cache/change-feed.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { PricingRepository } from './pricing.repository.ts';
import { createPriceBases } from './price-basis.ts';
import { createPriceConversion } from './price-conversion.ts';
import { createPriceState } from './price-state.ts';
import { createProductPrices } from './product-prices.ts';
import { createUncommittedStock } from './uncommitted-stock.ts';

export { priceIn, type PriceBasis } from './price-basis.ts';

/**
 * Pricing: the price state answers are kept by (price-state.ts), products' price bases and unit
 * prices (price-basis.ts), price batches (product-prices.ts), the unit-to-'$' conversion
 * (price-conversion.ts) and uncommitted stock (uncommitted-stock.ts).
 */
export function createPricingService(deps: {
  repo: PricingRepository;
  settings: SettingsService;
  /** The catalog version: products, units, price levels, contract prices, customers' levels. */
  catalogVersion: () => Promise<number>;
  /** The catalog version when it is kept, `undefined` otherwise. */
  catalogVersionKnown: () => number | undefined;
  /**
   * The clock the database's `current_date` follows, in milliseconds: the machine's (the caches'
   * clock), not the server's business clock, which a demo may start elsewhere (decision 290).
   */
  databaseClock: () => number;
  changes: ChangeFeed;
}) {
  const bases = createPriceBases(deps);
  const states = createPriceState(deps);
  const shared = { priceState: states.priceState, basisFor: bases.basisFor };
  return {
    ...bases,
    ...states,
    ...createProductPrices(shared),
    ...createPriceConversion(shared),
    ...createUncommittedStock(deps),
  };
}
export type PricingService = ReturnType<typeof createPricingService>;
