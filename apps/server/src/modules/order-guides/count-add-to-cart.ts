import { CountMessages, type CountToCart } from '@provender/contract';
import type { CustomerContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { CartService } from '../cart/cart.service.ts';
import { countOf } from './count-drafts.ts';
import type { GuideCountsRepository } from './guide-counts.repository.ts';
import type { GuideOpener } from './opened-guide.ts';

/** Count mode's Add to Cart: the count's quantities go to the cart once. */
export function createCountAddToCart(deps: {
  repo: GuideCountsRepository;
  open: GuideOpener;
  cart: CartService;
  now: () => Date;
}) {
  const { repo, open, cart, now } = deps;
  return {
    /**
     * Adds the count's quantities (the buyer's own, else the suggestion) to the cart in one write
     * and empties the draft. The draft is taken first, so a second click adds nothing; it is put
     * back when the cart refuses the lines.
     */
    async addToCart(ctx: CustomerContext, name: string, shipto: string | undefined): Promise<CountToCart> {
      const opened = await open(ctx, name, shipto);
      const counted = await countOf(repo, opened);
      const added = counted.lines
        .map((l) => ({
          productKey: l.productKey,
          unitOfMeasure: l.unitOfMeasure,
          orderQuantity: l.orderQuantity ?? l.suggested ?? 0,
        }))
        .filter((l) => l.orderQuantity > 0);
      if (added.length === 0) throw new AppError('CONFLICT', CountMessages.nothingToAdd);
      const taken = await repo.takeDraft(opened.place);
      if (!taken) throw new AppError('CONFLICT', CountMessages.nothingToAdd);
      const result = await cart.addLines(ctx, added, false).catch(async (err: unknown) => {
        await repo.restoreDraft(opened.place, taken);
        throw err;
      });
      if (!result.isSuccess) {
        await repo.restoreDraft(opened.place, taken);
        throw new AppError('CONFLICT', result.errors.join('\n'), { errors: result.errors });
      }
      await repo.saveCount(opened.place, [], ctx.user.name, now());
      return { added };
    },
  };
}
