import type { IntegrationScope, MenuKey, SessionType, ShipMethod, UserType } from '@provender/contract';

export interface AuthUser {
  id: number;
  username: string;
  name: string;
  email: string | null;
  kind: 'customer' | 'salesperson' | 'consumer';
  isAdmin: boolean;
  customerId: number | null;
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
