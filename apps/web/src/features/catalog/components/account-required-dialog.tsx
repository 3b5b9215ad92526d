import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { CartMessages } from '@provender/contract';
import { useNavigate } from 'react-router';

/** Spec 01 section 6: guests cannot add to the cart; OK takes them to sign in. */
export function AccountRequiredDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      aria-labelledby="account-required-title"
      aria-describedby="account-required-text"
    >
      <DialogTitle id="account-required-title">Account Required</DialogTitle>
      <DialogContent>
        <DialogContentText id="account-required-text">{CartMessages.signInToAdd}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          variant="contained"
          onClick={() => {
            onClose();
            void navigate('/login');
          }}
        >
          OK
        </Button>
      </DialogActions>
    </Dialog>
  );
}
