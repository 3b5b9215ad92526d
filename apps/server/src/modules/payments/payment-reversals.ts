import { PaymentMessages, PaymentReversalMessages, type ReversalResult } from '@provender/contract';
import { AppError } from '../../errors.ts';
import { PaymentGatewayUnavailableError, PaymentOutcomeUnknownError, type PaymentGateway } from './payment-gateway.ts';
import type { PaymentsRepository, ReversibleCharge } from './payments.repository.ts';

/** Giving a storefront card or eCheck payment, or a checkout order's card charge, back (decision 393). */
export function createPaymentReversals(deps: { repo: PaymentsRepository; gateway: PaymentGateway }) {
  const { repo, gateway } = deps;

  return {
    /**
     * The distributor gives a storefront card or eCheck payment back (decision 393): a void while
     * unsettled, a refund after; the items get back what it paid. The payment stays locked during
     * the processor's call, so a second reversal waits and answers the first.
     */
    async reversePayment(paymentId: number): Promise<ReversalResult> {
      const result = await repo.withLockedPayment(paymentId, async (tx, payment) => {
        const done = alreadyReversed(payment);
        if (done) return done;
        if (payment.status !== 'captured' || payment.gateway === null || payment.transactionId === null)
          throw new AppError('CONFLICT', PaymentReversalMessages.notReversible);
        const reversal = await reverseAtProcessor(payment, `payment:${payment.id}`);
        await repo.reversed(tx, payment.id, reversal.status, reversal.transactionId);
        return reversal;
      });
      if (!result) throw new AppError('NOT_FOUND', PaymentReversalMessages.paymentNotFound(paymentId));
      return result;
    },

    /** The same for the card charge of a checkout order; the order's status stays the ERP's. */
    async reverseOrderCharge(orderNumber: string): Promise<ReversalResult> {
      const result = await repo.withLockedOrderCharge(orderNumber, async (tx, charge) => {
        const done = alreadyReversed(charge);
        if (done) return done;
        if (charge.status !== 'captured' || charge.transactionId === null)
          throw new AppError('CONFLICT', PaymentReversalMessages.orderNotPaidByCard);
        const reversal = await reverseAtProcessor(charge, `order-charge:${charge.id}`);
        await repo.chargeReversed(tx, charge.id, reversal.status, reversal.transactionId);
        return reversal;
      });
      if (result) return result;
      if (await repo.orderExists(orderNumber))
        throw new AppError('CONFLICT', PaymentReversalMessages.orderNotPaidByCard);
      throw new AppError('NOT_FOUND', PaymentReversalMessages.orderNotFound(orderNumber));
    },
  };

  function alreadyReversed(charge: ReversibleCharge): ReversalResult | null {
    if ((charge.status === 'voided' || charge.status === 'refunded') && charge.reversalTransactionId !== null)
      return { status: charge.status, transactionId: charge.reversalTransactionId, amount: charge.amount };
    return null;
  }

  async function reverseAtProcessor(charge: ReversibleCharge, key: string): Promise<ReversalResult> {
    let reversal;
    try {
      reversal = await gateway.reverse({
        transactionId: charge.transactionId ?? '',
        amount: charge.amount,
        idempotencyKey: `reversal:${key}`,
      });
    } catch (err) {
      if (err instanceof PaymentOutcomeUnknownError) throw new AppError('BAD_GATEWAY', PaymentMessages.outcomeUnknown);
      if (err instanceof PaymentGatewayUnavailableError) throw new AppError('BAD_GATEWAY', PaymentMessages.unavailable);
      throw err;
    }
    if (reversal.status === 'refused') throw new AppError('CONFLICT', PaymentReversalMessages.refused(reversal.reason));
    return { status: reversal.status, transactionId: reversal.transactionId, amount: charge.amount };
  }
}
