import type { FastifyRequest } from 'fastify';

/**
 * Query parameters whose values are credentials: the reset and verification token (t), the
 * punchout one-time code (ac), and anything named like a code, password, token or secret.
 */
const SENSITIVE_NAMES = new Set(['t', 'ac', 'code']);
const SENSITIVE_PARTS = ['password', 'token', 'secret'];

function isSensitive(rawName: string): boolean {
  let name = rawName.replaceAll('+', ' ');
  try {
    name = decodeURIComponent(name);
  } catch {
    // A malformed escape: judge the name as it came.
  }
  name = name.trim().toLowerCase();
  return SENSITIVE_NAMES.has(name) || SENSITIVE_PARTS.some((part) => name.includes(part));
}

/** /changepassword?t=abc&x=1 -> /changepassword?t=***&x=1: the path and query shape stay readable. */
export function maskUrl(url: string): string {
  const at = url.indexOf('?');
  if (at < 0) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      const name = eq < 0 ? pair : pair.slice(0, eq);
      return isSensitive(name) ? `${name}=***` : pair;
    })
    .join('&');
  return `${url.slice(0, at + 1)}${query}`;
}

/** The request line every log record carries (Fastify's default fields, with the credentials in the query masked). */
export const requestLogSerializers = {
  req: (req: FastifyRequest) => ({
    method: req.method,
    url: maskUrl(req.url),
    version: [req.headers['accept-version']].flat()[0],
    host: req.host,
    remoteAddress: req.ip,
    remotePort: req.socket?.remotePort,
  }),
};

/** For routes whose whole query is the buyer's credentials (the OCI entry): the path only. */
export const pathOnlyLogSerializers = {
  req: (req: FastifyRequest) => ({ method: req.method, url: req.url.split('?')[0], remoteAddress: req.ip }),
};

/** A route's options for a path-only log: its serializers, and the flag the completion line reads (request-log.ts). */
export const pathOnlyLog = { logSerializers: pathOnlyLogSerializers, config: { logPathOnly: true } } as const;
