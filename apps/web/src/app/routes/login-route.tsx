import { LoginPage } from '../../features/auth/components/login-page.tsx';
import { PageLoading } from '../../components/app-shell/page-loading.tsx';
import { NotFoundRoute } from '../routing/not-found-route.tsx';
import { useSession, useSessionActions } from '../session/session-context.ts';
import { reasonDisplay } from '../session/sign-in-reason.ts';
import { useBrand } from './use-brand.ts';

/** /login exists only while signed out; elsewhere it leads home. */
export function LoginRoute() {
  const { state } = useSession();
  const { signIn } = useSessionActions();
  const { companyName, logos, site } = useBrand();
  if (state.status !== 'unauthorized' && state.status !== 'authorizing') return <NotFoundRoute />;
  if (site.isPending) return <PageLoading fullPage />;
  const reason = state.reason && reasonDisplay(state.reason) === 'inline' ? state.reason : null;
  return (
    <LoginPage
      companyName={companyName}
      logoSrc={logos.light}
      logoLinksHome={site.data?.allowGuest ?? false}
      allowConsumer={site.data?.allowConsumer ?? false}
      reason={reason}
      busy={state.status === 'authorizing'}
      onSignIn={(username, password) => void signIn(username, password)}
    />
  );
}
