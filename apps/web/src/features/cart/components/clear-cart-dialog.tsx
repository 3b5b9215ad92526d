import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

export const CLEAR_CART_QUESTION = 'Are you sure you want to delete all products from your cart?';

export function ClearCartDialog({
  open,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="clear-cart-title" aria-describedby="clear-cart-text">
      <DialogTitle id="clear-cart-title">Clear Cart</DialogTitle>
      <DialogContent>
        <DialogContentText id="clear-cart-text">{CLEAR_CART_QUESTION}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" color="error" onClick={onConfirm} autoFocus>
          Clear Cart
        </Button>
      </DialogActions>
    </Dialog>
  );
}
