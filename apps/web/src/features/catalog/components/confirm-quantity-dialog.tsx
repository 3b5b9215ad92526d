import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { CartMessages } from '@provender/contract';

interface ConfirmQuantityDialogProps {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Spec 01 section 5: with rounding off, a quantity that is not a multiple of the sell-by is confirmed. */
export function ConfirmQuantityDialog({ open, onCancel, onConfirm }: ConfirmQuantityDialogProps) {
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="confirm-quantity-title" aria-describedby="confirm-quantity-text">
      <DialogTitle id="confirm-quantity-title">Confirm Quantity</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-quantity-text">{CartMessages.notDivisible}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>No</Button>
        <Button variant="contained" onClick={onConfirm} autoFocus>
          Yes
        </Button>
      </DialogActions>
    </Dialog>
  );
}
