import type { CustomerRole, IntegrationScope, MenuKey, SessionType, ShipMethod, UserType } from '@provender/contract';
import { AppError } from './errors.ts';

export interface AuthUser {
  id: number;
  username: string;
  name: string;
  email: string | null;
  kind: 'customer' | 'salesperson' | 'consumer';
  isAdmin: boolean;
  customerId: number | null;
  /** The role among its customer's users (issue 35, decision 510); null: every feature. */
  customerRole: CustomerRole | null;
  /** Manages its customer's users and approval rules. */
  isCustomerAdmin: boolean;
  /** The ship-tos the user is limited to; null: all of the customer's. */
  shiptoCodes: string[] | null;
}

/** Who is asking and for whom: what services take instead of an HTTP request. */
export interface RequestContext {
  user: AuthUser | null;
  userType: UserType;
  sessionType: SessionType;
  /** The acting customer (tenant); null for guests and for a salesperson who has not chosen. */
  customerId: number | null;
  shipMethod: ShipMethod | null;
  ip: string;
}

/**
 * The context of a route that declares `customer: true`: a signed-in user acting for a customer.
 * The access layer (request-context plugin) hands it to the route's handler already checked, so a
 * service that takes one never checks the acting customer again (issue 38).
 */
export interface CustomerContext extends RequestContext {
  user: AuthUser;
  customerId: number;
}

/** The refusal of a call that needs an acting customer when none is chosen (a salesperson's). */
export const CHOOSE_CUSTOMER_FIRST = 'Choose a customer first';

/**
 * The context as a customer context, or the 400 'Choose a customer first' (the only place that
 * says it). The access layer calls it for every `customer: true` route; call it elsewhere only
 * where a route lets others in first (a guest adding to the cart is told to sign in instead).
 */
export function customerContext(ctx: RequestContext): CustomerContext {
  if (ctx.customerId === null || ctx.user === null) throw new AppError('BAD_REQUEST', CHOOSE_CUSTOMER_FIRST);
  return ctx as CustomerContext;
}

/** What a route needs before its handler runs. The default is a signed-in user. */
export interface RouteAccess {
  /** Anyone may call it, signed in or not (a token, when sent, is still checked). */
  anonymous?: boolean;
  /** The menu entry that must be visible and unlocked for the caller. */
  menu?: MenuKey;
  /** An acting customer must be resolved (a salesperson must have chosen one). */
  customer?: boolean;
  /** Administrators only. */
  admin?: boolean;
  /**
   * Punchout sessions: 'required' admits only them; 'refused' keeps them out of what would persist
   * an order or a payment, since a punchout cart goes back to the buyer's system instead, and out of
   * routes no menu entry gates that the session must not reach (order documents; decision 052).
   */
  punchout?: 'required' | 'refused';
  /** Integrations only: an API key with this scope in the x-api-key header, no user (decision 160). */
  integration?: IntegrationScope;
}

/** The access of a route whose handler is given a CustomerContext (`req.ctx`). */
export type CustomerAccess = RouteAccess & { customer: true };

/** The context type a route's handler is given for its access. */
export type ContextFor<A extends RouteAccess> = A extends { customer: true } ? CustomerContext : RequestContext;

export const publicContext = (ip: string): RequestContext => ({
  user: null,
  userType: 'public',
  sessionType: 'guest',
  customerId: null,
  shipMethod: null,
  ip,
});

export function requireUser(ctx: RequestContext): AuthUser {
  if (!ctx.user) throw new Error('requireUser called on a route that allows anonymous callers');
  return ctx.user;
}
