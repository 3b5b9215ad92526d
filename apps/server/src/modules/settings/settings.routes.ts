import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, type MenuEntry, type SettingValues } from '@provender/contract';
import type { RequestContext } from '../../context.ts';
import { keepEncoding, sendEncoded, type KeptEncoding } from '../../cache/cached-answers.ts';
import { compileSerializer } from '../../plugins/compiled-serializer.ts';
import { endpointRoute } from '../../routing/endpoint-route.ts';
import type { Services } from '../../services.ts';

export const settingsRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  /**
   * The settings answer, serialized once per state of what decides it (decision 280): the
   * effective values and the menu are the process caches' frozen entries, so a change (or the
   * cache's TTL) brings new objects and the old answers go with the old ones. Keyed within them by
   * the session type and the customer's P.O. rules. Kept encoded: a send neither measures nor
   * encodes the 3.6 kB again (decision 291),
   * and compressed once for a browser that takes it (decision 320).
   */
  const serialize = compileSerializer(endpoints.getUserSettings.response);
  const answers = new WeakMap<object, WeakMap<readonly MenuEntry[], Map<string, KeptEncoding>>>();
  type PoRules = { requiredPO: boolean; defaultPO: string } | null;

  function keptAnswer(ctx: RequestContext, values: SettingValues, menu: MenuEntry[], po: PoRules): KeptEncoding {
    const requiredPO = po?.requiredPO ?? false;
    const defaultPO = po?.defaultPO ?? '';
    let byMenu = answers.get(values);
    if (!byMenu) answers.set(values, (byMenu = new WeakMap()));
    let byRest = byMenu.get(menu);
    if (!byRest) byMenu.set(menu, (byRest = new Map()));
    // The session type and the flag never hold a NUL, so the key is unambiguous.
    const key = `${ctx.sessionType}\u0000${requiredPO}\u0000${defaultPO}`;
    let kept = byRest.get(key);
    if (kept === undefined) {
      const { siteKey: _siteKey, allowGuest: _allowGuest, allowConsumer: _allowConsumer, ...rest } = values;
      const body = serialize({ ...rest, sessionType: ctx.sessionType, requiredPO, defaultPO, menu });
      byRest.set(key, (kept = keepEncoding(body, () => byRest.delete(key))));
    }
    return kept;
  }

  async function answerLoaded(req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    const ctx = req.ctx;
    const [values, menu, po] = await Promise.all([
      services.settings.effectiveValues(ctx),
      services.menu.resolve(ctx),
      ctx.customerId === null ? null : services.customers.poRules(ctx),
    ]);
    return sendEncoded(req, reply, await keptAnswer(ctx, values, menu, po).encoded);
  }

  endpointRoute(app, endpoints.getUserSettings, { access: {}, compiled: true }, (req, reply) => {
    const ctx = req.ctx;
    // Everything deciding the answer kept, and the answer too: sent at once (decisions 378, 379).
    const values = services.settings.effectiveValuesKnown(ctx);
    const menu = values && services.menu.resolveKnown(ctx);
    const po = ctx.customerId === null ? null : menu && services.customers.poRulesKnown(ctx);
    if (values && menu && po !== undefined) {
      const kept = keptAnswer(ctx, values, menu, po);
      if (kept.done) return sendEncoded(req, reply, kept.done);
    }
    return answerLoaded(req, reply);
  });
  endpointRoute(app, endpoints.getSiteSettings, { access: { anonymous: true } }, async (req) =>
    services.settings.siteSettings(req.ctx),
  );
  endpointRoute(app, endpoints.getLogoName, { access: { anonymous: true } }, async () => services.settings.logoName());
};
