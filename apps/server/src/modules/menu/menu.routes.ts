import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { endpoints, type MenuEntry } from '@provender/contract';
import { encodeAnswer, sendEncoded, type EncodedAnswer } from '../../cache/cached-answers.ts';
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
  const answers = new WeakMap<readonly MenuEntry[], Promise<EncodedAnswer>>();
  endpointRoute(app, endpoints.getMenu, { access: { anonymous: true }, compiled: true }, async (req, reply) => {
    const menu = await services.menu.resolve(req.ctx);
    let encoded = answers.get(menu);
    if (encoded === undefined) {
      encoded = encodeAnswer(serialize(menu));
      answers.set(menu, encoded);
    }
    return sendEncoded(req, reply, await encoded);
  });
  endpointRoute(app, endpoints.logMenuVisit, { access: {} }, async (req) =>
    services.menu.logVisit(req.ctx, req.params.id),
  );
};
