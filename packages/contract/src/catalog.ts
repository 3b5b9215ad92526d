import { strict, z } from './zod.ts';
import { textSchema } from './text.ts';
import { pageSortBySchema } from './enums.ts';

/** Product key 9 is a placeholder the distributor's system keeps; it is never listed or sold. */
export const HIDDEN_PRODUCT_KEY = 9;
/** Largest page of GET /api/product/list (decision 010). */
export const PRODUCT_PAGE_MAX = 500;
export const PRODUCT_PAGE_DEFAULT = 100;

export const productKeySchema = z.number().check(z.int(), z.positive(), z.lte(2_147_483_647));

/** A unit a buyer may order in: stockConversion stock units per unit, ordered in steps of sellByMultiple. */
export const sellBySchema = z.strictObject({
  unitOfMeasure: z.string(),
  sellByMultiple: z.number(),
  stockConversion: z.number(),
  isPricing: z.boolean(),
});
export type SellBy = z.infer<typeof sellBySchema>;

/** A unit a price may be expressed in and how many decimals its price shows. */
export const priceBySchema = z.strictObject({
  unitOfMeasure: z.string(),
  stockConversion: z.number(),
  priceDecimals: z.number().check(z.int(), z.gte(0), z.lte(4)),
});
export type PriceBy = z.infer<typeof priceBySchema>;

export const defaultQuantitySchema = z.strictObject({
  orderQuantity: z.number(),
  unitOfMeasure: z.string(),
});
export type DefaultQuantity = z.infer<typeof defaultQuantitySchema>;

export const productSchema = z.strictObject({
  productKey: z.number().check(z.int()),
  productCode: z.string(),
  description: z.string(),
  catalogDescription: z.string(),
  /** Additional fields by key; k1 is the brand. */
  additional: z.record(z.string(), z.string()),
  productMainCategoryCode: z.string(),
  productCategoryCode: z.string(),
  mainCategoryDescription: z.string(),
  categoryDescription: z.string(),
  sellBys: z.array(sellBySchema),
  priceBys: z.array(priceBySchema),
  pricingUM: z.string(),
  /**
   * Image file names under /img/ ('' when the product has none): list 64x64, mobile 100 px tall,
   * card (grid) and detail images at full size.
   */
  listImage: z.string(),
  mobileImage: z.string(),
  cardImage: z.string(),
  detailImages: z.array(z.string()),
  defaultQuantity: defaultQuantitySchema,
});
export type Product = z.infer<typeof productSchema>;

/** A scan document attached to an order or a product: its key in the document URL and its name. */
export const scanDocumentSchema = z.strictObject({ key: z.string(), name: z.string() });
export type ScanDocument = z.infer<typeof scanDocumentSchema>;

/**
 * GET /api/product/{productKey}: the product and its scan documents (spec sheets), which are
 * listed only where the productScanDocuments setting's productDetail location is on (decision 170).
 */
export const productDetailSchema = strict(z.extend(productSchema, { scanDocuments: z.array(scanDocumentSchema) }));
export type ProductDetail = z.infer<typeof productDetailSchema>;

const optionalText = (max: number) =>
  z.pipe(
    z.optional(textSchema.check(z.trim(), z.maxLength(max))),
    z.transform((v) => (v === '' ? undefined : v)),
  );

/**
 * GET /api/product/list. A page of the filtered, sorted list plus the total, so the browser can
 * size a virtual list of 100,000 rows and fetch the pages that scroll into view (decision 010).
 * productKeys (comma separated) narrows the list to given products, e.g. an order guide's.
 */
export const productListQuerySchema = z.strictObject({
  search: optionalText(200),
  mainCategory: optionalText(40),
  category: optionalText(40),
  sort: z.optional(z.pipe(z.coerce.number(), pageSortBySchema)),
  productKeys: z.optional(
    z
      .string()
      .check(
        z.maxLength(12_000),
        z.regex(/^\d{1,10}(,\d{1,10})*$/, 'productKeys must be product keys separated by commas'),
      ),
  ),
  offset: z._default(z.coerce.number().check(z.int(), z.gte(0), z.lte(10_000_000)), 0),
  limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(PRODUCT_PAGE_MAX)), PRODUCT_PAGE_DEFAULT),
});
export type ProductListQuery = z.infer<typeof productListQuerySchema>;

export const productListSchema = z.strictObject({
  /**
   * Every product matching the filters. Answered with the first page (offset 0) and with every
   * page of a search; later pages of an unsearched list answer null (decision 010).
   */
  total: z.nullable(z.number().check(z.int())),
  offset: z.number().check(z.int()),
  products: z.array(productSchema),
});
export type ProductList = z.infer<typeof productListSchema>;

export const productKeyParamSchema = z.strictObject({
  productKey: z.coerce.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
});

export const mainCategorySchema = z.strictObject({
  code: z.string(),
  description: z.string(),
  /** Every category under it is excluded for the acting customer. */
  isExcluded: z.boolean(),
  /** No product the caller may see is in it. */
  isEmpty: z.boolean(),
});
export type MainCategory = z.infer<typeof mainCategorySchema>;
export const mainCategoryListSchema = z.array(mainCategorySchema);

export const categorySchema = z.strictObject({
  code: z.string(),
  parent: z.string(),
  description: z.string(),
  isExcluded: z.boolean(),
  isEmpty: z.boolean(),
});
export type Category = z.infer<typeof categorySchema>;
export const categoryListSchema = z.array(categorySchema);

/** GET /api/product/excludedCategories: the category codes the acting customer may not see or buy. */
export const excludedCategoriesSchema = z.array(z.string());

export const pushProductSchema = z.strictObject({
  productKey: z.number().check(z.int()),
  /** Missing sequences are answered as 9999, the spec's default. */
  sequence: z.number().check(z.int()),
});
export type PushProduct = z.infer<typeof pushProductSchema>;
export const pushProductListSchema = z.array(pushProductSchema);
export const PUSH_PRODUCT_DEFAULT_SEQUENCE = 9999;
