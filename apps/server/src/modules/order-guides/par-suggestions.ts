import type { SuggestedPars } from '@provender/contract';
import type { CustomerContext } from '../../context.ts';
import { perDelivery, suggestedParLine } from './guide-count-lines.ts';
import type { GuideCountsRepository } from './guide-counts.repository.ts';
import type { GuideOpener } from './opened-guide.ts';

/** Suggested pars read the usual quantity per delivery of the last 8 weeks (issue 34). */
export const SUGGESTED_PAR_WEEKS = 8;
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

/** Suggested pars: read from what was delivered to the ship-to, never saved. */
export function createParSuggestions(deps: { repo: GuideCountsRepository; open: GuideOpener; now: () => Date }) {
  const { repo, open, now } = deps;
  return {
    /** Each line's usual quantity per delivery at the ship-to, rounded up to its unit's sell-by multiple; nothing is saved. */
    async suggestedPars(ctx: CustomerContext, name: string, shipto: string | undefined): Promise<SuggestedPars> {
      const opened = await open(ctx, name, shipto);
      const until = now();
      const since = new Date(until.getTime() - SUGGESTED_PAR_WEEKS * WEEK_MS);
      const keys = opened.guide.products.map((p) => p.productKey);
      const rows = await repo.deliveredLines(ctx.customerId, opened.place.shiptoCode, keys, since, until);
      const lines = perDelivery(rows);
      return {
        shipto: opened.place.shiptoCode,
        weeks: SUGGESTED_PAR_WEEKS,
        lines: keys.map((productKey) => suggestedParLine(productKey, lines, opened.products.get(productKey))),
      };
    },
  };
}
