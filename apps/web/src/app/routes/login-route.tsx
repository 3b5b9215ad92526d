import { useState } from 'react';
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
  const { companyName, wordmark, site } = useBrand();
  // Once the server asks for the human check (decision 090), every further attempt carries one.
  const [humanCheckRequired, setHumanCheckRequired] = useState(false);
  if (state.status !== 'unauthorized' && state.status !== 'authorizing') return <NotFoundRoute />;
  if (site.isPending) return <PageLoading fullPage />;
  const reason = state.reason && reasonDisplay(state.reason) === 'inline' ? state.reason : null;
  return (
    <LoginPage
      companyName={companyName}
      logoSrc={wordmark}
      logoLinksHome={site.data?.allowGuest ?? false}
      allowConsumer={site.data?.allowConsumer ?? false}
      reason={reason}
      busy={state.status === 'authorizing'}
      humanCheckRequired={humanCheckRequired}
      onSignIn={(username, password, verifyToken) =>
        void signIn(username, password, verifyToken).then((outcome) => {
          if (outcome.humanCheckRequired) setHumanCheckRequired(true);
        })
      }
    />
  );
}
