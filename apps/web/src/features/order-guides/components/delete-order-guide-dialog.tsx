import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface DeleteOrderGuideDialogProps {
  /** The guide to delete; null closes the dialog. */
  name: string | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (name: string) => void;
}

export function DeleteOrderGuideDialog({ name, busy, onCancel, onConfirm }: DeleteOrderGuideDialogProps) {
  return (
    <Dialog open={name !== null} onClose={busy ? undefined : onCancel} aria-labelledby="delete-guide-title">
      <DialogTitle id="delete-guide-title">Delete Order Guide</DialogTitle>
      <DialogContent>
        <DialogContentText>{name ? `Are you sure you want to delete order guide "${name}"?` : ''}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button color="error" variant="contained" disabled={busy} onClick={() => name !== null && onConfirm(name)}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
