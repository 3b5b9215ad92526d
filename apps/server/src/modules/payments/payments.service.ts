import { createHash, randomUUID } from 'node:crypto';
import {
  PaymentMessages,
  PaymentReversalMessages,
  ReceivableMessages,
  type ParsedPaymentDraft,
  type PaymentResult,
  type PaymentTypeOption,
  type ReversalResult,
} from '@provender/contract';
import {
  siteMoneyFormat,
  PaymentType,
  bankAccountErrors,
  billingAddressErrors,
  cardDigits,
  cardErrors,
  cardIssuerName,
  parseExpiration,
  zonedDateTime,
} from '@provender/rules';
import type { CustomerContext, RequestContext } from '../../context.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../errors.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { checkDraftAmounts, draftShapeErrors } from '@provender/rules/server';
import {
  PaymentGatewayUnavailableError,
  PaymentOutcomeUnknownError,
  type ChargeResult,
  type PaymentGateway,
} from './payment-gateway.ts';
import type { PaymentWrite, PaymentsRepository, ReversibleCharge } from './payments.repository.ts';

const refused = (errors: string[]): PaymentResult => ({
  isSuccess: false,
  transactionId: null,
  errorReason: errors[0] ?? null,
  invoicePaymentKey: null,
  errors,
});
const succeeded = (id: number, transactionId: string | null): PaymentResult => ({
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
class Outcome extends Error {
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

/**
 * What a draft pays, for decision 390: the type, the amount, each item and its amount, and the
 * method's last four digits (and expiry or routing number) — never a whole card or account number.
 */
function draftFingerprint(draft: ParsedPaymentDraft): string {
  const details = [...draft.details]
    .map((d) => [d.arCode, d.detailType ?? null, Number(d.amount).toFixed(2)] as const)
    .sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0));
  const card = draft.paymentType === PaymentType.CreditCard ? draft.creditCard : undefined;
  const bank = draft.paymentType === PaymentType.Check ? draft.bankAccount : undefined;
  return JSON.stringify([
    draft.paymentType,
    Number(draft.paymentAmount).toFixed(2),
    details,
    card ? [cardDigits(card.cardNumber).slice(-4), card.expirationDate.trim()] : null,
    bank ? [bank.routingNumber.trim(), bank.accountNumber.trim().slice(-4)] : null,
  ]);
}

const ECHECK = 8;

/**
 * Paying open items (decision 060): the draft's rules, then under row locks the amounts against
 * the balances, the charge or eCheck debit, and the balances and the payment in the same
 * transaction. A decline or an unreachable processor rolls everything back; an approved charge
 * whose transaction then fails is voided. Card and bank numbers reach the gateway and nothing else.
 */
export function createPaymentsService(deps: {
  repo: PaymentsRepository;
  settings: SettingsService;
  gateway: PaymentGateway;
  now: () => Date;
}) {
  const { repo, settings, gateway, now } = deps;

  /** The first answer of a key again, or 422 when the key paid for something else (decision 390). */
  function replayOf(
    earlier: { id: number; transactionId: string | null; requestHash: string | null },
    requestHash: string | null,
  ) {
    if (earlier.requestHash !== null && requestHash !== null && earlier.requestHash !== requestHash)
      throw new AppError('UNPROCESSABLE', ReceivableMessages.keyReused, { errors: [ReceivableMessages.keyReused] });
    return { result: succeeded(earlier.id, earlier.transactionId), replayed: true };
  }

  async function voidQuietly(transactionId: string): Promise<boolean> {
    try {
      return await gateway.void(transactionId);
    } catch (err) {
      if (err instanceof PaymentGatewayUnavailableError) return false;
      throw err;
    }
  }

  return {
    async types(ctx: RequestContext): Promise<PaymentTypeOption[]> {
      const values = await settings.effectiveValues(ctx);
      return [...new Set(values.acceptedCardIssuers)]
        .filter((code) => code !== 7)
        .sort((a, b) => a - b)
        .map((code) => ({ creditCardIssuer: code, name: code === ECHECK ? 'eCheck' : cardIssuerName(code) }));
    },

    async pay(
      ctx: CustomerContext,
      draft: ParsedPaymentDraft,
      idempotencyKey: string | null,
    ): Promise<{ result: PaymentResult; replayed: boolean }> {
      const { user, customerId } = ctx;
      const key = idempotencyKey === null ? null : `${customerId}:${user.id}:${idempotencyKey}`;
      const requestHash =
        key === null
          ? null
          : createHash('sha256')
              .update(`${key}|${draftFingerprint(draft)}`)
              .digest('hex')
              .slice(0, 32);
      if (key !== null) {
        const earlier = await repo.paymentByKey(key);
        if (earlier) return replayOf(earlier, requestHash);
      }
      const values = await settings.effectiveValues(ctx);
      const cc = values.creditCardSettings;
      const today = zonedDateTime(now(), values.distributorTimeZone).date;

      const shape = draftShapeErrors(draft.details);
      if (shape.length > 0) throw new AppError('UNPROCESSABLE', shape[0] as string, { errors: shape });

      // Method and form rules: answered like checkout's card rules (200, isSuccess false, every problem).
      const problems: string[] = [];
      const accepted = values.acceptedCardIssuers;
      if (draft.paymentType === PaymentType.CreditCard) {
        if (!accepted.some((code) => code >= 1 && code <= 6)) problems.push(ReceivableMessages.methodNotAccepted);
        else if (!draft.creditCard) problems.push(ReceivableMessages.cardRequired);
        else
          problems.push(
            ...Object.values(
              cardErrors(
                draft.creditCard,
                {
                  acceptedIssuers: accepted,
                  cvvRequired: cc.ccV2Required,
                  testCardsOnly: cc.isTestTransaction,
                  maxDigits: gateway.maxCardDigits,
                },
                now(),
              ),
            ),
          );
      }
      if (draft.paymentType === PaymentType.Check) {
        if (!accepted.includes(ECHECK)) problems.push(ReceivableMessages.methodNotAccepted);
        else if (!draft.bankAccount) problems.push(ReceivableMessages.bankRequired);
        else problems.push(...Object.values(bankAccountErrors(draft.bankAccount)));
      }
      const address = draft.address;
      if (draft.paymentType !== PaymentType.ApplyCredit) {
        problems.push(
          ...Object.values(
            billingAddressErrors(
              {
                name: address?.accountHolderName ?? '',
                address1: address?.address1 ?? '',
                address2: address?.address2 ?? '',
                city: address?.city ?? '',
                state: address?.state ?? '',
                zip: address?.zip ?? '',
                phone: address?.phone ?? '',
                country: address?.country ?? '',
                email: address?.email ?? '',
              },
              {
                holderNameRequired: cc.holderNameRequired,
                addressRequired: cc.addressRequired,
                phoneRequired: cc.phoneRequired,
              },
            ),
          ),
        );
      }
      if (problems.length > 0) return { result: refused(problems), replayed: false };

      const card = draft.paymentType === PaymentType.CreditCard ? draft.creditCard : undefined;
      const bank = draft.paymentType === PaymentType.Check ? draft.bankAccount : undefined;
      const digits = card ? cardDigits(card.cardNumber) : '';
      const expiry = card ? parseExpiration(card.expirationDate) : null;
      if (card && !expiry) return { result: refused(['Expiration Date is invalid']), replayed: false };
      const accountNumber = bank ? bank.accountNumber.trim() : '';
      const last4 = card ? digits.slice(-4) : accountNumber.slice(-4);
      const method = draft.paymentType === PaymentType.ApplyCredit ? 'Apply Credit' : card ? 'Credit Card' : 'eCheck';
      const base: Omit<PaymentWrite, 'status' | 'transactionId' | 'brand' | 'token' | 'message' | 'amount'> = {
        customerId,
        userId: user.id,
        paymentDate: today,
        paymentType: draft.paymentType,
        method,
        reference: method,
        idempotencyKey: null,
        gateway: draft.paymentType === PaymentType.ApplyCredit ? null : gateway.name,
        last4,
        requestHash,
      };
      const arCodes = draft.details.map((d) => d.arCode);
      // An earlier attempt of this request got no answer: look for it before charging (decision 391).
      // Read before the transaction: on PGlite it holds the only connection.
      const reconcile =
        draft.paymentType !== PaymentType.ApplyCredit &&
        requestHash !== null &&
        (await repo.unresolvedAttempt(requestHash));
      let approved: Extract<ChargeResult, { status: 'approved' }> | null = null;
      let declinedAmount = '0.00';

      try {
        const result = await repo.withLockedItems(
          customerId,
          arCodes,
          async (tx, items, earlier) => {
            if (earlier) return replayOf(earlier, requestHash);
            const checked = checkDraftAmounts(draft, items);
            if (!checked.ok)
              throw new AppError('UNPROCESSABLE', checked.errors[0] as string, { errors: checked.errors });
            const amount = checked.total.toFixed(2);
            declinedAmount = amount;
            if (draft.paymentType !== PaymentType.ApplyCredit) {
              // The same payment with the same card or account and key is charged once (decision 060).
              const attempt = createHash('sha256')
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
                idempotencyKey: `${key ?? randomUUID()}:${attempt}`,
                description: `Payment on account for customer ${customerId}`,
                testMode: cc.isTestTransaction,
                reconcile,
              };
              let charged: ChargeResult;
              try {
                charged =
                  card && expiry
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
              approved = charged;
            }
            const brand = approved?.brand ?? '';
            const id = await repo.apply(
              tx,
              {
                ...base,
                amount,
                reference: approved ? `${brand || method} ending ${last4}` : method,
                status: approved ? 'captured' : 'applied',
                transactionId: approved?.transactionId ?? null,
                idempotencyKey: key,
                brand,
                token: approved?.token ?? null,
                message: '',
              },
              checked.applied.map((a) => ({ item: a.item, amount: a.amount.toFixed(2) })),
            );
            return { result: succeeded(id, approved?.transactionId ?? null), replayed: false };
          },
          key,
        );
        if (reconcile && requestHash !== null && !result.replayed)
          await repo.resolveAttempts(requestHash, `settled by payment ${result.result.invoicePaymentKey ?? ''}`);
        return result;
      } catch (err) {
        if (err instanceof Outcome) {
          await repo.record({ ...base, amount: declinedAmount, brand: '', token: null, ...err.kept });
          const known = err.kept.status === 'declined' || err.kept.status === 'held';
          if (reconcile && requestHash !== null && known)
            await repo.resolveAttempts(requestHash, `settled by a later attempt (${err.kept.status})`);
          if (err.answer instanceof AppError) throw err.answer;
          return { result: err.answer, replayed: false };
        }
        const charge = approved as Extract<ChargeResult, { status: 'approved' }> | null;
        if (charge) {
          // Charged but not filed: give the money back, and keep a trace for a person if the void fails.
          const voided = await voidQuietly(charge.transactionId);
          await repo.record({
            ...base,
            amount: declinedAmount,
            status: voided ? 'voided' : 'void_failed',
            transactionId: charge.transactionId,
            brand: charge.brand,
            token: charge.token,
            message: isUniqueViolation(err) ? 'Duplicate submission' : 'The payment could not be saved',
          });
        }
        if (isUniqueViolation(err) && key !== null) {
          // A twin with the same key filed first (decision 390): its answer, or 422 when it paid for something else.
          const earlier = await repo.paymentByKey(key);
          if (earlier) return replayOf(earlier, requestHash);
          throw new AppError('CONFLICT', ReceivableMessages.keyInProgress);
        }
        throw err;
      }
    },

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
export type PaymentsService = ReturnType<typeof createPaymentsService>;
