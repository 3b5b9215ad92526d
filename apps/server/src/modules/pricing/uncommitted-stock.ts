import type { Uncommitted } from '@provender/contract';
import { Decimal } from '@provender/rules';
import type { RequestContext } from '../../context.ts';
import type { PricingRepository } from './pricing.repository.ts';

/** Uncommitted stock (POST /api/product/uncommitted). */
export function createUncommittedStock(deps: { repo: PricingRepository }) {
  const { repo } = deps;
  return {
    /** Uncommitted stock per product in its stock unit (decision 012); unavailable products show 0. */
    async uncommitted(ctx: RequestContext, productKeys: number[]): Promise<Uncommitted[]> {
      const rows = await repo.stock(ctx.customerId, [...new Set(productKeys)]);
      const byId = new Map(rows.map((r) => [r.id, r]));
      return productKeys.map((productKey) => {
        const row = byId.get(productKey);
        const free = row?.available ? Decimal.max(new Decimal(row.onHand).minus(row.committed), 0) : new Decimal(0);
        // A product the caller may not see answers like an unknown key (no stock, no unit).
        const unitOfMeasure = row?.available ? row.stockUnit : '';
        return { productKey, uncommitted: free.toDecimalPlaces(2).toNumber(), unitOfMeasure };
      });
    },
  };
}
