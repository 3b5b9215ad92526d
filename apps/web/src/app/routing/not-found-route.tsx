import { Navigate, useLocation } from 'react-router';
import { NotFoundPage } from '../../components/app-shell/not-found-page.tsx';
import { stateOnlyPaths } from './route-access.ts';

/** Unknown addresses show 'Oops'; /login and the selection screens outside their state go home. */
export function NotFoundRoute() {
  const { pathname } = useLocation();
  if (stateOnlyPaths.has(pathname)) return <Navigate to="/" replace />;
  return <NotFoundPage />;
}
