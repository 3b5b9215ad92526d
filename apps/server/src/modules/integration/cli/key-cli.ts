/**
 * `npm run integration:key -- create <name> --scopes import:catalog,export:orders`, `revoke <name>`,
 * `list`: an administrator manages the integrations' API keys on the server (decision 160). The key
 * is printed once, at creation; only its hash is stored. `grant <name> --scopes ack:orders` adds
 * scopes to a key, which keeps its secret (decision 397).
 * `webhook create|list|disable|enable|log`: the ERP's webhook endpoints and their delivery log
 * (decisions 185, 186); an endpoint's signing secret is printed once, at creation.
 * `webhook rotate <name> [--grace-hours 24]`: a new secret, the old one signing beside it meanwhile;
 * `webhook purge [--days N]`: deletes finished deliveries older than N days now (decision 202).
 */
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import {
  integrationScopes,
  integrationScopeSchema,
  type IntegrationScope,
  webhookEventTypes,
  webhookEventTypeSchema,
  type WebhookEventType,
} from '@provender/contract';
import { loadConfig, type AppConfig } from '../../../config.ts';
import { openDatabase, type Db } from '../../../db/client.ts';
import { createIntegrationKeysService } from '../keys.service.ts';
import { createWebhooksRepository } from '../webhooks/webhooks.repository.ts';
import { createWebhookEndpointsService } from '../webhooks/webhooks.service.ts';

const usage = `Usage: npm run integration:key -- create <name> --scopes <scope,scope...>
       npm run integration:key -- grant <name> --scopes <scope,scope...>   (adds scopes; the key stays the same)
       npm run integration:key -- revoke <name>
       npm run integration:key -- list
       npm run integration:key -- webhook create <name> --url <https url> --events <event,event...>
       npm run integration:key -- webhook list
       npm run integration:key -- webhook disable|enable <name>
       npm run integration:key -- webhook log [<name>] [--status pending|delivered|failed] [--limit 20]
       npm run integration:key -- webhook rotate <name> [--grace-hours 24]   (0 to 168; 0 retires the old secret now)
       npm run integration:key -- webhook purge [--days <WEBHOOK_RETENTION_DAYS>]
  scopes: ${integrationScopes.join(', ')}
  events: ${webhookEventTypes.join(', ')}`;
const out = (line: string) => process.stdout.write(`${line}\n`);

/** The --scopes option: one or more scopes of the contract, separated by commas. */
function scopesOf(option: string | undefined): IntegrationScope[] {
  const scopes = (option ?? '').split(',').filter((s) => s.trim() !== '');
  const parsed = scopes.map((s) => integrationScopeSchema.safeParse(s.trim()));
  if (!scopes.length || parsed.some((p) => !p.success))
    throw new Error(`--scopes must list one or more of ${integrationScopes.join(', ')}`);
  return parsed.flatMap((p) => (p.success ? [p.data] : []));
}

async function main() {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      scopes: { type: 'string' },
      url: { type: 'string' },
      events: { type: 'string' },
      status: { type: 'string' },
      limit: { type: 'string' },
      'grace-hours': { type: 'string' },
      days: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, name] = positionals;
  if (values.help || !command || (command !== 'list' && !name)) {
    out(usage);
    if (!values.help) process.exitCode = 2;
    return;
  }
  const config = loadConfig();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, pgliteDir: join(config.dataDir, 'pglite') });
  try {
    await database.migrate();
    const keys = createIntegrationKeysService(database.db);
    if (command === 'webhook') {
      await webhookCommand(database.db, config, positionals.slice(1), values);
    } else if (command === 'create' && name) {
      const { key } = await keys.create(name, scopesOf(values.scopes));
      out(`Created the key of ${name}. Keep it now; it is not shown again:`);
      out(key);
    } else if (command === 'grant' && name) {
      const scopes = await keys.grant(name, scopesOf(values.scopes));
      if (!scopes) throw new Error(`no active key named ${name}`);
      out(`The key of ${name} (unchanged) now has the scopes ${scopes.join(',')}.`);
    } else if (command === 'revoke' && name) {
      if (!(await keys.revoke(name))) throw new Error(`no active key named ${name}`);
      out(`Revoked the key of ${name}.`);
    } else if (command === 'list') {
      for (const k of await keys.list()) {
        const state = k.revokedAt ? `revoked ${k.revokedAt.toISOString()}` : 'active';
        out(`${k.name}  pvk_${k.prefix}_…  ${k.scopes.join(',')}  ${state}`);
      }
    } else {
      out(usage);
      process.exitCode = 2;
    }
  } finally {
    await database.close();
  }
}

async function webhookCommand(
  db: Db,
  config: AppConfig,
  [sub, name]: string[],
  values: {
    url?: string | undefined;
    events?: string | undefined;
    status?: string | undefined;
    limit?: string | undefined;
    'grace-hours'?: string | undefined;
    days?: string | undefined;
  },
) {
  const repo = createWebhooksRepository(db);
  const webhooks = createWebhookEndpointsService(repo, config.outbound);
  if (sub === 'create' && name) {
    const events = (values.events ?? '').split(',').filter((s) => s.trim() !== '');
    const parsed = events.map((e) => webhookEventTypeSchema.safeParse(e.trim()));
    if (!events.length || parsed.some((p) => !p.success))
      throw new Error(`--events must list one or more of ${webhookEventTypes.join(', ')}`);
    if (!values.url) throw new Error('--url is required');
    const chosen = parsed.flatMap((p) => (p.success ? [p.data as WebhookEventType] : []));
    const { secret } = await webhooks.create(name, values.url, chosen);
    out(`Registered the webhook ${name} for ${chosen.join(', ')}. Its signing secret, shown only now:`);
    out(secret);
  } else if (sub === 'list') {
    for (const w of await webhooks.list())
      out(
        `${w.name}  ${w.url}  ${w.events.join(',')}  ${w.disabledAt ? `disabled ${w.disabledAt}` : 'active'}` +
          (w.previousSecretUntil ? `  (the previous secret signs too until ${w.previousSecretUntil})` : ''),
      );
  } else if (sub === 'rotate' && name) {
    const hours = values['grace-hours'] === undefined ? 24 : Number(values['grace-hours']);
    const { secret, previousUntil } = await webhooks.rotate(name, hours);
    out(`A new signing secret for ${name}, shown only now:`);
    out(secret);
    out(
      previousUntil
        ? `Deliveries carry signatures with both secrets until ${previousUntil.toISOString()}; put the new one in the ERP before then.`
        : 'The old secret no longer signs.',
    );
  } else if (sub === 'purge') {
    const days = values.days === undefined ? config.webhooks.retentionDays : Number(values.days);
    if (!Number.isInteger(days) || days < 0) throw new Error('--days is a whole number of days');
    const deleted = await repo.purgeFinished(new Date(Date.now() - days * 86_400_000));
    out(`Deleted ${deleted} deliveries finished more than ${days} days ago.`);
  } else if ((sub === 'disable' || sub === 'enable') && name) {
    if (!(await webhooks[sub](name))) throw new Error(`no webhook named ${name}`);
    out(`${sub === 'disable' ? 'Disabled' : 'Enabled'} the webhook ${name}.`);
  } else if (sub === 'log') {
    const status = values.status;
    if (status !== undefined && !['pending', 'delivered', 'failed'].includes(status))
      throw new Error('--status is pending, delivered or failed');
    const limit = Math.min(200, Math.max(1, Number(values.limit ?? 20) || 20));
    const deliveries = await webhooks.deliveries({ endpoint: name, status, limit });
    if (!deliveries.length) out('No deliveries.');
    for (const d of deliveries) {
      out(`#${d.id} ${d.endpoint} ${d.eventType} ${d.eventId} cursor ${d.cursor}: ${d.status}`);
      for (const a of d.attempts) {
        const error = a.error ? ` (${a.error})` : '';
        out(`  attempt ${a.attempt} at ${a.attemptedAt}: ${a.statusCode ?? 'no answer'} in ${a.durationMs} ms${error}`);
      }
      if (d.status === 'pending' && d.nextAttemptAt) out(`  next attempt at ${d.nextAttemptAt}`);
    }
  } else {
    out(usage);
    process.exitCode = 2;
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`integration:key failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
