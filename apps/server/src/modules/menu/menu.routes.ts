import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, type MenuEntry } from '@provender/contract';
import { keepEncoding, sendEncoded, type KeptEncoding } from '../../cache/cached-answers.ts';
import { compileSerializer } from '../../plugins/compiled-serializer.ts';
import { endpointRoute } from '../../routing/endpoint-route.ts';
import type { Services } from '../../services.ts';

export const menuRoutes: FastifyPluginAsyncZod<{ services: Services }> = async (app, { services }) => {
  /**
   * The menu answer, serialized once per resolved menu (decision 280): resolved menus are the
   * process cache's frozen entries, so a change (or the TTL) brings a new array and a new answer.
   * Kept encoded, so a send neither measures nor encodes it again (decision 291), and compressed
   * once for a browser that takes it (decision 320).
   */
  const serialize = compileSerializer(endpoints.getMenu.response);
  const answers = new WeakMap<readonly MenuEntry[], KeptEncoding>();
  const keptAnswer = (menu: MenuEntry[]): KeptEncoding => {
    let kept = answers.get(menu);
    if (kept === undefined) answers.set(menu, (kept = keepEncoding(serialize(menu), () => answers.delete(menu))));
    return kept;
  };
  async function answerLoaded(req: FastifyRequest, reply: FastifyReply): Promise<FastifyReply> {
    return sendEncoded(req, reply, await keptAnswer(await services.menu.resolve(req.ctx)).encoded);
  }
  endpointRoute(app, endpoints.getMenu, { access: { anonymous: true }, compiled: true }, (req, reply) => {
    // The caller's menu and its answer kept: sent at once (decisions 378, 379).
    const menu = services.menu.resolveKnown(req.ctx);
    const kept = menu && keptAnswer(menu).done;
    if (kept) return sendEncoded(req, reply, kept);
    return answerLoaded(req, reply);
  });
  endpointRoute(app, endpoints.logMenuVisit, { access: {} }, async (req) =>
    services.menu.logVisit(req.ctx, req.params.id),
  );
};
