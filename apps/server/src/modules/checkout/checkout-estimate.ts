import Decimal from 'decimal.js';
import type { CartEstimate, SettingValues, ShipMethod } from '@provender/contract';
import { estimateOrder, type OrderEstimate } from '@provender/rules';
import type { PricedRow } from '../cart/cart.service.ts';
import type { CheckoutRepository } from './checkout.repository.ts';
import type { CustomerRow, Destination } from './checkout-destination.ts';

export interface CartTotals {
  estimate: OrderEstimate;
  taxRatePercent: Decimal;
  /** A catch-weight line makes the total an estimate until the weights are known. */
  isEstimated: boolean;
}

/**
 * Totals of the priced lines by the distributor's rules (decision 032): lines of taxable main
 * categories are taxed at the rate of the state the goods go to (the pickup state for pickups,
 * nothing for exempt customers); deliveries carry the small-order and fuel charges.
 */
export async function cartTotals(
  repo: CheckoutRepository,
  priced: readonly PricedRow[],
  context: {
    destination: Destination | null;
    shipMethod: ShipMethod | null;
    customer: CustomerRow;
    values: SettingValues;
  },
): Promise<CartTotals> {
  const { destination, shipMethod, customer, values } = context;
  const lines = priced.filter((p) => p.isAvailable && p.extension !== null);
  const taxable = new Set(values.taxableMainCategories);
  const state = destination?.state ?? customer.state;
  const [rate, catchWeight] = await Promise.all([
    values.taxExempt || !state ? Promise.resolve(null) : repo.taxRatePercent(state),
    repo.catchWeightProducts(lines.map((l) => l.row.productId)),
  ]);
  const taxRatePercent = new Decimal(rate ?? 0);
  const delivered = shipMethod === 'delivery';
  const estimate = estimateOrder(
    lines.map((l) => ({ extension: l.extension ?? 0, taxable: taxable.has(l.product.productMainCategoryCode) })),
    {
      deliveryCharge: delivered ? values.smallOrderDeliveryCharge : null,
      fuelSurchargePercent: delivered ? values.fuelSurchargePercent : 0,
      taxRatePercent,
    },
  );
  return { estimate, taxRatePercent, isEstimated: lines.some((l) => catchWeight.has(l.row.productId)) };
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
