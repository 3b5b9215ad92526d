import { useState } from 'react';
import { OrderGuideMessages, type OrderGuide, type Product } from '@provender/contract';
import { useNotify } from '../../../components/notifications/notification.ts';
import { useCreateOrderGuide } from '../api/create-order-guide.ts';
import { useDeleteOrderGuide } from '../api/delete-order-guide.ts';
import { OrderGuideWriteError } from '../api/order-guide-write.ts';
import { usePatchOrderGuide } from '../api/patch-order-guide.ts';
import { quantityValue, type GuideEntry } from '../utils/guide-selection.ts';

export type OpenDialog = 'create' | 'copy' | 'delete' | null;

/** Spec 01 section 8: copy and create failures with these codes show the server's reason inline. */
const INLINE_FAILURES = new Set([400, 405, 409]);

/** The order guide viewer's dialogs and what they write: change or remove a line, copy, delete. */
export function useOrderGuideActions(selected: OrderGuide | null, select: (name: string) => void) {
  const notify = useNotify();
  const create = useCreateOrderGuide();
  const remove = useDeleteOrderGuide();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const [copyError, setCopyError] = useState<string | null>(null);

  const copy = (name: string) => {
    if (!selected) return;
    setCopyError(null);
    const lines = selected.products.map((p) => ({
      productKey: p.productKey,
      orderQuantity: p.orderQuantity,
      unitOfMeasure: p.unitOfMeasure,
    }));
    create.mutate(
      { name, lines },
      {
        onSuccess: () => {
          setDialog(null);
          notify({ type: 'success', message: OrderGuideMessages.created(name) });
          select(name);
        },
        onError: (err) => {
          if (err instanceof OrderGuideWriteError && INLINE_FAILURES.has(err.errorCode)) setCopyError(err.message);
        },
      },
    );
  };

  const confirmDelete = (name: string) =>
    remove.mutate(name, {
      onSuccess: () => {
        setDialog(null);
        notify({ type: 'success', message: `Deleted order guide "${name}".` });
        select('');
      },
      onError: (err) => {
        setDialog(null);
        notify({ type: 'error', message: err.message });
      },
    });

  const openCopy = () => {
    setCopyError(null);
    setDialog('copy');
  };

  return {
    dialog,
    setDialog,
    copyError,
    openCopy,
    ...useGuideLineActions(selected),
    copy,
    confirmDelete,
    copying: create.isPending,
    deleting: remove.isPending,
  };
}

/** Edit a line's quantity or remove it from the guide. */
function useGuideLineActions(selected: OrderGuide | null) {
  const notify = useNotify();
  const patch = usePatchOrderGuide();
  const [editing, setEditing] = useState<{ product: Product; entry: GuideEntry } | null>(null);
  const [removing, setRemoving] = useState<Product | null>(null);

  const changeLine = (product: Product, entry: GuideEntry | null) => {
    if (!selected) return;
    const line = entry
      ? {
          productKey: product.productKey,
          orderQuantity: quantityValue(entry.quantity),
          unitOfMeasure: entry.unitOfMeasure,
          isDelete: false,
          sequence: -1 as const,
        }
      : { productKey: product.productKey, orderQuantity: 0, isDelete: true, sequence: -1 as const };
    patch.mutate(
      { name: selected.name, lines: [line] },
      {
        onSuccess: () => {
          setEditing(null);
          setRemoving(null);
        },
        onError: (err) => {
          setRemoving(null);
          notify({ type: 'error', message: err.message });
        },
      },
    );
  };

  /** Opens the quantity dialog on the guide's line of the product. */
  const edit = (product: Product) => {
    const line = selected?.products.find((p) => p.productKey === product.productKey);
    if (line)
      setEditing({
        product,
        entry: { productKey: line.productKey, quantity: String(line.orderQuantity), unitOfMeasure: line.unitOfMeasure },
      });
  };

  return { editing, setEditing, edit, removing, setRemoving, changeLine, patching: patch.isPending };
}
