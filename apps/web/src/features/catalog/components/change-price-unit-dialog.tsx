import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { PriceUnitConflict } from '../utils/quick-entry.ts';

export type PriceUnitAnswer = 'change' | 'keep' | 'cancel';

interface ChangePriceUnitDialogProps {
  conflicts: readonly PriceUnitConflict[] | null;
  onAnswer: (answer: PriceUnitAnswer) => void;
}

/**
 * Spec 01 section 4: the cart already holds these products in the same unit but priced by another
 * unit; adding them again re-prices the cart line unless the buyer keeps the current unit.
 */
export function ChangePriceUnitDialog({ conflicts, onAnswer }: ChangePriceUnitDialogProps) {
  return (
    <Dialog open={conflicts !== null} onClose={() => onAnswer('cancel')} aria-labelledby="change-price-unit-title">
      <DialogTitle id="change-price-unit-title">Change Price By U/M?</DialogTitle>
      <DialogContent>
        <DialogContentText>These products are already in your cart at a different price:</DialogContentText>
        <DialogContentText component="ul" sx={{ pl: 3, mb: 0 }}>
          {(conflicts ?? []).map(({ line, cartLine }) => (
            <li key={`${line.product.productKey}-${line.unitOfMeasure}`}>
              {line.product.description} ({line.unitOfMeasure}): priced per {cartLine.unitPrice.from} in the cart, per{' '}
              {line.priceUnit} here
            </li>
          ))}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => onAnswer('cancel')}>Cancel</Button>
        <Button onClick={() => onAnswer('keep')}>Keep Cart Price</Button>
        <Button variant="contained" onClick={() => onAnswer('change')} autoFocus>
          Change
        </Button>
      </DialogActions>
    </Dialog>
  );
}
