import { useCallback, type ReactNode } from 'react';
import Alert, { type AlertColor } from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Navigate } from 'react-router';
import { AddressMessages, type ShipMethod } from '@provender/contract';
import { FocusLayout } from '../../components/app-shell/focus-layout.tsx';
import { PageLoading } from '../../components/app-shell/page-loading.tsx';
import { undeliverableZipMessage } from '../../features/addresses/components/undeliverable-zip-dialog.tsx';
import { useDeliveryChoice } from '../../features/addresses/hooks/use-delivery-choice.tsx';
import { onlyOfferedMethod, SelectShipMethodPage } from '../../features/session/components/select-ship-method-page.tsx';
import { NotFoundRoute } from '../routing/not-found-route.tsx';
import { useSession, useSessionActions } from '../session/session-context.ts';
import { useBrand } from './use-brand.ts';

/**
 * Consumers choose pickup or delivery. Delivery needs an address (the add-address dialog opens
 * without one) and, with the zip restriction on, a deliverable zip on the latest address. On a
 * delivery-only site there are no choice buttons, so declining an undeliverable zip leaves a notice
 * to add another address or try again (decision 022).
 */
export function SelectShipMethodRoute() {
  const { state } = useSession();
  const { selectShipMethod, logout } = useSessionActions();
  const { companyName, logos, site } = useBrand();
  const chooseDelivery = useCallback(() => selectShipMethod('delivery'), [selectShipMethod]);
  const delivery = useDeliveryChoice({
    zipRestriction: {
      on: site.data?.zipCodeRestrictionFlag ?? false,
      message: site.data?.zipCodeRestrictionMessage ?? '',
    },
    consumerName: state.user?.name ?? '',
    onDelivery: chooseDelivery,
  });
  const { start: startDelivery, addAddress } = delivery;
  const onSelect = useCallback(
    (method: ShipMethod) => (method === 'delivery' ? startDelivery() : selectShipMethod(method)),
    [startDelivery, selectShipMethod],
  );
  // Right after the choice: a new history entry, so that going back to the selection logs out.
  if (state.status === 'ready') return <Navigate to="/" />;
  if (state.status !== 'select-shipmethod') return <NotFoundRoute />;
  const deliveryOnly = site.data
    ? onlyOfferedMethod(site.data.allowConsumerPickup, site.data.allowConsumerDelivery) === 'delivery'
    : false;
  return (
    <FocusLayout
      title={companyName}
      logoSrc={logos.small}
      actions={
        <Button color="inherit" onClick={() => logout()}>
          Log Out
        </Button>
      }
    >
      {site.data ? (
        <>
          <SelectShipMethodPage
            allowPickup={site.data.allowConsumerPickup}
            allowDelivery={site.data.allowConsumerDelivery}
            onSelect={onSelect}
          />
          {delivery.needsAddress ? (
            <Notice
              severity="info"
              action={
                <Button color="inherit" size="small" onClick={startDelivery} disabled={delivery.busy}>
                  Add Address
                </Button>
              }
            >
              {deliveryOnly
                ? AddressMessages.required
                : 'Delivery needs a delivery address. Add one, or choose Pickup.'}
            </Notice>
          ) : null}
          {deliveryOnly && delivery.zipDeclined ? (
            <Notice
              severity="warning"
              action={
                <>
                  <Button color="inherit" size="small" onClick={addAddress} disabled={delivery.busy}>
                    Add Address
                  </Button>
                  <Button color="inherit" size="small" onClick={startDelivery} disabled={delivery.busy}>
                    Try again
                  </Button>
                </>
              }
            >
              {undeliverableZipMessage(site.data.zipCodeRestrictionMessage)} Add an address we deliver to, or try again.
            </Notice>
          ) : null}
          {delivery.dialogs}
        </>
      ) : (
        <PageLoading />
      )}
    </FocusLayout>
  );
}

/** A notice under the ship-method choice, as wide as the page's content. */
function Notice({ severity, action, children }: { severity: AlertColor; action: ReactNode; children: ReactNode }) {
  return (
    <Box sx={{ width: '100%', maxWidth: 720, mx: 'auto', px: { xs: 2, sm: 3 } }}>
      <Alert severity={severity} action={action}>
        {children}
      </Alert>
    </Box>
  );
}
