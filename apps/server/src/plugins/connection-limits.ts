import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { importEndpoints } from '@provender/contract';

/**
 * How long a client may take over each part of a request, and how many connections one address
 * may hold (decision 384). Without them, 400 sockets sending half a header line, or a body a byte
 * every five seconds, stayed open for as long as their sender liked (issue 39, item 7).
 */
export interface HttpLimits {
  /** The request line and headers arrive within this (Node's headersTimeout). */
  headersTimeoutMs: number;
  /** A request body arrives whole within this, counted from its headers; import files excepted. */
  bodyTimeoutMs: number;
  /** The ceiling for any request to arrive whole, import files included (Node's requestTimeout). */
  requestTimeoutMs: number;
  /** An idle keep-alive connection is closed after this. */
  keepAliveTimeoutMs: number;
  /** Open connections one client address may hold; 0: no cap. Trusted proxies are not capped. */
  maxConnectionsPerAddress: number;
}

/**
 * Connections the kernel keeps waiting to be accepted (Node's default is 511): a burst of a
 * thousand connections while the event loop is busy overflowed it, and the clients' SYNs were
 * retried for up to 15 s. The kernel caps it at net.core.somaxconn.
 */
export const LISTEN_BACKLOG = 4096;

/** How often Node looks for requests past their header or request time (its default is 30 s). */
const CHECK_INTERVAL_MS = 1000;

/** The options Fastify passes on to the HTTP server it creates. */
export const httpServerOptions = (limits: HttpLimits) => ({
  keepAliveTimeout: limits.keepAliveTimeoutMs,
  requestTimeout: limits.requestTimeoutMs,
  http: { headersTimeout: limits.headersTimeoutMs, connectionsCheckingInterval: CHECK_INTERVAL_MS },
});

const refusal = (status: string, message: string, extra = '') => {
  const body = JSON.stringify({ code: status.startsWith('503') ? 'UNAVAILABLE' : 'REQUEST_TIMEOUT', message });
  return (
    `HTTP/1.1 ${status}\r\ncontent-type: application/json; charset=utf-8\r\ncache-control: no-store\r\n` +
    `${extra}connection: close\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`
  );
};
const TOO_MANY_CONNECTIONS = refusal(
  '503 Service Unavailable',
  'Too many open connections from this address',
  'retry-after: 5\r\n',
);
const BODY_TOO_SLOW = refusal('408 Request Timeout', 'The request body did not arrive in time');

/** Import files stream into the importer as they arrive: only the request ceiling bounds them. */
const streamedBodies = new Set<unknown>(Object.values(importEndpoints));

const hasBody = (req: FastifyRequest) => {
  const length = req.headers['content-length'];
  return (length !== undefined && length !== '0') || req.headers['transfer-encoding'] !== undefined;
};

export function applyConnectionLimits(
  app: FastifyInstance,
  limits: HttpLimits,
  isTrustedProxy: (address: string) => boolean,
): void {
  if (limits.maxConnectionsPerAddress > 0) capConnections(app, limits.maxConnectionsPerAddress, isTrustedProxy);

  // A body must arrive whole within bodyTimeoutMs of its headers: a timer per request that has one.
  app.addHook('onRequest', (req, reply, done) => {
    if (!hasBody(req) || streamedBodies.has(req.routeOptions.config?.endpoint)) {
      done();
      return;
    }
    const raw = req.raw;
    const timer = setTimeout(() => {
      if (raw.complete || raw.destroyed) return;
      const socket = raw.socket;
      req.log.info({ bodyTimeoutMs: limits.bodyTimeoutMs }, 'request body too slow: connection closed');
      // The answer is written on the socket, as Node writes its own 408, unless one was sent.
      if (!reply.raw.headersSent && socket.writable) socket.end(BODY_TOO_SLOW);
      socket.destroySoon();
    }, limits.bodyTimeoutMs);
    timer.unref();
    // Answered (a refusal before the body was read, say) or gone: the timer has nothing left to guard.
    const clear = () => clearTimeout(timer);
    raw.once('end', clear);
    raw.once('close', clear);
    reply.raw.once('finish', clear);
    reply.raw.once('close', clear);
    done();
  });
}

/** Connections past the cap of their address get a 503 and are closed before any request is read. */
function capConnections(app: FastifyInstance, cap: number, isTrustedProxy: (address: string) => boolean) {
  const open = new Map<string, number>();
  app.server.on('connection', (socket: Socket) => {
    const address = socket.remoteAddress;
    if (address === undefined || isTrustedProxy(address)) return;
    const count = (open.get(address) ?? 0) + 1;
    if (count > cap) {
      socket.end(TOO_MANY_CONNECTIONS);
      socket.destroySoon();
      return;
    }
    open.set(address, count);
    socket.once('close', () => {
      const left = (open.get(address) ?? 1) - 1;
      if (left <= 0) open.delete(address);
      else open.set(address, left);
    });
  });
}
