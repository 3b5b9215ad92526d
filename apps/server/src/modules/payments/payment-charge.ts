import { randomUUID, createHash } from 'node:crypto';
import { PaymentMessages, ReceivableMessages, type ParsedPaymentDraft, type PaymentResult } from '@provender/contract';
import { siteMoneyFormat } from '@provender/rules';
import { AppError } from '../../errors.ts';
import {
  PaymentGatewayUnavailableError,
  PaymentOutcomeUnknownError,
  type ChargeResult,
  type PaymentGateway,
} from './payment-gateway.ts';
import type { PaymentWrite } from './payments.repository.ts';

export type ApprovedCharge = Extract<ChargeResult, { status: 'approved' }>;

/** One payment attempt: what pay works out before the locked transaction, and what the transaction leaves behind. */
export interface PaymentAttempt {
  draft: ParsedPaymentDraft;
  key: string | null;
  requestHash: string | null;
  card: ParsedPaymentDraft['creditCard'];
  bank: ParsedPaymentDraft['bankAccount'];
  digits: string;
  expiry: { month: number; year: number } | null;
  accountNumber: string;
  last4: string;
  method: string;
  base: Omit<PaymentWrite, 'status' | 'transactionId' | 'brand' | 'token' | 'message' | 'amount'>;
  arCodes: string[];
  reconcile: boolean;
  testMode: boolean;
  /** The charge the processor approved, to be voided when the transaction then fails. */
  approved: ApprovedCharge | null;
  /** The amount recorded with a declined, failed or voided attempt. */
  declinedAmount: string;
}

export const refused = (errors: string[]): PaymentResult => ({
  isSuccess: false,
  transactionId: null,
  errorReason: errors[0] ?? null,
  invoicePaymentKey: null,
  errors,
});
export const succeeded = (id: number, transactionId: string | null): PaymentResult => ({
  isSuccess: true,
  transactionId,
  errorReason: null,
  invoicePaymentKey: id,
  errors: [],
});

/**
 * Thrown inside the locked transaction to roll it back: the row kept for the distributor's review
 * (every outcome is recorded, decisions 391 and 392) and the answer for the buyer.
 */
export class Outcome extends Error {
  constructor(
    readonly kept: {
      status: 'declined' | 'failed' | 'unknown' | 'held';
      transactionId: string | null;
      message: string;
    },
    readonly answer: PaymentResult | AppError,
  ) {
    super('payment rolled back');
  }
}

/** The charge or eCheck debit at the processor; no answer, or none to be trusted, rolls back as an Outcome. */
async function sendCharge(gateway: PaymentGateway, attempt: PaymentAttempt, amount: string): Promise<ChargeResult> {
  const { digits, card, bank, accountNumber, arCodes, expiry, key, reconcile } = attempt;
  const address = attempt.draft.address;
  // The same payment with the same card or account and key is charged once (decision 060).
  const attemptHash = createHash('sha256')
    .update(
      `${digits}|${card?.expirationDate ?? ''}|${bank?.routingNumber ?? ''}|${accountNumber}|${amount}|${arCodes.join(',')}`,
    )
    .digest('hex')
    .slice(0, 24);
  const common = {
    amount,
    currency: siteMoneyFormat().currency,
    billing: {
      name: address?.accountHolderName ?? '',
      address1: address?.address1 ?? '',
      city: address?.city ?? '',
      state: address?.state ?? '',
      zip: address?.zip ?? '',
    },
    idempotencyKey: `${key ?? randomUUID()}:${attemptHash}`,
    description: `Payment on account for customer ${attempt.base.customerId}`,
    testMode: attempt.testMode,
    reconcile,
  };
  try {
    return card && expiry
      ? await gateway.charge({
          ...common,
          card: { number: digits, expMonth: expiry.month, expYear: expiry.year, cvv: card.cvv2.trim() },
        })
      : await gateway.debitBankAccount({
          ...common,
          bankAccount: {
            routingNumber: (bank?.routingNumber ?? '').trim(),
            accountNumber,
            nameOnAccount: address?.accountHolderName ?? '',
            bankName: bank?.bankName ?? '',
          },
        });
  } catch (err) {
    if (err instanceof PaymentOutcomeUnknownError)
      throw new Outcome(
        { status: 'unknown', transactionId: null, message: err.message },
        new AppError('BAD_GATEWAY', PaymentMessages.outcomeUnknown),
      );
    if (err instanceof PaymentGatewayUnavailableError)
      throw new Outcome(
        {
          status: 'failed',
          transactionId: null,
          message: `The payment gateway was unavailable: ${err.message}`,
        },
        new AppError('BAD_GATEWAY', PaymentMessages.unavailable),
      );
    throw err;
  }
}

/** Charges the attempt's card or account: the approved charge, or an Outcome that rolls the payment back. */
export async function chargeAttempt(
  gateway: PaymentGateway,
  attempt: PaymentAttempt,
  amount: string,
): Promise<ApprovedCharge> {
  const charged = await sendCharge(gateway, attempt, amount);
  const { card } = attempt;
  if (charged.status === 'declined') {
    const what = card ? ReceivableMessages.cardDeclined : ReceivableMessages.bankDeclined;
    const answer = refused([`${what} ${charged.reason}`.trim()]);
    throw new Outcome(
      {
        status: 'declined',
        transactionId: charged.transactionId ?? null,
        message: answer.errorReason ?? '',
      },
      answer,
    );
  }
  if (charged.status === 'held') {
    // Neither paid nor declined: nothing is applied, and a person decides it (decision 392).
    throw new Outcome(
      { status: 'held', transactionId: charged.transactionId, message: charged.reason },
      refused([ReceivableMessages.heldForReview]),
    );
  }
  return charged;
}
