import { useCallback, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { DeliveryAddress } from '@provender/contract';
import { isApiRequestError } from '../../../components/api-client/api-request-error.ts';
import { useApiSession } from '../../../components/api-client/api-session.ts';
import { useNotify } from '../../../components/notifications/notification.ts';
import { getAddressesQueryOptions } from '../api/get-addresses.ts';
import { useLogUndeliverableZip } from '../api/log-undeliverable-zip.ts';
import { AddressDialog } from '../components/address-dialog.tsx';
import { minimumOrderMessage } from '../components/address-form-schema.ts';
import { UndeliverableZipDialog } from '../components/undeliverable-zip-dialog.tsx';

interface DeliveryChoiceOptions {
  zipRestriction: { on: boolean; message: string };
  /** The consumer's name, prefilled in a first address. */
  consumerName: string;
  /** Called once delivery may go ahead. */
  onDelivery: () => void;
}

export interface DeliveryChoice {
  /** Runs the delivery checks: an address must exist, then the zip restriction on the latest one. */
  start: () => void;
  /** True while the consumer has been asked for an address and closed the dialog without one. */
  needsAddress: boolean;
  busy: boolean;
  dialogs: ReactNode;
}

/** The latest address is the one with the highest id (spec 01 section 4). */
export const latestAddress = (list: readonly DeliveryAddress[]) => list.reduce<DeliveryAddress | null>((a, b) => (a && a.id > b.id ? a : b), null);

/** Choosing Delivery on 'Select Pickup or Delivery' (spec 01 section 4, ship method for consumers). */
export function useDeliveryChoice({ zipRestriction, consumerName, onDelivery }: DeliveryChoiceOptions): DeliveryChoice {
  const api = useApiSession();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const logZip = useLogUndeliverableZip();
  const [adding, setAdding] = useState(false);
  const [needsAddress, setNeedsAddress] = useState(false);
  const [undeliverable, setUndeliverable] = useState<DeliveryAddress | null>(null);
  const [busy, setBusy] = useState(false);

  const check = useCallback(
    (latest: DeliveryAddress) => {
      if (zipRestriction.on && !latest.isValidZipCode) {
        setUndeliverable(latest);
        return;
      }
      if (zipRestriction.on && Number(latest.minimumOrderAmount) > 0) {
        notify({ type: 'warning', message: minimumOrderMessage(latest.minimumOrderAmount) });
      }
      onDelivery();
    },
    [zipRestriction.on, notify, onDelivery],
  );

  const start = useCallback(() => {
    setBusy(true);
    queryClient
      .fetchQuery(getAddressesQueryOptions(api, 'consumer'))
      .then(
        (list) => {
          const latest = latestAddress(list);
          if (latest) check(latest);
          else setAdding(true);
        },
        (err: unknown) => notify({ type: 'error', message: isApiRequestError(err) ? err.firstError : String(err) }),
      )
      .finally(() => setBusy(false));
  }, [api, queryClient, check, notify]);

  const dialogs = (
    <>
      <AddressDialog
        open={adding}
        kind="consumer"
        address={null}
        defaults={{ name: consumerName.slice(0, 40), display: 'Home' }}
        onClose={() => {
          setAdding(false);
          setNeedsAddress(true);
        }}
        onSaved={(saved) => {
          setAdding(false);
          setNeedsAddress(false);
          check(saved);
        }}
      />
      <UndeliverableZipDialog
        address={undeliverable}
        message={zipRestriction.message}
        onCancel={() => setUndeliverable(null)}
        onProceed={(address) => {
          setUndeliverable(null);
          logZip.mutate(address.zip);
          onDelivery();
        }}
      />
    </>
  );

  return { start, needsAddress, busy, dialogs };
}
