import { HotReads } from './hot-reads/index.ts';
import type { ChangeFeed } from './cache/change-feed.ts';
import type { AppConfig } from './config.ts';
import type { Db } from './db/client.ts';
import { createTokenGrantService } from './modules/auth/token-grant.service.ts';
import { createIntegrationServices } from './modules/integration/integration.services.ts';
import { createSettingsRepository } from './modules/settings/settings.repository.ts';
import { createSettingsService } from './modules/settings/settings.service.ts';
import { createOutbound } from './outbound/outbound.ts';
import { wireAccounts } from './services/accounts-wiring.ts';
import { wireCatalog } from './services/catalog-wiring.ts';
import { wireDocuments } from './services/documents-wiring.ts';
import { wireOrders } from './services/orders-wiring.ts';
import { wireSite } from './services/site-wiring.ts';

/**
 * Wires repositories into services; features reach each other only through these services. Each
 * area is wired in services/ (accounts, site, catalog, documents, orders), from what the areas
 * before it made.
 */
export function createServices(db: Db, config: AppConfig, changes: ChangeFeed) {
  const now = config.now ?? (() => new Date());
  const settings = createSettingsService(createSettingsRepository(db, changes), changes);
  const wiring = { db, config, changes, now, settings };
  // The server's own requests, image URLs and webhooks: one agent, one address rule (decision 405).
  const outbound = createOutbound(config.outbound);
  // Late: the notifications are wired further down; a customer user's invitation is drawn in their layout.
  const accounts = wireAccounts(wiring, () => documents.notifications.brand());
  const site = wireSite(wiring, outbound);
  const catalog = wireCatalog(wiring, accounts);
  const documents = wireDocuments(wiring, { ...accounts, ...site, ...catalog });
  const orders = wireOrders(wiring, { ...accounts, ...catalog, ...documents });
  return {
    changes,
    hotReads: new HotReads(changes),
    settings,
    ...accounts,
    ...site,
    ...catalog,
    ...documents,
    ...orders,
    tokenGrants: createTokenGrantService({ auth: accounts.auth, punchout: catalog.punchout }),
    integration: createIntegrationServices(db, {
      now,
      outbound,
      changes,
      policy: { maxAttempts: config.webhooks.maxAttempts, timeoutMs: config.webhooks.timeoutMs },
      retentionDays: config.webhooks.retentionDays,
    }),
  };
}
export type Services = ReturnType<typeof createServices>;
