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
