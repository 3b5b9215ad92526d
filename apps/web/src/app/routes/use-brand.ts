import { useSiteSettings } from '../../features/settings/api/get-site-settings.ts';
import { useLogoUrls } from '../../features/settings/hooks/use-logo-urls.ts';

/** Company name and logos for screens drawn before or outside the app shell. */
export function useBrand() {
  const site = useSiteSettings();
  const logos = useLogoUrls();
  return { companyName: site.data?.companyName ?? '', logos, site };
}
