/** Make Payment: paying open items by card, eCheck or credit (spec 02, Make Payment page and section 8). */
export const ReceivableMessages = {
  bankDeclined: 'The bank account was declined.',
  cardDeclined: 'The card was declined.',
  itemNotFound: (arCode: string) => `Open item ${arCode} was not found`,
  duplicateItem: (arCode: string) => `Open item ${arCode} is selected twice`,
  amountMismatch: 'The payment amount does not match the amounts applied',
  applyCreditNotZero: 'Apply Credit needs credits that offset the invoices exactly',
  zeroAmount: 'A card or eCheck payment must be more than zero',
  methodNotAccepted: 'This payment method is not accepted',
  cardRequired: 'Card details are required',
  bankRequired: 'Bank account details are required',
  amountZero: (arCode: string) => `The amount applied to ${arCode} must be more than zero`,
  /** Decision 390, as Stripe answers: a key names one request; another body with it is refused (422). */
  keyReused: 'This Idempotency-Key was already used for a different payment',
  /** Decision 390: the first request with the key has not finished; the retry may ask again. */
  keyInProgress: 'A payment with this Idempotency-Key is still being processed. Please try again.',
  /** Decision 392: held by the processor's fraud filters and not declined; nothing was applied. */
  heldForReview:
    'The payment is held for review by the payment service. Nothing was applied; please contact us before paying again.',
} as const;

/** A distributor's reversal of a storefront payment or of a card order's charge (decision 393). */
export const PaymentReversalMessages = {
  paymentNotFound: (id: number) => `Payment ${id} was not found`,
  orderNotFound: (orderNumber: string) => `Order ${orderNumber} was not found`,
  notReversible: 'Only a captured card or eCheck payment can be reversed',
  orderNotPaidByCard: 'The order has no captured card charge to reverse',
  refused: (reason: string) => `The payment service refused the reversal: ${reason}`,
} as const;

/** The amount applied to an open item. */
export const PaymentAmountMessages = {
  notNumeric: 'Amount must be a number',
  greaterThanBalance: 'Amount cannot be greater than balance.',
  differentSign: 'Amount must be same sign as balance.',
  nothingSelected: 'Select at least one item to pay',
  negativeTotal: 'The total applied cannot be negative',
} as const;

/** The eCheck fields (spec 02 section 5). */
export const BankAccountMessages = {
  routingRequired: 'Routing Number is a required field',
  routingInvalid: 'Routing Number is invalid',
  routingMismatch: 'Routing Numbers do not match',
  accountRequired: 'Account Number is a required field',
  accountInvalid: 'Account Number is invalid',
  accountMismatch: 'Account Numbers do not match',
} as const;
