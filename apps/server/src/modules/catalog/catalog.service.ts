import type { Product, ProductDetail } from '@provender/contract';
import type { ChangeFeed } from '../../cache/change-feed.ts';
import { StateMemo } from '../../cache/state-memo.ts';
import type { RequestContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import { createCatalogCategories } from './catalog-categories.ts';
import { createProductListing } from './catalog-listing.ts';
import type { CatalogRepository } from './catalog.repository.ts';
import { toProduct } from './product-view.ts';
import type { SearchIndexMode } from './search-indexes.ts';

export { searchWords, toProduct } from './product-view.ts';

export interface ProductAvailability {
  product: Product;
  /** False when the caller may not see or buy it (inactive, hidden key, excluded category). */
  available: boolean;
}

export function createCatalogService(deps: {
  repo: CatalogRepository;
  settings: SettingsService;
  changes: ChangeFeed;
  searchIndex: SearchIndexMode;
}) {
  const { repo, settings, changes, searchIndex } = deps;
  /** The catalog version, read once per TTL and again after every catalog change (decision 210). */
  const versions = changes.cache<'catalog', number>();
  changes.on('catalog', () => versions.clear());
  const version = () => versions.get('catalog', () => repo.catalogVersion());
  /** The catalog version when it is kept, `undefined` otherwise (decision 378). */
  const versionKnown = () => versions.peek('catalog');
  /**
   * Products by key as `byKeys` answers them, per catalog version and acting customer (decision
   * 340): everything a row and its availability are read from (products, units, categories, the
   * customer's excluded categories) bumps the catalog version.
   */
  const productsByState = new StateMemo<number, ProductAvailability>(changes, ['catalog']);
  const readByKeys = async (customerId: number | null, ids: number[]) => {
    const rows = await repo.byIds(customerId, ids);
    return new Map(rows.map((r) => [r.id, { product: toProduct(r), available: r.visible }]));
  };

  return {
    version,
    versionKnown,
    ...createProductListing({ repo, settings, changes, version, searchIndex }),
    ...createCatalogCategories(repo),

    /**
     * The product page's answer: the product and its scans where productScanDocuments.productDetail
     * is on (decision 170). A visitor who is not signed in gets none: the scan route needs a user.
     */
    async product(ctx: RequestContext, productKey: number): Promise<ProductDetail> {
      const [[row], values] = await Promise.all([
        repo.byIds(ctx.customerId, [productKey]),
        settings.effectiveValues(ctx),
      ]);
      if (!row || !row.visible) throw new AppError('NOT_FOUND', 'This product is unavailable.');
      const offered = ctx.user !== null && values.productScanDocuments.productDetail;
      const scanDocuments = offered ? await repo.scanDocuments(row.id) : [];
      return { ...toProduct(row), scanDocuments };
    },

    /** Products by key for other features (cart), in one query, with whether the caller may buy each. */
    async byKeys(
      ctx: Pick<RequestContext, 'customerId'>,
      productKeys: number[],
    ): Promise<Map<number, ProductAvailability>> {
      return readByKeys(ctx.customerId, [...new Set(productKeys)]);
    },

    /**
     * `byKeys` as kept per catalog version and customer (decision 340). A write that acts on what
     * it answers (a line added or refused, an order placed or refused) confirms the version it
     * read before (`version`) in its write statement, or with `moved` before refusing.
     */
    async keptByKeys(
      ctx: Pick<RequestContext, 'customerId'>,
      productKeys: number[],
    ): Promise<Map<number, ProductAvailability>> {
      const { customerId } = ctx;
      return productsByState.get(
        async () => `${await version()}:${customerId}`,
        productKeys,
        (missing) => readByKeys(customerId, missing),
      );
    },

    /**
     * Whether the catalog is no longer at `seen`: the cached version is dropped and read again, so
     * after a true answer the kept products and prices are those of the newer version.
     */
    async moved(seen: number): Promise<boolean> {
      versions.clear();
      return (await version()) !== seen;
    },
  };
}
export type CatalogService = ReturnType<typeof createCatalogService>;
