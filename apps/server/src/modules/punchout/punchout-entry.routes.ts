import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { loggableError } from '../../db/errors.ts';
import { pathOnlyLog } from '../../plugins/log-serializers.ts';
import type { Services } from '../../services.ts';
import { ociParameters } from './oci-entry.ts';

const CXML_BODY_LIMIT = 1024 * 1024;
const CXML_CONTENT_TYPE = 'text/xml; charset=utf-8';

/**
 * POST /punchout/cxml: where procurement systems post PunchOutSetupRequest, ProfileRequest and
 * OrderRequest. Whatever arrives is taken as bytes (its encoding is worked out from the BOM, the
 * charset and the XML declaration, decision 056) and answered with a cXML document (HTTP 200; the
 * Status element carries the outcome, as cXML requires), also when the body cannot be read.
 */
async function cxmlEntry(app: FastifyInstance, { services }: { services: Services }) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit: CXML_BODY_LIMIT }, (_req, body, done) =>
    done(null, body),
  );

  app.post(
    '/punchout/cxml',
    {
      schema: {
        tags: ['punchout'],
        summary: 'cXML entry for procurement systems: PunchOutSetupRequest, ProfileRequest, OrderRequest',
        description:
          'Takes a cXML document (text/xml, any encoding, or a cxml-urlencoded / cXML-base64 form field) and ' +
          'answers a cXML document with HTTP 200; its Status element carries the outcome.',
      },
      bodyLimit: CXML_BODY_LIMIT,
      errorHandler(err, req, reply) {
        const status = err.statusCode ?? 500;
        if (status >= 500) req.log.error({ err: loggableError(err) }, 'punchout cXML request failed');
        const xml =
          status >= 500
            ? services.punchout.internalErrorResponse()
            : services.punchout.unreadableRequestResponse(err.message);
        return reply.status(200).type(CXML_CONTENT_TYPE).send(xml);
      },
    },
    async (req, reply) => {
      const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      return reply
        .type(CXML_CONTENT_TYPE)
        .header('cache-control', 'no-store')
        .send(await services.punchout.cxmlRequest(body, req.headers['content-type'], req.ip));
    },
  );
}

const escapeHtml = (t: string) =>
  t.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The script that sends the FUNCTION=VALIDATE form at once; allowed by its hash alone. */
const SUBMIT_SCRIPT = 'document.forms[0].submit();';
const SUBMIT_SCRIPT_HASH = `'sha256-${createHash('sha256').update(SUBMIT_SCRIPT).digest('base64')}'`;

/**
 * The FUNCTION=VALIDATE answer: the item's NEW_ITEM fields as hidden inputs of a form for
 * HOOK_URL, sent at once by the browser (or read from the page by a system calling in the
 * background); a Send button where scripts are off.
 */
function validatePage(form: { action: string; target: string; fields: { name: string; value: string }[] }) {
  const inputs = form.fields
    .map((f) => `<input type="hidden" name="${escapeHtml(f.name)}" value="${escapeHtml(f.value)}">`)
    .join('');
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Item validated</title></head><body>` +
    `<form method="post" action="${escapeHtml(form.action)}" target="${escapeHtml(form.target)}">${inputs}` +
    `<noscript><button type="submit">Send</button></noscript></form>` +
    `<script>${SUBMIT_SCRIPT}</script></body></html>`
  );
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
    const result = await services.punchout.ociEntry(entry, req.ip);
    if (result.ok && 'form' in result) {
      const origin = new URL(result.form.action).origin;
      return reply
        .type('text/html; charset=utf-8')
        .header(
          'content-security-policy',
          `default-src 'none'; script-src ${SUBMIT_SCRIPT_HASH}; form-action ${origin}; frame-ancestors 'self' ${origin}`,
        )
        .removeHeader('x-frame-options')
        .send(validatePage(result.form));
    }
    if (result.ok) return reply.redirect(result.startPage, 303);
    if (result.status === 429) void reply.header('retry-after', String(result.retryAfterSeconds));
    return reply
      .status(result.status)
      .type('text/html; charset=utf-8')
      .send(page('Punchout refused', escapeHtml(result.message)));
  };
  // Request lines in the log keep the path only: an OCI entry URL carries the buyer's credentials.
  const schema = (method: string) => ({
    tags: ['punchout'],
    summary: `SAP OCI entry (${method}): HOOK_URL session start, FUNCTION=DETAIL or FUNCTION=VALIDATE`,
    description:
      "Opens a punchout session for the buyer's browser (an HTML page that goes to the storefront), or " +
      "answers VALIDATE with the item's NEW_ITEM fields as a form posted to HOOK_URL.",
  });
  app.get('/punchout/oci', { schema: schema('GET'), ...pathOnlyLog }, handler);
  app.post('/punchout/oci', { schema: schema('POST'), ...pathOnlyLog }, handler);
}

/** The entry points procurement systems call; they speak cXML and OCI, not the storefront's JSON API. */
export const punchoutEntryRoutes: FastifyPluginAsync<{ services: Services }> = async (app, opts) => {
  await app.register(cxmlEntry, opts);
  await app.register(ociEntry, opts);
};
