import type { ParsedPaymentDraft, PaymentResult, PaymentTypeOption } from '@provender/contract';
import { cardIssuerName } from '@provender/rules';
import type { CustomerContext, RequestContext } from '../../context.ts';
import { payDraft, type PayDeps } from './pay-draft.ts';
import { ECHECK } from './payment-draft-problems.ts';
import { createPaymentReversals } from './payment-reversals.ts';

/**
 * Payments on account: the methods the site takes, paying open items (pay-draft.ts, decision 060)
 * and giving a payment or an order's card charge back (payment-reversals.ts, decision 393).
 */
export function createPaymentsService(deps: PayDeps) {
  const { settings } = deps;

  return {
    async types(ctx: RequestContext): Promise<PaymentTypeOption[]> {
      const values = await settings.effectiveValues(ctx);
      return [...new Set(values.acceptedCardIssuers)]
        .filter((code) => code !== 7)
        .sort((a, b) => a - b)
        .map((code) => ({ creditCardIssuer: code, name: code === ECHECK ? 'eCheck' : cardIssuerName(code) }));
    },

    pay(
      ctx: CustomerContext,
      draft: ParsedPaymentDraft,
      idempotencyKey: string | null,
    ): Promise<{ result: PaymentResult; replayed: boolean }> {
      return payDraft(deps, ctx, draft, idempotencyKey);
    },

    ...createPaymentReversals(deps),
  };
}
export type PaymentsService = ReturnType<typeof createPaymentsService>;
