import Stack from '@mui/material/Stack';
import { DateField } from './date-field.tsx';
import { rangeError, type DateRange } from './date-values.ts';

interface DateRangeFieldsProps {
  value: DateRange;
  /** Called with complete, valid dates only (decision 420). */
  onChange: (range: DateRange) => void;
}

/**
 * Start and end dates, MM/dd/yyyy, typed or picked, clearable; a start after the end is flagged on
 * the start (spec 02). Every screen with a date filter uses these.
 */
export function DateRangeFields({ value, onChange }: DateRangeFieldsProps) {
  return (
    // Full width on a phone, like the filters beside them, instead of two short fields and a gap.
    <Stack
      direction="row"
      useFlexGap
      spacing={1}
      sx={{ flexWrap: 'wrap', rowGap: 1, width: { xs: '100%', sm: 'auto' } }}
    >
      <DateField
        label="Start Date"
        value={value.start}
        onChange={(start) => onChange({ ...value, start })}
        error={rangeError(value)}
      />
      <DateField label="End Date" value={value.end} onChange={(end) => onChange({ ...value, end })} />
    </Stack>
  );
}
