import { CUSTOMER_PO_MAX, NOTES_MAX, SPECIAL_INSTRUCTION_MAX } from '../limits.ts';

/** The checkout's texts: the Delivery or Pickup step, the order's limits and the submit (spec 02 sections 4, 5 and 8). */
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
  /** A delivery zone's minimum not met: the two lines shown together (amounts formatted). */
  lineTotal: (lineTotal: string) => `Current line total is ${lineTotal}`,
  zoneMinimum: (minimum: string) => `Minimum order amount for this zip code is ${minimum}`,
  overMaximum: (total: string, maximum: string) =>
    `The order total of ${total} is more than the maximum order amount of ${maximum}`,
} as const;

/** Card payment at checkout (decisions 034, 095, 103). */
export const PaymentMessages = {
  unavailable: 'Payment Service is unavailable. Please contact support.',
  /** In buyer words; the processor's reason is kept on the declined charge for support (decision 103). */
  declined: 'Your card was declined. Try another card or contact your bank.',
  totalChanged: 'The order total has changed. Please review your order before paying.',
  checkoutInProgress: 'This cart is already being checked out. Please wait a moment and look at your orders.',
  /**
   * Decision 391: the processor got the charge and neither its answer nor a look-up of it came back.
   * A retry with the same checkout looks for it before charging, so it is never charged twice.
   */
  outcomeUnknown:
    'The payment service did not confirm your payment. Please submit again in a few minutes; a repeated submission is not charged twice.',
  /** Decision 392: held by the processor's fraud filters and not declined; it may still be charged. */
  heldForReview:
    'Your payment is being reviewed by the payment service. Nothing has been ordered; please contact support before paying again.',
  /** Decision 034: no card is charged for a total the buyer cannot see (hidePricing). */
  pricingHidden:
    'Card payment is not available because prices are hidden for your account. Please contact support to place your order.',
} as const;

/** The card fields (spec 02 section 5), at checkout and in Make Payment. */
export const CardMessages = {
  numberRequired: 'Card Number is a required field',
  numberInvalid: 'Card Number is invalid',
  numberIncomplete: 'Card Number is incomplete',
  issuerUnknown: 'Card Issuer is unknown',
  issuerUnaccepted: 'Card is from an unaccepted Issuer',
  wrongLength: 'Card Number has the wrong length',
  /** Decision 394: the payment processor takes shorter numbers than some issuers give out (17–19 digits). */
  processorLength: (digits: number) =>
    `Cards with more than ${digits} digits cannot be accepted. Please use another card.`,
  notTestCard: 'Only test card numbers are accepted in test mode',
  expirationInvalid: 'Expiration Date is invalid',
  expired: 'Card is expired',
  cvvRequired: 'CVV is a required field',
  cvvLength: (digits: number) => `CVV must be ${digits} digits`,
  cvvDigits: 'CVV must be 3 to 4 digits',
} as const;

/** The billing address of a card or eCheck payment (spec 02 section 5). */
export const BillingMessages = {
  nameRequired: 'Name is a required field',
  firstAndLast: 'Please enter first and last name',
  address1Required: 'Address Line 1 is a required field',
  cityRequired: 'City is a required field',
  stateRequired: 'State is a required field',
  stateLength: 'State must be exactly 2 characters',
  zipRequired: 'ZIP Code is required',
  zipLength: 'ZIP Code must be 5 to 10 characters',
  phoneRequired: 'Phone Number is a required field',
  emailInvalid: 'Email must be a valid email',
} as const;
