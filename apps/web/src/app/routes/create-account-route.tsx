import { Navigate } from 'react-router';
import { PageLoading } from '../../components/app-shell/page-loading.tsx';
import { usePasswordOptions } from '../../features/admin/api/get-password-options.ts';
import { CreateAccountPage } from '../../features/consumer/components/create-account-page.tsx';
import { useSession } from '../session/session-context.ts';
import { useBrand } from './use-brand.ts';

/** Consumer sign-up: signed-out visitors only, and only while the site allows consumers. */
export function CreateAccountRoute() {
  const { userType } = useSession();
  const { companyName, wordmark, site } = useBrand();
  const passwordOptions = usePasswordOptions();
  if (userType !== 'public') return <Navigate to="/" replace />;
  if (site.isPending) return <PageLoading fullPage />;
  if (!site.data?.allowConsumer) return <Navigate to="/login" replace />;
  return <CreateAccountPage companyName={companyName} logoSrc={wordmark} passwordOptions={passwordOptions.data} />;
}
