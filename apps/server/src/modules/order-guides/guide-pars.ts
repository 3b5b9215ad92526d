import type { GuidePars, GuideParsWrite } from '@provender/contract';
import type { CustomerContext } from '../../context.ts';
import type { GuideCountsRepository } from './guide-counts.repository.ts';
import { productIn, quantityOf, refuse, unitIn, type GuideOpener, type OpenGuide } from './opened-guide.ts';

/** The opened guide's pars at its ship-to, one line per guide line (null where none is set). */
export async function parsOf(repo: GuideCountsRepository, opened: OpenGuide): Promise<GuidePars> {
  const rows = new Map((await repo.pars(opened.place)).map((r) => [r.productId, r]));
  return {
    shipto: opened.place.shiptoCode,
    lines: opened.guide.products.map(({ productKey }) => {
      const row = rows.get(productKey);
      return { productKey, par: row ? { quantity: Number(row.quantity), unitOfMeasure: row.unitOfMeasure } : null };
    }),
  };
}

/** A guide's pars at a ship-to: read and set. */
export function createGuidePars(deps: { repo: GuideCountsRepository; open: GuideOpener }) {
  const { repo, open } = deps;
  return {
    async pars(ctx: CustomerContext, name: string, shipto: string | undefined): Promise<GuidePars> {
      return parsOf(repo, await open(ctx, name, shipto));
    },

    /** Sets or removes pars; every line is checked (in the guide, a unit of the product, 2 decimals) before anything is written. */
    async setPars(
      ctx: CustomerContext,
      name: string,
      shipto: string | undefined,
      body: GuideParsWrite,
    ): Promise<GuidePars> {
      const opened = await open(ctx, name, shipto);
      const seen = new Set<number>();
      const writes = body.lines.map((line) => {
        if (seen.has(line.productKey)) throw refuse(`Product ${line.productKey} is listed more than once.`);
        seen.add(line.productKey);
        const product = productIn(opened, line.productKey);
        const unit = unitIn(product, line.unitOfMeasure);
        const quantity = line.quantity === null ? null : quantityOf(line.quantity, 'A par', product);
        return { productId: product.productKey, unitOfMeasure: unit.unitOfMeasure, quantity };
      });
      await repo.setPars(opened.place, writes);
      return parsOf(repo, opened);
    },
  };
}
