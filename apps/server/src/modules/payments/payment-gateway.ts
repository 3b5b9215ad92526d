/**
 * What the storefront needs of a card processor (decision 034): one sale (authorize and capture),
 * its void, and its reversal (a void before settlement, a refund after: decision 393). A real
 * processor's adapter implements this; the built-in test gateway does too.
 */
export interface ChargeRequest {
  /** Dollars, 2 decimals, as text. */
  amount: string;
  /** The site's currency (decision 441). */
  currency: string;
  card: { number: string; expMonth: number; expYear: number; cvv: string };
  billing: { name: string; address1: string; city: string; state: string; zip: string };
  /** The same key charges at most once: a repeat answers the first result. */
  idempotencyKey: string;
  description: string;
  /** The distributor's test-transaction mode: only test cards are accepted. */
  testMode: boolean;
  /**
   * An earlier attempt with this key was sent and never answered (decision 391): look for what it
   * did at the processor before charging again, and answer that when it is found.
   */
  reconcile?: boolean;
}

/** An eCheck: a debit of a bank account (decision 062). */
export interface BankDebitRequest {
  amount: string;
  currency: string;
  bankAccount: { routingNumber: string; accountNumber: string; nameOnAccount: string; bankName: string };
  billing: { name: string; address1: string; city: string; state: string; zip: string };
  idempotencyKey: string;
  description: string;
  testMode: boolean;
  reconcile?: boolean;
}

export type ChargeResult =
  | { status: 'approved'; transactionId: string; token: string | null; brand: string; last4: string }
  /** Not charged. transactionId is the processor's when it kept the declined (or held, then declined) transaction. */
  | { status: 'declined'; reason: string; transactionId?: string | null }
  /**
   * Held for the merchant's review and not declined (decision 392): it may still be captured, so it
   * is neither an approval nor a decline. A person decides it in the processor's interface.
   */
  | { status: 'held'; reason: string; transactionId: string };

/** Gives back an approved charge: `key` makes a repeat the same reversal, never a second refund. */
export interface ReversalRequest {
  transactionId: string;
  /** Dollars, 2 decimals: the whole charge. */
  amount: string;
  idempotencyKey: string;
}
export type ReversalResult =
  { status: 'voided' | 'refunded'; transactionId: string } | { status: 'refused'; reason: string };

export interface PaymentGateway {
  readonly name: string;
  /** The longest card number the processor takes (decision 394); undefined: every length the card rules accept. */
  readonly maxCardDigits?: number;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Debits a bank account (eCheck); brand is the bank's name or 'eCheck', last4 the account's. */
  debitBankAccount(request: BankDebitRequest): Promise<ChargeResult>;
  /** Cancels an approved charge; false when the processor refused. */
  void(transactionId: string): Promise<boolean>;
  /** A void while the charge is unsettled, a refund once it settled (decision 393). */
  reverse(request: ReversalRequest): Promise<ReversalResult>;
}

/** The processor could not be reached or answered nonsense: nothing is known to be charged. */
export class PaymentGatewayUnavailableError extends Error {
  constructor(message = 'The payment gateway is unavailable') {
    super(message);
    this.name = 'PaymentGatewayUnavailableError';
  }
}

/**
 * The request reached the processor (or may have) and neither its answer nor a look-up of it came
 * back (decision 391): it may have charged. Kept as 'unknown' for a person; a retry with the same
 * key looks for it again before charging.
 */
export class PaymentOutcomeUnknownError extends PaymentGatewayUnavailableError {
  constructor(message = 'The payment gateway did not answer and the outcome is unknown') {
    super(message);
    this.name = 'PaymentOutcomeUnknownError';
  }
}
