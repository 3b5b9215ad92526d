import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { Par } from '@provender/contract';
import { isCountInput, type CountEntry } from '../utils/count-lines.ts';
import { TOUCH, formatNumber, parText } from './count-line-format.ts';

export interface CountLineOrderProps {
  entry: CountEntry;
  par: Par | null;
  suggestedPar: Par | null | undefined;
  /** The order suggested from On Hand and Par, in the sell-by unit; null when there is none. */
  suggested: number | null;
  sellByUnit: string;
  description: string;
  onChange: (productKey: number, patch: Partial<CountEntry>) => void;
  onEditPar: (productKey: number) => void;
  onUseSuggestedPar: (productKey: number, par: Par) => void;
}

/** A count line's Par (with a suggested par to use) and its order quantity, suggested or the buyer's own. */
export function CountLineOrder(props: CountLineOrderProps) {
  const { entry, par, suggestedPar, suggested, description, onChange } = props;
  const orderLabel = `Order (${props.sellByUnit})`;
  const overridden = entry.orderQuantity.trim() !== '';
  const ownHelper = suggested === null ? 'Your quantity' : `Suggested ${formatNumber(suggested)}`;
  return (
    <Box sx={{ display: 'flex', gap: 1.5, mt: 1.5, alignItems: 'center', flexWrap: 'wrap' }}>
      <Button
        variant="text"
        onClick={() => props.onEditPar(entry.productKey)}
        aria-label={par ? `Par ${parText(par)}, ${description}: change` : `Set par, ${description}`}
        sx={{ minHeight: 48, fontSize: 16, px: 1, textTransform: 'none' }}
      >
        {par ? `Par ${parText(par)}` : 'Set par'}
      </Button>
      {suggestedPar !== undefined ? (
        suggestedPar ? (
          <Button
            variant="outlined"
            size="large"
            onClick={() => props.onUseSuggestedPar(entry.productKey, suggestedPar)}
            sx={{ minHeight: 48, textTransform: 'none' }}
          >
            {`Use ${parText(suggestedPar)}`}
          </Button>
        ) : (
          <Typography variant="body2" color="text.secondary">
            No history
          </Typography>
        )
      ) : null}
      <Box sx={{ flex: 1 }} />
      <TextField
        label={orderLabel}
        value={overridden ? entry.orderQuantity : suggested === null ? '' : formatNumber(suggested)}
        onChange={(e) => isCountInput(e.target.value) && onChange(entry.productKey, { orderQuantity: e.target.value })}
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { inputMode: 'decimal', autoComplete: 'off', 'aria-label': `${orderLabel}, ${description}` },
          input: { sx: { fontSize: 24, height: TOUCH, fontWeight: 700 } },
        }}
        helperText={overridden ? ownHelper : suggested === null ? ' ' : 'Suggested'}
        sx={{ width: 132 }}
      />
    </Box>
  );
}
