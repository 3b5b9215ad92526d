import { AWAITING_APPROVAL, CheckoutMessages, endpointPath, endpoints } from '@provender/contract';
import type { CartHeader, DeliveryDates, OrderResult, SettingValues } from '@provender/contract';
import { Decimal, formatUsDate, headerFieldErrors } from '@provender/rules';
import type { CustomerContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import { type OrderWrite, type PlacedOrder } from './checkout.repository.ts';
import { type CustomerAccount, type CustomerRow } from './checkout-destination.ts';
import { type CartTotals } from '@provender/rules/server';

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

/** The header rules of spec 02 section 5, each problem one message; `dates` are the destination's. */
export function headerChecks(
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

export function resultOf(order: PlacedOrder, values: SettingValues): OrderResult {
  return {
    ...(order.status === AWAITING_APPROVAL ? { awaitingApproval: true } : {}),
    orderNumber: order.orderNumber,
    estimatedTotal: values.hidePricing ? null : new Decimal(order.total).toNumber(),
    accepted: true,
    messages: [],
    confirmation: values.canViewConfirmation
      ? endpointPath(endpoints.getOrderConfirmation, { id: order.orderNumber })
      : null,
    deliveryDate: order.deliveryDate,
  };
}
