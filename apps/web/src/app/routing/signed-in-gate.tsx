import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useSession } from '../session/session-context.ts';

/** Screens without a menu entry that still need a signed-in user (Settings); others go to /login. */
export function SignedInGate({ children }: { children: ReactNode }) {
  const { userType } = useSession();
  if (userType === 'public') return <Navigate to="/login" replace />;
  return children;
}
