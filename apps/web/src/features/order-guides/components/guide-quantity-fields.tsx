import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import type { Product } from '@provender/contract';
import { sellByOf, type GuideEntry } from '../utils/guide-selection.ts';

interface GuideQuantityFieldsProps {
  product: Product;
  entry: GuideEntry;
  error: string | null;
  onChange: (entry: GuideEntry) => void;
  /** Small fields without helper text, for a 64 px list row (the error shows as the field's title). */
  dense?: boolean;
  autoFocus?: boolean;
  disabled?: boolean;
}

/** Quantity and Sell By U/M of one guide line; the quantity steps by the unit's sell-by multiple. */
export function GuideQuantityFields({
  product,
  entry,
  error,
  onChange,
  dense = false,
  autoFocus = false,
  disabled = false,
}: GuideQuantityFieldsProps) {
  const sellBy = sellByOf(product, entry.unitOfMeasure);
  const step = sellBy && sellBy.sellByMultiple > 0 ? sellBy.sellByMultiple : 1;
  const size = dense ? 'small' : 'medium';
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        label={dense ? undefined : 'Quantity'}
        type="number"
        size={size}
        value={entry.quantity}
        error={error !== null}
        helperText={dense ? undefined : (error ?? ' ')}
        title={dense ? (error ?? undefined) : undefined}
        disabled={disabled}
        autoFocus={autoFocus}
        onChange={(e) => onChange({ ...entry, quantity: e.target.value })}
        onBlur={() => {
          const trimmed = entry.quantity.trim();
          if (trimmed === '') onChange({ ...entry, quantity: '0' });
        }}
        slotProps={{
          htmlInput: { min: 0, step, inputMode: 'decimal', 'aria-label': `Quantity of ${product.description}` },
        }}
        sx={{ width: dense ? 96 : 140 }}
      />
      <TextField
        select
        label={dense ? undefined : 'Sell By U/M'}
        size={size}
        value={sellBy?.unitOfMeasure ?? ''}
        disabled={disabled || product.sellBys.length < 2}
        onChange={(e) => onChange({ ...entry, unitOfMeasure: e.target.value })}
        slotProps={{ htmlInput: { 'aria-label': `Sell By U/M of ${product.description}` } }}
        helperText={dense ? undefined : ' '}
        sx={{ width: dense ? 88 : 120 }}
      >
        {product.sellBys.map((s) => (
          <MenuItem key={s.unitOfMeasure} value={s.unitOfMeasure}>
            {s.unitOfMeasure}
          </MenuItem>
        ))}
      </TextField>
    </Box>
  );
}
