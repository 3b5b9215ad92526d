import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { usePunchoutTransfer } from '../hooks/use-punchout-transfer.ts';

interface PunchoutTransferButtonProps {
  /** The Confirm step's button text; Submit as for an order. */
  label?: string;
  disabled?: boolean;
}

/**
 * The punchout Confirm step's action: transfers the cart to the buyer's procurement system (a
 * hidden form posted to the postback address in the top window). No receipt follows.
 */
export function PunchoutTransferButton({ label = 'Submit', disabled = false }: PunchoutTransferButtonProps) {
  const { transfer, isTransferring, error } = usePunchoutTransfer();
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      {error ? (
        <Alert severity="error" sx={{ alignSelf: 'stretch' }}>
          {error}
        </Alert>
      ) : null}
      <Button
        variant="contained"
        // The failure is shown above the button from the hook's error.
        onClick={() => void transfer().catch(() => undefined)}
        disabled={disabled || isTransferring}
        startIcon={isTransferring ? <CircularProgress size={16} aria-hidden /> : null}
      >
        {label}
      </Button>
    </Stack>
  );
}
