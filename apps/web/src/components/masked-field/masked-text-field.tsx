import { useEffect, useRef, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { IMaskInput } from 'react-imask';
import type { FactoryOpts, InputMask } from 'imask';
import { keepSelectionOnFocus } from './keep-selection-on-focus.ts';

/** An imask mask; with `unmask` the field reports the value without the mask's fixed characters. */
export type MaskOptions = FactoryOpts & { unmask?: boolean };

type MaskedInputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'onChange' | 'value'> & {
  ref?: Ref<HTMLInputElement>;
  value?: string;
  onChange?: (event: { target: { name?: string; value: string } }) => void;
  maskOptions: MaskOptions;
};

/** What react-imask's IMaskInput exposes through its ref: the InputMask it made for the element. */
interface IMaskInputHandle {
  maskRef?: InputMask;
  element?: HTMLInputElement;
}

/**
 * The input element of a MaskedTextField. imask edits the text in place, so the caret stays where
 * the user types, and a whole value selected and replaced (typed, pasted, filled) is replaced
 * (keepSelectionOnFocus). Only the user's own input is reported: a value loaded in another format (a
 * phone stored as digits) shows masked without marking the form changed.
 */
function MaskedInput({ ref, onChange, maskOptions, value, name, ...props }: MaskedInputProps) {
  const handle = useRef<IMaskInputHandle | null>(null);
  // IMaskInput makes its InputMask when it mounts, before this effect runs, and keeps it.
  useEffect(() => {
    const { maskRef, element } = handle.current ?? {};
    if (maskRef && element) keepSelectionOnFocus(maskRef, element);
  }, []);
  // The union of imask's option types defeats TypeScript's checking of the spread; MaskOptions is checked above.
  const Input = IMaskInput as unknown as (props: Record<string, unknown>) => ReactNode;
  return (
    <Input
      {...props}
      {...maskOptions}
      ref={handle}
      name={name}
      value={value ?? ''}
      inputRef={ref}
      onAccept={(accepted: string, _mask: unknown, event?: InputEvent) => {
        if (event) onChange?.({ target: { name, value: accepted } });
      }}
    />
  );
}

export type MaskedTextFieldProps = Omit<TextFieldProps, 'value' | 'onChange' | 'slotProps'> & {
  mask: MaskOptions;
  value: string;
  /** The masked text, or with `mask.unmask` the characters typed (digits of a card number). */
  onChange: (value: string) => void;
  htmlInput?: InputHTMLAttributes<HTMLInputElement>;
};

/** A MUI TextField whose text is typed through an input mask (react-imask; decisions 231 and 270). */
export function MaskedTextField({ mask, value, onChange, htmlInput, ...props }: MaskedTextFieldProps) {
  return (
    <TextField
      {...props}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{
        input: { inputComponent: MaskedInput as never },
        htmlInput: { ...htmlInput, maskOptions: mask },
      }}
    />
  );
}
