import { useSearchParams } from 'react-router';
import { VerifyEmailPage } from '../../features/consumer/components/verify-email-page.tsx';
import { useBrand } from './use-brand.ts';

/** /verifyemail?t={token}: the link from the verification mail. */
export function VerifyEmailRoute() {
  const [params] = useSearchParams();
  const { companyName, wordmark } = useBrand();
  return <VerifyEmailPage token={params.get('t') ?? ''} companyName={companyName} logoSrc={wordmark} />;
}
