import { CheckoutMessages } from '@provender/contract';
import type { CartHeaderInput, CartHeaderState, CartEstimate, DeliveryDates, OrderResult } from '@provender/contract';
import { isPastCutoff } from '@provender/rules';
import type { CustomerContext, RequestContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { type ChargeWrite, type PlaceOutcome } from './checkout.repository.ts';
import { shipMethodOf } from './checkout-destination.ts';
import { cartTotals } from './checkout-estimate.ts';
import { toEstimateResponse } from '@provender/rules/server';
import { createCheckoutLoad, type CheckoutDeps, type CheckoutLoad } from './checkout-load.ts';
import { createPrepareAt } from './checkout-prepare.ts';
import {
  CART_CHANGED,
  SHIPTO_NOT_ALLOWED,
  refused,
  resultOf,
  scopedKey,
  type PreparedOrder,
} from './checkout-rules.ts';

export {
  CART_CHANGED,
  SHIPTO_NOT_ALLOWED,
  limitedAccount,
  refused,
  scopedKey,
  type PreparedOrder,
} from './checkout-rules.ts';

/**
 * A preparation's outcome, refusal included, as a value. A repeated submit needs no lookup first:
 * the order's statement answers the key's earlier order instead of writing (a replay), and a cart
 * that can no longer be ordered (emptied by the first submit) looks the key up before refusing.
 */
const settle = (p: Promise<PreparedOrder>) =>
  p.then(
    (prepared) => ({ ok: true as const, prepared }),
    (err: unknown) => ({ ok: false as const, err }),
  );

/** The header's answers: its verdict, stored fields, delivery dates, estimate and the date an approval keeps. */
function createCheckoutHeader(deps: CheckoutDeps, loads: CheckoutLoad) {
  const { repo, cart, settings, customers } = deps;
  const { deliveryDates, accountOf, load, headerMessages } = loads;
  return {
    /**
     * The delivery date an order keeps when it is approved now (issue 35, decision 512): its own
     * while its cut-off is ahead, else the next date its ship-to's route still makes (the cut-off
     * rule of packages/rules); null when no date is left in the horizon.
     */
    async deliveryOnApproval(
      ctx: RequestContext,
      order: { customerId: number; shiptoCode: string | null; deliveryDate: string },
    ): Promise<{ deliveryDate: string; movedFrom: string | null } | null> {
      const values = await settings.effectiveValues(ctx);
      const w = deliveryDates.window(values);
      const holidays = await repo.holidays(w.holidaysFrom, w.holidaysTo);
      if (!isPastCutoff(order.deliveryDate, w.at, w.cutoff, holidays)) {
        return { deliveryDate: order.deliveryDate, movedFrom: null };
      }
      const { shiptos } = await customers.account(order.customerId);
      const routeDays = shiptos.find((s) => s.code === order.shiptoCode)?.deliveryDays ?? [];
      const next = deliveryDates.compute(w, routeDays, holidays, []).dates[0];
      return next === undefined ? null : { deliveryDate: next, movedFrom: order.deliveryDate };
    },

    async header(ctx: CustomerContext): Promise<CartHeaderState> {
      const loaded = await load(ctx);
      const messages = await headerMessages(ctx, loaded.header, loaded);
      return { ...loaded.header, isValid: messages.length === 0, message: messages.join('\n') };
    },

    /** Stores what was sent, then answers the header with its verdict (an invalid header is kept, not refused). */
    async saveHeader(ctx: CustomerContext, input: CartHeaderInput): Promise<CartHeaderState> {
      // null and '' both clear the stored ship-to (the customer's default applies again); absent keeps it.
      const code = input.customerShipToCode === null ? '' : input.customerShipToCode?.trim();
      const limit = ctx.user.shiptoCodes;
      if (code && limit !== null && !limit.includes(code)) {
        throw new AppError('FORBIDDEN', SHIPTO_NOT_ALLOWED, { errors: [SHIPTO_NOT_ALLOWED] });
      }
      await cart.saveHeader(ctx, {
        customerShipToCode: code === undefined ? undefined : code === '' ? null : code,
        customerPo: input.customer_PO?.trim(),
        specialInstruction1: input.specialInstruction1?.trim(),
        specialInstruction2: input.specialInstruction2?.trim(),
        notes: input.notes?.trim(),
        deliveryDate: input.deliveryDate,
        addressId: input.addressId,
      });
      return this.header(ctx);
    },

    /** GET /api/cart/date: business customers for a ship-to (the header's when none is named), consumers by ship method. */
    async dates(ctx: CustomerContext, shipto: string | undefined): Promise<DeliveryDates> {
      const [values, account] = await Promise.all([settings.effectiveValues(ctx), accountOf(ctx)]);
      const customer = account.row;
      const shipMethod = shipMethodOf(ctx, values);
      if (ctx.userType === 'consumer') {
        if (shipMethod === null) throw new AppError('BAD_REQUEST', 'Please choose Pickup or Delivery');
        const routeDays = shipMethod === 'pickup' ? values.pickupDays : values.consumerDeliveryDays;
        return deliveryDates.dates(values, { customerId: customer.id, shiptoCode: null, routeDays });
      }
      const code = shipto || (await cart.pricedSnapshot(ctx)).header.customerShipToCode || customer.defaultShiptoCode;
      const row = code ? account.shiptos.find((s) => s.code === code) : undefined;
      if (!row) throw new AppError('NOT_FOUND', 'Ship-to was not found');
      return deliveryDates.dates(values, {
        customerId: customer.id,
        shiptoCode: row.code,
        routeDays: row.deliveryDays,
      });
    },

    async estimate(ctx: CustomerContext): Promise<CartEstimate> {
      const loaded = await load(ctx);
      const totals = await cartTotals(repo, loaded.snapshot.priced, loaded);
      return toEstimateResponse(totals, loaded.values.hidePricing);
    },
  };
}

/** Preparing, placing and submitting an order. */
function createCheckoutSubmit(deps: CheckoutDeps, loads: CheckoutLoad) {
  const { repo, cart, settings, approvals } = deps;
  const prepareAt = createPrepareAt(deps, loads);
  return {
    /**
     * Checks the header and every line again, prices the cart and builds the order; 409 with
     * every reason when it cannot be ordered. Products and prices are taken as kept for the catalog
     * version read first (decision 340): the order is written only while the database is still at
     * it, and a refusal stands only once the version is confirmed (otherwise the cart is checked
     * again with the newer catalog).
     */
    async prepare(ctx: CustomerContext): Promise<PreparedOrder> {
      for (let attempt = 0; ; attempt++) {
        const catalogVersion = await cart.catalogVersion();
        try {
          return await prepareAt(ctx, catalogVersion);
        } catch (err) {
          if (attempt < 2 && err instanceof AppError && (await cart.catalogMoved(catalogVersion))) continue;
          throw err;
        }
      }
    },

    /** Places the order and empties the cart (the repository announces the cart's change). */
    async place(prepared: PreparedOrder, key: string | null, charge: ChargeWrite | null): Promise<PlaceOutcome> {
      const outcome = await repo.placeOrder(
        prepared.owner,
        prepared.fingerprint,
        prepared.catalogVersion,
        prepared.order,
        key,
        charge,
      );
      if (outcome.kind === 'placed' && prepared.order.approvalReason !== null && approvals) {
        const held = {
          customerId: prepared.owner.customerId,
          orderNumber: outcome.order.orderNumber,
          buyer: prepared.buyerName,
          total: outcome.order.total,
          reason: prepared.order.approvalReason,
        };
        // The approvers' mail is sent once, by the submit that placed the order, after it answered.
        approvals.held(held);
      }
      // The next preparation reads the catalog's version again, and with it newer products and prices.
      if (outcome.kind === 'stale') await cart.catalogMoved(prepared.catalogVersion);
      return outcome;
    },

    /**
     * POST /api/cart/submit for business customers. With a key, a repeat answers the first
     * result; a cart changed between checking and writing is checked once more.
     */
    async submit(
      ctx: CustomerContext,
      idempotencyKey: string | null,
    ): Promise<{ result: OrderResult; replayed: boolean }> {
      const key = scopedKey({ userId: ctx.user.id, customerId: ctx.customerId }, idempotencyKey);
      for (let attempt = 0; attempt < 2; attempt++) {
        const preparation = await settle(this.prepare(ctx));
        if (!preparation.ok) {
          // A concurrent repeat with the same key may have just placed the order and emptied
          // the cart: that is a replay, not a refusal.
          const placedMeanwhile = key === null ? null : await repo.orderByKey(key);
          if (placedMeanwhile)
            return { result: resultOf(placedMeanwhile, await settings.effectiveValues(ctx)), replayed: true };
          throw preparation.err;
        }
        const { prepared } = preparation;
        const outcome = await this.place(prepared, key, null);
        if (outcome.kind === 'placed' || outcome.kind === 'replay') {
          return { result: resultOf(outcome.order, prepared.values), replayed: outcome.kind === 'replay' };
        }
        if (outcome.kind === 'empty') throw refused([CheckoutMessages.noItems]);
      }
      throw refused([CART_CHANGED]);
    },
  };
}

/** Checkout: the header's answers (createCheckoutHeader) and submission (createCheckoutSubmit, checkout-prepare.ts). */
export function createCheckoutService(deps: CheckoutDeps) {
  const loads = createCheckoutLoad(deps);
  return { resultOf, ...createCheckoutHeader(deps, loads), ...createCheckoutSubmit(deps, loads) };
}
export type CheckoutService = ReturnType<typeof createCheckoutService>;
