import { useTheme } from '@mui/material/styles';
import { useSiteSettings } from '../../features/settings/api/get-site-settings.ts';
import { useLogoUrls } from '../../features/settings/hooks/use-logo-urls.ts';

/** Company name and logos for screens drawn before or outside the app shell. */
export function useBrand() {
  const site = useSiteSettings();
  const logos = useLogoUrls();
  // The wide logo follows the theme: the dark logo is drawn for dark backgrounds.
  const wordmark = useTheme().palette.mode === 'dark' ? logos.dark : logos.light;
  return { companyName: site.data?.companyName ?? '', logos, wordmark, site };
}
