import Stack from '@mui/material/Stack';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DATE_FORMAT, isoToDate, pickedIso, rangeError, type DateRange } from './date-values.ts';

interface DateRangeFieldsProps {
  value: DateRange;
  onChange: (range: DateRange) => void;
}

/** Start and end date pickers, MM/dd/yyyy and clearable; a start after the end is flagged on the start. */
export function DateRangeFields({ value, onChange }: DateRangeFieldsProps) {
  const error = rangeError(value);
  return (
    // Full width on a phone, like the filters beside them, instead of two short fields and a gap.
    <Stack
      direction="row"
      useFlexGap
      spacing={1}
      sx={{ flexWrap: 'wrap', rowGap: 1, width: { xs: '100%', sm: 'auto' } }}
    >
      <DatePicker
        label="Start Date"
        format={DATE_FORMAT}
        value={value.start ? isoToDate(value.start) : null}
        onChange={(date) => onChange({ ...value, start: pickedIso(date) })}
        slotProps={{
          field: { clearable: true },
          textField: { size: 'small', error: !!error, helperText: error, sx: { width: { xs: '100%', sm: 190 } } },
        }}
      />
      <DatePicker
        label="End Date"
        format={DATE_FORMAT}
        value={value.end ? isoToDate(value.end) : null}
        onChange={(date) => onChange({ ...value, end: pickedIso(date) })}
        slotProps={{ field: { clearable: true }, textField: { size: 'small', sx: { width: { xs: '100%', sm: 190 } } } }}
      />
    </Stack>
  );
}
