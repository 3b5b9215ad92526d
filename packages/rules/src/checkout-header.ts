/** Field rules of the checkout's Delivery or Pickup step (spec 02 section 5), shared by the form and the server. */

export const CUSTOMER_PO_MAX = 20;
export const SPECIAL_INSTRUCTION_MAX = 50;
export const NOTES_MAX = 250;

export const CheckoutMessages = {
  lineAmountTooLarge: 'The line amount is too large. Please lower the quantity or the price.',
  poRequired: 'Customer P.O. is required',
  poTooLong: `Customer P.O. must be at most ${CUSTOMER_PO_MAX} characters`,
  instruction1TooLong: `Special Instruction 1 must be at most ${SPECIAL_INSTRUCTION_MAX} characters`,
  instruction2TooLong: `Special Instruction 2 must be at most ${SPECIAL_INSTRUCTION_MAX} characters`,
  notesTooLong: `Notes must be at most ${NOTES_MAX} characters`,
  deliveryDateRequired: 'Delivery date is required',
  shipToRequired: 'Please choose a ship-to',
  addressRequired: 'Please choose a delivery address',
  noItems: 'No items in cart',
  loadDatesFailed: 'Unable to Load Delivery Dates.',
  unexpected: 'An unexpected error occurred. Please contact support.',
  rejected: 'The server rejected the order for an unspecified reason. Please contact support.',
} as const;

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
