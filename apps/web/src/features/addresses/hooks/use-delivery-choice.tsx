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
  /** Opens the add-address dialog; a deliverable new address then goes on with delivery. */
  addAddress: () => void;
  /** True while the consumer has been asked for an address and closed the dialog without one. */
  needsAddress: boolean;
  /**
   * True after Cancel in 'Proceed with undeliverable zip code?' until delivery is started again or
   * an address is added: the consumer still has to add an address, try again or choose Pickup.
   */
  zipDeclined: boolean;
  busy: boolean;
  dialogs: ReactNode;
}

/** The latest address is the one with the highest id (spec 01 section 4). */
export const latestAddress = (list: readonly DeliveryAddress[]) =>
  list.reduce<DeliveryAddress | null>((a, b) => (a && a.id > b.id ? a : b), null);

/** Choosing Delivery on 'Select Pickup or Delivery' (spec 01 section 4, ship method for consumers). */
export function useDeliveryChoice({ zipRestriction, consumerName, onDelivery }: DeliveryChoiceOptions): DeliveryChoice {
  const api = useApiSession();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const logZip = useLogUndeliverableZip();
  const [adding, setAdding] = useState(false);
  const [needsAddress, setNeedsAddress] = useState(false);
  const [zipDeclined, setZipDeclined] = useState(false);
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
    setZipDeclined(false);
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

  const addAddress = useCallback(() => setAdding(true), []);

  const dialogs = (
    <>
      <AddressDialog
        open={adding}
        kind="consumer"
        address={null}
        defaults={{ name: consumerName.slice(0, 40), display: 'Home' }}
        onClose={() => {
          setAdding(false);
          // After a declined zip an address exists: the notice for the declined zip stays instead.
          if (!zipDeclined) setNeedsAddress(true);
        }}
        onSaved={(saved) => {
          setAdding(false);
          setNeedsAddress(false);
          setZipDeclined(false);
          check(saved);
        }}
      />
      <UndeliverableZipDialog
        address={undeliverable}
        message={zipRestriction.message}
        onCancel={() => {
          setUndeliverable(null);
          setZipDeclined(true);
        }}
        onProceed={(address) => {
          setUndeliverable(null);
          logZip.mutate(address.zip);
          onDelivery();
        }}
      />
    </>
  );

  return { start, addAddress, needsAddress, zipDeclined, busy, dialogs };
}
