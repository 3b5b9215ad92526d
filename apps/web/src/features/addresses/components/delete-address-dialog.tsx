import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { DeliveryAddress } from '@provender/contract';

interface DeleteAddressDialogProps {
  address: DeliveryAddress | null;
  busy: boolean;
  onCancel: () => void;
  onConfirm: (address: DeliveryAddress) => void;
}

export function DeleteAddressDialog({ address, busy, onCancel, onConfirm }: DeleteAddressDialogProps) {
  return (
    <Dialog open={address !== null} onClose={onCancel} aria-labelledby="delete-address-title">
      <DialogTitle id="delete-address-title">Delete Address?</DialogTitle>
      <DialogContent>
        <DialogContentText>
          {address
            ? `${address.display} (${[address.address1, address.city, address.zip].filter(Boolean).join(', ')}) will be removed.`
            : ''}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button color="error" variant="contained" disabled={busy} onClick={() => address && onConfirm(address)}>
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
