import { createCartRepository } from '../modules/cart/cart.repository.ts';
import { createCartService, type CartNotices } from '../modules/cart/cart.service.ts';
import { createCatalogRepository } from '../modules/catalog/catalog.repository.ts';
import { createCatalogService } from '../modules/catalog/catalog.service.ts';
import { createHistoryRepository } from '../modules/history/history.repository.ts';
import { createHistoryService } from '../modules/history/history.service.ts';
import { createGuideCountsRepository } from '../modules/order-guides/guide-counts.repository.ts';
import { createGuideCountsService } from '../modules/order-guides/guide-counts.service.ts';
import { createOrderGuidesRepository } from '../modules/order-guides/order-guides.repository.ts';
import { createOrderGuidesService } from '../modules/order-guides/order-guides.service.ts';
import { createPricingRepository } from '../modules/pricing/pricing.repository.ts';
import { createPricingService } from '../modules/pricing/pricing.service.ts';
import { createPunchoutRepository } from '../modules/punchout/punchout.repository.ts';
import { createPunchoutService } from '../modules/punchout/punchout.service.ts';
import type { AccountsWiring } from './accounts-wiring.ts';
import type { Wiring } from './wiring.ts';

/**
 * The catalog and what is ordered from it: prices, the cart, punchout sessions, order guides and
 * their counts, and the order history.
 */
export function wireCatalog(
  { db, config, changes, now, settings }: Wiring,
  { tokens, attemptLimits, customers }: Pick<AccountsWiring, 'tokens' | 'attemptLimits' | 'customers'>,
) {
  const catalog = createCatalogService({
    repo: createCatalogRepository(db),
    settings,
    changes,
    searchIndex: config.searchIndex,
  });
  const pricing = createPricingService({
    repo: createPricingRepository(db),
    settings,
    catalogVersion: catalog.version,
    catalogVersionKnown: catalog.versionKnown,
    databaseClock: changes.settings.now,
    changes,
  });
  // Punchout is created after the cart and depends on it; the cart asks it late (inspect sessions, arrival messages).
  const late: { cartNotices?: CartNotices } = {};
  const cart = createCartService({
    repo: createCartRepository(db, changes),
    catalog,
    pricing,
    settings,
    notices: () => late.cartNotices,
  });
  const punchout = createPunchoutService({
    repo: createPunchoutRepository(db, changes),
    tokens,
    cart,
    catalog,
    pricing,
    publicUrl: config.publicUrl,
    attemptLimits,
    now,
  });
  late.cartNotices = punchout.cartNotices;
  const orderGuidesRepo = createOrderGuidesRepository(db);
  const orderGuides = createOrderGuidesService({ repo: orderGuidesRepo, catalog });
  const guideCounts = createGuideCountsService({
    repo: createGuideCountsRepository(db),
    guidesRepo: orderGuidesRepo,
    orderGuides,
    catalog,
    customers,
    cart,
    now,
  });
  const history = createHistoryService({ repo: createHistoryRepository(db), settings, cart, catalog, now });
  return { catalog, pricing, cart, punchout, orderGuides, guideCounts, history };
}
export type CatalogWiring = ReturnType<typeof wireCatalog>;
