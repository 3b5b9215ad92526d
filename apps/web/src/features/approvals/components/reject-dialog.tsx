import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';

interface RejectDialogProps {
  open: boolean;
  orderNumber: string;
  busy: boolean;
  onCancel: () => void;
  onReject: (reason: string) => void;
}

/** Reject Order: a reason is required (at most 200 characters); the buyer reads it in the mail. */
export function RejectDialog({ open, orderNumber, busy, onCancel, onReject }: RejectDialogProps) {
  const [reason, setReason] = useState('');
  const [touched, setTouched] = useState(false);
  const error =
    reason.trim() === ''
      ? 'A reason is required'
      : reason.length > 200
        ? 'The reason is limited to 200 characters'
        : '';
  return (
    <Dialog open={open} onClose={onCancel} fullWidth maxWidth="xs" aria-labelledby={`reject-${orderNumber}`}>
      <DialogTitle id={`reject-${orderNumber}`}>Reject Order {orderNumber}?</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          Nothing is ordered. The buyer gets an e-mail with your reason.
        </DialogContentText>
        <TextField
          label="Reason"
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          onBlur={() => setTouched(true)}
          error={touched && Boolean(error)}
          helperText={touched ? error : undefined}
          multiline
          minRows={2}
          fullWidth
          autoFocus
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button
          color="error"
          variant="contained"
          disabled={busy}
          onClick={() => {
            setTouched(true);
            if (!error) onReject(reason.trim());
          }}
        >
          Reject
        </Button>
      </DialogActions>
    </Dialog>
  );
}
