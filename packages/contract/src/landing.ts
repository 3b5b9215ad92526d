import { z } from './zod.ts';
import { landingMessages } from './messages/landing.ts';

/** Spec 02 section 9: the landing page's limits, shared by the editor and the server. */
export const landingLimits = {
  titleMax: 40,
  headingMax: 40,
  altMax: 40,
  imageMaxPx: 1800,
  widthMin: 1,
  widthMax: 4,
  manualHeightMin: 100,
  manualHeightMax: 600,
  manualHeightStep: 10,
  carouselHeight: 600,
  carouselIntervalMax: 10,
  paddingMax: 4,
  /** Not in the spec: bounds that keep one save a reasonable size (decision 080). */
  cardsMax: 48,
  childrenMax: 12,
  textMax: 20_000,
  hrefMax: 2000,
} as const;

/** A card's height: auto, the row's height (100%), or 100 to 600 px in steps of 10. */
export const cardHeightSchema = z.string().check(
  z.refine(
    (h) => {
      if (h === 'auto' || h === '100%') return true;
      const px = /^(\d{3})px$/.exec(h);
      if (!px) return false;
      const n = Number(px[1]);
      return (
        n >= landingLimits.manualHeightMin &&
        n <= landingLimits.manualHeightMax &&
        n % landingLimits.manualHeightStep === 0
      );
    },
    { message: 'Height must be auto, 100% or 100 to 600 px in steps of 10' },
  ),
);

/** Internal links are paths of this site; external ones are https addresses (http is refused). */
export const landingLinkSchema = z
  .strictObject({
    variant: z.enum(['internal', 'external']),
    href: z.string().check(z.maxLength(landingLimits.hrefMax)),
  })
  .check(
    z.superRefine((link, ctx) => {
      const ok =
        link.variant === 'internal'
          ? /^\/(?!\/)[^\s\\]*$/.test(link.href)
          : /^https:\/\/[^\s/\\?#]+[^\s\\]*$/i.test(link.href);
      if (!ok) {
        ctx.addIssue({
          code: 'custom',
          path: ['href'],
          message:
            link.variant === 'internal'
              ? 'Internal links are paths of this site starting with /'
              : 'External links must be https addresses',
        });
      }
    }),
  );
export type LandingLink = z.infer<typeof landingLinkSchema>;

const contentBase = {
  id: z.string().check(z.minLength(1), z.maxLength(40)),
  parentId: z.nullable(z.string().check(z.maxLength(40))),
  hidden: z.boolean(),
};

/** Image names are files of the image store served through /img (an upload answers one). */
export const landingImageNameSchema = z.string().check(
  z.maxLength(200),
  z.regex(/^([A-Za-z0-9_-][A-Za-z0-9._-]*\.(png|jpe?g|webp|gif|avif))?$/i, 'Choose an uploaded image'),
  z.refine((name) => !name.includes('..'), 'Choose an uploaded image'),
);

const pixelSize = (message: string) =>
  z.nullable(z.number().check(z.int(), z.gte(1), z.lte(landingLimits.imageMaxPx, message)));

export const imageContentSchema = z.strictObject({
  ...contentBase,
  type: z.literal('image'),
  src: landingImageNameSchema,
  alt: z.string().check(z.maxLength(landingLimits.altMax, landingMessages.alt)),
  link: z.nullable(landingLinkSchema),
  objectFit: z.enum(['cover', 'contain']),
  width: pixelSize(landingMessages.width),
  height: pixelSize(landingMessages.height),
  padding: z.number().check(z.int(), z.gte(0), z.lte(landingLimits.paddingMax)),
});

export const productContentSchema = z.strictObject({
  ...contentBase,
  type: z.literal('product'),
  productKey: z.number().check(z.int(), z.positive(), z.lte(2_147_483_647)),
  isPushProduct: z.boolean(),
});

export const landingProductSources = ['Main Categories', 'Categories'] as const;
export const productListContentSchema = z.strictObject({
  ...contentBase,
  type: z.literal('productList'),
  productSource: z.enum(landingProductSources),
  /** The category's description as the editor showed it; the code is what is listed. */
  category: z.string().check(z.maxLength(80)),
  categoryCode: z.string().check(z.minLength(1, 'Choose a category'), z.maxLength(20)),
});

export const pushProductListContentSchema = z.strictObject({ ...contentBase, type: z.literal('pushProductList') });
export const emptyContentSchema = z.strictObject({ ...contentBase, type: z.literal('empty') });

/**
 * The content, card and layout schemas, with rich text limited to `textMax` characters as stored
 * (after the server cleaned it, decision 410), or not limited in length (`null`).
 */
function layoutSchemas(textMax: number | null) {
  /** Rich text; the server sanitizes it with an allow-list before storing it (decisions 082, 410). */
  const textContentSchema = z.strictObject({
    ...contentBase,
    type: z.literal('text'),
    value: textMax === null ? z.string() : z.string().check(z.maxLength(textMax, landingMessages.text)),
  });

  /** What a group or a carousel slide may hold (decision 080: two levels, no deeper nesting). */
  const leafContentSchema = z.discriminatedUnion('type', [
    textContentSchema,
    imageContentSchema,
    productContentSchema,
    emptyContentSchema,
  ]);

  const groupContentSchema = z.strictObject({
    ...contentBase,
    type: z.literal('group'),
    direction: z.enum(['column', 'row']),
    children: z.array(leafContentSchema).check(z.maxLength(landingLimits.childrenMax)),
  });

  const carouselContentSchema = z.strictObject({
    ...contentBase,
    type: z.literal('carousel'),
    /** Seconds between slides; 0 is Off. */
    interval: z.number().check(z.int(), z.gte(0), z.lte(landingLimits.carouselIntervalMax)),
    children: z
      .array(z.discriminatedUnion('type', [...leafContentSchema._zod.def.options, groupContentSchema]))
      .check(z.maxLength(landingLimits.childrenMax)),
  });

  const landingContentSchema = z.discriminatedUnion('type', [
    textContentSchema,
    imageContentSchema,
    groupContentSchema,
    carouselContentSchema,
    productContentSchema,
    productListContentSchema,
    pushProductListContentSchema,
    emptyContentSchema,
  ]);

  const landingCardSchema = z.strictObject({
    id: z.string().check(z.minLength(1), z.maxLength(40)),
    index: z.number().check(z.int(), z.gte(0), z.lte(landingLimits.cardsMax)),
    width: z.number().check(z.int(), z.gte(landingLimits.widthMin), z.lte(landingLimits.widthMax)),
    height: cardHeightSchema,
    heading: z.string().check(z.maxLength(landingLimits.headingMax, landingMessages.heading)),
    empty: z.boolean(),
    hidden: z.boolean(),
    content: z.nullable(landingContentSchema),
  });

  const landingLayoutSchema = z.strictObject({
    title: z.string().check(z.maxLength(landingLimits.titleMax, landingMessages.title)),
    cards: z.array(landingCardSchema).check(z.maxLength(landingLimits.cardsMax)),
  });

  return {
    textContentSchema,
    leafContentSchema,
    groupContentSchema,
    carouselContentSchema,
    landingContentSchema,
    landingCardSchema,
    landingLayoutSchema,
  };
}

/** The layout a save sends and the server stores, every limit applied (rich text as stored). */
export const {
  textContentSchema,
  leafContentSchema,
  groupContentSchema,
  carouselContentSchema,
  landingContentSchema,
  landingCardSchema,
  landingLayoutSchema,
} = layoutSchemas(landingLimits.textMax);

/**
 * A stored layout as `GET /api/landing` serves it (decision 410): the save's schema except the
 * length of rich text, which a row saved before the limit applied to the cleaned text may pass.
 * Everything that decides what the page draws and where its links and images lead is checked.
 */
export const { landingCardSchema: storedLandingCardSchema, landingLayoutSchema: storedLandingLayoutSchema } =
  layoutSchemas(null);

export type LandingContent = z.infer<typeof landingContentSchema>;
export type LandingContentType = LandingContent['type'];
export type LeafContent = z.infer<typeof leafContentSchema>;
export type TextContent = z.infer<typeof textContentSchema>;
export type ImageContent = z.infer<typeof imageContentSchema>;
export type GroupContent = z.infer<typeof groupContentSchema>;
export type CarouselContent = z.infer<typeof carouselContentSchema>;
export type ProductContent = z.infer<typeof productContentSchema>;
export type ProductListContent = z.infer<typeof productListContentSchema>;
export type CarouselSlide = CarouselContent['children'][number];
export type LandingCard = z.infer<typeof landingCardSchema>;
export type LandingLayout = z.infer<typeof landingLayoutSchema>;

/** POST /api/landing/image answers the stored file's name, to be served through /img. */
export const landingImageUploadSchema = z.strictObject({ src: z.string() });
export type LandingImageUpload = z.infer<typeof landingImageUploadSchema>;
/** Uploads larger than this are refused with 413 before they are decoded. */
export const LANDING_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const landingImageTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif'] as const;
