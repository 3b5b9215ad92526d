/** Field checks for delivery addresses and consumer preferences (spec 02 section 5, spec 01 section 5). */

import { AddressMessages } from '@provender/contract';

const usZip = /^\d{5}(?:-\d{4})?$/;
// Canadian postal codes never use D, F, I, O, Q or U, and never start with W or Z.
const canadianPostalCode = /^[ABCEGHJ-NPRSTVXY]\d[ABCEGHJ-NPRSTV-Z] ?\d[ABCEGHJ-NPRSTV-Z]\d$/i;

export function isValidZipCode(zip: string): boolean {
  const value = zip.trim();
  return value.length >= 5 && value.length <= 10 && (usZip.test(value) || canadianPostalCode.test(value));
}

/** The error message for a zip code, or null when it is valid. */
export function zipCodeError(zip: string): string | null {
  return isValidZipCode(zip) ? null : AddressMessages.zipCode;
}

/**
 * The delivery-zone key of a zip: the five-digit US ZIP (the +4 extension does not change the
 * zone) or the forward sortation area of a Canadian postal code (its first three characters).
 */
export function deliveryZoneKey(zip: string): string | null {
  const value = zip.trim().toUpperCase();
  if (usZip.test(value)) return value.slice(0, 5);
  if (canadianPostalCode.test(value)) return value.slice(0, 3);
  return null;
}

/** Canonical form stored by the server: 12345, 12345-6789 or A1A 1A1. */
export function normalizeZipCode(zip: string): string {
  const value = zip.trim().toUpperCase();
  if (canadianPostalCode.test(value)) {
    const compact = value.replace(' ', '');
    return `${compact.slice(0, 3)} ${compact.slice(3)}`;
  }
  return value;
}

/** The digits of a phone number; the mask's punctuation and the word Ext are not stored. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

/** Ten digits of number plus up to six of extension; only mask characters may surround them. */
export function isValidPhone(phone: string): boolean {
  if (!/^[\d\s()+\-.extEXT]*$/.test(phone)) return false;
  const digits = phoneDigits(phone);
  return digits.length >= 10 && digits.length <= 16;
}

/** The error message for an optional phone number (empty is allowed), or null. */
export function phoneError(phone: string): string | null {
  if (phone.trim() === '') return null;
  return isValidPhone(phone) ? null : AddressMessages.phoneFormat;
}

/**
 * The mask (###) ###-#### ###### applied to a phone's digits: the form the server stores (the
 * browser's phone field types through the same mask with react-imask).
 */
export function formatPhone(phone: string): string {
  const d = phoneDigits(phone).slice(0, 16);
  if (d.length === 0) return '';
  if (d.length <= 3) return `(${d}`;
  if (d.length <= 6) return `(${d.slice(0, 3)}) ${d.slice(3)}`;
  if (d.length <= 10) return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6, 10)} ${d.slice(10)}`;
}
