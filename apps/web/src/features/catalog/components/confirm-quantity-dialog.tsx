import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import { CartMessages } from '@provender/contract';
import type { QuantityInQuestion } from '../utils/quick-entry.ts';

interface ConfirmQuantityDialogProps {
  open: boolean;
  onCancel: () => void;
  onConfirm: () => void;
  /** Quick entry: the lines the question is about (the Add To Cart dialog asks about its one quantity). */
  lines?: readonly QuantityInQuestion[] | undefined;
}

/**
 * Spec 01 section 5: with rounding off, a quantity that is not a multiple of the sell-by is
 * confirmed, Yes or No. Quick entry asks the same question about all such lines at once.
 */
export function ConfirmQuantityDialog({ open, onCancel, onConfirm, lines }: ConfirmQuantityDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={onCancel}
      aria-labelledby="confirm-quantity-title"
      aria-describedby="confirm-quantity-text"
    >
      <DialogTitle id="confirm-quantity-title">Confirm Quantity</DialogTitle>
      <DialogContent>
        <DialogContentText id="confirm-quantity-text">{CartMessages.notDivisible}</DialogContentText>
        {lines && lines.length > 0 ? (
          <List dense aria-label="Quantities to confirm" sx={{ mt: 1 }}>
            {lines.map((line, i) => (
              <ListItem key={`${line.description}-${line.unitOfMeasure}-${i}`} disableGutters>
                <ListItemText
                  primary={line.description}
                  secondary={`${line.quantity} ${line.unitOfMeasure} · Sell By multiple ${line.sellByMultiple}`}
                />
              </ListItem>
            ))}
          </List>
        ) : null}
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
