import { CartMessages, type CartLine, type CartLinePayload } from '@provender/contract';
import { checkCartLine as checkLine } from '@provender/rules/server';
import type { RequestContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { CartOwner, CartRepository, HeaderWrite } from './cart.repository.ts';
import type { CartChecks } from './cart-checks.ts';
import type { CartPricing } from './cart-pricing.ts';

async function linesById(
  { repo, prices }: { repo: CartRepository; prices: CartPricing },
  ctx: RequestContext,
  owner: CartOwner,
  ids: number[],
  hidePricing: boolean,
): Promise<CartLine[]> {
  const wanted = new Set(ids);
  const rows = (await repo.lines(owner)).filter((r) => wanted.has(r.id));
  return (await prices.priceRows(ctx, rows, hidePricing)).lines;
}

/** One line at a time: add, edit, delete, and clearing the cart. */
export function createCartLines(deps: {
  repo: CartRepository;
  catalog: CatalogService;
  prices: CartPricing;
  checks: CartChecks;
}) {
  const { repo, catalog } = deps;
  const { writableOwner, policyFor, checkLines } = deps.checks;

  return {
    /** Stores the header fields given; the others keep their value. */
    async saveHeader(ctx: RequestContext, input: HeaderWrite): Promise<void> {
      const owner = await writableOwner(ctx);
      await repo.saveHeader(owner, input);
    },

    /** Adds one line (merged into the same product and unit when present); 409 with the reason otherwise. */
    async addLine(ctx: RequestContext, payload: CartLinePayload, confirmQuantity: boolean): Promise<CartLine> {
      const owner = await writableOwner(ctx);
      const { policy, hidePricing } = await policyFor(ctx, confirmQuantity);
      const [result] = await checkLines(ctx, [payload], policy);
      if (!result?.check.ok) {
        const message = result && !result.check.ok ? result.check.message : CartMessages.unavailable;
        throw new AppError('CONFLICT', message, { errors: [message] });
      }
      const added = await repo.addLines(owner, [result.check.line], null);
      if (added === null || added === 'stale')
        throw new AppError('CONFLICT', CartMessages.quantityTooLarge, { errors: [CartMessages.quantityTooLarge] });
      const id = added[0]?.id;
      const [line] = await linesById(deps, ctx, owner, id === undefined ? [] : [id], hidePricing);
      if (!line) throw new Error('added cart line was not found');
      return line;
    },

    /** Changes quantity, price unit, override and notes of an existing line; the sell-by unit stays. */
    async editLine(
      ctx: RequestContext,
      lineId: number,
      payload: CartLinePayload,
      confirmQuantity: boolean,
    ): Promise<CartLine> {
      const owner = await writableOwner(ctx);
      const existing = await repo.line(owner, lineId);
      if (!existing) throw new AppError('NOT_FOUND', 'Cart line was not found');
      if (existing.productId !== payload.productKey) {
        throw new AppError('CONFLICT', 'The product of a cart line cannot be changed.', {
          errors: ['The product of a cart line cannot be changed.'],
        });
      }
      const { policy, hidePricing } = await policyFor(ctx, confirmQuantity);
      const products = await catalog.byKeys(ctx, [payload.productKey]);
      const entry = products.get(payload.productKey);
      const check = checkLine(payload, entry?.available ? entry.product : undefined, policy, existing.unitOfMeasure);
      if (!check.ok) throw new AppError('CONFLICT', check.message, { errors: [check.message] });
      if (!(await repo.updateLine(owner, lineId, check.line)))
        throw new AppError('NOT_FOUND', 'Cart line was not found');
      const [line] = await linesById(deps, ctx, owner, [lineId], hidePricing);
      if (!line) throw new AppError('NOT_FOUND', 'Cart line was not found');
      return line;
    },

    async deleteLine(ctx: RequestContext, lineId: number): Promise<void> {
      const owner = await writableOwner(ctx);
      if (!(await repo.deleteLine(owner, lineId))) throw new AppError('NOT_FOUND', 'Cart line was not found');
    },

    async clear(ctx: RequestContext): Promise<void> {
      const owner = await writableOwner(ctx);
      await repo.clear(owner);
    },
  };
}
