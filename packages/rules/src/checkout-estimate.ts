import type { CartEstimate, SettingValues, ShipMethod } from '@provender/contract';
import { Decimal, type DecimalValue } from './decimal.ts';
import { estimateOrder, type OrderEstimate } from './order-totals.ts';

/** A priced cart line as the estimate reads it. */
export interface EstimatedLine {
  isAvailable: boolean;
  /** null when the line has no price. */
  extension: DecimalValue | null;
  row: { productId: number };
  product: { productMainCategoryCode: string };
}

/** Where the order goes and who orders it, with the settings that decide its charges and tax. */
export interface EstimateContext {
  /** The destination's state (the pickup state for pickups); null when there is none yet. */
  destination: { state: string } | null;
  shipMethod: ShipMethod | null;
  customer: { state?: string | null };
  values: Pick<
    SettingValues,
    'taxExempt' | 'taxableMainCategories' | 'smallOrderDeliveryCharge' | 'fuelSurchargePercent'
  >;
}

export interface CartTotals {
  estimate: OrderEstimate;
  taxRatePercent: Decimal;
  /** A catch-weight line makes the total an estimate until the weights are known. */
  isEstimated: boolean;
}

/** The lines that count towards the totals: available and priced. */
const countedLines = <L extends EstimatedLine>(priced: readonly L[]) =>
  priced.filter((p) => p.isAvailable && p.extension !== null);

/** The state whose tax rate applies (the pickup state for pickups), or null when nothing is taxed. */
export function taxStateOf(context: EstimateContext): string | null {
  const state = context.destination?.state ?? context.customer.state;
  return context.values.taxExempt || !state ? null : state;
}

/** The products of the counted lines, whose catch-weight flags make the total an estimate. */
export const countedProductIds = (priced: readonly EstimatedLine[]) => countedLines(priced).map((l) => l.row.productId);

/**
 * Totals of the priced lines by the distributor's rules (decision 032): lines of taxable main
 * categories are taxed at the rate of the state the goods go to (the pickup state for pickups,
 * nothing for exempt customers); deliveries carry the small-order and fuel charges. The tax rate
 * and the catch-weight products are read by the caller.
 */
export function totalsOf(
  priced: readonly EstimatedLine[],
  context: EstimateContext,
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

/** The estimate as the cart and checkout answer it: numbers, or nothing when pricing is hidden. */
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
