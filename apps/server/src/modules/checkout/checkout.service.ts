import { AWAITING_APPROVAL, CheckoutMessages } from '@provender/contract';
import type {
  CartHeader,
  CartHeaderInput,
  CartHeaderState,
  CartEstimate,
  DeliveryDates,
  OrderResult,
  SettingValues,
  ShipMethod,
} from '@provender/contract';
import {
  Decimal,
  formatUsDate,
  headerFieldErrors,
  MAX_AMOUNT,
  maximumOrderMessages,
  minimumOrderMessages,
  approvalReason,
  isPastCutoff,
  type ApprovalRuleSet,
} from '@provender/rules';
import type { CustomerContext, RequestContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { AddressesService } from '../addresses/addresses.service.ts';
import type { HeldOrder } from '../approvals/approvals.service.ts';
import type { CartService } from '../cart/cart.service.ts';
import type { CustomersService } from '../customers/customers.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import {
  cartFingerprint,
  type ChargeWrite,
  type CheckoutRepository,
  type OrderWrite,
  type PlaceOutcome,
  type PlacedOrder,
} from './checkout.repository.ts';
import { createDeliveryDates } from './checkout-dates.ts';
import {
  createDestinations,
  shipMethodOf,
  type CustomerAccount,
  type CustomerRow,
  type Destination,
} from './checkout-destination.ts';
import { cartTotals } from './checkout-estimate.ts';
import { taxStateOf, toEstimateResponse, totalsOf, type CartTotals } from '@provender/rules/server';

/** 409 with every message: the client shows them (spec 01 section 8). */
export function refused(messages: string[]): AppError {
  const list = messages.length > 0 ? messages : [CheckoutMessages.rejected];
  return new AppError('CONFLICT', list.join('\n'), { errors: list });
}

/** A user limited to some ship-tos names another (issue 35). */
export const SHIPTO_NOT_ALLOWED = 'You may not order for this ship-to';

/**
 * The account as a user limited to some ship-tos sees it (issue 35, decision 510): only those
 * ship-tos, and the first of them as the default when the customer's default is not one.
 */
export function limitedAccount(account: CustomerAccount, limit: readonly string[] | null): CustomerAccount {
  if (limit === null) return account;
  const shiptos = account.shiptos.filter((s) => limit.includes(s.code));
  const defaultCode = account.row.defaultShiptoCode;
  const keepsDefault = defaultCode !== null && limit.includes(defaultCode);
  return { row: keepsDefault ? account.row : { ...account.row, defaultShiptoCode: shiptos[0]?.code ?? null }, shiptos };
}

export const CART_CHANGED = 'Your cart changed while the order was being submitted. Please review it and submit again.';

/** A cart checked and priced, ready to become an order. */
export interface PreparedOrder {
  owner: { userId: number; customerId: number };
  /** Who submits: the approvers' mail names them. */
  buyerName: string;
  fingerprint: string;
  /** The catalog version read before the cart was checked and priced (decision 340). */
  catalogVersion: number;
  order: OrderWrite;
  totals: CartTotals;
  values: SettingValues;
}

/** Idempotency keys are kept per customer and user, so no one can replay another's key (decision 033). */
export const scopedKey = (owner: { userId: number; customerId: number }, key: string | null) =>
  key === null ? null : `${owner.customerId}:${owner.userId}:${key}`;

export function createCheckoutService(deps: {
  repo: CheckoutRepository;
  cart: CartService;
  settings: SettingsService;
  addresses: AddressesService;
  customers: Pick<CustomersService, 'account'>;
  /** Issue 35: the acting customer's approval rules, and the approvers' mail once an order is held. */
  approvals?: {
    rules: (customerId: number) => Promise<ApprovalRuleSet | null>;
    held: (order: HeldOrder) => void;
  };
  now?: () => Date;
}) {
  const { repo, cart, settings, customers, approvals } = deps;
  const now = deps.now ?? (() => new Date());
  const destinations = createDestinations(deps);
  const deliveryDates = createDeliveryDates({ repo, now });

  /** The acting customer's row and ship-tos from the process cache (decision 210): no query on a warm path. */
  async function accountOf(ctx: CustomerContext): Promise<CustomerAccount> {
    return limitedAccount(await customers.account(ctx.customerId), ctx.user.shiptoCodes);
  }

  const datesFor = (values: SettingValues, customer: CustomerRow, destination: Destination) =>
    deliveryDates.dates(values, {
      customerId: customer.id,
      shiptoCode: destination.kind === 'shipto' ? destination.code : null,
      routeDays: destination.routeDays,
    });

  /** Everything the header, the estimate and submission start from. */
  async function load(ctx: CustomerContext) {
    const [snapshot, values, account] = await Promise.all([
      cart.pricedSnapshot(ctx),
      settings.effectiveValues(ctx),
      accountOf(ctx),
    ]);
    return loadedFrom(ctx, snapshot, values, account);
  }

  type CartSnapshot = Awaited<ReturnType<CartService['pricedSnapshot']>>;

  async function loadedFrom(
    ctx: CustomerContext,
    snapshot: CartSnapshot,
    values: SettingValues,
    account: CustomerAccount,
  ) {
    const customer = account.row;
    const shipMethod = shipMethodOf(ctx, values);
    const header = await destinations.effectiveHeader(ctx, snapshot.header, customer, shipMethod);
    const { destination, messages } = await destinations.resolve(ctx, header, account, shipMethod, values);
    return { snapshot, values, customer, shipMethod, header, destination, destinationMessages: messages };
  }

  /** The header rules of spec 02 section 5, each problem one message; `dates` are the destination's. */
  function headerChecks(
    ctx: CustomerContext,
    header: CartHeader,
    context: { customer: CustomerRow; values: SettingValues; destinationMessages: string[] },
    dates: DeliveryDates | null,
  ): string[] {
    const { customer, values } = context;
    const poRequired = ctx.userType === 'consumer' || customer.requiredPo;
    const messages = [...Object.values(headerFieldErrors(header, { poRequired })), ...context.destinationMessages];
    if (!dates) return messages;
    if (header.deliveryDate === null) {
      if (values.checkoutRequireDeliveryDate) messages.push(CheckoutMessages.deliveryDateRequired);
    } else if (!dates.dates.includes(header.deliveryDate)) {
      const earliest = dates.earliestDate ? ` The earliest delivery date is ${formatUsDate(dates.earliestDate)}.` : '';
      messages.push(`Delivery date ${formatUsDate(header.deliveryDate)} is not available.${earliest}`);
    }
    return messages;
  }

  async function headerMessages(
    ctx: CustomerContext,
    header: CartHeader,
    context: {
      customer: CustomerRow;
      values: SettingValues;
      destination: Destination | null;
      destinationMessages: string[];
    },
  ): Promise<string[]> {
    const { destination } = context;
    const dates = destination ? await datesFor(context.values, context.customer, destination) : null;
    return headerChecks(ctx, header, context, dates);
  }

  function resultOf(order: PlacedOrder, values: SettingValues): OrderResult {
    return {
      ...(order.status === AWAITING_APPROVAL ? { awaitingApproval: true } : {}),
      orderNumber: order.orderNumber,
      estimatedTotal: values.hidePricing ? null : new Decimal(order.total).toNumber(),
      accepted: true,
      messages: [],
      confirmation: values.canViewConfirmation ? `/api/documents/order/${order.orderNumber}/confirmation` : null,
      deliveryDate: order.deliveryDate,
    };
  }

  /**
   * Checks the header and every line again, prices the cart and builds the order; 409 with
   * every reason when it cannot be ordered. Consumers' deliveries must meet the zone minimum.
   */
  async function prepareAt(ctx: CustomerContext, catalogVersion: number): Promise<PreparedOrder> {
    // The settings and the account come from the process's caches; the cart and everything else
    // the checks and totals read (holidays, tax rates, catch weight) in one statement (decision 371).
    const [values, account] = await Promise.all([settings.effectiveValues(ctx), accountOf(ctx)]);
    const window = deliveryDates.window(values);
    const read = await cart.pricedSnapshotAnd(ctx, repo.submitFactsRead(window));
    const loaded = await loadedFrom(ctx, read.snapshot, values, account);
    const { snapshot, header, destination, shipMethod } = loaded;
    if (snapshot.rows.length === 0) throw refused([CheckoutMessages.noItems]);
    const facts = repo.submitFactsOf(read.also, taxStateOf(loaded));
    // Past deliveries only choose the default date, which a submit does not use: none are read.
    const dates = destination ? deliveryDates.compute(window, destination.routeDays, facts.holidays, []) : null;
    const messages = headerChecks(ctx, header, loaded, dates);
    const totals = totalsOf(snapshot.priced, loaded, facts);
    messages.push(...snapshot.messages);
    for (const p of snapshot.priced) {
      if (p.isAvailable && (p.unitPrice === null || p.extension === null))
        messages.push(`${p.product.description} (${p.product.productCode}) has no price.`);
    }
    for (const p of snapshot.priced) {
      if (p.extension?.gt(new Decimal(MAX_AMOUNT)))
        messages.push(`${p.product.description} (${p.product.productCode}): ${CheckoutMessages.lineAmountTooLarge}`);
    }
    messages.push(...maximumOrderMessages(totals.estimate.total, values.maxOrderAmount));
    if (destination?.kind === 'address')
      messages.push(...minimumOrderMessages(totals.estimate.lineTotal, destination.address.minimumOrderAmount));
    const deliveryDate = header.deliveryDate ?? dates?.earliestDate ?? null;
    if (messages.length === 0 && deliveryDate === null)
      messages.push('No delivery dates are available. Please contact us.');
    if (messages.length > 0 || !destination || deliveryDate === null) throw refused(messages);

    const { estimate } = totals;
    const rules = approvals ? await approvals.rules(snapshot.owner.customerId) : null;
    const approvalNeeded = approvalReason(rules, {
      total: estimate.total.toFixed(2),
      role: ctx.user.customerRole,
      userKind: ctx.user.kind,
      sessionType: ctx.sessionType,
    });
    const order: OrderWrite = {
      status: approvalNeeded === null ? 'Open' : AWAITING_APPROVAL,
      approvalReason: approvalNeeded,
      customerId: snapshot.owner.customerId,
      userId: ctx.user.id,
      shiptoCode: destination.kind === 'shipto' ? destination.code : null,
      addressId: destination.kind === 'address' ? destination.address.id : null,
      shipMethod: shipMethod as ShipMethod,
      shipTo: destination.kind === 'pickup' ? null : destination.shipTo,
      poNumber: header.customer_PO.trim(),
      orderDate: now(),
      deliveryDate,
      specialInstruction1: header.specialInstruction1,
      specialInstruction2: header.specialInstruction2,
      notes: header.notes,
      lineTotal: estimate.lineTotal.toFixed(2),
      addOnCharges: estimate.addOnCharges.toFixed(2),
      taxableAmount: estimate.taxableAmount.toFixed(2),
      tax: estimate.tax.toFixed(2),
      total: estimate.total.toFixed(2),
      lines: snapshot.priced.map((p) => ({
        productId: p.row.productId,
        unitOfMeasure: p.row.unitOfMeasure,
        quantity: p.row.quantity,
        unitOfMeasurePrc: p.row.unitOfMeasurePrc,
        unitPrice: (p.unitPrice ?? 0).toFixed(4),
        extension: (p.extension ?? 0).toFixed(2),
        caseQuantity: p.caseQuantity.toFixed(2),
        productText1: p.row.productText1,
        productText2: p.row.productText2,
        isOverridePrice: p.row.overridePrice !== null,
      })),
    };
    return {
      owner: snapshot.owner,
      buyerName: ctx.user.name,
      fingerprint: cartFingerprint(snapshot.headerRow, snapshot.rows),
      catalogVersion,
      order,
      totals,
      values,
    };
  }

  return {
    resultOf,

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
      const code = input.customerShipToCode?.trim();
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
      // A repeat needs no lookup first: the order's statement answers the key's earlier order
      // instead of writing (a replay), and a cart that can no longer be ordered (emptied by the
      // first submit) looks the key up before refusing.
      const settle = (p: Promise<PreparedOrder>) =>
        p.then(
          (prepared) => ({ ok: true as const, prepared }),
          (err: unknown) => ({ ok: false as const, err }),
        );
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
export type CheckoutService = ReturnType<typeof createCheckoutService>;
