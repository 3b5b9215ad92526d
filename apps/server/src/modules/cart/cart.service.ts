import type { CatalogService } from '../catalog/catalog.service.ts';
import type { PricingService } from '../pricing/pricing.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { CartOwner, CartRepository } from './cart.repository.ts';
import { createCartBatch, createCartPreload } from './cart-batch.ts';
import { createCartChecks, type CartNotices } from './cart-checks.ts';
import { createCartLines } from './cart-lines.ts';
import { createCartPricing } from './cart-pricing.ts';
import { createCartReads } from './cart-reads.ts';

/** Whose cart: other modules (checkout's repository) name carts by it. */
export type { CartOwner };
export type { CartNotices };
export type { PricedRow } from './cart-pricing.ts';
export type { PreloadOutcome } from './cart-batch.ts';

/**
 * The cart: its reads (cart-reads.ts), line writes (cart-lines.ts) and batches (cart-batch.ts),
 * sharing the write checks (cart-checks.ts) and exact pricing of its rows (cart-pricing.ts).
 */
export function createCartService(deps: {
  repo: CartRepository;
  catalog: CatalogService;
  pricing: PricingService;
  settings: SettingsService;
  notices?: () => CartNotices | undefined;
}) {
  const notices = () => deps.notices?.();
  const prices = createCartPricing(deps);
  const checks = createCartChecks({ ...deps, notices });
  return {
    ...createCartReads({ ...deps, notices, prices }),
    ...createCartLines({ ...deps, prices, checks }),
    ...createCartBatch({ ...deps, prices, checks }),
    ...createCartPreload(deps),
  };
}
export type CartService = ReturnType<typeof createCartService>;
