import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import {
  CUSTOMER_KEY_HEADER,
  INTEGRATION_KEY_HEADER,
  SHIP_METHOD_HEADER,
  shipMethodSchema,
  type ShipMethod,
} from '@provender/contract';
import { customerContext, publicContext, type AuthUser, type RequestContext, type RouteAccess } from '../context.ts';
import { AppError } from '../errors.ts';
import type { Services } from '../services.ts';

declare module 'fastify' {
  interface FastifyRequest {
    ctx: RequestContext;
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

function headerValue(req: FastifyRequest, name: string): string | undefined {
  const raw = req.headers[name];
  const value = Array.isArray(raw) ? raw[0] : raw;
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

function parseCustomerKey(raw: string | undefined): number | null {
  if (raw === undefined) return null;
  if (!/^\d{1,9}$/.test(raw))
    throw new AppError('BAD_REQUEST', `The ${CUSTOMER_KEY_HEADER} header must be a customer key`);
  return Number(raw);
}

/** The acting customer the user may act for, from the customer-key header (decision 002). */
async function resolveCustomer(services: Services, user: AuthUser, requested: number | null): Promise<number | null> {
  if (user.kind === 'salesperson') {
    if (requested === null || requested === 0) return null;
    if (!(await services.customers.isAssigned(user.id, requested))) {
      throw new AppError('CUSTOMER_NOT_ASSIGNED', 'You may not act for this customer');
    }
    return requested;
  }
  // Customers and consumers act for their own account only; consumers' key is 0 on the client.
  const own = user.customerId;
  if (requested !== null && requested !== own && !(user.kind === 'consumer' && requested === 0)) {
    throw new AppError('FORBIDDEN', 'You may only act for your own account');
  }
  return own;
}

async function resolveShipMethod(services: Services, raw: string | undefined): Promise<ShipMethod | null> {
  if (raw === undefined) return null;
  const parsed = shipMethodSchema.safeParse(raw.toLowerCase());
  if (!parsed.success) throw new AppError('BAD_REQUEST', `The ${SHIP_METHOD_HEADER} header must be pickup or delivery`);
  const site = await services.settings.siteValues();
  const allowed = parsed.data === 'pickup' ? site.allowConsumerPickup : site.allowConsumerDelivery;
  if (!allowed) throw new AppError('BAD_REQUEST', `${parsed.data === 'pickup' ? 'Pickup' : 'Delivery'} is not offered`);
  return parsed.data;
}

async function buildContext(services: Services, req: FastifyRequest, access: RouteAccess): Promise<RequestContext> {
  const auth = req.headers.authorization;
  if (!auth) {
    if (!access.anonymous) throw new AppError('UNAUTHENTICATED', 'Sign-in is required');
    return publicContext(req.ip);
  }
  const match = /^Bearer\s+(\S+)$/i.exec(auth);
  if (!match?.[1]) throw new AppError('UNAUTHENTICATED', 'The Authorization header must carry a bearer token');
  const result = await services.auth.authenticate(match[1]);
  if (!result.ok) throw new AppError(result.code, result.message);
  const { user, sessionType } = result;
  const customerId = await resolveCustomer(services, user, parseCustomerKey(headerValue(req, CUSTOMER_KEY_HEADER)));
  const shipMethod =
    user.kind === 'consumer' ? await resolveShipMethod(services, headerValue(req, SHIP_METHOD_HEADER)) : null;
  return {
    user,
    userType: user.kind,
    sessionType,
    customerId,
    shipMethod,
    ip: req.ip,
  };
}

/**
 * Who is calling, when everything that decides it is kept in the process caches and the call is
 * let through (decision 354): a token checked before, its user's state, the acting customer of a
 * customer or consumer (their own), and the menu entry the route needs. Anything else (no token,
 * a salesperson's customer, a ship method, an integration key, administrators' routes, any
 * refusal) answers `undefined` and goes the long way, which loads what is missing and says why
 * a call is refused, so the refusals and their messages have one source.
 */
function knownContext(services: Services, req: FastifyRequest): RequestContext | undefined {
  const access = req.routeOptions.config?.access;
  if (access === undefined || access.integration || access.admin || req.is404) return undefined;
  const auth = req.headers.authorization;
  if (auth === undefined) return undefined;
  const token = /^Bearer\s+(\S+)$/i.exec(auth)?.[1];
  if (token === undefined) return undefined;
  const known = services.auth.authenticateKnown(token);
  if (known === undefined) return undefined;
  const { user, sessionType } = known;
  if (user.kind !== 'customer' && user.kind !== 'consumer') return undefined;
  const rawKey = headerValue(req, CUSTOMER_KEY_HEADER);
  if (rawKey !== undefined) {
    const requested = /^\d{1,9}$/.test(rawKey) ? Number(rawKey) : undefined;
    const own = requested === user.customerId || (user.kind === 'consumer' && requested === 0);
    if (!own) return undefined;
  }
  if (user.kind === 'consumer' && headerValue(req, SHIP_METHOD_HEADER) !== undefined) return undefined;
  const customerId = user.customerId;
  if (access.customer && customerId === null) return undefined;
  if (access.punchout === 'required' && sessionType !== 'punchout') return undefined;
  if (access.punchout === 'refused' && sessionType === 'punchout') return undefined;
  const ctx: RequestContext = { user, userType: user.kind, sessionType, customerId, shipMethod: null, ip: req.ip };
  if (access.menu !== undefined && services.menu.isOpenKnown(ctx, access.menu) !== true) return undefined;
  return ctx;
}

/** Resolves who is calling and applies the route's access rules, loading what is not kept. */
async function resolveContext(services: Services, req: FastifyRequest): Promise<void> {
  if (services.changes.settings.settleEachRequest) await services.changes.settle();
  const access = req.routeOptions.config?.access;
  const isApi = req.url.startsWith('/api/') && !req.url.startsWith('/api/docs');
  // An unknown path answers 404 to everyone; asking for a token first would hide that.
  if (req.is404 || (!access && !isApi)) {
    req.ctx = publicContext(req.ip);
    return;
  }
  // An API route that forgot to declare its access is closed to everyone but signed-in users.
  const rules = access ?? {};
  if (rules.integration) {
    req.ctx = publicContext(req.ip);
    const key = headerValue(req, INTEGRATION_KEY_HEADER);
    const caller = key ? await services.integration.keys.authenticate(key) : null;
    if (!caller)
      throw new AppError(
        'UNAUTHENTICATED',
        `An integration API key is required in the ${INTEGRATION_KEY_HEADER} header`,
      );
    if (!caller.scopes.includes(rules.integration))
      throw new AppError('FORBIDDEN', `This API key does not have the ${rules.integration} scope`);
    return;
  }
  const ctx = await buildContext(services, req, rules);
  // A `customer: true` route's handler is typed to receive a CustomerContext: this is its one check.
  req.ctx = rules.customer ? customerContext(ctx) : ctx;
  if (rules.admin && !req.ctx.user?.isAdmin) throw new AppError('FORBIDDEN', 'Administrators only');
  if (rules.admin) await services.menu.assertOpen(req.ctx, 'AdminPanel');
  if (rules.menu) await services.menu.assertOpen(req.ctx, rules.menu);
  if (rules.punchout === 'required' && req.ctx.sessionType !== 'punchout') {
    throw new AppError('FORBIDDEN', 'Only a punchout session transfers its cart');
  }
  if (rules.punchout === 'refused' && req.ctx.sessionType === 'punchout') {
    throw new AppError('FORBIDDEN', "A punchout session transfers its cart to the buyer's system instead");
  }
}

/**
 * Resolves who is calling before anything else runs, then applies the route's access rules:
 * sign-in, acting customer, administrator, and the menu entry's visible/locked flags.
 */
export const requestContextPlugin = fp(async (app: FastifyInstance, opts: { services: Services }) => {
  const { services } = opts;
  app.decorateRequest('ctx', null as unknown as RequestContext);
  // A plain callback (decision 280): a caller whose session is kept is resolved at once, any
  // other the long way.
  app.addHook('onRequest', (req, _reply, done) => {
    const known = services.changes.settings.settleEachRequest ? undefined : knownContext(services, req);
    if (known !== undefined) {
      req.ctx = known;
      done();
      return;
    }
    resolveContext(services, req).then(
      () => done(),
      (err: unknown) => done(err instanceof Error ? err : new Error(String(err))),
    );
  });
});
