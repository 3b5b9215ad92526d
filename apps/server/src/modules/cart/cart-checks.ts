import type { CartLinePayload, Product } from '@provender/contract';
import { checkCartLine as checkLine, type CartLinePolicy as LinePolicy } from '@provender/rules/server';
import type { RequestContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { CartOwner } from './cart.repository.ts';
import { ownerOf } from './cart-pricing.ts';

/**
 * What another feature may say about a user's cart: punchout marks inspect sessions read-only and
 * tells the buyer which requisition lines could not be carried over (decision 058).
 */
export interface CartNotices {
  readOnlyMessage(userId: number): Promise<string | null>;
  messages(userId: number): Promise<string[]>;
}

/** Who may write to a cart, under which line policy, and how given lines check against their products. */
export function createCartChecks(deps: {
  catalog: CatalogService;
  settings: SettingsService;
  notices: () => CartNotices | undefined;
}) {
  const { catalog, settings, notices } = deps;

  /** The owner of a cart that may be written to; 403 in a read-only (inspect) punchout session. */
  async function writableOwner(ctx: RequestContext): Promise<CartOwner> {
    const owner = ownerOf(ctx);
    const refusal = ctx.sessionType === 'punchout' ? await notices()?.readOnlyMessage(owner.userId) : null;
    if (refusal) throw new AppError('FORBIDDEN', refusal);
    return owner;
  }

  async function policyFor(ctx: RequestContext, confirmQuantity: boolean) {
    const v = await settings.effectiveValues(ctx);
    const policy: LinePolicy = {
      canChangePrice: v.canChangePrice,
      roundingFlag: v.orderQuantityRoundingFlag,
      syncPriceBy: v.syncPriceByWithSellByUMFlag,
      allowProductTextLines: v.allowProductTextLines,
      confirmQuantity,
    };
    return { policy, hidePricing: v.hidePricing };
  }

  /**
   * Checks lines against their products; the result keeps the input order, `products` what was
   * read. `kept`: the products as kept per catalog version (decision 340), for a caller that
   * confirms the version before acting on the result.
   */
  async function checkLines(ctx: RequestContext, input: CartLinePayload[], policy: LinePolicy, kept = false) {
    const keys = input.map((l) => l.productKey);
    const products = await (kept ? catalog.keptByKeys(ctx, keys) : catalog.byKeys(ctx, keys));
    const results = input.map((payload) => {
      const entry = products.get(payload.productKey);
      // A product the caller may not see reads exactly like an unknown key: no description leaks.
      const product: Product | undefined = entry?.available ? entry.product : undefined;
      return { payload, product, check: checkLine(payload, product, policy) };
    });
    return Object.assign(results, { products });
  }

  return { writableOwner, policyFor, checkLines };
}
export type CartChecks = ReturnType<typeof createCartChecks>;
