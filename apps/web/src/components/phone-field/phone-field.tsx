import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { formatPhone } from '@provender/rules';

type PhoneFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type'> & {
  value: string;
  onChange: (value: string) => void;
};

/** A phone number typed through the mask (###) ###-#### ###### (ten digits and an extension). */
export function PhoneField({ value, onChange, ...props }: PhoneFieldProps) {
  return (
    <TextField
      {...props}
      type="tel"
      value={value}
      placeholder="(###) ###-#### ######"
      onChange={(event) => onChange(formatPhone(event.target.value))}
      slotProps={{ htmlInput: { inputMode: 'tel', autoComplete: 'tel', maxLength: 21 } }}
    />
  );
}
