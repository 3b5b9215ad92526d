import type { CustomerContext } from '../../context.ts';
import type { CartService } from '../cart/cart.service.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { CustomersService } from '../customers/customers.service.ts';
import { createCountAddToCart } from './count-add-to-cart.ts';
import { createCountDrafts } from './count-drafts.ts';
import type { GuideCountsRepository } from './guide-counts.repository.ts';
import { createGuidePars } from './guide-pars.ts';
import { guideKeyOf } from './guide-place.ts';
import { createGuideShelfOrder } from './guide-shelf-order.ts';
import { createGuideOpener } from './opened-guide.ts';
import type { OrderGuidesRepository } from './order-guides.repository.ts';
import type { OrderGuidesService } from './order-guides.service.ts';
import { createParSuggestions } from './par-suggestions.ts';

export { SUGGESTED_PAR_WEEKS } from './par-suggestions.ts';

/**
 * Count mode: the guide opened at its ship-to (opened-guide.ts, with the ship-to limits), its pars
 * (guide-pars.ts) and suggested pars (par-suggestions.ts), the count draft (count-drafts.ts), the
 * one-write Add to Cart (count-add-to-cart.ts) and the shelf order (guide-shelf-order.ts).
 */
export function createGuideCountsService(deps: {
  repo: GuideCountsRepository;
  guidesRepo: OrderGuidesRepository;
  orderGuides: OrderGuidesService;
  catalog: CatalogService;
  customers: CustomersService;
  cart: CartService;
  now: () => Date;
}) {
  const { repo } = deps;
  const open = createGuideOpener(deps);
  return {
    ...createGuidePars({ ...deps, open }),
    ...createParSuggestions({ ...deps, open }),
    ...createCountDrafts({ ...deps, open }),
    ...createCountAddToCart({ ...deps, open }),

    /** Forgets a deleted guide's pars and counts. */
    async forget(ctx: CustomerContext, name: string): Promise<void> {
      await repo.forget(ctx.customerId, guideKeyOf(name));
    },

    ...createGuideShelfOrder({ ...deps, open }),
  };
}
export type GuideCountsService = ReturnType<typeof createGuideCountsService>;
