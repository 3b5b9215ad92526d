import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { DeliveryAddress } from '@provender/contract';

interface UndeliverableZipDialogProps {
  address: DeliveryAddress | null;
  message: string;
  onCancel: () => void;
  onProceed: (address: DeliveryAddress) => void;
}

/** The site's configured zip restriction message, or ours when none is configured. */
export const undeliverableZipMessage = (configured: string) => configured || 'We do not deliver to this zip code.';

/** Spec 01 section 4: the latest address's zip is not delivered to; the consumer may still browse. */
export function UndeliverableZipDialog({ address, message, onCancel, onProceed }: UndeliverableZipDialogProps) {
  return (
    <Dialog open={address !== null} onClose={onCancel} aria-labelledby="undeliverable-zip-title">
      <DialogTitle id="undeliverable-zip-title">Proceed with undeliverable zip code?</DialogTitle>
      <DialogContent>
        <DialogContentText>{undeliverableZipMessage(message)}</DialogContentText>
        {address ? (
          <DialogContentText sx={{ mt: 1 }}>
            {address.display}: {[address.address1, address.city, address.zip].filter(Boolean).join(', ')}
          </DialogContentText>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" onClick={() => address && onProceed(address)} autoFocus>
          Proceed to Browse
        </Button>
      </DialogActions>
    </Dialog>
  );
}
