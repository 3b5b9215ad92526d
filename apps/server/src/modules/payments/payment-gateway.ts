/**
 * What the storefront needs of a card processor (decision 034): one sale (authorize and capture)
 * and its void. A real processor's adapter implements this; the built-in test gateway does too.
 */
export interface ChargeRequest {
  /** Dollars, 2 decimals, as text. */
  amount: string;
  currency: 'USD';
  card: { number: string; expMonth: number; expYear: number; cvv: string };
  billing: { name: string; address1: string; city: string; state: string; zip: string };
  /** The same key charges at most once: a repeat answers the first result. */
  idempotencyKey: string;
  description: string;
  /** The distributor's test-transaction mode: only test cards are accepted. */
  testMode: boolean;
}

/** An eCheck: a debit of a bank account (decision 062). */
export interface BankDebitRequest {
  amount: string;
  currency: 'USD';
  bankAccount: { routingNumber: string; accountNumber: string; nameOnAccount: string; bankName: string };
  billing: { name: string; address1: string; city: string; state: string; zip: string };
  idempotencyKey: string;
  description: string;
  testMode: boolean;
}

export type ChargeResult =
  | { status: 'approved'; transactionId: string; token: string | null; brand: string; last4: string }
  | { status: 'declined'; reason: string };

export interface PaymentGateway {
  readonly name: string;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Debits a bank account (eCheck); brand is the bank's name or 'eCheck', last4 the account's. */
  debitBankAccount(request: BankDebitRequest): Promise<ChargeResult>;
  /** Cancels an approved charge; false when the processor refused. */
  void(transactionId: string): Promise<boolean>;
}

/** The processor could not be reached or answered nonsense: nothing is known to be charged. */
export class PaymentGatewayUnavailableError extends Error {
  constructor(message = 'The payment gateway is unavailable') {
    super(message);
    this.name = 'PaymentGatewayUnavailableError';
  }
}
