import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { OrderGuideMessages, type Product } from '@provender/contract';

interface DeleteGuideProductDialogProps {
  /** The product to take out of the guide; null closes the dialog. */
  removing: { product: Product; guide: string } | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (product: Product) => void;
}

/** Spec 02 section 8's confirmation 'Delete Product?' before a product leaves an order guide. */
export function DeleteGuideProductDialog({ removing, busy, onCancel, onConfirm }: DeleteGuideProductDialogProps) {
  return (
    <Dialog
      open={removing !== null}
      onClose={busy ? undefined : onCancel}
      aria-labelledby="delete-guide-product-title"
      aria-describedby="delete-guide-product-text"
    >
      <DialogTitle id="delete-guide-product-title">{OrderGuideMessages.deleteProduct}</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-guide-product-text">
          {removing ? OrderGuideMessages.deleteProductDetail(removing.product.description, removing.guide) : ''}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button
          color="error"
          variant="contained"
          disabled={busy}
          onClick={() => removing !== null && onConfirm(removing.product)}
        >
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
