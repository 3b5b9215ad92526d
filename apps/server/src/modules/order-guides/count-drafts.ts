import type { CountWrite, GuideCount } from '@provender/contract';
import { guideQuantityError, toQuantity } from '@provender/rules';
import type { CustomerContext } from '../../context.ts';
import type { CountDraftLine } from '../../db/schema/index.ts';
import { countLine } from './guide-count-lines.ts';
import type { GuideCountsRepository } from './guide-counts.repository.ts';
import { parsOf } from './guide-pars.ts';
import { productIn, quantityOf, refuse, unitIn, type GuideOpener, type OpenGuide } from './opened-guide.ts';

/** The lines of count mode: each guide line with its par, the draft's count and the suggestion. */
export async function countOf(repo: GuideCountsRepository, opened: OpenGuide): Promise<GuideCount> {
  const [pars, count] = await Promise.all([parsOf(repo, opened), repo.count(opened.place)]);
  const draft = new Map((count?.lines ?? []).map((l) => [l.productKey, l]));
  const lines = opened.guide.products.flatMap((line, i) => {
    const product = opened.products.get(line.productKey);
    return product ? [countLine(line, product, pars.lines[i]?.par ?? null, draft.get(line.productKey))] : [];
  });
  return {
    name: opened.guide.name,
    shipto: opened.place.shiptoCode,
    lines,
    countedAt: count ? count.countedAt.toISOString() : null,
    countedBy: count?.countedBy ?? null,
  };
}

/** A draft line as kept: in the guide, On Hand in a unit of the product (2 decimals), the order a multiple of the guide's unit. */
function draftLine(opened: OpenGuide, line: CountWrite['lines'][number]): CountDraftLine {
  const product = productIn(opened, line.productKey);
  unitIn(product, line.onHandUnit);
  const onHand = line.onHand === null ? null : quantityOf(line.onHand, 'On Hand', product);
  let orderQuantity: string | null = null;
  if (line.orderQuantity !== null) {
    const guideLine = opened.guide.products.find((p) => p.productKey === line.productKey);
    const sellBy = product.sellBys.find((s) => s.unitOfMeasure === guideLine?.unitOfMeasure);
    const error = guideQuantityError(line.orderQuantity, sellBy?.sellByMultiple ?? 0);
    if (error) throw refuse(`"${product.description}": ${error}`);
    orderQuantity = toQuantity(line.orderQuantity).toFixed(2);
  }
  return { productKey: line.productKey, onHand, onHandUnit: line.onHandUnit, orderQuantity };
}

/** The count draft of a guide at a ship-to: read and replaced. */
export function createCountDrafts(deps: { repo: GuideCountsRepository; open: GuideOpener; now: () => Date }) {
  const { repo, open, now } = deps;
  return {
    async count(ctx: CustomerContext, name: string, shipto: string | undefined): Promise<GuideCount> {
      return countOf(repo, await open(ctx, name, shipto));
    },

    /** Replaces the draft; every line is checked before it is kept. */
    async saveCount(
      ctx: CustomerContext,
      name: string,
      shipto: string | undefined,
      body: CountWrite,
    ): Promise<GuideCount> {
      const opened = await open(ctx, name, shipto);
      const seen = new Set<number>();
      const lines: CountDraftLine[] = body.lines.map((line) => {
        if (seen.has(line.productKey)) throw refuse(`Product ${line.productKey} is listed more than once.`);
        seen.add(line.productKey);
        return draftLine(opened, line);
      });
      await repo.saveCount(opened.place, lines, ctx.user.name, now());
      return countOf(repo, opened);
    },
  };
}
