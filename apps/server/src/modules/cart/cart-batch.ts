import { CartMessages, type CartLineError, type CartLinePayload } from '@provender/contract';
import { Decimal, MAX_QUANTITY } from '@provender/rules';
import { checkCartLine as checkLine, type CartLinePolicy as LinePolicy } from '@provender/rules/server';
import type { RequestContext } from '../../context.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { CartOwner, CartRepository, HeaderWrite, LineWrite } from './cart.repository.ts';
import type { CartChecks } from './cart-checks.ts';
import { ownerOf, toLine, type CartPricing } from './cart-pricing.ts';

/** One line a cart is preloaded with, and why it could not be added. */
export type PreloadOutcome = { ok: true } | { ok: false; message: string };

/** Same product and sell-by unit twice in one batch: one line with the quantities added. */
function mergeBatch(lines: LineWrite[]): LineWrite[] {
  const byKey = new Map<string, LineWrite>();
  for (const line of lines) {
    const key = `${line.productId}\u0000${line.unitOfMeasure}`;
    const seen = byKey.get(key);
    if (!seen) {
      byKey.set(key, { ...line });
      continue;
    }
    seen.quantity = new Decimal(seen.quantity).plus(line.quantity).toFixed(2);
    seen.unitOfMeasurePrc = line.unitOfMeasurePrc;
    seen.overridePrice =
      line.overridePrice ?? (seen.unitOfMeasurePrc === line.unitOfMeasurePrc ? seen.overridePrice : null);
    seen.productText1 = line.productText1 || seen.productText1;
    seen.productText2 = line.productText2 || seen.productText2;
  }
  return [...byKey.values()];
}

/** A punchout session's preload of a new cart. */
export function createCartPreload(deps: { repo: CartRepository; catalog: CatalogService; settings: SettingsService }) {
  const { repo, catalog, settings } = deps;
  return {
    /**
     * Fills a new cart before its user ever calls (a punchout session's requisition lines and
     * ship-to): each line is checked as an add would be, and what cannot be added is answered.
     */
    async preload(owner: CartOwner, header: HeaderWrite, lines: readonly CartLinePayload[]): Promise<PreloadOutcome[]> {
      await repo.saveHeader(owner, header);
      if (lines.length === 0) return [];
      const values = await settings.effectiveValues({ customerId: owner.customerId, user: null });
      const policy: LinePolicy = {
        canChangePrice: false,
        roundingFlag: values.orderQuantityRoundingFlag,
        syncPriceBy: values.syncPriceByWithSellByUMFlag,
        allowProductTextLines: values.allowProductTextLines,
        // The requisition already holds these quantities: they are taken as they are.
        confirmQuantity: true,
      };
      const products = await catalog.byKeys(
        owner,
        lines.map((l) => l.productKey),
      );
      const writes: LineWrite[] = [];
      const outcomes = lines.map((payload): PreloadOutcome => {
        const entry = products.get(payload.productKey);
        const check = checkLine(payload, entry?.available ? entry.product : undefined, policy);
        if (!check.ok) return { ok: false, message: check.message };
        writes.push(check.line);
        return { ok: true };
      });
      if (writes.length > 0) {
        await repo.addLines(owner, mergeBatch(writes), null);
      }
      return outcomes;
    },
  };
}

/** Many lines at once: the Quick Entry check, and an all-or-nothing add. */
export function createCartBatch(deps: {
  repo: CartRepository;
  catalog: CatalogService;
  prices: CartPricing;
  checks: CartChecks;
}) {
  const { repo, catalog, prices } = deps;
  const { writableOwner, policyFor, checkLines } = deps.checks;

  return {
    /** The errors the given lines would meet if added now (the Quick Entry Status table). */
    async validate(ctx: RequestContext, input: CartLinePayload[], confirmQuantity: boolean): Promise<CartLineError[]> {
      ownerOf(ctx);
      const { policy } = await policyFor(ctx, confirmQuantity);
      const results = await checkLines(ctx, input, policy);
      return results.flatMap(({ payload, product, check }) =>
        check.ok
          ? []
          : [
              {
                id: payload.id ?? null,
                productKey: payload.productKey,
                unitOfMeasure: payload.unitOfMeasure,
                description: product?.description ?? `Product ${payload.productKey}`,
                message: check.message,
              },
            ],
      );
    },

    /**
     * Adds all lines or none: any refused line leaves the cart as it was and is reported. The
     * products are checked as kept per catalog version (decision 340): the write happens only while
     * the database's catalog version is still the one read before them, and a refusal only once the
     * version is confirmed; otherwise the lines are checked again with the newer catalog.
     */
    async addLines(ctx: RequestContext, input: CartLinePayload[], confirmQuantity: boolean) {
      const owner = await writableOwner(ctx);
      const { policy, hidePricing } = await policyFor(ctx, confirmQuantity);
      for (let attempt = 0; ; attempt++) {
        const version = await catalog.version();
        // From the third attempt on (the catalog changed twice meanwhile) the database is read directly.
        const kept = attempt < 2;
        const results = await checkLines(ctx, input, policy, kept);
        const errors: string[] = [];
        const writes: LineWrite[] = [];
        for (const { payload, product, check } of results) {
          if (check.ok) writes.push(check.line);
          else errors.push(`${product?.description ?? `Product ${payload.productKey}`}: ${check.message}`);
        }
        if (errors.length > 0) {
          if (kept && (await catalog.moved(version))) continue;
          return { isSuccess: false, data: [], errors };
        }
        const merged = mergeBatch(writes);
        if (merged.some((l) => new Decimal(l.quantity).gt(new Decimal(MAX_QUANTITY))))
          return { isSuccess: false, data: [], errors: [CartMessages.quantityTooLarge] };
        const added = await repo.addLines(owner, merged, kept ? version : null);
        if (added === 'stale') {
          await catalog.moved(version);
          continue;
        }
        if (added === null) return { isSuccess: false, data: [], errors: [CartMessages.quantityTooLarge] };
        // The lines as stored, priced with the products the check read.
        const { priced } = await prices.priceRowsExactly(ctx, added, results.products);
        return { isSuccess: true, data: priced.map((p) => toLine(p, hidePricing)), errors: [] };
      }
    },
  };
}
