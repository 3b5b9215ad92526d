import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, type MenuEntry, type SettingValues } from '@provender/contract';
import type { RequestContext } from '../../context.ts';
import type { KeptState } from '../../hot-reads/index.ts';
import { endpointRoute } from '../../routing/endpoint-route.ts';
import type { Services } from '../../services.ts';

type PoRules = { requiredPO: boolean; defaultPO: string } | null;

/**
 * The settings answer, kept per state of what decides it (decision 280): the effective values and
 * the menu are the process caches' frozen entries, so a change (or the cache's TTL) brings new
 * objects and the old answers go with the old ones. Keyed within them by the session type and the
 * customer's P.O. rules (which never hold a NUL, so the key is unambiguous).
 */
function keptSettings(
  ctx: RequestContext,
  values: SettingValues,
  menu: MenuEntry[],
  po: PoRules,
): KeptState<typeof endpoints.getUserSettings> {
  const requiredPO = po?.requiredPO ?? false;
  const defaultPO = po?.defaultPO ?? '';
  return {
    state: [values, menu],
    key: `${ctx.sessionType}\u0000${requiredPO}\u0000${defaultPO}`,
    body: () => {
      const { siteKey: _siteKey, allowGuest: _allowGuest, allowConsumer: _allowConsumer, ...rest } = values;
      return { ...rest, sessionType: ctx.sessionType, requiredPO, defaultPO, menu };
    },
  };
}

export const settingsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  const { settings, menu, customers } = services;
  services.hotReads.route(
    app,
    endpoints.getUserSettings,
    { access: {} },
    {
      known: ({ ctx }) => {
        const values = settings.effectiveValuesKnown(ctx);
        const resolved = values && menu.resolveKnown(ctx);
        const po = ctx.customerId === null ? null : resolved && customers.poRulesKnown(ctx);
        return values && resolved && po !== undefined ? keptSettings(ctx, values, resolved, po) : undefined;
      },
      kept: async ({ ctx }) => {
        const [values, resolved, po] = await Promise.all([
          settings.effectiveValues(ctx),
          menu.resolve(ctx),
          ctx.customerId === null ? null : customers.poRules(ctx),
        ]);
        return keptSettings(ctx, values, resolved, po);
      },
    },
  );
  endpointRoute(app, endpoints.getSiteSettings, { access: { anonymous: true } }, async (req) =>
    settings.siteSettings(req.ctx),
  );
  endpointRoute(app, endpoints.getLogoName, { access: { anonymous: true } }, async () => settings.logoName());
};
