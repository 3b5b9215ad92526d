import { randomUUID } from 'node:crypto';
import { PaymentMessages, type CardCheckoutResult } from '@provender/contract';
import { billingAddressErrors, cardErrors } from '@provender/rules';
import type { CustomerContext } from '../../context.ts';
import type { CartService } from '../cart/cart.service.ts';
import { type PaymentGateway } from '../payments/payment-gateway.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { CheckoutRepository } from './checkout.repository.ts';
import { refused, scopedKey, type CheckoutService } from './checkout.service.ts';
import { chargeAndPlace, claimCart, failure, success, type CardCheckoutInput } from './card-charge.ts';

export type { CardCheckoutInput } from './card-charge.ts';

/**
 * A consumer's checkout (decision 034): check the card, check and price the cart, charge, then
 * place the order. A failed charge orders nothing; an order that cannot be placed after the
 * charge voids it. The card number and CVV go to the gateway and nowhere else.
 */
export function createCardCheckoutService(deps: {
  repo: CheckoutRepository;
  checkout: CheckoutService;
  cart: CartService;
  settings: SettingsService;
  gateway: PaymentGateway;
  now?: () => Date;
}) {
  const { repo, checkout, cart, settings, gateway } = deps;
  const now = deps.now ?? (() => new Date());
  const cardDeps = { ...deps, now };

  const service = {
    async checkout(
      ctx: CustomerContext,
      input: CardCheckoutInput,
      idempotencyKey: string | null,
    ): Promise<CardCheckoutResult> {
      const owner = { userId: ctx.user.id, customerId: ctx.customerId };
      const key = scopedKey(owner, idempotencyKey);
      const values = await settings.effectiveValues(ctx);

      const earlier = key === null ? null : await repo.orderByKey(key);
      if (earlier) return success(checkout.resultOf(earlier, values), earlier.transactionId);

      // The buyer is never charged an amount they were not shown: with hidden pricing there is
      // no total to agree to, so there is no card payment (decision 034).
      if (values.hidePricing) throw refused([PaymentMessages.pricingHidden]);

      const cc = values.creditCardSettings;
      const cardProblems = cardErrors(
        input.creditCard,
        {
          acceptedIssuers: values.acceptedCardIssuers,
          cvvRequired: cc.ccV2Required,
          testCardsOnly: cc.isTestTransaction,
          // The processor's longest card number (decision 394): refused here, before anything is sent.
          maxDigits: gateway.maxCardDigits,
        },
        now(),
      );
      const billingProblems = billingAddressErrors(input.address, {
        holderNameRequired: cc.holderNameRequired,
        addressRequired: cc.addressRequired,
        phoneRequired: cc.phoneRequired,
      });
      const problems = [...Object.values(cardProblems), ...Object.values(billingProblems)];
      if (problems.length > 0) return failure(problems[0] as string, problems);

      if (input.deliveryAddressId !== undefined && input.deliveryAddressId !== null)
        await cart.saveHeader(ctx, { addressId: input.deliveryAddressId });

      // One checkout of a cart at a time: the others wait, then find the order placed (a replay of
      // the same key) or the cart emptied, and charge nothing (decision 095).
      const claim = randomUUID();
      const claimed = await claimCart(cardDeps, owner, claim);
      try {
        const placed = key === null ? null : await repo.orderByKey(key);
        if (placed) return success(checkout.resultOf(placed, values), placed.transactionId);
        return await chargeAndPlace(cardDeps, ctx, input, owner, key, values);
      } finally {
        if (claimed) await repo.releaseCart(owner, claim);
      }
    },
  };

  return service;
}
export type CardCheckoutService = ReturnType<typeof createCardCheckoutService>;
