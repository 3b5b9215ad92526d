import { lookup as systemLookup } from 'node:dns/promises';
import type { LookupAddress } from 'node:dns';
import { Agent, buildConnector, fetch, type RequestInit, type Response } from 'undici';
import {
  checkOutboundUrl,
  hostProblem,
  OutboundRefusedError,
  resolvedProblem,
  type OutboundPolicy,
} from './address-rule.ts';

/** Name resolution: every address of a host name (the system resolver; tests map names of their own). */
export type OutboundLookup = (hostname: string, family?: 0 | 4 | 6) => Promise<LookupAddress[]>;

export interface OutboundSettings extends OutboundPolicy {
  /** The resolver; the system's (getaddrinfo) when not given. */
  lookup?: OutboundLookup | undefined;
}

const REDIRECTS = new Set([301, 302, 303, 307, 308]);

type NodeLookupCallback = (err: Error | null, address: string | LookupAddress[], family?: number) => void;

/**
 * The server's own HTTP requests (decision 405): image URLs and webhooks go through one undici
 * Agent whose connector refuses what the address rule refuses, at every connection: an address
 * literal before connecting, a name after resolving it (every address it resolves to; the socket
 * connects to those addresses only, so a second answer of the resolver cannot swap them).
 * `fetch` follows no redirect by itself: with `follow` it follows up to that many, each hop's URL
 * checked before it is requested.
 */
export function createOutbound(settings: OutboundSettings) {
  const policy: OutboundPolicy = { allowLoopback: settings.allowLoopback };
  const resolve: OutboundLookup =
    settings.lookup ?? ((hostname, family = 0) => systemLookup(hostname, { all: true, family, order: 'verbatim' }));

  /** A Node-style lookup for net/tls.connect: resolves, then refuses the host unless every address passes. */
  const filteringLookup = (hostname: string, options: { all?: boolean; family?: number }, cb: NodeLookupCallback) => {
    const family = options.family === 4 || options.family === 6 ? options.family : 0;
    resolve(hostname, family).then(
      (addresses) => {
        const problem = resolvedProblem(
          hostname,
          addresses.map((a) => a.address),
          policy,
        );
        if (problem) cb(new OutboundRefusedError(problem), []);
        else if (options.all) cb(null, addresses);
        else cb(null, addresses[0]?.address ?? '', addresses[0]?.family ?? 4);
      },
      (err: unknown) => cb(err instanceof Error ? err : new Error(String(err)), []),
    );
  };
  const connectSocket = buildConnector({ lookup: filteringLookup as never });
  // Node's connect skips the lookup for an address literal: the connector checks the host (a
  // literal's class, a name's form, the scheme) itself before connecting.
  const connector: buildConnector.connector = (options, callback) => {
    const problem = hostProblem(options.hostname, options.protocol, policy);
    if (problem) {
      queueMicrotask(() => callback(new OutboundRefusedError(problem), null));
      return;
    }
    connectSocket(options, callback);
  };
  const dispatcher = new Agent({ connect: connector });

  return {
    policy,
    /** The URL parsed when the rule allows it; an OutboundRefusedError otherwise. */
    check: (url: string | URL) => checkOutboundUrl(url, policy),

    /**
     * A request through the filtering agent. The URL is checked first; redirects are answered as
     * they are unless `follow` (GET and HEAD only) says how many to follow, each checked in turn.
     */
    async fetch(url: string | URL, init: Omit<RequestInit, 'dispatcher' | 'redirect'> & { follow?: number } = {}) {
      const { follow = 0, ...rest } = init;
      let target = checkOutboundUrl(url, policy);
      for (let hop = 0; ; hop++) {
        const res: Response = await fetch(target, { ...rest, redirect: 'manual', dispatcher });
        const location = res.headers.get('location');
        const method = (rest.method ?? 'GET').toUpperCase();
        if (!REDIRECTS.has(res.status) || !location || follow === 0 || (method !== 'GET' && method !== 'HEAD'))
          return res;
        await res.body?.cancel().catch(() => undefined);
        if (hop >= follow) throw new OutboundRefusedError(`more than ${follow} redirects`);
        let next: URL;
        try {
          next = new URL(location, target);
        } catch {
          throw new OutboundRefusedError('redirected to something that is not a URL');
        }
        try {
          target = checkOutboundUrl(next, policy);
        } catch (err) {
          throw new OutboundRefusedError(`redirected to ${next.origin}: ${(err as Error).message}`);
        }
      }
    },

    /** Closes the agent's idle connections (the app's shutdown). */
    close: () => dispatcher.close(),
  };
}
export type Outbound = ReturnType<typeof createOutbound>;
