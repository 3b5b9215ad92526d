import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question such as 'Delete Landing Card?'. */
export function ConfirmDialog({ open, title, onConfirm, onCancel }: ConfirmDialogProps) {
  return (
    <Dialog open={open} onClose={onCancel} aria-labelledby="landing-confirm-title">
      <DialogTitle id="landing-confirm-title">{title}</DialogTitle>
      <DialogActions>
        <Button onClick={onCancel}>No</Button>
        <Button variant="contained" onClick={onConfirm} autoFocus>
          Yes
        </Button>
      </DialogActions>
    </Dialog>
  );
}
