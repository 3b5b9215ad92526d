import { createHash, randomUUID } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { PaymentMessages, type CardCheckoutResult, type OrderResult, type SettingValues } from '@provender/contract';
import { siteMoneyFormat, Decimal, cardDigits, formatMoney, parseExpiration } from '@provender/rules';
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
import { CART_CHANGED, refused, type CheckoutService } from './checkout.service.ts';

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

export const failure = (errorReason: string, errors: string[] = [errorReason]): CardCheckoutResult => ({
  isSuccess: false,
  transactionId: null,
  orderNumber: null,
  errorReason,
  errors,
  order: null,
});

export const success = (order: OrderResult, transactionId: string | null): CardCheckoutResult => ({
  isSuccess: true,
  transactionId,
  orderNumber: order.orderNumber,
  errorReason: null,
  errors: [],
  order,
});

/** What charging a card and placing its order needs. */
export interface CardDeps {
  repo: CheckoutRepository;
  checkout: CheckoutService;
  cart: CartService;
  settings: SettingsService;
  gateway: PaymentGateway;
  now: () => Date;
}

type Owner = { userId: number; customerId: number };
type Keep = (
  status: 'declined' | 'failed' | 'unknown' | 'held',
  transactionId: string | null,
  message: string,
) => Promise<unknown>;

/** Voids a charge whose order was not placed, and keeps what happened. */
async function voidCharge(
  { repo, gateway }: CardDeps,
  owner: Owner,
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

/** Waits for the cart's claim; false when there is no cart (checkout then refuses an empty one). */
export async function claimCart({ repo, now }: CardDeps, owner: Owner, claim: string): Promise<boolean> {
  const deadline = Date.now() + CLAIM_WAIT_MS;
  for (;;) {
    const at = now();
    const state = await repo.claimCart(owner, claim, at, new Date(at.getTime() + CLAIM_HOLD_MS));
    if (state !== 'busy') return state === 'claimed';
    if (Date.now() > deadline) throw new AppError('CONFLICT', PaymentMessages.checkoutInProgress);
    await sleep(CLAIM_POLL_MS);
  }
}

/** The gateway's charge; an unknown outcome or an unavailable gateway is kept and answered 502. */
async function gatewayCharge(
  { gateway }: CardDeps,
  input: CardCheckoutInput,
  owner: Owner,
  key: string | null,
  call: {
    total: Decimal;
    digits: string;
    expiry: { month: number; year: number };
    attempt: string;
    testMode: boolean;
    reconcile: boolean;
  },
  keep: Keep,
): Promise<ChargeResult> {
  const { total, digits, expiry, attempt, reconcile } = call;
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
      testMode: call.testMode,
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
  return charged;
}

/** Places the order of a charge that went through; the charge is voided when no order is placed. */
async function placeCharged(
  deps: CardDeps,
  prepared: Awaited<ReturnType<CheckoutService['prepare']>>,
  owner: Owner,
  key: string | null,
  kept: { amount: string; last4: string; expiry: string },
  charged: ChargeResult & { status: 'approved' },
): Promise<CardCheckoutResult> {
  const { checkout, gateway } = deps;
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
    await voidCharge(deps, owner, charge, key, 'The order could not be saved');
    throw err;
  }
  if (outcome.kind === 'placed')
    return success(checkout.resultOf(outcome.order, prepared.values), charged.transactionId);
  if (outcome.kind === 'replay') {
    // A concurrent request with the same key placed the order; keep only the charge it used.
    if (outcome.order.transactionId !== charged.transactionId)
      await voidCharge(deps, owner, charge, key, 'Duplicate submission');
    return success(checkout.resultOf(outcome.order, prepared.values), outcome.order.transactionId);
  }
  await voidCharge(deps, owner, charge, key, outcome.kind === 'empty' ? 'The cart was empty' : 'The cart changed');
  throw refused([outcome.kind === 'empty' ? 'No items in cart' : CART_CHANGED]);
}

/** Checks the total, charges the card and places the order (decisions 034, 391, 392). */
export async function chargeAndPlace(
  deps: CardDeps,
  ctx: CustomerContext,
  input: CardCheckoutInput,
  owner: { userId: number; customerId: number },
  key: string | null,
  values: SettingValues,
): Promise<CardCheckoutResult> {
  const { repo, checkout, gateway } = deps;
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
  const charged = await gatewayCharge(
    deps,
    input,
    owner,
    key,
    { total, digits, expiry, attempt, testMode: cc.isTestTransaction, reconcile },
    keep,
  );
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

  return placeCharged(deps, prepared, owner, key, kept, charged);
}
