// @vitest-environment jsdom
import { useState } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { PaymentType } from '@provender/rules';
import { emptyMethodForm, type MethodForm } from '../utils/payment-method-form.ts';
import { MethodFields } from './method-fields.tsx';

afterEach(cleanup);

let latest: MethodForm = emptyMethodForm();
function CardForm() {
  const [form, setForm] = useState(emptyMethodForm);
  return (
    <MethodFields
      method={PaymentType.CreditCard}
      form={form}
      errors={{}}
      showErrors={false}
      policy={{ holderNameRequired: false, addressRequired: false, phoneRequired: false }}
      onChange={(next) => {
        latest = next;
        setForm(next);
      }}
    />
  );
}

describe('MethodFields (Make Payment)', () => {
  it('shows the card grouped and the expiry as MM/YY, and keeps digits and MMYY in the form', async () => {
    const user = userEvent.setup();
    render(<CardForm />);
    const number = screen.getByRole('textbox', { name: /^Card Number/ }) as HTMLInputElement;
    await user.type(number, '5555555555554444');
    expect(number.value).toBe('5555 5555 5555 4444');
    // Correct the second group in place: the caret stays in it.
    await user.type(number, '1', { initialSelectionStart: 5, initialSelectionEnd: 6 });
    expect(number.value).toBe('5555 1555 5555 4444');
    expect(number.selectionStart).toBe(6);
    const expiry = screen.getByRole('textbox', { name: /^Expiration Date/ }) as HTMLInputElement;
    await user.type(expiry, '0731');
    expect(expiry.value).toBe('07/31');
    expect(latest.card).toEqual({ cardNumber: '5555155555554444', expirationDate: '0731', cvv2: '' });
  }, 30_000);
});
