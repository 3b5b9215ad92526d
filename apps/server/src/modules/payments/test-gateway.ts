import { randomBytes } from 'node:crypto';
import { TEST_CARDS, cardDigits, cardIssuerName, detectCardIssuer } from '@provender/rules';
import {
  PaymentGatewayUnavailableError,
  type BankDebitRequest,
  type ChargeRequest,
  type ChargeResult,
  type PaymentGateway,
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

/**
 * The built-in gateway that runs everything offline (decision 034). Test cards approve or
 * decline as listed; in test mode any other number is declined; outside test mode any number
 * that passed the card rules is approved (a sandbox). eCheck debits approve unless the account
 * number ends in 0002.
 */
export function createTestGateway(): TestGateway {
  const transactions = new Map<string, TestTransaction>();
  const byKey = new Map<string, ChargeResult>();
  const reversals = new Map<string, ReversalResult>();
  const refunds: { transactionId: string; refundOf: string; amount: string }[] = [];
  let forcedDecline: string | null = null;
  let unavailable = false;
  let voidsFail = false;

  function decide(request: ChargeRequest): ChargeResult {
    const digits = cardDigits(request.card.number);
    const test = TEST_CARDS.find((c) => c.number === digits);
    if (forcedDecline !== null) return { status: 'declined', reason: forcedDecline };
    if (test?.outcome === 'decline') return { status: 'declined', reason: 'Do not honor' };
    if (!test && request.testMode)
      return { status: 'declined', reason: 'Only test card numbers are accepted in test mode' };
    const issuer = detectCardIssuer(digits);
    const transactionId = `test_${randomBytes(8).toString('hex')}`;
    const last4 = digits.slice(-4);
    transactions.set(transactionId, {
      transactionId,
      amount: request.amount,
      last4,
      status: 'approved',
      settled: false,
    });
    return {
      status: 'approved',
      transactionId,
      token: `tok_${randomBytes(12).toString('hex')}`,
      brand: typeof issuer === 'object' ? cardIssuerName(issuer.code) : 'Card',
      last4,
    };
  }

  return {
    name: 'test',
    async charge(request) {
      if (unavailable) throw new PaymentGatewayUnavailableError();
      const earlier = byKey.get(request.idempotencyKey);
      if (earlier) return earlier;
      const result = decide(request);
      byKey.set(request.idempotencyKey, result);
      return result;
    },
    async debitBankAccount(request: BankDebitRequest) {
      if (unavailable) throw new PaymentGatewayUnavailableError();
      const earlier = byKey.get(request.idempotencyKey);
      if (earlier) return earlier;
      const last4 = request.bankAccount.accountNumber.slice(-4);
      let result: ChargeResult;
      if (forcedDecline !== null) result = { status: 'declined', reason: forcedDecline };
      else if (last4 === TEST_DECLINED_ACCOUNT_SUFFIX)
        result = { status: 'declined', reason: 'The bank account could not be debited' };
      else {
        const transactionId = `test_${randomBytes(8).toString('hex')}`;
        transactions.set(transactionId, {
          transactionId,
          amount: request.amount,
          last4,
          status: 'approved',
          settled: false,
        });
        result = {
          status: 'approved',
          transactionId,
          token: null,
          brand: request.bankAccount.bankName || 'eCheck',
          last4,
        };
      }
      byKey.set(request.idempotencyKey, result);
      return result;
    },
    async void(transactionId) {
      if (unavailable) throw new PaymentGatewayUnavailableError();
      const transaction = transactions.get(transactionId);
      if (!transaction || voidsFail || transaction.settled) return false;
      transaction.status = 'voided';
      return true;
    },
    async reverse(request) {
      if (unavailable) throw new PaymentGatewayUnavailableError();
      const earlier = reversals.get(request.idempotencyKey);
      if (earlier) return earlier;
      const transaction = transactions.get(request.transactionId);
      let result: ReversalResult;
      if (!transaction) result = { status: 'refused', reason: 'The transaction cannot be found' };
      else if (transaction.status !== 'approved')
        result = { status: 'voided', transactionId: transaction.transactionId };
      else if (!transaction.settled) {
        if (voidsFail) return { status: 'refused', reason: 'The void was refused' };
        transaction.status = 'voided';
        result = { status: 'voided', transactionId: transaction.transactionId };
      } else {
        const refundId = `test_${randomBytes(8).toString('hex')}`;
        transaction.status = 'refunded';
        refunds.push({ transactionId: refundId, refundOf: transaction.transactionId, amount: request.amount });
        result = { status: 'refunded', transactionId: refundId };
      }
      reversals.set(request.idempotencyKey, result);
      return result;
    },
    settleAll: () => {
      for (const t of transactions.values()) if (t.status === 'approved') t.settled = true;
    },
    refunds: () => [...refunds],
    declineAll: (reason) => {
      forcedDecline = reason;
    },
    setUnavailable: (value) => {
      unavailable = value;
    },
    failVoids: (fail) => {
      voidsFail = fail;
    },
    transactions: () => [...transactions.values()],
  };
}
