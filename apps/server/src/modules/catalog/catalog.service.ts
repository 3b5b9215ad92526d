import {
  PUSH_PRODUCT_DEFAULT_SEQUENCE,
  type Category,
  type MainCategory,
  type PageSortByValue,
  type Product,
  type ProductDetail,
  type ProductList,
  type ProductListQuery,
  type PushProduct,
} from '@provender/contract';
import type { ChangeFeed } from '../../cache/change-feed.ts';
import { StateMemo } from '../../cache/state-memo.ts';
import type { RequestContext } from '../../context.ts';
import { AppError } from '../../errors.ts';
import type { SettingsService } from '../settings/settings.service.ts';
import type { CatalogRepository, ListingQuery, ProductFilter, ProductRow, ProductSort } from './catalog.repository.ts';
import { ListingOrders } from './listing-orders.ts';
import { Decimal, type DecimalValue } from '@provender/rules';

const sortBy: Record<PageSortByValue, ProductSort> = { 0: 'description', 1: 'sequence', 2: 'productCode', 3: 'brand' };
/** More words than this add nothing but cost; the rest are ignored. */
const MAX_SEARCH_WORDS = 8;

/** A numeric column (quantity, conversion) read through a decimal, never Number() on its text. */
const exact = (value: DecimalValue) => new Decimal(value).toNumber();

/**
 * Search words: the app bar sends apostrophes as backticks (spec 02), so they are turned back;
 * every word must match somewhere.
 */
export function searchWords(search: string | undefined): string[] {
  if (!search) return [];
  return search
    .replaceAll('`', "'")
    .split(/\s+/)
    .filter((w) => w.length > 0)
    .slice(0, MAX_SEARCH_WORDS);
}

/**
 * The store keeps one base name per image (<base>.png at full size) and the sync writes
 * <base>-list.png and <base>-mobile.png beside it; products store the full-size name.
 */
function imageNames(stored: string) {
  const match = /^(.*?)(-list|-mobile)?(\.[A-Za-z0-9]+)$/.exec(stored);
  if (!match) return { listImage: '', mobileImage: '', cardImage: '' };
  const [, base, , ext] = match;
  return { listImage: `${base}-list.png`, mobileImage: `${base}-mobile.png`, cardImage: `${base}${ext}` };
}

export function toProduct(row: ProductRow): Product {
  const units = row.units;
  return {
    productKey: row.id,
    productCode: row.productCode,
    description: row.description,
    catalogDescription: row.catalogDescription,
    additional: row.additional,
    productMainCategoryCode: row.mainCategoryCode,
    productCategoryCode: row.categoryCode,
    mainCategoryDescription: row.mainCategoryDescription,
    categoryDescription: row.categoryDescription,
    sellBys: units
      .filter((u) => u.sb)
      .map((u) => ({
        unitOfMeasure: u.u,
        sellByMultiple: exact(u.m),
        stockConversion: exact(u.c),
        isPricing: u.p || u.u === row.pricingUnit,
      })),
    priceBys: units
      .filter((u) => u.pb)
      .map((u) => ({ unitOfMeasure: u.u, stockConversion: exact(u.c), priceDecimals: u.d })),
    pricingUM: row.pricingUnit,
    ...imageNames(row.listImage),
    detailImages: row.detailImages,
    defaultQuantity: { orderQuantity: exact(row.defaultOrderQuantity), unitOfMeasure: row.defaultUnit },
  };
}

export interface ProductAvailability {
  product: Product;
  /** False when the caller may not see or buy it (inactive, hidden key, excluded category). */
  available: boolean;
}

export function createCatalogService(deps: {
  repo: CatalogRepository;
  settings: SettingsService;
  changes: ChangeFeed;
}) {
  const { repo, settings, changes } = deps;
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

  /** Listing orders per catalog version (decision 483), and each customer's excluded categories with them. */
  const orders = new ListingOrders((query) => repo.listingOrder(query));
  const exclusions = changes.cache<string, readonly string[]>();
  changes.on('catalog', () => exclusions.clear());
  const listingPage = async (customerId: number | null, query: ListingQuery, offset: number, limit: number) => {
    const v = await version();
    const excluded =
      customerId === null ? [] : await exclusions.get(`${v}:${customerId}`, () => repo.excludedCategories(customerId));
    return orders.page(v, query, excluded, offset, limit);
  };

  return {
    version,
    versionKnown,

    /**
     * Everything that decides a list answer (decision 211): the catalog version (products, units,
     * categories, the customer's excluded categories), the acting customer, whether a search
     * ignores the category filters, and the query.
     */
    async listKey(ctx: RequestContext, query: ProductListQuery): Promise<string> {
      const [v, values] = await Promise.all([version(), settings.effectiveValues(ctx)]);
      const q = [
        query.search,
        query.mainCategory,
        query.category,
        query.sort,
        query.productKeys,
        query.offset,
        query.limit,
      ];
      return JSON.stringify(['list', v, ctx.customerId, values.alwaysSearchAllProducts, q]);
    },

    /**
     * A page of the products the caller may see. With alwaysSearchAllProducts a search ignores the
     * category filters. Keys of the page (and the total) first, then the page's details by key, so
     * deep pages never build rows they skip.
     */
    async list(ctx: RequestContext, query: ProductListQuery): Promise<ProductList> {
      const words = searchWords(query.search);
      let mainCategory = query.mainCategory;
      let category = query.category;
      if (
        words.length > 0 &&
        (mainCategory || category) &&
        (await settings.effectiveValues(ctx)).alwaysSearchAllProducts
      ) {
        mainCategory = undefined;
        category = undefined;
      }
      const filter: ProductFilter = {
        customerId: ctx.customerId,
        words,
        mainCategory,
        category,
        productKeys: query.productKeys?.split(',').map(Number),
      };
      const sort = sortBy[query.sort ?? 0];
      // Without search words (or product keys) a page is a slice of the listing's kept order
      // (decision 483); its total comes with the first page only (decision 010). A search counts
      // its matches with the page.
      const listed = words.length === 0 && !filter.productKeys;
      const page = listed
        ? await listingPage(ctx.customerId, { mainCategory, category, sort }, query.offset, query.limit)
        : await repo.pageKeys(filter, sort, query.offset, query.limit);
      const rows = await repo.byIds(ctx.customerId, page.ids);
      const total =
        words.length === 0
          ? query.offset === 0
            ? (page.total ?? (await repo.count(filter)))
            : null
          : (page.total ?? (query.offset === 0 ? 0 : null));
      const byId = new Map(rows.map((r) => [r.id, r]));
      const products = page.ids.flatMap((id) => {
        const row = byId.get(id);
        return row ? [toProduct(row)] : [];
      });
      return { total, offset: query.offset, products };
    },

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
export type CatalogService = ReturnType<typeof createCatalogService>;
