import { PUSH_PRODUCT_DEFAULT_SEQUENCE, type Category, type MainCategory, type PushProduct } from '@provender/contract';
import type { RequestContext } from '../../context.ts';
import type { CatalogRepository } from './catalog.repository.ts';

/** The categories as the caller sees them (excluded, empty), and the pushed products. */
export function createCatalogCategories(repo: CatalogRepository) {
  return {
    async categories(ctx: RequestContext): Promise<Category[]> {
      const rows = await repo.categories(ctx.customerId);
      return rows.map((r) => ({
        code: r.code,
        parent: r.parent,
        description: r.description,
        isExcluded: r.isExcluded,
        isEmpty: !r.hasProducts,
      }));
    },

    /** A main category is excluded when all of its categories are, and empty when all of them are. */
    async mainCategories(ctx: RequestContext): Promise<MainCategory[]> {
      const [mains, categories] = await Promise.all([repo.mainCategories(), this.categories(ctx)]);
      return mains.map((m) => {
        const children = categories.filter((c) => c.parent === m.code);
        return {
          code: m.code,
          description: m.description,
          isExcluded: children.length > 0 && children.every((c) => c.isExcluded),
          isEmpty: children.every((c) => c.isEmpty),
        };
      });
    },

    async excludedCategories(ctx: RequestContext): Promise<string[]> {
      return ctx.customerId === null ? [] : repo.excludedCategories(ctx.customerId);
    },

    async pushProducts(ctx: RequestContext): Promise<PushProduct[]> {
      const rows = await repo.pushProducts(ctx.customerId);
      return rows.map((r) => ({ productKey: r.productKey, sequence: r.sequence ?? PUSH_PRODUCT_DEFAULT_SEQUENCE }));
    },
  };
}
