import { createHash, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { PaymentMessages, type CardCheckoutResult, type OrderResult, type SettingValues } from '@provender/contract';
import {
  siteMoneyFormat,
  Decimal,
  billingAddressErrors,
  cardDigits,
  cardErrors,
  formatMoney,
  parseExpiration,
} from '@provender/rules';
import type { CustomerContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { CartService } from '../cart/cart.service.ts';
import {
  PaymentGatewayUnavailableError,
  PaymentOutcomeUnknownError,
  type ChargeResult,
  type PaymentGateway,
} from '../payments/payment-gateway.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { CheckoutRepository } from './checkout.repository.ts';
import { CART_CHANGED, refused, scopedKey, type CheckoutService } from './checkout.service.ts';

/** The parsed POST /api/checkout body. */
export interface CardCheckoutInput {
  orderTotal: number;
  creditCard: { cardNumber: string; expirationDate: string; cvv2: string };
  address: {
    name: string;
    address1: string;
    address2: string;
    city: string;
    state: string;
    zip: string;
    phone: string;
    country: string;
    email: string;
  };
  deliveryAddressId?: number | null | undefined;
}

/** How long a checkout holds its cart at most (a gateway call included), and how others wait for it. */
const CLAIM_HOLD_MS = 2 * 60_000;
const CLAIM_WAIT_MS = 60_000;
const CLAIM_POLL_MS = 50;

const failure = (errorReason: string, errors: string[] = [errorReason]): CardCheckoutResult => ({
  isSuccess: false,
  transactionId: null,
  orderNumber: null,
  errorReason,
  errors,
  order: null,
});

const success = (order: OrderResult, transactionId: string | null): CardCheckoutResult => ({
  isSuccess: true,
  transactionId,
  orderNumber: order.orderNumber,
  errorReason: null,
  errors: [],
  order,
});

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

  async function voidCharge(
    owner: { userId: number; customerId: number },
    charge: {
      transactionId: string;
      amount: string;
      brand: string;
      last4: string;
      expiry: string;
      token: string | null;
    },
    key: string | null,
    why: string,
  ) {
    let voided = false;
    try {
      voided = await gateway.void(charge.transactionId);
    } catch (err) {
      if (!(err instanceof PaymentGatewayUnavailableError)) throw err;
    }
    await repo.recordCharge(owner, {
      ...charge,
      gateway: gateway.name,
      status: voided ? 'voided' : 'void_failed',
      message: why,
      idempotencyKey: key,
    });
  }

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
      const claimed = await claimCart(owner, claim);
      try {
        const placed = key === null ? null : await repo.orderByKey(key);
        if (placed) return success(checkout.resultOf(placed, values), placed.transactionId);
        return await chargeAndPlace(ctx, input, owner, key, values);
      } finally {
        if (claimed) await repo.releaseCart(owner, claim);
      }
    },
  };

  /** Waits for the cart's claim; false when there is no cart (checkout then refuses an empty one). */
  async function claimCart(owner: { userId: number; customerId: number }, claim: string): Promise<boolean> {
    const deadline = Date.now() + CLAIM_WAIT_MS;
    for (;;) {
      const at = now();
      const state = await repo.claimCart(owner, claim, at, new Date(at.getTime() + CLAIM_HOLD_MS));
      if (state !== 'busy') return state === 'claimed';
      if (Date.now() > deadline) throw new AppError('CONFLICT', PaymentMessages.checkoutInProgress);
      await sleep(CLAIM_POLL_MS);
    }
  }

  async function chargeAndPlace(
    ctx: CustomerContext,
    input: CardCheckoutInput,
    owner: { userId: number; customerId: number },
    key: string | null,
    values: SettingValues,
  ): Promise<CardCheckoutResult> {
    const cc = values.creditCardSettings;
    let prepared: Awaited<ReturnType<typeof checkout.prepare>>;
    try {
      prepared = await checkout.prepare(ctx);
    } catch (err) {
      // A concurrent repeat with the same key may have just placed the order and emptied the cart.
      const placedMeanwhile = key === null ? null : await repo.orderByKey(key);
      if (placedMeanwhile) return success(checkout.resultOf(placedMeanwhile, values), placedMeanwhile.transactionId);
      throw err;
    }
    const total = prepared.totals.estimate.total;
    if (!total.eq(new Decimal(input.orderTotal).toDecimalPlaces(2))) {
      throw refused([PaymentMessages.totalChanged, `The order total is now ${formatMoney(total)}.`]);
    }

    const digits = cardDigits(input.creditCard.cardNumber);
    const expiry = parseExpiration(input.creditCard.expirationDate);
    if (!expiry) return failure('Expiration Date is invalid');
    // The same order paid with the same card is charged once, however often it is retried.
    const attempt = createHash('sha256')
      .update(`${digits}|${input.creditCard.expirationDate}|${total.toFixed(2)}`)
      .digest('hex')
      .slice(0, 24);
    const kept = {
      amount: total.toFixed(2),
      last4: digits.slice(-4),
      expiry: input.creditCard.expirationDate.trim(),
    };
    /** Every outcome that is not an order is kept for the distributor (decisions 391, 392). */
    const keep = (status: 'declined' | 'failed' | 'unknown' | 'held', transactionId: string | null, message: string) =>
      repo.recordCharge(owner, {
        ...kept,
        gateway: gateway.name,
        transactionId,
        brand: '',
        token: null,
        status,
        message,
        idempotencyKey: key,
      });
    // An earlier attempt of this checkout got no answer: look for it before charging (decision 391).
    const reconcile = key !== null && (await repo.unresolvedCharge(owner, key, kept));
    let charged: ChargeResult;
    try {
      charged = await gateway.charge({
        amount: total.toFixed(2),
        currency: siteMoneyFormat().currency,
        card: { number: digits, expMonth: expiry.month, expYear: expiry.year, cvv: input.creditCard.cvv2.trim() },
        billing: {
          name: input.address.name,
          address1: input.address.address1,
          city: input.address.city,
          state: input.address.state,
          zip: input.address.zip,
        },
        idempotencyKey: `${key ?? randomUUID()}:${attempt}`,
        description: `Storefront order for customer ${owner.customerId}`,
        testMode: cc.isTestTransaction,
        reconcile,
      });
    } catch (err) {
      if (err instanceof PaymentOutcomeUnknownError) {
        await keep('unknown', null, err.message);
        throw new AppError('BAD_GATEWAY', PaymentMessages.outcomeUnknown);
      }
      if (err instanceof PaymentGatewayUnavailableError) {
        await keep('failed', null, `The payment gateway was unavailable: ${err.message}`);
        throw new AppError('BAD_GATEWAY', PaymentMessages.unavailable);
      }
      throw err;
    }
    // What this attempt learnt settles the earlier ones that got no answer.
    if (reconcile && key !== null)
      await repo.resolveCharges(owner, key, kept, `settled by a later attempt (${charged.status})`);
    if (charged.status === 'declined') {
      // The processor's reason ('Do not honor') is for support, stored with the charge.
      await keep('declined', charged.transactionId ?? null, charged.reason);
      return failure(PaymentMessages.declined);
    }
    if (charged.status === 'held') {
      // Held for review and not declined: it may still be charged, so the buyer is not told
      // "declined"; nothing is ordered and a person decides it (decision 392).
      await keep('held', charged.transactionId, charged.reason);
      return failure(PaymentMessages.heldForReview);
    }

    const charge = {
      ...kept,
      gateway: gateway.name,
      transactionId: charged.transactionId,
      brand: charged.brand,
      token: charged.token,
    };
    let outcome;
    try {
      outcome = await checkout.place(prepared, key, charge);
    } catch (err) {
      await voidCharge(owner, charge, key, 'The order could not be saved');
      throw err;
    }
    if (outcome.kind === 'placed')
      return success(checkout.resultOf(outcome.order, prepared.values), charged.transactionId);
    if (outcome.kind === 'replay') {
      // A concurrent request with the same key placed the order; keep only the charge it used.
      if (outcome.order.transactionId !== charged.transactionId)
        await voidCharge(owner, charge, key, 'Duplicate submission');
      return success(checkout.resultOf(outcome.order, prepared.values), outcome.order.transactionId);
    }
    await voidCharge(owner, charge, key, outcome.kind === 'empty' ? 'The cart was empty' : 'The cart changed');
    throw refused([outcome.kind === 'empty' ? 'No items in cart' : CART_CHANGED]);
  }

  return service;
}
export type CardCheckoutService = ReturnType<typeof createCardCheckoutService>;
