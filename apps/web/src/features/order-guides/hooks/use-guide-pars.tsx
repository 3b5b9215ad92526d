import { useState, type ReactElement } from 'react';
import type { Par, Product } from '@provender/contract';
import { isApiRequestError } from '../../../components/api-client/api-request-error.ts';
import { useGuideCount, useSetGuidePars } from '../api/guide-count.ts';
import { ParDialog } from '../components/par-dialog.tsx';

export interface GuideParEditing {
  /** The saved lines' pars at the current ship-to (null: no par); null while not loaded or not offered. */
  pars: ReadonlyMap<number, Par | null> | null;
  /** The ship-to the pars are for (the cart header's, else the default; decision 495); '' for a consumer. */
  shipto: string | null;
  open: (product: Product) => void;
  dialog: ReactElement;
}

/**
 * The editor's Par column (issue 34 item 1): the saved guide's pars at the current ship-to, set
 * one line at a time in the same dialog as count mode, saved at once. `guide` null: no column (a
 * guide being created has no saved lines yet).
 */
export function useGuideParEditing(guide: string | null): GuideParEditing {
  const count = useGuideCount(guide);
  const shipto = guide && count.data ? count.data.shipto : null;
  const setPars = useSetGuidePars(guide ?? '', shipto || undefined);
  const [editing, setEditing] = useState<Product | null>(null);
  const pars = guide && count.data ? new Map(count.data.lines.map((l) => [l.productKey, l.par])) : null;
  const error = setPars.error
    ? isApiRequestError(setPars.error)
      ? setPars.error.firstError
      : setPars.error.message
    : null;
  const close = () => {
    setEditing(null);
    setPars.reset();
  };
  const dialog = (
    <ParDialog
      product={editing}
      par={editing ? (pars?.get(editing.productKey) ?? null) : null}
      busy={setPars.isPending}
      error={error}
      onCancel={close}
      onSave={(par) => editing && setPars.mutate([{ productKey: editing.productKey, ...par }], { onSuccess: close })}
    />
  );
  return { pars, shipto, open: setEditing, dialog };
}
