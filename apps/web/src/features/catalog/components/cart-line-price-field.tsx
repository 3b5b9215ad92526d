import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import { inputLabelClasses } from '@mui/material/InputLabel';
import TextField from '@mui/material/TextField';
import { Hint } from '../../../components/hint/hint.tsx';
import { warningTextColor } from '../../../components/theme/create-app-theme.ts';
import Typography from '@mui/material/Typography';
import RestartAltIcon from '@mui/icons-material/RestartAlt';
import { formatMoney } from '@provender/rules';
import { formatPriceInput } from '../utils/price-input.ts';

interface CartLinePriceFieldProps {
  priceUnit: string;
  priceDecimals: number;
  /** The customer's price in the unit; null while unknown. */
  loadedPrice: number | null;
  loading: boolean;
  editable: boolean;
  isOverride: boolean;
  priceText: string;
  onPrice: (text: string) => void;
  onReset: () => void;
}

/** The unit price: read-only, or (with canChangePrice) a field whose change flags an override with a reset. */
export function CartLinePriceField(props: CartLinePriceFieldProps) {
  const { priceUnit, priceDecimals, loadedPrice, loading, editable, isOverride, priceText, onPrice, onReset } = props;
  const shown = formatMoney(loadedPrice, priceDecimals);
  if (!editable) {
    return (
      <Box>
        <Typography variant="caption" color="text.secondary" component="div">
          Unit Price
        </Typography>
        <Typography variant="h6" component="div" data-testid="dialog-unit-price">
          {loading ? '…' : shown}
          <Typography component="span" color="text.secondary" sx={{ ml: 0.5 }}>
            / {priceUnit}
          </Typography>
        </Typography>
      </Box>
    );
  }
  const value = isOverride ? priceText : loadedPrice === null ? '' : formatPriceInput(loadedPrice, priceDecimals);
  return (
    <TextField
      label="Unit Price"
      value={value}
      disabled={loading && !isOverride}
      onChange={(e) => onPrice(e.target.value)}
      helperText={isOverride ? `Price overridden · customer price ${shown}` : `${priceDecimals} decimals`}
      color={isOverride ? 'warning' : 'primary'}
      focused={isOverride ? true : undefined}
      // The outline keeps the warning orange (3:1 is enough for it); the label is text (decision 411).
      sx={
        isOverride
          ? { [`& .${inputLabelClasses.root}.${inputLabelClasses.focused}`]: { color: warningTextColor } }
          : undefined
      }
      slotProps={{
        htmlInput: { inputMode: 'decimal', autoComplete: 'off' },
        input: {
          startAdornment: <InputAdornment position="start">$</InputAdornment>,
          endAdornment: (
            <InputAdornment position="end">
              <Typography variant="body2" color="text.secondary" component="span" sx={{ mr: isOverride ? 0.5 : 0 }}>
                / {priceUnit}
              </Typography>
              {isOverride ? (
                <Hint title="Reset to the customer price">
                  <IconButton size="small" edge="end" aria-label="Reset price" onClick={onReset}>
                    <RestartAltIcon fontSize="small" />
                  </IconButton>
                </Hint>
              ) : null}
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
