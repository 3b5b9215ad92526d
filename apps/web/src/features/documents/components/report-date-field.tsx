import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { DATE_FORMAT, isoToDate, pickedIso } from '../../../components/date-range/date-values.ts';

interface ReportDateFieldProps {
  label: string;
  value: string | null;
  onChange: (value: string | null) => void;
  helperText?: string;
}

/** A report parameter date: MM/dd/yyyy and clearable (spec 01 section 5). */
export function ReportDateField({ label, value, onChange, helperText }: ReportDateFieldProps) {
  return (
    <DatePicker
      label={label}
      format={DATE_FORMAT}
      value={value ? isoToDate(value) : null}
      onChange={(date) => onChange(pickedIso(date))}
      slotProps={{ field: { clearable: true }, textField: { size: 'small', fullWidth: true, helperText } }}
    />
  );
}

/** The Effective Date of the price list and the quote sheet: today when left empty. */
export function EffectiveDateField({ value, onChange }: Pick<ReportDateFieldProps, 'value' | 'onChange'>) {
  return (
    <ReportDateField label="Effective Date" value={value} onChange={onChange} helperText="Today when left empty" />
  );
}
