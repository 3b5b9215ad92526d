import type { CartEstimate, SettingValues, ShipMethod } from '@provender/contract';
import { Decimal, estimateOrder, type OrderEstimate } from '@provender/rules';
import type { PricedRow } from '../cart/cart.service.ts';
import type { CheckoutRepository } from './checkout.repository.ts';
import type { CustomerRow, Destination } from './checkout-destination.ts';

export interface CartTotals {
  estimate: OrderEstimate;
  taxRatePercent: Decimal;
  /** A catch-weight line makes the total an estimate until the weights are known. */
  isEstimated: boolean;
}

interface TotalsContext {
  destination: Destination | null;
  shipMethod: ShipMethod | null;
  customer: CustomerRow;
  values: SettingValues;
}

/** The lines that count towards the totals: available and priced. */
const countedLines = (priced: readonly PricedRow[]) => priced.filter((p) => p.isAvailable && p.extension !== null);

/** The state whose tax rate applies (the pickup state for pickups), or null when nothing is taxed. */
export function taxStateOf(context: TotalsContext): string | null {
  const state = context.destination?.state ?? context.customer.state;
  return context.values.taxExempt || !state ? null : state;
}

/** The products of the counted lines, whose catch-weight flags make the total an estimate. */
export const countedProductIds = (priced: readonly PricedRow[]) => countedLines(priced).map((l) => l.row.productId);

/**
 * Totals of the priced lines by the distributor's rules (decision 032): lines of taxable main
 * categories are taxed at the rate of the state the goods go to (the pickup state for pickups,
 * nothing for exempt customers); deliveries carry the small-order and fuel charges. The tax rate
 * and the catch-weight products are read by the caller.
 */
export function totalsOf(
  priced: readonly PricedRow[],
  context: TotalsContext,
  read: { taxRatePercent: string | null; catchWeight: ReadonlySet<number> },
): CartTotals {
  const { shipMethod, values } = context;
  const lines = countedLines(priced);
  const taxable = new Set(values.taxableMainCategories);
  const taxRatePercent = new Decimal(read.taxRatePercent ?? 0);
  const delivered = shipMethod === 'delivery';
  const estimate = estimateOrder(
    lines.map((l) => ({ extension: l.extension ?? 0, taxable: taxable.has(l.product.productMainCategoryCode) })),
    {
      deliveryCharge: delivered ? values.smallOrderDeliveryCharge : null,
      fuelSurchargePercent: delivered ? values.fuelSurchargePercent : 0,
      taxRatePercent,
    },
  );
  return { estimate, taxRatePercent, isEstimated: lines.some((l) => read.catchWeight.has(l.row.productId)) };
}

/** The totals, reading the tax rate and the catch-weight products first. */
export async function cartTotals(
  repo: CheckoutRepository,
  priced: readonly PricedRow[],
  context: TotalsContext,
): Promise<CartTotals> {
  const state = taxStateOf(context);
  const [taxRatePercent, catchWeight] = await Promise.all([
    state === null ? Promise.resolve(null) : repo.taxRatePercent(state),
    repo.catchWeightProducts(countedProductIds(priced)),
  ]);
  return totalsOf(priced, context, { taxRatePercent, catchWeight });
}

export function toEstimateResponse(totals: CartTotals, hidePricing: boolean): CartEstimate {
  const { estimate } = totals;
  const amount = (d: Decimal) => (hidePricing ? null : d.toNumber());
  return {
    addOnCharges: amount(estimate.addOnCharges),
    lineTotal: amount(estimate.lineTotal),
    tax: amount(estimate.tax),
    taxableAmount: amount(estimate.taxableAmount),
    total: amount(estimate.total),
    charges: hidePricing
      ? []
      : estimate.charges.map((c) => ({ code: c.code, description: c.description, amount: c.amount.toNumber() })),
    taxRate: hidePricing ? null : totals.taxRatePercent.toNumber(),
    isEstimated: totals.isEstimated,
  };
}
