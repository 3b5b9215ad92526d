import {
  countedProductIds,
  taxStateOf,
  totalsOf,
  type CartTotals,
  type EstimateContext,
  type EstimatedLine,
} from '@provender/rules/server';
import type { CheckoutRepository } from './checkout.repository.ts';

/**
 * The cart's totals: the rule is packages/rules' checkout-estimate.ts (decision 442); this reads
 * what it needs first, the tax rate of the state the goods go to and the catch-weight products.
 */
export async function cartTotals(
  repo: CheckoutRepository,
  priced: readonly EstimatedLine[],
  context: EstimateContext,
): Promise<CartTotals> {
  const state = taxStateOf(context);
  const [taxRatePercent, catchWeight] = await Promise.all([
    state === null ? Promise.resolve(null) : repo.taxRatePercent(state),
    repo.catchWeightProducts(countedProductIds(priced)),
  ]);
  return totalsOf(priced, context, { taxRatePercent, catchWeight });
}
