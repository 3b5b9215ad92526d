import { createContext, useContext } from 'react';
import type { ShipMethod, UserType } from '@provender/contract';
import type { SessionState } from './session-machine.ts';

export interface SessionView {
  state: SessionState;
  userType: UserType;
}

export interface SignInOutcome {
  humanCheckRequired: boolean;
}

export interface SessionActions {
  /** Signs in; answers whether the server now asks for the human check with the next attempt. */
  signIn: (username: string, password: string, verifyToken?: string) => Promise<SignInOutcome>;
  /** Signs out; with a reason the login page (or notification / Access Denied) explains why. */
  logout: (reason?: string) => void;
  selectCustomer: (customerKey: number) => void;
  selectShipMethod: (shipMethod: ShipMethod) => void;
  switchCustomer: () => void;
  /** Checks the held token (or its customer) again after a failure that kept the session. */
  retryCheck: () => void;
  /** Continues the session with a fresh token (after the user changed their password). */
  replaceToken: (token: string) => void;
}

export const SessionViewContext = createContext<SessionView | null>(null);
export const SessionActionsContext = createContext<SessionActions | null>(null);

export function useSession(): SessionView {
  const view = useContext(SessionViewContext);
  if (!view) throw new Error('useSession is used outside SessionProvider');
  return view;
}

export function useSessionActions(): SessionActions {
  const actions = useContext(SessionActionsContext);
  if (!actions) throw new Error('useSessionActions is used outside SessionProvider');
  return actions;
}
