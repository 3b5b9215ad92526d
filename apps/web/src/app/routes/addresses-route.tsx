import { PageLoading } from '../../components/app-shell/page-loading.tsx';
import { AddressesPage } from '../../features/addresses/components/addresses-page.tsx';
import { useSiteSettings } from '../../features/settings/api/get-site-settings.ts';
import { useSession } from '../session/session-context.ts';

/** Delivery Addresses: consumers' own addresses, or the acting business customer's ship-tos. */
export function AddressesRoute() {
  const { userType } = useSession();
  const site = useSiteSettings();
  if (!site.data) return <PageLoading />;
  const consumer = userType === 'consumer';
  return (
    <AddressesPage
      kind={consumer ? 'consumer' : 'account'}
      allowPickup={site.data.allowConsumerPickup}
      zipRestriction={{
        on: consumer && site.data.zipCodeRestrictionFlag,
        message: site.data.zipCodeRestrictionMessage,
      }}
    />
  );
}
