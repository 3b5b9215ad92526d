import { CheckoutMessages } from '@provender/contract';
import { Decimal, type DecimalValue } from './decimal.ts';
import { formatMoney } from './money.ts';
import { MAX_AMOUNT } from './units.ts';

/**
 * The two messages the checkout shows when a delivery zone's minimum is not met, or none. The
 * minimum applies to the line total, before charges and tax.
 */
export function minimumOrderMessages(lineTotal: DecimalValue, minimum: DecimalValue): string[] {
  if (new Decimal(minimum).lte(0) || new Decimal(lineTotal).gte(minimum)) return [];
  return [CheckoutMessages.lineTotal(formatMoney(lineTotal)), CheckoutMessages.zoneMinimum(formatMoney(minimum))];
}

/**
 * The order total must not pass the distributor's maximum order amount, nor what the order tables
 * hold (decision 092); answers the reason, or nothing.
 */
export function maximumOrderMessages(total: DecimalValue, maximum: DecimalValue): string[] {
  const limit = Decimal.min(maximum, MAX_AMOUNT);
  if (new Decimal(total).lte(limit)) return [];
  return [CheckoutMessages.overMaximum(formatMoney(total), formatMoney(limit))];
}
