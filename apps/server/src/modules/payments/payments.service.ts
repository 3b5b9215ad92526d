import { createHash, randomUUID } from 'node:crypto';
import {
  PaymentMessages,
  ReceivableMessages,
  type ParsedPaymentDraft,
  type PaymentResult,
  type PaymentTypeOption,
} from '@provender/contract';
import {
  PaymentType,
  bankAccountErrors,
  billingAddressErrors,
  cardDigits,
  cardErrors,
  cardIssuerName,
  parseExpiration,
  zonedDateTime,
} from '@provender/rules';
import { requireUser, type RequestContext } from '../../context.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { AppError } from '../../errors.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { checkDraftAmounts, draftShapeErrors } from './payment-draft-rules.ts';
import { PaymentGatewayUnavailableError, type ChargeResult, type PaymentGateway } from './payment-gateway.ts';
import type { PaymentWrite, PaymentsRepository } from './payments.repository.ts';

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

/** Thrown inside the locked transaction to roll it back with an answer for the buyer. */
class Outcome extends Error {
  constructor(readonly result: PaymentResult | 'unavailable') {
    super('payment rolled back');
  }
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
      ctx: RequestContext,
      draft: ParsedPaymentDraft,
      idempotencyKey: string | null,
    ): Promise<{ result: PaymentResult; replayed: boolean }> {
      const user = requireUser(ctx);
      if (ctx.customerId === null) throw new AppError('BAD_REQUEST', 'Choose a customer first');
      const customerId = ctx.customerId;
      const key = idempotencyKey === null ? null : `${customerId}:${user.id}:${idempotencyKey}`;
      if (key !== null) {
        const earlier = await repo.paymentByKey(key);
        if (earlier) return { result: succeeded(earlier.id, earlier.transactionId), replayed: true };
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
                { acceptedIssuers: accepted, cvvRequired: cc.ccV2Required, testCardsOnly: cc.isTestTransaction },
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
      };
      const arCodes = draft.details.map((d) => d.arCode);
      let approved: Extract<ChargeResult, { status: 'approved' }> | null = null;
      let declinedAmount = '0.00';

      try {
        const result = await repo.withLockedItems(
          customerId,
          arCodes,
          async (tx, items, earlier) => {
            if (earlier) return { result: succeeded(earlier.id, earlier.transactionId), replayed: true };
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
                currency: 'USD' as const,
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
                if (err instanceof PaymentGatewayUnavailableError) throw new Outcome('unavailable');
                throw err;
              }
              if (charged.status === 'declined') {
                const what = card ? ReceivableMessages.cardDeclined : ReceivableMessages.bankDeclined;
                throw new Outcome(refused([`${what} ${charged.reason}`.trim()]));
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
        return result;
      } catch (err) {
        if (err instanceof Outcome) {
          const failed = err.result === 'unavailable';
          await repo.record({
            ...base,
            amount: declinedAmount,
            status: failed ? 'failed' : 'declined',
            transactionId: null,
            brand: '',
            token: null,
            message: failed ? 'The payment gateway was unavailable' : ((err.result as PaymentResult).errorReason ?? ''),
          });
          if (err.result === 'unavailable') throw new AppError('BAD_GATEWAY', PaymentMessages.unavailable);
          return { result: err.result, replayed: false };
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
          if (isUniqueViolation(err) && key !== null) {
            const earlier = await repo.paymentByKey(key);
            if (earlier) return { result: succeeded(earlier.id, earlier.transactionId), replayed: true };
          }
        }
        throw err;
      }
    },
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
