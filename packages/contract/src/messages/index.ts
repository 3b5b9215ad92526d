import { AddressMessages } from './address.ts';
import { CartMessages } from './cart.ts';
import { BillingMessages, CardMessages, CheckoutMessages, PaymentMessages } from './checkout.ts';
import { ConsumerMessages } from './consumer.ts';
import { landingMessages } from './landing.ts';
import { CountMessages } from './order-guide-count.ts';
import { OrderGuideMessages } from './order-guides.ts';
import { PasswordMessages } from './password.ts';
import { BankAccountMessages, PaymentAmountMessages, PaymentReversalMessages, ReceivableMessages } from './payments.ts';
import { PunchoutMessages } from './punchout.ts';
import { ReportMessages } from './reports.ts';
import { maxOrderAmountMessages } from './settings.ts';

export * from './address.ts';
export * from './cart.ts';
export * from './checkout.ts';
export * from './consumer.ts';
export * from './landing.ts';
export * from './order-guide-count.ts';
export * from './order-guides.ts';
export * from './password.ts';
export * from './payments.ts';
export * from './punchout.ts';
export * from './reports.ts';
export * from './settings.ts';

/** A text, or a text built from the values it names (a product, an amount, a count). */
export type MessageText = string | ((...values: never[]) => string);

/**
 * Every user-visible text of the contract and the rules, by area and key (decision 232): the
 * English catalogue a translation follows. Code keeps using the area objects (CartMessages, …);
 * this map is what a translation is checked against.
 */
export const messages = {
  address: AddressMessages,
  bankAccount: BankAccountMessages,
  billing: BillingMessages,
  card: CardMessages,
  cart: CartMessages,
  checkout: CheckoutMessages,
  consumer: ConsumerMessages,
  landing: landingMessages,
  maxOrderAmount: maxOrderAmountMessages,
  orderGuide: OrderGuideMessages,
  orderGuideCount: CountMessages,
  password: PasswordMessages,
  payment: PaymentMessages,
  paymentAmount: PaymentAmountMessages,
  paymentReversal: PaymentReversalMessages,
  punchout: PunchoutMessages,
  receivable: ReceivableMessages,
  report: ReportMessages,
} as const satisfies Record<string, Record<string, MessageText>>;

export type MessageCatalogue = typeof messages;
export type MessageArea = keyof MessageCatalogue;
/** 'cart.notDivisible', 'orderGuide.nameTaken', …: the key of every text. */
export type MessageKey = {
  [A in MessageArea]: `${A}.${Extract<keyof MessageCatalogue[A], string>}`;
}[MessageArea];
/** A translation: the same areas and keys, a text for each text and a function of the same values for each built one. */
export type MessageTranslation = {
  readonly [A in MessageArea]: {
    readonly [K in keyof MessageCatalogue[A]]: MessageCatalogue[A][K] extends string ? string : MessageCatalogue[A][K];
  };
};
