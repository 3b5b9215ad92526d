import { createContext, useContext } from 'react';
import type { ShipMethod } from '@provender/contract';

/** What every call is sent with: the bearer token and the acting customer and ship method. */
export interface ApiCredentials {
  token: string | null;
  /** The acting customer; 0 for consumers, null while none is chosen. */
  customerKey: number | null;
  shipMethod: ShipMethod | null;
}

/**
 * Credentials plus what to do when the server ends the session. Fetchers take it explicitly so a
 * request always carries the credentials of the render that started it.
 */
export interface ApiSession extends ApiCredentials {
  /** Called with the server's reason when a signed-in, non-anonymous call answers 401. */
  onSessionEnded: (reason: string, token: string) => void;
}

/** The part of the credentials that changes what the server answers; used in every query key. */
export interface ApiScope {
  signedIn: boolean;
  customerKey: number | null;
  shipMethod: ShipMethod | null;
}

export function scopeOf(credentials: ApiCredentials): ApiScope {
  return {
    signedIn: credentials.token !== null,
    customerKey: credentials.customerKey,
    shipMethod: credentials.shipMethod,
  };
}

export const anonymousApiSession: ApiSession = {
  token: null,
  customerKey: null,
  shipMethod: null,
  onSessionEnded: () => undefined,
};

export const ApiSessionContext = createContext<ApiSession>(anonymousApiSession);

/** The current session's credentials; the session provider in src/app supplies them. */
export function useApiSession(): ApiSession {
  return useContext(ApiSessionContext);
}
