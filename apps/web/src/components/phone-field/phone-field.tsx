import type { TextFieldProps } from '@mui/material/TextField';
import { MaskedTextField, type MaskOptions } from '../masked-field/masked-text-field.tsx';

type PhoneFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'type' | 'slotProps'> & {
  value: string;
  onChange: (value: string) => void;
};

/** Spec 02 section 5: ten digits and an optional extension of up to six, sent as shown. */
export const phoneMask: MaskOptions = { mask: '(000) 000-0000[ 000000]' };

/** A phone number typed through the mask (###) ###-#### ###### (ten digits and an extension). */
export function PhoneField({ value, onChange, ...props }: PhoneFieldProps) {
  return (
    <MaskedTextField
      {...props}
      type="tel"
      mask={phoneMask}
      value={value}
      onChange={onChange}
      placeholder="(###) ###-#### ######"
      htmlInput={{ inputMode: 'tel', autoComplete: 'tel' }}
    />
  );
}
