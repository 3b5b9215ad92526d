import { BillingMessages } from '@provender/contract';
import { phoneError } from './address.ts';

/** The billing address of a card payment (spec 02 section 5). */
export interface BillingAddressInput {
  name: string;
  address1: string;
  address2: string;
  city: string;
  state: string;
  zip: string;
  phone: string;
  country: string;
  email: string;
}

/** What the distributor's card settings require (creditCardSettings). */
export interface BillingAddressPolicy {
  holderNameRequired: boolean;
  addressRequired: boolean;
  phoneRequired: boolean;
}

const tooLong = (label: string, max: number) => `${label} must be at most ${max} characters`;

export function billingAddressErrors(
  address: BillingAddressInput,
  policy: BillingAddressPolicy,
): Partial<Record<keyof BillingAddressInput, string>> {
  const errors: Partial<Record<keyof BillingAddressInput, string>> = {};
  const v: BillingAddressInput = {
    name: address.name.trim(),
    address1: address.address1.trim(),
    address2: address.address2.trim(),
    city: address.city.trim(),
    state: address.state.trim(),
    zip: address.zip.trim(),
    phone: address.phone.trim(),
    country: address.country.trim(),
    email: address.email.trim(),
  };

  if (v.name === '') {
    if (policy.holderNameRequired) errors.name = BillingMessages.nameRequired;
  } else if (v.name.split(/\s+/).length < 2) errors.name = BillingMessages.firstAndLast;
  else if (v.name.length > 40) errors.name = tooLong('Name', 40);

  if (v.address1 === '' && policy.addressRequired) errors.address1 = BillingMessages.address1Required;
  else if (v.address1.length > 40) errors.address1 = tooLong('Address Line 1', 40);
  if (v.address2.length > 40) errors.address2 = tooLong('Address Line 2', 40);

  if (v.city === '') errors.city = BillingMessages.cityRequired;
  else if (v.city.length > 20) errors.city = tooLong('City', 20);
  if (v.state === '') errors.state = BillingMessages.stateRequired;
  else if (v.state.length !== 2) errors.state = BillingMessages.stateLength;
  if (v.zip === '') errors.zip = BillingMessages.zipRequired;
  else if (v.zip.length < 5 || v.zip.length > 10) errors.zip = BillingMessages.zipLength;

  if (v.phone === '') {
    if (policy.phoneRequired) errors.phone = BillingMessages.phoneRequired;
  } else {
    const phone = phoneError(v.phone);
    if (phone) errors.phone = phone;
  }
  if (v.country.length > 40) errors.country = tooLong('Country', 40);
  if (v.email !== '' && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v.email)) errors.email = BillingMessages.emailInvalid;
  return errors;
}
