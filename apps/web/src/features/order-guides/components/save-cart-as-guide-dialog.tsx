import { useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { OrderGuideMessages, type Product } from '@provender/contract';
import { useApiSession } from '../../../components/api-client/api-session.ts';
import { useNotify } from '../../../components/notifications/notification.ts';
import { useCreateOrderGuide } from '../api/create-order-guide.ts';
import { getGuideProductsQueryOptions } from '../api/get-guide-products.ts';
import { useOrderGuides } from '../api/get-order-guides.ts';
import { OrderGuideWriteError } from '../api/order-guide-write.ts';
import { guideLinesFromCart, type CartLineForGuide, type RoundedGuideLine } from '../utils/cart-guide-lines.ts';
import { viewerPath } from '../utils/guide-paths.ts';
import { GuideNameDialog } from './guide-name-dialog.tsx';

export type { CartLineForGuide } from '../utils/cart-guide-lines.ts';

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
 * to the guide in the viewer (/order-guide#og={name}). A line the cart took off its Sell By step is
 * named and saved rounded up to it, never refused with the rest (decision 430). For the cart page,
 * composed in src/app.
 */
export function SaveCartAsGuideDialog({ open, lines, onClose }: SaveCartAsGuideDialogProps) {
  const api = useApiSession();
  const queryClient = useQueryClient();
  const guides = useOrderGuides({ enabled: open });
  const productsQuery = getGuideProductsQueryOptions(
    api,
    lines.map((l) => l.productKey),
  );
  const products = useQuery({ ...productsQuery, enabled: open && productsQuery.enabled !== false });
  const create = useCreateOrderGuide();
  const notify = useNotify();
  const [serverError, setServerError] = useState<string | null>(null);
  const { rounded } = guideLinesFromCart(lines, products.data);
  const close = () => {
    setServerError(null);
    onClose();
  };

  const save = async (name: string) => {
    setServerError(null);
    // The buyer has seen what will be rounded when the products were known as they chose Save;
    // otherwise they are fetched now, and a rounding still to be shown stops this Save.
    let known: ReadonlyMap<number, Product> | undefined = products.data;
    if (!known) {
      known = await queryClient.ensureQueryData(productsQuery).catch(() => undefined);
      if (guideLinesFromCart(lines, known).rounded.length > 0) return;
    }
    create.mutate(
      { name, lines: guideLinesFromCart(lines, known).lines },
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
          if (err instanceof OrderGuideWriteError && INLINE_FAILURES.has(err.errorCode)) setServerError(err.message);
          else setServerError(`Failed to create order guide: ${err.message}`);
        },
      },
    );
  };

  return (
    <GuideNameDialog
      open={open}
      mode="save-cart"
      guides={guides.data ?? []}
      busy={create.isPending}
      serverError={serverError}
      notice={rounded.length > 0 ? <RoundingNotice rounded={rounded} /> : null}
      submitLabel={rounded.length > 0 ? 'Round and Save' : undefined}
      onCancel={close}
      onSubmit={(name) => void save(name)}
    />
  );
}

/** Names each cart line the guide keeps rounded up, with both quantities; the cart itself is unchanged. */
function RoundingNotice({ rounded }: { rounded: readonly RoundedGuideLine[] }) {
  return (
    <Alert severity="info" sx={{ mt: 2 }} aria-label="Quantities rounded for the guide">
      <AlertTitle>{OrderGuideMessages.cartRoundingTitle(rounded.length)}</AlertTitle>
      {OrderGuideMessages.cartRoundingText}
      <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
        {rounded.map((r) => (
          <li key={r.productKey}>
            {OrderGuideMessages.cartRoundingLine(
              r.description,
              `${r.from} ${r.unitOfMeasure}`,
              `${r.to} ${r.unitOfMeasure}`,
              String(r.multiple),
            )}
          </li>
        ))}
      </Box>
    </Alert>
  );
}
