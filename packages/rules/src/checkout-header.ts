/** Field rules of the checkout's Delivery or Pickup step (spec 02 section 5), shared by the form and the server. */

import { CheckoutMessages, CUSTOMER_PO_MAX, NOTES_MAX, SPECIAL_INSTRUCTION_MAX } from '@provender/contract';

export interface HeaderFields {
  customer_PO: string;
  specialInstruction1: string;
  specialInstruction2: string;
  notes: string;
}

/** Per-field messages; an empty object means the fields are fine. */
export function headerFieldErrors(
  fields: HeaderFields,
  opts: { poRequired: boolean },
): Partial<Record<keyof HeaderFields, string>> {
  const errors: Partial<Record<keyof HeaderFields, string>> = {};
  const po = fields.customer_PO.trim();
  if (opts.poRequired && po === '') errors.customer_PO = CheckoutMessages.poRequired;
  else if (po.length > CUSTOMER_PO_MAX) errors.customer_PO = CheckoutMessages.poTooLong;
  if (fields.specialInstruction1.trim().length > SPECIAL_INSTRUCTION_MAX)
    errors.specialInstruction1 = CheckoutMessages.instruction1TooLong;
  if (fields.specialInstruction2.trim().length > SPECIAL_INSTRUCTION_MAX)
    errors.specialInstruction2 = CheckoutMessages.instruction2TooLong;
  if (fields.notes.trim().length > NOTES_MAX) errors.notes = CheckoutMessages.notesTooLong;
  return errors;
}
