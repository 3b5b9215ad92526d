import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import type { Blocker } from 'react-router';

export const LEAVE_PAYMENT_MESSAGE = "Payment hasn't been completed. Are you sure you want to leave this page?";

/** Asked when leaving Make Payment mid-flow (spec 02). */
export function LeavePaymentDialog({ blocker }: { blocker: Blocker }) {
  return (
    <Dialog open={blocker.state === 'blocked'} onClose={() => blocker.reset?.()} aria-describedby="leave-payment-text">
      <DialogContent>
        <DialogContentText id="leave-payment-text">{LEAVE_PAYMENT_MESSAGE}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => blocker.reset?.()}>Stay</Button>
        <Button variant="contained" onClick={() => blocker.proceed?.()}>
          Leave
        </Button>
      </DialogActions>
    </Dialog>
  );
}
