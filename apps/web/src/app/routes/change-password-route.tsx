import { useSearchParams } from 'react-router';
import { usePasswordOptions } from '../../features/admin/api/get-password-options.ts';
import { ResetPasswordPage } from '../../features/auth/components/reset-password-page.tsx';
import { useBrand } from './use-brand.ts';

/** /changepassword?t={token}: the link from the reset mail. */
export function ChangePasswordRoute() {
  const [params] = useSearchParams();
  const { companyName, wordmark } = useBrand();
  const passwordOptions = usePasswordOptions();
  return (
    <ResetPasswordPage
      resetToken={params.get('t') ?? ''}
      passwordOptions={passwordOptions.data}
      companyName={companyName}
      logoSrc={wordmark}
    />
  );
}
