import type { AccountSummary, PaymentDraft } from '@provender/contract';
import {
  PaymentType,
  bankAccountErrors,
  billingAddressErrors,
  cardDigits,
  cardErrors,
  type BillingAddressPolicy,
  type PaymentTypeCode,
} from '@provender/rules';

export interface MethodForm {
  card: { cardNumber: string; expirationDate: string; cvv2: string };
  bank: {
    routingNumber: string;
    routingNumberConfirm: string;
    accountNumber: string;
    accountNumberConfirm: string;
    bankName: string;
    checkNumber: string;
  };
  address: {
    accountHolderName: string;
    address1: string;
    address2: string;
    city: string;
    state: string;
    zip: string;
    phone: string;
    country: string;
    email: string;
  };
}

/** The customer's bill-to, as the account summary answers it. */
export type BillTo = AccountSummary['billTo'];

/** The billing address prefilled from the customer's bill-to: every field stays editable and validated. */
export function billingFromAccount(billTo: BillTo): MethodForm['address'] {
  const { name, ...rest } = billTo;
  return { ...rest, accountHolderName: name, country: rest.country || 'US' };
}

const isBlank = (address: MethodForm['address']) =>
  Object.entries(address).every(([field, value]) => field === 'country' || value.trim() === '');

/**
 * The form with the bill-to filled in, unless the buyer has typed into the billing address
 * already: what they typed is never overwritten when the bill-to arrives late.
 */
export function withBillTo(form: MethodForm, billTo: BillTo | undefined): MethodForm {
  if (!billTo || !isBlank(form.address)) return form;
  return { ...form, address: billingFromAccount(billTo) };
}

export const emptyMethodForm = (): MethodForm => ({
  card: { cardNumber: '', expirationDate: '', cvv2: '' },
  bank: {
    routingNumber: '',
    routingNumberConfirm: '',
    accountNumber: '',
    accountNumberConfirm: '',
    bankName: '',
    checkNumber: '',
  },
  address: {
    accountHolderName: '',
    address1: '',
    address2: '',
    city: '',
    state: '',
    zip: '',
    phone: '',
    country: 'US',
    email: '',
  },
});

export interface MethodPolicy extends BillingAddressPolicy {
  acceptedIssuers: readonly number[];
  cvvRequired: boolean;
  testCardsOnly: boolean;
}

/** Field errors keyed 'card.cardNumber', 'bank.routingNumberConfirm', 'address.zip', …; empty when the form may go on. */
export function methodFormErrors(
  method: PaymentTypeCode,
  form: MethodForm,
  policy: MethodPolicy,
  now: Date,
): Record<string, string> {
  if (method === PaymentType.ApplyCredit) return {};
  const errors: Record<string, string> = {};
  const add = (prefix: string, found: Record<string, string | undefined>) => {
    for (const [key, message] of Object.entries(found)) if (message) errors[`${prefix}.${key}`] = message;
  };
  if (method === PaymentType.CreditCard) add('card', cardErrors(form.card, policy, now));
  else add('bank', bankAccountErrors(form.bank));
  const { accountHolderName, ...rest } = form.address;
  const billing = billingAddressErrors({ ...rest, name: accountHolderName }, policy);
  const { name, ...others } = billing;
  add('address', { accountHolderName: name, ...others });
  return errors;
}

/** The payment draft for the chosen method: only what that method needs leaves the browser. */
export function draftFor(
  method: PaymentTypeCode,
  form: MethodForm,
  amount: number,
  details: PaymentDraft['details'],
): PaymentDraft {
  if (method === PaymentType.ApplyCredit) return { paymentType: 0, paymentAmount: 0, details };
  const base = { paymentType: method, paymentAmount: amount, details, address: form.address };
  if (method === PaymentType.CreditCard)
    return { ...base, creditCard: { ...form.card, cardNumber: cardDigits(form.card.cardNumber) } };
  const { routingNumber, accountNumber, bankName, checkNumber } = form.bank;
  return {
    ...base,
    bankAccount: { routingNumber: routingNumber.trim(), accountNumber: accountNumber.trim(), bankName, checkNumber },
  };
}

export const methodLabel = (method: PaymentTypeCode) =>
  method === PaymentType.ApplyCredit ? 'Apply Credit' : method === PaymentType.CreditCard ? 'Credit Card' : 'eCheck';
