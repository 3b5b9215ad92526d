import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { isCountInput, type CountEntry } from '../utils/count-lines.ts';
import { TOUCH } from './count-line-format.ts';

export interface CountLineOnHandProps {
  entry: CountEntry;
  units: string[];
  description: string;
  onChange: (productKey: number, patch: Partial<CountEntry>) => void;
}

/** On Hand of a count line: a numeric keypad (2 decimals) and the unit it was counted in. */
export function CountLineOnHand({ entry, units, description, onChange }: CountLineOnHandProps) {
  return (
    <Box sx={{ display: 'flex', gap: 1.5, mt: 1.5, alignItems: 'stretch', flexWrap: 'wrap' }}>
      <TextField
        label="On Hand"
        value={entry.onHand}
        onChange={(e) => isCountInput(e.target.value) && onChange(entry.productKey, { onHand: e.target.value })}
        slotProps={{
          htmlInput: {
            inputMode: 'decimal',
            enterKeyHint: 'next',
            autoComplete: 'off',
            'aria-label': `On Hand, ${description}`,
          },
          input: { sx: { fontSize: 24, height: TOUCH } },
        }}
        sx={{ width: 132 }}
      />
      <ToggleButtonGroup
        exclusive
        value={entry.onHandUnit}
        onChange={(_e, unit: string | null) => unit && onChange(entry.productKey, { onHandUnit: unit })}
        aria-label={`On Hand unit, ${description}`}
        sx={{ height: TOUCH }}
      >
        {units.map((unit) => (
          <ToggleButton key={unit} value={unit} sx={{ minWidth: TOUCH, fontSize: 16, fontWeight: 600 }}>
            {unit}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Box>
  );
}
