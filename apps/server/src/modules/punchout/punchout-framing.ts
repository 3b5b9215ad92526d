import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { PUNCHOUT_CODE_PARAM } from '@provender/contract';
import type { Services } from '../../services.ts';

/** The origins a CSP source list may name: scheme://host[:port], nothing else. */
const origin = (url: string): string | null => {
  try {
    const u = new URL(url);
    return u.protocol === 'https:' || u.protocol === 'http:' ? u.origin : null;
  } catch {
    return null;
  }
};

/** The one-time code a start page address (or an OCI redirect to it) carries. */
function codeIn(req: FastifyRequest, reply: FastifyReply): string | null {
  const location = reply.getHeader('location');
  const url = typeof location === 'string' && location ? location : req.url;
  try {
    return new URL(url, 'http://start.page').searchParams.get(PUNCHOUT_CODE_PARAM);
  } catch {
    return null;
  }
}

/**
 * Framing for punchout sessions only (decision 055): the start page of a session whose code is
 * still unused (and the OCI entry's redirect to it) may be framed by the origin of the session's
 * BrowserFormPost / HOOK_URL and the buyer's frameOrigins; every other page keeps
 * `frame-ancestors 'self'` and X-Frame-Options SAMEORIGIN. The app itself then runs in that one
 * document (a reload ends the session), so no later response needs the exception.
 */
export const punchoutFramingPlugin = fp(async (app: FastifyInstance, { services }: { services: Services }) => {
  const allowFraming = async (reply: FastifyReply, code: string) => {
    const allowed = await services.punchout.frameOrigins(code);
    if (allowed.length === 0) return;
    const sources = [...new Set(allowed.map(origin).filter((o): o is string => o !== null))];
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string') {
      void reply.header(
        'content-security-policy',
        csp.replace(/frame-ancestors [^;]*/, `frame-ancestors 'self' ${sources.join(' ')}`),
      );
    }
    // X-Frame-Options cannot name another origin; the CSP above replaces it for this response.
    reply.removeHeader('x-frame-options');
  };
  // A plain callback that returns at once for every other answer (decision 280); only a start
  // page with a code waits for the session's origins.
  app.addHook('onSend', (req, reply, payload, done) => {
    const path = req.method === 'GET' || req.method === 'POST' ? req.url.split('?')[0] : undefined;
    const code = path === '/' || path === '/index.html' || path === '/punchout/oci' ? codeIn(req, reply) : null;
    if (!code) {
      done(null, payload);
      return;
    }
    allowFraming(reply, code).then(
      () => done(null, payload),
      (err: unknown) => done(err instanceof Error ? err : new Error(String(err))),
    );
  });
});
