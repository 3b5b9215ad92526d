import { CountMessages, OrderGuideMessages, STANDARD_ORDER_GUIDE, isReservedOrderGuideName } from '@provender/contract';
import type { CustomerContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { GuideCountsRepository } from './guide-counts.repository.ts';
import { refuse, type GuideOpener } from './opened-guide.ts';
import type { OrderGuidesRepository } from './order-guides.repository.ts';

/** A guide's shelf order: the order count mode walks its products in. */
export function createGuideShelfOrder(deps: {
  repo: GuideCountsRepository;
  guidesRepo: OrderGuidesRepository;
  open: GuideOpener;
}) {
  const { repo, guidesRepo, open } = deps;
  return {
    /** Puts a guide's products in a new shelf order: every product of the guide once; Standard keeps its own. */
    async setSequence(ctx: CustomerContext, name: string, productKeys: number[]): Promise<void> {
      if (isReservedOrderGuideName(name)) throw new AppError('METHOD_NOT_ALLOWED', CountMessages.standardSequence);
      const opened = await open(ctx, name, undefined);
      const current = new Set(opened.guide.products.map((p) => p.productKey));
      const given = new Set(productKeys);
      if (given.size !== productKeys.length || given.size !== current.size || productKeys.some((k) => !current.has(k)))
        throw refuse(CountMessages.sequenceMismatch);
      const row = await guidesRepo.guide(ctx.customerId, opened.guide.name);
      if (!row || opened.guide.name === STANDARD_ORDER_GUIDE)
        throw new AppError('NOT_FOUND', OrderGuideMessages.notFound(name));
      await repo.resequence(row.id, productKeys);
    },
  };
}
