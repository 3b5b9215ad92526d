import { strict, z } from './zod.ts';
import { defaultDeliveryDateFlags, imageFits, roundingFlagSchema, sessionTypeSchema } from './enums.ts';
import { menuSchema } from './menu.ts';
import { maxOrderAmountMessages } from './messages/settings.ts';

export const layoutImagesSchema = z.strictObject({
  list: z.boolean(),
  detail: z.boolean(),
  mobile: z.boolean(),
  card: z.boolean(),
});

export const creditCardSettingsSchema = z.strictObject({
  addressRequired: z.boolean(),
  ccV2Required: z.boolean(),
  holderNameRequired: z.boolean(),
  phoneRequired: z.boolean(),
  isTestTransaction: z.boolean(),
});

/**
 * Where scan documents are listed and served (decision 170): order history rows and the Order
 * Documents dialog, the product page, account detail lines (and open A/R items).
 */
export const productScanDocumentsSchema = z.strictObject({
  orderHistory: z.boolean(),
  productDetail: z.boolean(),
  accountDetail: z.boolean(),
});

/** A non-negative decimal kept as text so money and rates stay exact ("7.50", "6.25"). */
const decimalText = z.string().check(z.regex(/^\d{1,9}(\.\d{1,4})?$/));

/**
 * Every configurable setting. The distributor sets them site-wide; any of them may be
 * overridden per customer and then per user (decision 003). Stored as validated key/value rows.
 */
export const settingValuesSchema = z.strictObject({
  companyName: z.string().check(z.maxLength(80)),
  allowGuest: z.boolean(),
  allowConsumer: z.boolean(),
  siteKey: z.string().check(z.maxLength(200)),
  alwaysSearchAllProducts: z.boolean(),
  defaultToStandardOrder: z.boolean(),
  hidePricing: z.boolean(),
  canChangePrice: z.boolean(),
  syncPriceByWithSellByUMFlag: z.boolean(),
  orderQuantityRoundingFlag: roundingFlagSchema,
  layoutImages: layoutImagesSchema,
  allowConsumerPickup: z.boolean(),
  allowConsumerDelivery: z.boolean(),
  zipCodeRestrictionFlag: z.boolean(),
  zipCodeRestrictionMessage: z.string().check(z.maxLength(500)),
  allowProductTextLines: z.boolean(),
  allowUserColors: z.boolean(),
  checkoutRequireDeliveryDate: z.boolean(),
  checkoutMessage: z.string().check(z.maxLength(2000)),
  imageFit: z.enum(imageFits),
  missingImage: z.string().check(z.maxLength(200)),
  showTotalCaseQuantity: z.boolean(),
  showTotalItemsQuantity: z.boolean(),
  showTotalOrderQuantity: z.boolean(),
  totalOrderQuantityLabel: z.string().check(z.maxLength(40)),
  defaultDeliveryDateFlag: z.enum(defaultDeliveryDateFlags),
  canViewConfirmation: z.boolean(),
  canPrintInvoices: z.boolean(),
  productScanDocuments: productScanDocumentsSchema,
  creditCardSettings: creditCardSettingsSchema,
  caseUnitLabel: z.string().check(z.maxLength(20)),
  /** Consumer sign-up: offer the e-mail option checkbox, its label and default, and a message above the form. */
  consumerUseOption: z.boolean(),
  consumerOptionText: z.string().check(z.maxLength(200)),
  consumerOptionDefault: z.boolean(),
  consumerRegistrationMessage: z.string().check(z.maxLength(2000)),
  /** Delivery dates and charges (decisions 031 and 032). */
  orderCutoffTime: z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/)),
  orderLeadDays: z.number().check(z.int(), z.gte(0), z.lte(14)),
  distributorTimeZone: z.string().check(z.minLength(1), z.maxLength(64)),
  deliveryDateHorizonDays: z.number().check(z.int(), z.gte(7), z.lte(180)),
  consumerDeliveryDays: z.array(z.number().check(z.int(), z.gte(1), z.lte(7))).check(z.maxLength(7)),
  pickupDays: z.array(z.number().check(z.int(), z.gte(1), z.lte(7))).check(z.maxLength(7)),
  smallOrderDeliveryCharge: z.strictObject({ threshold: decimalText, amount: decimalText }),
  /** A number, not text: the jsonb driver path turns a top-level numeric string into a number. */
  fuelSurchargePercent: z.number().check(z.gte(0), z.lte(100)),
  taxableMainCategories: z.array(z.string().check(z.maxLength(20))).check(z.maxLength(200)),
  taxExempt: z.boolean(),
  pickupTaxState: z.string().check(z.maxLength(2)),
  acceptedCardIssuers: z.array(z.number().check(z.int(), z.gte(1), z.lte(8))).check(z.maxLength(8)),
  /** The largest order total the distributor accepts (decision 092); at most 999,999,999.99. */
  maxOrderAmount: z.string().check(z.regex(/^\d{1,9}(\.\d{1,2})?$/)),
});
export type SettingValues = z.infer<typeof settingValuesSchema>;
export type SettingKey = keyof SettingValues;
export const settingKeys = Object.keys(settingValuesSchema.shape) as SettingKey[];

export const defaultSettingValues: SettingValues = {
  companyName: 'Provender',
  allowGuest: false,
  allowConsumer: false,
  siteKey: '',
  alwaysSearchAllProducts: false,
  defaultToStandardOrder: false,
  hidePricing: false,
  canChangePrice: false,
  syncPriceByWithSellByUMFlag: true,
  orderQuantityRoundingFlag: 'none',
  layoutImages: { list: true, detail: true, mobile: true, card: true },
  allowConsumerPickup: true,
  allowConsumerDelivery: true,
  zipCodeRestrictionFlag: false,
  zipCodeRestrictionMessage: '',
  allowProductTextLines: false,
  allowUserColors: true,
  checkoutRequireDeliveryDate: false,
  checkoutMessage: '',
  imageFit: 'contain',
  missingImage: '',
  showTotalCaseQuantity: true,
  showTotalItemsQuantity: true,
  showTotalOrderQuantity: true,
  totalOrderQuantityLabel: 'Total Order Quantity',
  defaultDeliveryDateFlag: 'UseSystemDefault',
  canViewConfirmation: true,
  canPrintInvoices: true,
  productScanDocuments: { orderHistory: false, productDetail: false, accountDetail: false },
  creditCardSettings: {
    addressRequired: true,
    ccV2Required: true,
    holderNameRequired: true,
    phoneRequired: false,
    isTestTransaction: true,
  },
  caseUnitLabel: 'Case',
  consumerUseOption: false,
  consumerOptionText: 'Send me e-mail about specials and new products',
  consumerOptionDefault: false,
  consumerRegistrationMessage: '',
  orderCutoffTime: '16:00',
  orderLeadDays: 1,
  distributorTimeZone: 'America/New_York',
  deliveryDateHorizonDays: 60,
  consumerDeliveryDays: [1, 2, 3, 4, 5],
  pickupDays: [1, 2, 3, 4, 5, 6],
  smallOrderDeliveryCharge: { threshold: '0', amount: '0' },
  fuelSurchargePercent: 0,
  taxableMainCategories: [],
  taxExempt: false,
  pickupTaxState: '',
  acceptedCardIssuers: [1, 2, 3, 4, 8],
  maxOrderAmount: '1000000.00',
};

/** GET /api/settings/site: what any visitor, signed in or not, needs before signing in. */
export const siteSettingsSchema = z.strictObject({
  companyName: z.string(),
  allowGuest: z.boolean(),
  allowConsumer: z.boolean(),
  siteKey: z.string(),
  alwaysSearchAllProducts: z.boolean(),
  defaultToStandardOrder: z.boolean(),
  hidePricing: z.boolean(),
  canChangePrice: z.boolean(),
  syncPriceByWithSellByUMFlag: z.boolean(),
  orderQuantityRoundingFlag: roundingFlagSchema,
  layoutImages: layoutImagesSchema,
  allowConsumerPickup: z.boolean(),
  allowConsumerDelivery: z.boolean(),
  zipCodeRestrictionFlag: z.boolean(),
  zipCodeRestrictionMessage: z.string(),
  sessionType: sessionTypeSchema,
  /** The site's currency (ISO 4217, the server's CURRENCY, decision 441); US dollars when absent. */
  currency: z.optional(z.string().check(z.regex(/^[A-Z]{3}$/))),
});
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** GET /api/settings: the effective settings of the signed-in user for the acting customer. */
export const userSettingsSchema = strict(
  z.extend(z.omit(settingValuesSchema, { siteKey: true, allowGuest: true, allowConsumer: true }), {
    sessionType: sessionTypeSchema,
    requiredPO: z.boolean(),
    defaultPO: z.string(),
    menu: menuSchema,
  }),
);
export type UserSettings = z.infer<typeof userSettingsSchema>;

export const logoNameSchema = z.strictObject({ small: z.string(), light: z.string(), dark: z.string() });
export type LogoName = z.infer<typeof logoNameSchema>;

/** The highest maximum order amount (the orders table's bound, decision 092). */
export const MAX_ORDER_AMOUNT_CEILING = '999999999.99';

/** GET and POST /api/admin/maxOrderAmount: the distributor's maximum order total (decision 092, 096). */
export const maxOrderAmountSchema = z.strictObject({
  maxOrderAmount: z.string().check(
    z.trim(),
    z.regex(/^\d{1,9}(\.\d{1,2})?$/, maxOrderAmountMessages.format),
    z.refine((v) => /[1-9]/.test(v), maxOrderAmountMessages.positive),
  ),
});
export type MaxOrderAmount = z.infer<typeof maxOrderAmountSchema>;
