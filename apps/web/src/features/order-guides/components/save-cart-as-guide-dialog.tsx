import { useState } from 'react';
import { OrderGuideMessages } from '@provender/contract';
import { useNotify } from '../../../components/notifications/notification.ts';
import { useCreateOrderGuide } from '../api/create-order-guide.ts';
import { useOrderGuides } from '../api/get-order-guides.ts';
import { OrderGuideWriteError } from '../api/order-guide-write.ts';
import { viewerPath } from '../utils/guide-paths.ts';
import { GuideNameDialog } from './guide-name-dialog.tsx';

export interface CartLineForGuide {
  productKey: number;
  orderQuantity: number;
  unitOfMeasure: string;
}

interface SaveCartAsGuideDialogProps {
  open: boolean;
  /** The cart's lines, in cart order. */
  lines: readonly CartLineForGuide[];
  onClose: () => void;
}

/** Spec 02: a refusal the server explains (name taken, reserved, a product in two units) shows inline. */
const INLINE_FAILURES = new Set([400, 405, 409]);

/**
 * The cart page's Save Order Guide (spec 02): names a new guide made of the cart's lines
 * (included=false); success says 'Created order guide "{name}" successfully.' with an Open action
 * to the guide in the viewer (/order-guide#og={name}). For the cart page, composed in src/app.
 */
export function SaveCartAsGuideDialog({ open, lines, onClose }: SaveCartAsGuideDialogProps) {
  const guides = useOrderGuides({ enabled: open });
  const create = useCreateOrderGuide();
  const notify = useNotify();
  const [serverError, setServerError] = useState<string | null>(null);
  const close = () => {
    setServerError(null);
    onClose();
  };
  return (
    <GuideNameDialog
      open={open}
      mode="save-cart"
      guides={guides.data ?? []}
      busy={create.isPending}
      serverError={serverError}
      onCancel={close}
      onSubmit={(name) => {
        setServerError(null);
        create.mutate(
          {
            name,
            lines: lines.map((l) => ({
              productKey: l.productKey,
              orderQuantity: l.orderQuantity,
              unitOfMeasure: l.unitOfMeasure,
              included: false,
            })),
          },
          {
            onSuccess: () => {
              notify({
                type: 'success',
                message: OrderGuideMessages.created(name),
                action: 'Open',
                actionLink: viewerPath(name),
              });
              close();
            },
            onError: (err) => {
              if (err instanceof OrderGuideWriteError && INLINE_FAILURES.has(err.errorCode))
                setServerError(err.message);
              else setServerError(`Failed to create order guide: ${err.message}`);
            },
          },
        );
      }}
    />
  );
}
