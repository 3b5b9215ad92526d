import Alert from '@mui/material/Alert';
import { PageLoading } from '../../components/app-shell/page-loading.tsx';
import { useLanding } from '../../features/landing/api/get-landing.ts';
import { LandingEditorPage } from '../../features/landing/components/editor/landing-editor-page.tsx';
import type { LandingProductQuery } from '../../features/landing/utils/landing-products.ts';
import { LandingProducts } from './landing-products.tsx';

const renderProducts = (query: LandingProductQuery) => <LandingProducts query={query} />;

/** /admin/landing: the Landing Page Editor on the saved layout (decision 084). */
export function LandingEditorRoute() {
  const landing = useLanding();
  if (landing.isPending) return <PageLoading />;
  if (landing.isError)
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        {landing.error.message}
      </Alert>
    );
  return <LandingEditorPage layout={landing.data} renderProducts={renderProducts} />;
}
