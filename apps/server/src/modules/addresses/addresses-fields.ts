import { AddressMessages, type DeliveryAddressValues } from '@provender/contract';
import { formatPhone, normalizeZipCode, phoneError, zipCodeError } from '@provender/rules';
import { AppError } from '../../errors.ts';

/** The minimum order where none applies, as the contract's 2-decimal text. */
export const ZERO = '0.00';

/** The field rules of spec 02 section 5 that zod's lengths do not cover, with the form's messages. */
export function assertAddressFields(values: DeliveryAddressValues) {
  const errors: string[] = [];
  const zip = zipCodeError(values.zip);
  if (zip) errors.push(`zip: ${zip}`);
  const phone = phoneError(values.phone);
  if (phone) errors.push(`phone: ${phone}`);
  if (errors.length > 0) throw new AppError('VALIDATION', `Invalid request: ${errors[0]}`, { errors });
}

/** The form's values as stored: state upper-case, zip and phone in their usual shape. */
export function storedFields(values: DeliveryAddressValues) {
  return {
    display: values.display,
    name: values.name,
    address1: values.address1,
    address2: values.address2,
    city: values.city,
    state: values.state.toUpperCase(),
    zip: normalizeZipCode(values.zip),
    county: values.county,
    phone: values.phone ? formatPhone(values.phone) : '',
  };
}

export function deleteRefusal(result: 'primary' | 'last') {
  const message = result === 'primary' ? AddressMessages.primaryNotDeletable : AddressMessages.lastNotDeletable;
  return new AppError('CONFLICT', message, { errors: [message] });
}
