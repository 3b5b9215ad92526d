import { useState, type ComponentProps, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CartLine } from '@provender/contract';
import { useNotify } from '../../../components/notifications/notification.ts';
import { isApiRequestError } from '../../../components/api-client/api-request-error.ts';
import { useClearCart } from '../api/clear-cart.ts';
import { useDeleteCartLine } from '../api/delete-cart-line.ts';
import { useCart } from '../api/get-cart.ts';
import { CartLineItem } from './cart-line-item.tsx';
import { CartTotalsBlock, type CartTotalsSettings } from './cart-totals-block.tsx';
import { ClearCartDialog } from './clear-cart-dialog.tsx';

export interface CartPageProps {
  settings: CartTotalsSettings & { imageFit: 'cover' | 'contain'; missingImage: string };
  /** Opens the Edit Cart dialog for a line (the catalog's add-to-cart dialog, composed by the app). */
  onEditLine: (line: CartLine) => void;
  /** Goes to checkout; null when the Checkout entry is not open to the user. */
  onCheckout: (() => void) | null;
  /** More toolbar buttons (Save Order Guide comes from the order-guides feature). */
  extraActions?: ReactNode;
  /** The order's estimate as checkout will show it (composed by the app); none when checkout is closed. */
  estimate?: ReactNode;
  /**
   * Sends the cart back to the buyer's procurement system as it is (punchout sessions; composed by the
   * app). Offered when the cart cannot be changed (inspect), where checkout would have to change it.
   */
  returnUnchanged?: { transfer: () => Promise<void>; isTransferring: boolean; error: string | null } | null;
  /** A line's stock, shown under its quantity (the catalog's, composed by the app). */
  lineStock?: ((line: CartLine) => ReactNode) | undefined;
  /** Shown under the heading: the next delivery and its cut-off (composed by the app; decision 501). */
  notice?: ReactNode;
}

/** The button that returns a read-only punchout cart, and the note above the lines. */
export const READ_ONLY_RETURN_LABEL = 'Return Requisition';

/** A read-only requisition (decision 140) goes back unchanged with Return Requisition. */
function ReturnUnchangedButton({ returnUnchanged }: { returnUnchanged: CartPageProps['returnUnchanged'] }) {
  if (!returnUnchanged) return null;
  return (
    <Button
      variant="contained"
      disabled={returnUnchanged.isTransferring}
      onClick={() => void returnUnchanged.transfer().catch(() => undefined)}
    >
      {READ_ONLY_RETURN_LABEL}
    </Button>
  );
}

/** Why the cart cannot be changed, and a failed return. */
function CartNotices({
  readOnly,
  returnUnchanged,
}: {
  readOnly: string | null;
  returnUnchanged: CartPageProps['returnUnchanged'];
}) {
  return (
    <>
      {readOnly ? (
        <Alert severity="info" sx={{ mb: 2 }}>
          {readOnly}
          {returnUnchanged ? ` ${READ_ONLY_RETURN_LABEL} sends it back to your procurement system unchanged.` : ''}
        </Alert>
      ) : null}
      {returnUnchanged?.error ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {returnUnchanged.error}
        </Alert>
      ) : null}
    </>
  );
}

type CartLineItemProps = ComponentProps<typeof CartLineItem>;

function CartLines(props: {
  lines: CartLineItemProps['line'][];
  settings: CartPageProps['settings'];
  removing: boolean;
  onEdit: CartLineItemProps['onEdit'];
  onRemove: CartLineItemProps['onRemove'];
  lineStock: CartPageProps['lineStock'];
}) {
  const { lines, settings, removing, onEdit, onRemove, lineStock } = props;
  return (
    <Box component="ul" sx={{ flex: 1, p: 0, m: 0, width: '100%' }} aria-label="Cart lines">
      {lines.map((line) => (
        <CartLineItem
          key={line.id}
          line={line}
          hidePricing={settings.hidePricing}
          imageFit={settings.imageFit}
          missingImage={settings.missingImage}
          removing={removing}
          onEdit={onEdit}
          onRemove={onRemove}
          stock={lineStock?.(line)}
        />
      ))}
    </Box>
  );
}

/** The cart's buttons: the page's extra ones, Clear Cart, Remove items and Checkout. */
function CartActions(props: {
  extraActions: CartPageProps['extraActions'];
  removing: boolean;
  onClear: () => void;
  onToggleRemoving: () => void;
  onCheckout: CartPageProps['onCheckout'];
}) {
  const { extraActions, removing, onClear, onToggleRemoving, onCheckout } = props;
  return (
    // On a phone the buttons sit in an even two-column grid (Checkout last, at the thumb) instead
    // of wrapping into ragged rows.
    <Box
      sx={{
        display: { xs: 'grid', sm: 'flex' },
        gridTemplateColumns: '1fr 1fr',
        gap: 1,
        flexWrap: 'wrap',
        '& > :last-child:nth-child(odd)': { gridColumn: { xs: '1 / -1', sm: 'auto' } },
        // Half a phone's width holds 'Save Order Guide' on one line with narrower side padding.
        '& > .MuiButton-root': { whiteSpace: 'nowrap', px: { xs: 1, sm: 2 } },
      }}
    >
      {extraActions}
      <Button variant="outlined" color="error" onClick={onClear}>
        Clear Cart
      </Button>
      <Button variant="outlined" onClick={onToggleRemoving}>
        {removing ? 'Done Deleting' : 'Remove items'}
      </Button>
      {onCheckout ? (
        <Button variant="contained" onClick={onCheckout}>
          Checkout
        </Button>
      ) : null}
    </Box>
  );
}

/** /cart (spec 02 Cart page). */
export function CartPage({
  settings,
  onEditLine,
  onCheckout,
  extraActions,
  estimate = null,
  returnUnchanged = null,
  lineStock,
  notice = null,
}: CartPageProps) {
  const cart = useCart();
  const clear = useClearCart();
  const remove = useDeleteCartLine();
  const notify = useNotify();
  const [confirmClear, setConfirmClear] = useState(false);
  const [removing, setRemoving] = useState(false);
  const lines = cart.data?.lines ?? [];
  // An inspect session's requisition: the lines are shown, nothing offers to change them (decision 140).
  const readOnly = cart.data?.readOnly ?? null;
  const failed = (err: unknown) =>
    notify({ type: 'error', message: isApiRequestError(err) ? err.firstError : 'An unexpected error occurred' });

  return (
    <Box sx={{ p: { xs: 2, sm: 3 }, maxWidth: 1100, mx: 'auto' }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, gap: 1, mb: 2 }}
      >
        <Typography variant="h5" component="h1">
          Cart
        </Typography>
        {readOnly ? (
          <ReturnUnchangedButton returnUnchanged={returnUnchanged} />
        ) : lines.length > 0 ? (
          <CartActions
            extraActions={extraActions}
            removing={removing}
            onClear={() => setConfirmClear(true)}
            onToggleRemoving={() => setRemoving((r) => !r)}
            onCheckout={onCheckout}
          />
        ) : null}
      </Stack>
      {notice}

      <CartNotices readOnly={readOnly} returnUnchanged={returnUnchanged} />
      {cart.isPending ? (
        <Typography role="status">Loading cart</Typography>
      ) : cart.isError ? (
        <Typography color="error">
          {isApiRequestError(cart.error) ? cart.error.firstError : 'Failed to load the cart'}
        </Typography>
      ) : lines.length === 0 ? (
        <Typography role="status">Cart is empty</Typography>
      ) : (
        <Stack direction={{ xs: 'column', md: 'row' }} sx={{ gap: 3, alignItems: 'flex-start' }}>
          <CartLines
            lines={lines}
            settings={settings}
            removing={removing}
            onEdit={readOnly ? null : onEditLine}
            onRemove={(l) => remove.mutate(l.id, { onError: failed })}
            lineStock={lineStock}
          />
          <Box sx={{ position: { md: 'sticky' }, top: { md: 80 }, width: { xs: '100%', md: 'auto' } }}>
            <CartTotalsBlock lines={lines} settings={settings} estimate={estimate} />
          </Box>
        </Stack>
      )}

      <ClearCartDialog
        open={confirmClear}
        onCancel={() => setConfirmClear(false)}
        onConfirm={() => {
          setConfirmClear(false);
          setRemoving(false);
          clear.mutate(undefined, { onError: failed });
        }}
      />
    </Box>
  );
}
