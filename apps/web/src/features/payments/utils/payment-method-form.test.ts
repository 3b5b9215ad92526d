import { describe, expect, it } from 'vitest';
import { PaymentType } from '@provender/rules';
import {
  emptyMethodForm,
  methodFormErrors,
  withBillTo,
  type BillTo,
  type MethodPolicy,
} from './payment-method-form.ts';

const billTo: BillTo = {
  name: 'Harbor Grill',
  address1: '12 Commercial St',
  address2: 'Suite 4',
  city: 'Boston',
  state: 'MA',
  zip: '02109',
  phone: '(617) 555-0142',
  country: 'US',
  email: 'ap@harborgrill.example',
};
const policy: MethodPolicy = {
  acceptedIssuers: [1, 2, 3, 4],
  cvvRequired: true,
  testCardsOnly: true,
  holderNameRequired: true,
  addressRequired: true,
  phoneRequired: true,
};
const card = { cardNumber: '4111 1111 1111 1111', expirationDate: '1230', cvv2: '123' };
const now = new Date('2026-03-15T14:00:00Z');

describe('the billing address prefilled from the bill-to', () => {
  it('takes every field of the bill-to, the name as the account holder', () => {
    const form = withBillTo(emptyMethodForm(), billTo);
    expect(form.address).toEqual({
      accountHolderName: 'Harbor Grill',
      address1: '12 Commercial St',
      address2: 'Suite 4',
      city: 'Boston',
      state: 'MA',
      zip: '02109',
      phone: '(617) 555-0142',
      country: 'US',
      email: 'ap@harborgrill.example',
    });
    // A complete bill-to lets the buyer go on with only the card typed in.
    expect(methodFormErrors(PaymentType.CreditCard, { ...form, card }, policy, now)).toEqual({});
  });

  it('stays validated: a bill-to that breaks a rule shows its message until edited', () => {
    const form = withBillTo(emptyMethodForm(), { ...billTo, name: 'Harbor', state: 'Mass' });
    const errors = methodFormErrors(PaymentType.CreditCard, { ...form, card }, policy, now);
    expect(errors['address.accountHolderName']).toBe('Please enter first and last name');
    expect(errors['address.state']).toBeDefined();
    const edited = { ...form, card, address: { ...form.address, accountHolderName: 'Dana Whitfield', state: 'MA' } };
    expect(methodFormErrors(PaymentType.CreditCard, edited, policy, now)).toEqual({});
  });

  it('never overwrites what the buyer typed before the bill-to arrived', () => {
    const typed = emptyMethodForm();
    typed.address.city = 'Salem';
    expect(withBillTo(typed, billTo)).toBe(typed);
    const empty = emptyMethodForm();
    expect(withBillTo(empty, undefined)).toBe(empty);
  });
});
