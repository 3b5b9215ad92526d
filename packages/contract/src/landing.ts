import { z } from 'zod';
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
export const cardHeightSchema = z.string().refine(
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
);

/** Internal links are paths of this site; external ones are https addresses (http is refused). */
export const landingLinkSchema = z
  .object({
    variant: z.enum(['internal', 'external']),
    href: z.string().max(landingLimits.hrefMax),
  })
  .strict()
  .superRefine((link, ctx) => {
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
  });
export type LandingLink = z.infer<typeof landingLinkSchema>;

const contentBase = {
  id: z.string().min(1).max(40),
  parentId: z.string().max(40).nullable(),
  hidden: z.boolean(),
};

/** Rich text; the server sanitizes it with an allow-list before storing and again when serving. */
export const textContentSchema = z
  .object({ ...contentBase, type: z.literal('text'), value: z.string().max(landingLimits.textMax) })
  .strict();

/** Image names are files of the image store served through /img (an upload answers one). */
export const landingImageNameSchema = z
  .string()
  .max(200)
  .regex(/^([A-Za-z0-9_-][A-Za-z0-9._-]*\.(png|jpe?g|webp|gif|avif))?$/i, 'Choose an uploaded image')
  .refine((name) => !name.includes('..'), 'Choose an uploaded image');

const pixelSize = (message: string) => z.number().int().min(1).max(landingLimits.imageMaxPx, message).nullable();

export const imageContentSchema = z
  .object({
    ...contentBase,
    type: z.literal('image'),
    src: landingImageNameSchema,
    alt: z.string().max(landingLimits.altMax, landingMessages.alt),
    link: landingLinkSchema.nullable(),
    objectFit: z.enum(['cover', 'contain']),
    width: pixelSize(landingMessages.width),
    height: pixelSize(landingMessages.height),
    padding: z.number().int().min(0).max(landingLimits.paddingMax),
  })
  .strict();

export const productContentSchema = z
  .object({
    ...contentBase,
    type: z.literal('product'),
    productKey: z.number().int().positive().max(2_147_483_647),
    isPushProduct: z.boolean(),
  })
  .strict();

export const landingProductSources = ['Main Categories', 'Categories'] as const;
export const productListContentSchema = z
  .object({
    ...contentBase,
    type: z.literal('productList'),
    productSource: z.enum(landingProductSources),
    /** The category's description as the editor showed it; the code is what is listed. */
    category: z.string().max(80),
    categoryCode: z.string().min(1, 'Choose a category').max(20),
  })
  .strict();

export const pushProductListContentSchema = z.object({ ...contentBase, type: z.literal('pushProductList') }).strict();
export const emptyContentSchema = z.object({ ...contentBase, type: z.literal('empty') }).strict();

/** What a group or a carousel slide may hold (decision 080: two levels, no deeper nesting). */
export const leafContentSchema = z.discriminatedUnion('type', [
  textContentSchema,
  imageContentSchema,
  productContentSchema,
  emptyContentSchema,
]);

export const groupContentSchema = z
  .object({
    ...contentBase,
    type: z.literal('group'),
    direction: z.enum(['column', 'row']),
    children: z.array(leafContentSchema).max(landingLimits.childrenMax),
  })
  .strict();

export const carouselContentSchema = z
  .object({
    ...contentBase,
    type: z.literal('carousel'),
    /** Seconds between slides; 0 is Off. */
    interval: z.number().int().min(0).max(landingLimits.carouselIntervalMax),
    children: z
      .array(z.discriminatedUnion('type', [...leafContentSchema.options, groupContentSchema]))
      .max(landingLimits.childrenMax),
  })
  .strict();

export const landingContentSchema = z.discriminatedUnion('type', [
  textContentSchema,
  imageContentSchema,
  groupContentSchema,
  carouselContentSchema,
  productContentSchema,
  productListContentSchema,
  pushProductListContentSchema,
  emptyContentSchema,
]);
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

export const landingCardSchema = z
  .object({
    id: z.string().min(1).max(40),
    index: z.number().int().min(0).max(landingLimits.cardsMax),
    width: z.number().int().min(landingLimits.widthMin).max(landingLimits.widthMax),
    height: cardHeightSchema,
    heading: z.string().max(landingLimits.headingMax, landingMessages.heading),
    empty: z.boolean(),
    hidden: z.boolean(),
    content: landingContentSchema.nullable(),
  })
  .strict();
export type LandingCard = z.infer<typeof landingCardSchema>;

export const landingLayoutSchema = z
  .object({
    title: z.string().max(landingLimits.titleMax, landingMessages.title),
    cards: z.array(landingCardSchema).max(landingLimits.cardsMax),
  })
  .strict();
export type LandingLayout = z.infer<typeof landingLayoutSchema>;

/** POST /api/landing/image answers the stored file's name, to be served through /img. */
export const landingImageUploadSchema = z.object({ src: z.string() }).strict();
export type LandingImageUpload = z.infer<typeof landingImageUploadSchema>;
/** Uploads larger than this are refused with 413 before they are decoded. */
export const LANDING_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const landingImageTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif'] as const;
