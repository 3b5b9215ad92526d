import type { CatalogService } from '../catalog/catalog.service.ts';
import { buyerSettings } from './buyer-settings.ts';
import type { PunchOutSetupRequest } from './cxml-setup-request.ts';
import { productsByCode, type createCartPreload } from './punchout-preload.ts';
import type { createSessionLifecycle, NewPunchoutSession } from './punchout-sessions.ts';
import type { PunchoutBuyerRow, PunchoutRepository } from './punchout.repository.ts';

export interface CartSetup {
  shiptoCode: string | null;
  items: PunchOutSetupRequest['items'];
  landing: string | null;
}

/** How a buyer's system enters the store, cXML or OCI alike: a session, its cart, its landing page. */
export function createPunchoutEntry(deps: {
  repo: PunchoutRepository;
  catalog: CatalogService;
  sessions: ReturnType<typeof createSessionLifecycle>;
  preload: ReturnType<typeof createCartPreload>;
}) {
  const { repo, catalog, sessions, preload } = deps;
  return {
    /** Opens the session, then fills its cart; a failure while filling ends the session again. */
    async openSession(input: NewPunchoutSession, cartSetup: CartSetup): Promise<string> {
      const { userId, startPage } = await sessions.open(input, cartSetup.landing);
      try {
        const owner = { userId, customerId: input.buyer.customerId };
        const settings = buyerSettings(input.buyer.settings);
        const messages = await preload(owner, cartSetup.shiptoCode, cartSetup.items, settings);
        if (messages.length > 0) await repo.setSessionMessages(userId, messages);
      } catch (err) {
        await sessions.end([userId]);
        throw err;
      }
      return startPage;
    },

    /** Where the browser lands: the SelectedItem's product or category, else the product list. */
    async landingFor(buyer: PunchoutBuyerRow, selected: string | null): Promise<string | null> {
      if (!selected) return null;
      const product = (await productsByCode(repo, catalog, buyer.customerId, [selected])).get(selected);
      if (product) return `/product/${product.productKey}`;
      const category = await repo.category(selected);
      if (category)
        return `/products#${new URLSearchParams({ mc: category.mainCategoryCode, c: category.code }).toString()}`;
      return null;
    },
  };
}
export type PunchoutEntry = ReturnType<typeof createPunchoutEntry>;
