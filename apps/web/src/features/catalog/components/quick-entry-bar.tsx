import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import { useQuickEntrySubmit } from '../hooks/use-quick-entry-submit.ts';
import type { QuickEntryLine } from '../utils/quick-entry.ts';
import { parseQuantity } from '../utils/quantity.ts';
import { ChangePriceUnitDialog } from './change-price-unit-dialog.tsx';
import { QuickEntryStatusDialog } from './quick-entry-status-dialog.tsx';

interface QuickEntryBarProps {
  lines: ReadonlyMap<number, QuickEntryLine>;
  onClear: () => void;
}

/** Sticks to the bottom of the window: how many products have a quantity, Clear and Add to Cart. */
export function QuickEntryBar({ lines, onClear }: QuickEntryBarProps) {
  const { submit, pending, status, closeStatus, confirmQuantities, priceQuestion } = useQuickEntrySubmit(onClear);
  const entered = [...lines.values()].filter((l) => parseQuantity(l.quantity) > 0).length;
  return (
    <>
      <Paper
        elevation={6}
        sx={{
          position: 'sticky',
          bottom: { xs: 8, sm: 16 },
          mt: 2,
          px: 2,
          py: 1.25,
          display: 'flex',
          alignItems: 'center',
          gap: 1,
          zIndex: 2,
        }}
      >
        <Typography sx={{ flexGrow: 1, minWidth: 0 }} noWrap role="status">
          {entered === 0 ? 'Nothing entered' : `${entered} entered`}
        </Typography>
        <Button onClick={onClear} disabled={lines.size === 0 || pending}>
          Clear
        </Button>
        <Button
          variant="contained"
          startIcon={<AddShoppingCartIcon />}
          disabled={pending}
          onClick={() => void submit(lines.values())}
          sx={{ whiteSpace: 'nowrap', flexShrink: 0 }}
        >
          Add to Cart
        </Button>
      </Paper>
      <ChangePriceUnitDialog conflicts={priceQuestion?.subject ?? null} onAnswer={(a) => priceQuestion?.answer(a)} />
      <QuickEntryStatusDialog
        errors={status?.errors ?? null}
        onClose={closeStatus}
        onConfirmQuantities={status?.canConfirmQuantities ? confirmQuantities : undefined}
      />
    </>
  );
}
