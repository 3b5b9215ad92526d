import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';

interface QuantityStepperProps {
  value: string;
  onChange: (text: string) => void;
  onBlur: () => void;
  onStep: (direction: 1 | -1) => void;
  label?: string;
  size?: 'small' | 'medium';
  disabled?: boolean;
  autoFocus?: boolean;
  helperText?: string;
  error?: boolean;
}

/** A quantity field with minus and plus buttons that step by the sell-by multiple. */
export function QuantityStepper({
  value,
  onChange,
  onBlur,
  onStep,
  label = 'Quantity',
  size = 'medium',
  disabled,
  autoFocus,
  helperText,
  error,
}: QuantityStepperProps) {
  return (
    <TextField
      label={label}
      value={value}
      size={size}
      disabled={disabled}
      autoFocus={autoFocus}
      helperText={helperText}
      error={error}
      onChange={(e) => onChange(e.target.value)}
      onBlur={onBlur}
      onFocus={(e) => e.target.select()}
      onKeyDown={(e) => {
        if (e.key === 'ArrowUp' || e.key === 'ArrowDown') {
          e.preventDefault();
          onStep(e.key === 'ArrowUp' ? 1 : -1);
        }
      }}
      slotProps={{
        htmlInput: { inputMode: 'decimal', autoComplete: 'off', style: { textAlign: 'center' } },
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <IconButton
                size="small"
                edge="start"
                aria-label="Decrease quantity"
                disabled={disabled}
                onClick={() => onStep(-1)}
              >
                <RemoveIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ),
          endAdornment: (
            <InputAdornment position="end">
              <IconButton
                size="small"
                edge="end"
                aria-label="Increase quantity"
                disabled={disabled}
                onClick={() => onStep(1)}
              >
                <AddIcon fontSize="small" />
              </IconButton>
            </InputAdornment>
          ),
        },
      }}
    />
  );
}
