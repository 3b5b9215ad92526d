import type { ChangeFeed } from '../../cache/change-feed.ts';
import type { Db } from '../../db/client.ts';
import type { Outbound } from '../../outbound/outbound.ts';
import { createExportRepository } from './export.repository.ts';
import { createImportService } from './import.service.ts';
import { createIntegrationKeysService } from './keys.service.ts';
import { createWebhookWorker, type WebhookRetryPolicy } from './webhooks/webhook-worker.ts';
import { createWebhooksRepository } from './webhooks/webhooks.repository.ts';
import { createWebhookEndpointsService } from './webhooks/webhooks.service.ts';

export interface IntegrationOptions {
  now: () => Date;
  /** The server's requests and their address rule (decision 405): webhooks, image URLs of imports. */
  outbound: Outbound;
  policy?: Partial<WebhookRetryPolicy>;
  /** Finished deliveries older than this many days are purged by the worker (decision 202). */
  retentionDays?: number;
  log?: { warn(obj: object, msg: string): void };
  changes: ChangeFeed;
}

/** The integration module's services: keys, imports, the export streams and webhooks (issue 17). */
export function createIntegrationServices(db: Db, opts: IntegrationOptions) {
  const exports = createExportRepository(db);
  const webhooksRepo = createWebhooksRepository(db);
  return {
    keys: createIntegrationKeysService(db),
    imports: createImportService(db, opts.changes, opts.outbound.policy),
    exports,
    webhooks: createWebhookEndpointsService(webhooksRepo, { ...opts.outbound.policy, now: opts.now }),
    webhookWorker: createWebhookWorker({
      repo: webhooksRepo,
      exports,
      outbound: opts.outbound,
      now: opts.now,
      ...(opts.policy ? { policy: opts.policy } : {}),
      ...(opts.retentionDays ? { retentionDays: opts.retentionDays } : {}),
      ...(opts.log ? { log: opts.log } : {}),
    }),
  };
}
export type IntegrationServices = ReturnType<typeof createIntegrationServices>;
