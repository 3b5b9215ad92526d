import { randomBytes } from 'node:crypto';
import type { WebhookEventType } from '@provender/contract';
import { outboundUrlProblem, type OutboundPolicy } from '../../../outbound/address-rule.ts';
import type { WebhooksRepository } from './webhooks.repository.ts';

export class WebhookEndpointError extends Error {}

/**
 * Where a webhook may be sent (decisions 185, 405): an https URL of a public internet host, not a
 * loopback, private, link-local, unique-local, mapped or metadata address nor an internal name
 * (the worker checks the addresses it resolves to again at every connection). This machine
 * (127.0.0.1, ::1, localhost), plain http too, only when OUTBOUND_ALLOW_LOOPBACK allows it:
 * tests and development, never production.
 */
export function checkWebhookUrl(url: string, policy: OutboundPolicy): URL {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new WebhookEndpointError(`${url} is not a URL`);
  }
  const problem = outboundUrlProblem(parsed, policy);
  if (problem) throw new WebhookEndpointError(problem);
  return parsed;
}

/** The longest grace period of a secret rotation: a week, as Stripe's. */
export const MAX_ROTATION_GRACE_HOURS = 168;

const newSecret = () => `whsec_${randomBytes(32).toString('base64url')}`;

/** Endpoints as an administrator manages them from the integration CLI. */
export function createWebhookEndpointsService(
  repo: WebhooksRepository,
  opts: OutboundPolicy & { now?: (() => Date) | undefined },
) {
  const now = opts.now ?? (() => new Date());
  return {
    /** Registers an endpoint; the secret is returned here only (keep it in the ERP). */
    async create(name: string, url: string, events: WebhookEventType[]): Promise<{ secret: string }> {
      if (!/^[A-Za-z0-9][A-Za-z0-9._-]{0,59}$/.test(name))
        throw new WebhookEndpointError('a name is 1 to 60 letters, digits, . _ or -');
      if (!events.length) throw new WebhookEndpointError('name at least one event');
      const checked = checkWebhookUrl(url, { allowLoopback: opts.allowLoopback });
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
