import { Navigate } from 'react-router';
import { ForgotPasswordPage } from '../../features/auth/components/forgot-password-page.tsx';
import { useSession } from '../session/session-context.ts';
import { useBrand } from './use-brand.ts';

export function ForgotPasswordRoute() {
  const { userType } = useSession();
  const { companyName, wordmark, site } = useBrand();
  if (userType !== 'public') return <Navigate to="/settings" replace />;
  return (
    <ForgotPasswordPage
      companyName={companyName}
      logoSrc={wordmark}
      allowConsumer={site.data?.allowConsumer ?? false}
    />
  );
}
