import { z } from 'zod';
import { defaultDeliveryDateFlags, imageFits, roundingFlagSchema, sessionTypeSchema } from './enums.ts';
import { menuSchema } from './menu.ts';
import { maxOrderAmountMessages } from './messages/settings.ts';

export const layoutImagesSchema = z
  .object({ list: z.boolean(), detail: z.boolean(), mobile: z.boolean(), card: z.boolean() })
  .strict();

export const creditCardSettingsSchema = z
  .object({
    addressRequired: z.boolean(),
    ccV2Required: z.boolean(),
    holderNameRequired: z.boolean(),
    phoneRequired: z.boolean(),
    isTestTransaction: z.boolean(),
  })
  .strict();

/**
 * Where scan documents are listed and served (decision 170): order history rows and the Order
 * Documents dialog, the product page, account detail lines (and open A/R items).
 */
export const productScanDocumentsSchema = z
  .object({ orderHistory: z.boolean(), productDetail: z.boolean(), accountDetail: z.boolean() })
  .strict();

/** A non-negative decimal kept as text so money and rates stay exact ("7.50", "6.25"). */
const decimalText = z.string().regex(/^\d{1,9}(\.\d{1,4})?$/);

/**
 * Every configurable setting. The distributor sets them site-wide; any of them may be
 * overridden per customer and then per user (decision 003). Stored as validated key/value rows.
 */
export const settingValuesSchema = z
  .object({
    companyName: z.string().max(80),
    allowGuest: z.boolean(),
    allowConsumer: z.boolean(),
    siteKey: z.string().max(200),
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
    zipCodeRestrictionMessage: z.string().max(500),
    allowProductTextLines: z.boolean(),
    allowUserColors: z.boolean(),
    checkoutRequireDeliveryDate: z.boolean(),
    checkoutMessage: z.string().max(2000),
    imageFit: z.enum(imageFits),
    missingImage: z.string().max(200),
    showTotalCaseQuantity: z.boolean(),
    showTotalItemsQuantity: z.boolean(),
    showTotalOrderQuantity: z.boolean(),
    totalOrderQuantityLabel: z.string().max(40),
    defaultDeliveryDateFlag: z.enum(defaultDeliveryDateFlags),
    canViewConfirmation: z.boolean(),
    canPrintInvoices: z.boolean(),
    productScanDocuments: productScanDocumentsSchema,
    creditCardSettings: creditCardSettingsSchema,
    caseUnitLabel: z.string().max(20),
    /** Consumer sign-up: offer the e-mail option checkbox, its label and default, and a message above the form. */
    consumerUseOption: z.boolean(),
    consumerOptionText: z.string().max(200),
    consumerOptionDefault: z.boolean(),
    consumerRegistrationMessage: z.string().max(2000),
    /** Delivery dates and charges (decisions 031 and 032). */
    orderCutoffTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/),
    orderLeadDays: z.number().int().min(0).max(14),
    distributorTimeZone: z.string().min(1).max(64),
    deliveryDateHorizonDays: z.number().int().min(7).max(180),
    consumerDeliveryDays: z.array(z.number().int().min(1).max(7)).max(7),
    pickupDays: z.array(z.number().int().min(1).max(7)).max(7),
    smallOrderDeliveryCharge: z.object({ threshold: decimalText, amount: decimalText }).strict(),
    /** A number, not text: the jsonb driver path turns a top-level numeric string into a number. */
    fuelSurchargePercent: z.number().min(0).max(100),
    taxableMainCategories: z.array(z.string().max(20)).max(200),
    taxExempt: z.boolean(),
    pickupTaxState: z.string().max(2),
    acceptedCardIssuers: z.array(z.number().int().min(1).max(8)).max(8),
    /** The largest order total the distributor accepts (decision 092); at most 999,999,999.99. */
    maxOrderAmount: z.string().regex(/^\d{1,9}(\.\d{1,2})?$/),
  })
  .strict();
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
export const siteSettingsSchema = z
  .object({
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
  })
  .strict();
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

/** GET /api/settings: the effective settings of the signed-in user for the acting customer. */
export const userSettingsSchema = settingValuesSchema
  .omit({ siteKey: true, allowGuest: true, allowConsumer: true })
  .extend({
    sessionType: sessionTypeSchema,
    requiredPO: z.boolean(),
    defaultPO: z.string(),
    menu: menuSchema,
  })
  .strict();
export type UserSettings = z.infer<typeof userSettingsSchema>;

export const logoNameSchema = z.object({ small: z.string(), light: z.string(), dark: z.string() }).strict();
export type LogoName = z.infer<typeof logoNameSchema>;

/** The highest maximum order amount (the orders table's bound, decision 092). */
export const MAX_ORDER_AMOUNT_CEILING = '999999999.99';

/** GET and POST /api/admin/maxOrderAmount: the distributor's maximum order total (decision 092, 096). */
export const maxOrderAmountSchema = z
  .object({
    maxOrderAmount: z
      .string()
      .trim()
      .regex(/^\d{1,9}(\.\d{1,2})?$/, maxOrderAmountMessages.format)
      .refine((v) => /[1-9]/.test(v), maxOrderAmountMessages.positive),
  })
  .strict();
export type MaxOrderAmount = z.infer<typeof maxOrderAmountSchema>;
