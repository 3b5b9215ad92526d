import { randomBytes } from 'node:crypto';
import { TEST_CARDS, cardDigits, cardIssuerName, detectCardIssuer } from '@provender/rules';
import {
  PaymentGatewayUnavailableError,
  type BankDebitRequest,
  type ChargeRequest,
  type ChargeResult,
  type PaymentGateway,
  type ReversalRequest,
  type ReversalResult,
} from './payment-gateway.ts';

/** What the test gateway remembers of a charge: never the card number. */
export interface TestTransaction {
  transactionId: string;
  amount: string;
  last4: string;
  status: 'approved' | 'voided' | 'refunded';
  /** Settled in a batch: only a refund gives it back now (decision 393). */
  settled: boolean;
}

export interface TestGateway extends PaymentGateway {
  /** Decline every charge with this reason from now on; null returns to normal. */
  declineAll(reason: string | null): void;
  /** Act as if the processor could not be reached. */
  setUnavailable(unavailable: boolean): void;
  /** Refuse voids (to exercise the path that needs a person). */
  failVoids(fail: boolean): void;
  /** Settles every approved charge, as the processor's nightly batch does. */
  settleAll(): void;
  transactions(): readonly TestTransaction[];
  /** Refunds made, with the charge each gave back. */
  refunds(): readonly { transactionId: string; refundOf: string; amount: string }[];
}

/** Bank accounts ending in these digits are declined by the test gateway (decision 062). */
export const TEST_DECLINED_ACCOUNT_SUFFIX = '0002';

/** What the test gateway keeps between calls. */
interface TestGatewayState {
  transactions: Map<string, TestTransaction>;
  byKey: Map<string, ChargeResult>;
  reversals: Map<string, ReversalResult>;
  refunds: { transactionId: string; refundOf: string; amount: string }[];
  forcedDecline: string | null;
  unavailable: boolean;
  voidsFail: boolean;
}

/** Keeps an approved, unsettled transaction; its new id. */
function approve(state: TestGatewayState, amount: string, last4: string): string {
  const transactionId = `test_${randomBytes(8).toString('hex')}`;
  state.transactions.set(transactionId, { transactionId, amount, last4, status: 'approved', settled: false });
  return transactionId;
}

function decideCharge(state: TestGatewayState, request: ChargeRequest): ChargeResult {
  const digits = cardDigits(request.card.number);
  const test = TEST_CARDS.find((c) => c.number === digits);
  if (state.forcedDecline !== null) return { status: 'declined', reason: state.forcedDecline };
  if (test?.outcome === 'decline') return { status: 'declined', reason: 'Do not honor' };
  if (!test && request.testMode)
    return { status: 'declined', reason: 'Only test card numbers are accepted in test mode' };
  const issuer = detectCardIssuer(digits);
  const last4 = digits.slice(-4);
  return {
    status: 'approved',
    transactionId: approve(state, request.amount, last4),
    token: `tok_${randomBytes(12).toString('hex')}`,
    brand: typeof issuer === 'object' ? cardIssuerName(issuer.code) : 'Card',
    last4,
  };
}

function decideDebit(state: TestGatewayState, request: BankDebitRequest): ChargeResult {
  const last4 = request.bankAccount.accountNumber.slice(-4);
  if (state.forcedDecline !== null) return { status: 'declined', reason: state.forcedDecline };
  if (last4 === TEST_DECLINED_ACCOUNT_SUFFIX)
    return { status: 'declined', reason: 'The bank account could not be debited' };
  return {
    status: 'approved',
    transactionId: approve(state, request.amount, last4),
    token: null,
    brand: request.bankAccount.bankName || 'eCheck',
    last4,
  };
}

/** A charge or debit once per idempotency key: a repeat answers the first. */
async function once(state: TestGatewayState, key: string, decide: () => ChargeResult): Promise<ChargeResult> {
  if (state.unavailable) throw new PaymentGatewayUnavailableError();
  const earlier = state.byKey.get(key);
  if (earlier) return earlier;
  const result = decide();
  state.byKey.set(key, result);
  return result;
}

async function reverseInTest(state: TestGatewayState, request: ReversalRequest): Promise<ReversalResult> {
  if (state.unavailable) throw new PaymentGatewayUnavailableError();
  const earlier = state.reversals.get(request.idempotencyKey);
  if (earlier) return earlier;
  const transaction = state.transactions.get(request.transactionId);
  let result: ReversalResult;
  if (!transaction) result = { status: 'refused', reason: 'The transaction cannot be found' };
  else if (transaction.status !== 'approved') result = { status: 'voided', transactionId: transaction.transactionId };
  else if (!transaction.settled) {
    if (state.voidsFail) return { status: 'refused', reason: 'The void was refused' };
    transaction.status = 'voided';
    result = { status: 'voided', transactionId: transaction.transactionId };
  } else {
    const refundId = `test_${randomBytes(8).toString('hex')}`;
    transaction.status = 'refunded';
    state.refunds.push({ transactionId: refundId, refundOf: transaction.transactionId, amount: request.amount });
    result = { status: 'refunded', transactionId: refundId };
  }
  state.reversals.set(request.idempotencyKey, result);
  return result;
}

/**
 * The built-in gateway that runs everything offline (decision 034). Test cards approve or
 * decline as listed; in test mode any other number is declined; outside test mode any number
 * that passed the card rules is approved (a sandbox). eCheck debits approve unless the account
 * number ends in 0002.
 */
export function createTestGateway(): TestGateway {
  const state: TestGatewayState = {
    transactions: new Map(),
    byKey: new Map(),
    reversals: new Map(),
    refunds: [],
    forcedDecline: null,
    unavailable: false,
    voidsFail: false,
  };

  return {
    name: 'test',
    charge: (request) => once(state, request.idempotencyKey, () => decideCharge(state, request)),
    debitBankAccount: (request) => once(state, request.idempotencyKey, () => decideDebit(state, request)),
    async void(transactionId) {
      if (state.unavailable) throw new PaymentGatewayUnavailableError();
      const transaction = state.transactions.get(transactionId);
      if (!transaction || state.voidsFail || transaction.settled) return false;
      transaction.status = 'voided';
      return true;
    },
    reverse: (request) => reverseInTest(state, request),
    settleAll: () => {
      for (const t of state.transactions.values()) if (t.status === 'approved') t.settled = true;
    },
    refunds: () => [...state.refunds],
    declineAll: (reason) => {
      state.forcedDecline = reason;
    },
    setUnavailable: (value) => {
      state.unavailable = value;
    },
    failVoids: (fail) => {
      state.voidsFail = fail;
    },
    transactions: () => [...state.transactions.values()],
  };
}
