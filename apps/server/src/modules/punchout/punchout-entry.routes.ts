import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { pathOnlyLogSerializers } from '../../plugins/log-serializers.ts';
import type { Services } from '../../services.ts';
import { OCI_RETURN_PARAMETERS } from './oci-fields.ts';
import type { OciEntry } from './punchout.service.ts';

const CXML_BODY_LIMIT = 1024 * 1024;
const CXML_CONTENT_TYPE = 'text/xml; charset=utf-8';

/**
 * POST /punchout/cxml: the PunchOutSetupRequest endpoint procurement systems post to. Whatever
 * arrives is read as text and answered with a cXML document (HTTP 200; the Status element carries
 * the outcome, as cXML requires), also when the body cannot be read.
 */
async function cxmlEntry(app: FastifyInstance, { services }: { services: Services }) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'string', bodyLimit: CXML_BODY_LIMIT }, (_req, body, done) => done(null, body));

  app.post(
    '/punchout/cxml',
    {
      bodyLimit: CXML_BODY_LIMIT,
      errorHandler(err, req, reply) {
        const status = err.statusCode ?? 500;
        if (status >= 500) req.log.error({ err }, 'punchout setup failed');
        const xml = status >= 500 ? services.punchout.internalErrorResponse() : services.punchout.unreadableRequestResponse(err.message);
        return reply.status(200).type(CXML_CONTENT_TYPE).send(xml);
      },
    },
    async (req, reply) => {
      const xml = typeof req.body === 'string' ? req.body : '';
      return reply.type(CXML_CONTENT_TYPE).header('cache-control', 'no-store').send(await services.punchout.cxmlSetup(xml));
    },
  );
}

function ociParameters(source: unknown): OciEntry {
  const values: Record<string, string> = {};
  if (typeof source === 'object' && source !== null) {
    for (const [key, value] of Object.entries(source)) {
      const text = Array.isArray(value) ? value[0] : value;
      if (typeof text === 'string') values[key.toLowerCase()] = text;
    }
  }
  const returnFields: Record<string, string> = {};
  for (const name of OCI_RETURN_PARAMETERS) {
    const value = values[name.toLowerCase()];
    if (value) returnFields[name] = value.slice(0, 100);
  }
  return {
    username: (values['username'] ?? '').trim(),
    password: values['password'] ?? '',
    hookUrl: (values['hook_url'] ?? '').trim(),
    returnFields,
  };
}

const page = (title: string, text: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title></head>` +
  `<body><h1>${title}</h1><p>${text}</p></body></html>`;

/**
 * GET or POST /punchout/oci?USERNAME=..&PASSWORD=..&HOOK_URL=..: the SAP OCI entry. Redirects to
 * the start page with a one-time code; a refusal is a short page (OCI has no error format).
 */
async function ociEntry(app: FastifyInstance, { services }: { services: Services }) {
  const handler = async (req: FastifyRequest, reply: FastifyReply) => {
    void reply.header('cache-control', 'no-store');
    const entry = ociParameters({ ...(req.query as object), ...(typeof req.body === 'object' ? req.body : {}) });
    const result = await services.punchout.ociEntry(entry);
    if (result.ok) return reply.redirect(result.startPage, 303);
    return reply.status(result.status).type('text/html; charset=utf-8').send(page('Punchout refused', result.message));
  };
  // Request lines in the log keep the path only: an OCI entry URL carries the buyer's credentials.
  app.get('/punchout/oci', { logSerializers: pathOnlyLogSerializers }, handler);
  app.post('/punchout/oci', { logSerializers: pathOnlyLogSerializers }, handler);
}

/** The entry points procurement systems call; they speak cXML and OCI, not the storefront's JSON API. */
export const punchoutEntryRoutes: FastifyPluginAsync<{ services: Services }> = async (app, opts) => {
  await app.register(cxmlEntry, opts);
  await app.register(ociEntry, opts);
};
