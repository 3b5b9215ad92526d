import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import type { Par, Product } from '@provender/contract';
import { countNumber, isCountInput, unitsOf } from '../utils/count-lines.ts';

export interface ParDialogProps {
  product: Product | null;
  par: Par | null;
  busy: boolean;
  error: string | null;
  onCancel: () => void;
  /** null removes the par. */
  onSave: (par: { quantity: number | null; unitOfMeasure: string }) => void;
}

/** Sets a line's par at this ship-to, in any unit of the product (issue 34 item 1). */
export function ParDialog(props: ParDialogProps) {
  return (
    <Dialog open={props.product !== null} onClose={props.onCancel} fullWidth maxWidth="xs">
      {props.product ? <ParForm key={props.product.productKey} {...props} product={props.product} /> : null}
    </Dialog>
  );
}

function ParForm({ product, par, busy, error, onCancel, onSave }: ParDialogProps & { product: Product }) {
  const units = unitsOf(product).map((u) => u.unitOfMeasure);
  const [quantity, setQuantity] = useState(par ? String(par.quantity) : '');
  const [unit, setUnit] = useState(par?.unitOfMeasure ?? units[0] ?? '');
  const value = countNumber(quantity);
  return (
    <>
      <DialogTitle>{`Par: ${product.description}`}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2, pt: '8px !important' }}>
        <TextField
          label="Par"
          value={quantity}
          autoFocus
          onChange={(e) => isCountInput(e.target.value) && setQuantity(e.target.value)}
          error={error !== null}
          helperText={error ?? 'How much this location wants on hand after a delivery. Empty: no par.'}
          slotProps={{
            htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
            input: { sx: { fontSize: 24, height: 56 } },
          }}
        />
        <ToggleButtonGroup
          exclusive
          value={unit}
          onChange={(_e, u: string | null) => u && setUnit(u)}
          aria-label="Par unit"
        >
          {units.map((u) => (
            <ToggleButton key={u} value={u} sx={{ minWidth: 56, height: 56, fontSize: 16, fontWeight: 600 }}>
              {u}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} size="large">
          Cancel
        </Button>
        <Button
          variant="contained"
          size="large"
          disabled={busy || unit === ''}
          onClick={() => onSave({ quantity: value, unitOfMeasure: unit })}
        >
          Save Par
        </Button>
      </DialogActions>
    </>
  );
}
