import { randomBytes } from 'node:crypto';
import type { WebhookEventType } from '@provender/contract';
import type { WebhooksRepository } from './webhooks.repository.ts';

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

export class WebhookEndpointError extends Error {}

/**
 * Where a webhook may be sent (decision 185): an https URL; plain http only to this machine
 * (127.0.0.1, localhost, ::1) and only outside production, for tests and development.
 */
export function checkWebhookUrl(url: string, opts: { allowHttpLoopback: boolean }): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new WebhookEndpointError(`${url} is not a URL`);
  }
  if (parsed.username || parsed.password)
    throw new WebhookEndpointError('the URL must not carry a user name or password');
  if (parsed.protocol === 'https:') return parsed;
  if (parsed.protocol === 'http:' && loopbackHosts.has(parsed.hostname)) {
    if (opts.allowHttpLoopback) return parsed;
    throw new WebhookEndpointError('plain http is for tests and development only; use an https URL');
  }
  throw new WebhookEndpointError('the URL must be https (http only to 127.0.0.1 or localhost outside production)');
}

/** The longest grace period of a secret rotation: a week, as Stripe's. */
export const MAX_ROTATION_GRACE_HOURS = 168;

const newSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/** Endpoints as an administrator manages them from the integration CLI. */
export function createWebhookEndpointsService(
  repo: WebhooksRepository,
  opts: { allowHttpLoopback: boolean; now?: () => Date },
) {
  const now = opts.now ?? (() => new Date());
  return {
    /** Registers an endpoint; the secret is returned here only (keep it in the ERP). */
    async create(name: string, url: string, events: WebhookEventType[]): Promise<{ secret: string }> {
      if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,59}$/.test(name))
        throw new WebhookEndpointError('a name is 1 to 60 letters, digits, . _ or -');
      if (!events.length) throw new WebhookEndpointError('name at least one event');
      const checked = checkWebhookUrl(url, opts);
      if (await repo.endpointExists(name)) throw new WebhookEndpointError(`an endpoint named ${name} exists already`);
      const secret = newSecret();
      await repo.createEndpoint({ name, url: checked.toString(), events: [...new Set(events)], secret });
      return { secret };
    },
    /**
     * A new signing secret (decision 202), returned here only. For `graceHours` the old secret
     * signs every delivery beside it (two v1 signatures), so the ERP may switch at any moment of
     * that time; 0 retires it at once. A second rotation within the grace period retires the oldest.
     */
    async rotate(name: string, graceHours: number): Promise<{ secret: string; previousUntil: Date | null }> {
      if (!Number.isInteger(graceHours) || graceHours < 0 || graceHours > MAX_ROTATION_GRACE_HOURS)
        throw new WebhookEndpointError(`the grace period is 0 to ${MAX_ROTATION_GRACE_HOURS} hours`);
      const secret = newSecret();
      const previousUntil = graceHours > 0 ? new Date(now().getTime() + graceHours * 3_600_000) : null;
      if (!(await repo.rotateSecret(name, secret, previousUntil)))
        throw new WebhookEndpointError(`no webhook named ${name}`);
      return { secret, previousUntil };
    },
    disable: (name: string) => repo.setDisabled(name, true),
    enable: (name: string) => repo.setDisabled(name, false),
    list: () => repo.listEndpoints(),
    deliveries: repo.deliveries,
  };
}
export type WebhookEndpointsService = ReturnType<typeof createWebhookEndpointsService>;
