import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import { useNotify } from '../../../components/notifications/notification.ts';
import { useKeepNotificationsClear } from '../../../components/notifications/notification-clearance.ts';
import { quickEntryErrorMessage, useQuickEntrySubmit } from '../hooks/use-quick-entry-submit.ts';
import type { QuickEntryLine } from '../utils/quick-entry.ts';
import { parseQuantity } from '../utils/quantity.ts';
import { ChangePriceUnitDialog } from './change-price-unit-dialog.tsx';
import { ConfirmQuantityDialog } from './confirm-quantity-dialog.tsx';
import { QuantityGuardDialog } from './quantity-guard-dialog.tsx';
import { QuickEntryStatusDialog } from './quick-entry-status-dialog.tsx';

export interface QuickEntryBarProps {
  lines: ReadonlyMap<number, QuickEntryLine>;
  onClear: () => void;
  /** The rows of these products went into the cart; the refused ones keep their values. */
  onAdded: (productKeys: number[]) => void;
  /** With an order guide chosen: fills the guide's usual quantities into the empty rows. */
  onFillUsual?: (() => Promise<void>) | undefined;
}

/** Fills the chosen guide's usual quantities into the empty rows; a failure is a notice. */
function FillUsualButton({ pending, onFillUsual }: { pending: boolean; onFillUsual: () => Promise<void> }) {
  const [filling, setFilling] = useState(false);
  const notify = useNotify();
  return (
    <Button
      disabled={pending || filling}
      onClick={() => {
        setFilling(true);
        onFillUsual()
          .catch((error: unknown) => notify({ type: 'error', message: quickEntryErrorMessage(error) }))
          .finally(() => setFilling(false));
      }}
      sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
    >
      Fill Usual
    </Button>
  );
}

/** Sticks to the bottom of the window: how many products have a quantity, Fill Usual (with a guide chosen), Clear and Add to Cart. */
export function QuickEntryBar({ lines, onClear, onAdded, onFillUsual }: QuickEntryBarProps) {
  // Its own notices ('2 Product(s) Added To Cart') show above the bar, never over its buttons.
  const bar = useRef<HTMLDivElement>(null);
  useKeepNotificationsClear(bar);
  const { submit, pending, status, closeStatus, priceQuestion, quantityQuestion, guardQuestion } =
    useQuickEntrySubmit(onAdded);
  const entered = [...lines.values()].filter((l) => parseQuantity(l.quantity) > 0).length;
  return (
    <>
      <Paper
        ref={bar}
        elevation={6}
        sx={{
          position: 'sticky',
          bottom: { xs: 8, sm: 16 },
          mt: 2,
          px: { xs: 1.5, sm: 2 },
          py: 1.25,
          display: 'flex',
          alignItems: 'center',
          flexWrap: 'wrap',
          gap: 1,
          zIndex: 2,
        }}
      >
        {/* On a phone with Fill Usual the three buttons need the whole width: the count gets a line of its own. */}
        <Typography
          sx={{ flexGrow: 1, flexBasis: { xs: onFillUsual ? '100%' : 0, sm: 0 }, minWidth: 0 }}
          noWrap
          role="status"
        >
          {entered === 0 ? 'Nothing entered' : `${entered} entered`}
        </Typography>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, ml: 'auto' }}>
          {onFillUsual ? <FillUsualButton pending={pending} onFillUsual={onFillUsual} /> : null}
          <Button onClick={onClear} disabled={lines.size === 0 || pending}>
            Clear
          </Button>
          <Button
            variant="contained"
            startIcon={<AddShoppingCartIcon />}
            disabled={pending}
            onClick={() => void submit(lines.values())}
            // On a phone the icon would leave the count too little room ('Nothing entered' cut short).
            sx={{
              whiteSpace: 'nowrap',
              flexShrink: 0,
              '& .MuiButton-startIcon': { display: { xs: 'none', sm: 'inherit' } },
            }}
          >
            Add to Cart
          </Button>
        </Box>
      </Paper>
      <ChangePriceUnitDialog conflicts={priceQuestion?.subject ?? null} onAnswer={(a) => priceQuestion?.answer(a)} />
      <QuantityGuardDialog
        concerns={guardQuestion?.subject ?? null}
        onChange={() => guardQuestion?.answer(false)}
        onConfirm={() => guardQuestion?.answer(true)}
      />
      <ConfirmQuantityDialog
        open={quantityQuestion !== null}
        lines={quantityQuestion?.subject}
        onConfirm={() => quantityQuestion?.answer(true)}
        onCancel={() => quantityQuestion?.answer(false)}
      />
      <QuickEntryStatusDialog errors={status?.errors ?? null} onClose={closeStatus} />
    </>
  );
}
